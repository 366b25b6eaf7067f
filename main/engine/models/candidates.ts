import type { TrainingFeatures } from './training-features';

/**
 * Which classes a line can plausibly have: those seen in training together with at least one of
 * its (not too common) features. Scoring and updating only those turns a 200-class softmax into a
 * ~10-class one, which is most of the training and prediction time. Stored per hashed feature as
 * compressed rows (offsets + class ids).
 */
export type CandidateIndex = { offsets: Int32Array; classes: Int32Array };

/**
 * A feature seen with more classes than this says little about the class: it does not nominate.
 * 8, not 16: a line then has 16 candidates instead of 27 (training a third faster), and the
 * memory of past lines (memory.ts) still nominates the classes of its rarer features.
 */
const MAX_PER_FEATURE = 8;
/** Below this many classes a full softmax is cheap enough: no index. */
export const MIN_CLASSES_FOR_INDEX = 24;

/**
 * The index of the training lines `rows` (class ids in `classOf`) over `dim` features: features
 * are ids in the dense training space (training-features.ts), the rows of the model's weights.
 */
export function buildCandidateIndex(
  f: TrainingFeatures,
  rows: ArrayLike<number>,
  classOf: Int32Array,
): CandidateIndex {
  const dim = f.slots.length;
  // Each feature's first classes in a fixed slot of MAX_PER_FEATURE, in the order they were met;
  // a count of -1 marks a feature seen with too many.
  const slots = new Int32Array(dim * MAX_PER_FEATURE);
  const count = new Int8Array(dim);
  for (let r = 0; r < rows.length; r++) nominate(f, rows[r]!, classOf, slots, count);
  const offsets = rowOffsets(count);
  return new Index(offsets, packed(slots, count, offsets));
}

/**
 * A CandidateIndex made by a constructor, not an object literal: from its second run a literal is
 * a copy of the first object with its fields written over, and code compiled against the first
 * (the collector's, every step of training) was thrown away there (node --trace-deopt: "code
 * dependencies"): a literal run once a training did so in a process's second training.
 */
class Index implements CandidateIndex {
  constructor(
    readonly offsets: Int32Array,
    readonly classes: Int32Array,
  ) {}
}

/**
 * Line i's class into the slots of its features. This and the helpers below are small functions of
 * their own: as loops of one function, each was compiled while it ran and thrown away at the next,
 * which it had not seen run (a 5k-line training's index took 10-30 ms instead of 3, the second
 * and third training of a process too).
 */
function nominate(
  f: TrainingFeatures,
  i: number,
  classOf: Int32Array,
  slots: Int32Array,
  count: Int8Array,
): void {
  const { ids, start } = f;
  const c = classOf[i]!;
  for (let j = start[i]!, end = start[i + 1]!; j < end; j++) {
    const id = ids[j]!;
    const n = count[id]!;
    if (n < 0) continue;
    const base = id * MAX_PER_FEATURE;
    let seen = false;
    for (let e = base; e < base + n; e++) if (slots[e] === c) seen = true;
    if (seen) continue;
    if (n >= MAX_PER_FEATURE) count[id] = -1;
    else {
      slots[base + n] = c;
      count[id] = n + 1;
    }
  }
}

/** Where each feature's classes start in the packed index (features seen with too many have none). */
function rowOffsets(count: Int8Array): Int32Array {
  const dim = count.length;
  const offsets = new Int32Array(dim + 1);
  // Nothing after the loop: code compiled while a loop runs has not seen what follows it, and
  // was entered again at each training and thrown out there.
  for (let id = 0, total = 0; id <= dim; id++) {
    offsets[id] = total;
    if (id < dim) total += Math.max(count[id]!, 0);
  }
  return offsets;
}

/** The features' classes one after another, as `offsets` places them. */
function packed(slots: Int32Array, count: Int8Array, offsets: Int32Array): Int32Array {
  const classes = new Int32Array(offsets[count.length]!);
  for (let id = 0; id < count.length; id++) {
    const n = count[id]!;
    const from = id * MAX_PER_FEATURE;
    const to = offsets[id]!;
    for (let e = 0; e < n; e++) classes[to + e] = slots[from + e]!;
  }
  return classes;
}

/** Reusable scratch space for collecting one line's candidates without allocating. */
export class CandidateCollector {
  readonly list: Int32Array;
  /** Evidence from the memory of past lines for list[a] (see memory.ts); 0 until added. */
  readonly memory: Float64Array;
  private readonly mark: Int32Array;
  /** Where class c sits in `list` for the current line. */
  private readonly at: Int32Array;
  private stamp = 0;

  constructor(private readonly k: number) {
    this.list = new Int32Array(k);
    this.memory = new Float64Array(k);
    this.mark = new Int32Array(k);
    this.at = new Int32Array(k);
  }

  /**
   * Adds evidence for class c to a list of n candidates from `collect`, making c a candidate when
   * it was not one; returns the new count.
   */
  addEvidence(c: number, evidence: number, n: number): number {
    if (this.mark[c] !== this.stamp) {
      this.mark[c] = this.stamp;
      this.at[c] = n;
      this.list[n] = c;
      this.memory[n++] = 0;
    }
    this.memory[this.at[c]!]! += evidence;
    return n;
  }

  /**
   * Fills `list` with the candidates of the line whose features are idx[from..to) and returns how
   * many; all classes when there is no index or no nomination. `ensure` (the true class in training)
   * is added when the features do not nominate it.
   */
  collect(index: CandidateIndex | null, idx: Int32Array, from: number, to: number, ensure = -1): number {
    const k = this.k;
    const stamp = ++this.stamp;
    if (index) {
      let n = 0;
      const { offsets, classes } = index;
      for (let j = from; j < to; j++) {
        const f = idx[j]!;
        for (let e = offsets[f]!, end = offsets[f + 1]!; e < end; e++) {
          const c = classes[e]!;
          if (this.mark[c] !== stamp) {
            this.mark[c] = stamp;
            this.list[n++] = c;
          }
        }
      }
      if (ensure >= 0 && this.mark[ensure] !== stamp && n > 0) {
        this.mark[ensure] = stamp;
        this.list[n++] = ensure;
      }
      if (n > 1) {
        for (let a = 0; a < n; a++) this.at[this.list[a]!] = a;
        this.memory.fill(0, 0, n);
        return n;
      }
    }
    for (let c = 0; c < k; c++) {
      this.list[c] = c;
      this.at[c] = c;
      this.mark[c] = stamp;
    }
    this.memory.fill(0);
    return k;
  }
}
