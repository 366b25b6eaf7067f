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
  const { ids, start } = f;
  for (let r = 0; r < rows.length; r++) {
    const i = rows[r]!;
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
  const offsets = new Int32Array(dim + 1);
  let total = 0;
  for (let id = 0; id < dim; id++) {
    offsets[id] = total;
    total += Math.max(count[id]!, 0);
  }
  offsets[dim] = total;
  const classes = new Int32Array(total);
  for (let id = 0; id < dim; id++) {
    const n = count[id]!;
    if (n > 0) classes.set(slots.subarray(id * MAX_PER_FEATURE, id * MAX_PER_FEATURE + n), offsets[id]);
  }
  return { offsets, classes };
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
