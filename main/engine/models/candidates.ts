import type { FeatureVector } from './features';

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

export function buildCandidateIndex(
  vectors: FeatureVector[],
  labels: number[],
  bits: number,
): CandidateIndex {
  const dim = 1 << bits;
  const lists: (number[] | null | undefined)[] = new Array<number[] | null | undefined>(dim);
  for (let i = 0; i < vectors.length; i++) {
    const c = labels[i]!;
    for (const f of vectors[i]!.idx) {
      const list = lists[f];
      if (list === null) continue;
      if (list === undefined) lists[f] = [c];
      else if (!list.includes(c)) {
        if (list.length >= MAX_PER_FEATURE) lists[f] = null;
        else list.push(c);
      }
    }
  }
  const offsets = new Int32Array(dim + 1);
  let total = 0;
  for (let f = 0; f < dim; f++) {
    offsets[f] = total;
    total += lists[f]?.length ?? 0;
  }
  offsets[dim] = total;
  const classes = new Int32Array(total);
  for (let f = 0; f < dim; f++) {
    const list = lists[f];
    if (list) classes.set(list, offsets[f]);
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

  /** Fills `list` and returns how many; all classes when there is no index or no nomination. */
  collect(index: CandidateIndex | null, x: FeatureVector, ensure = -1): number {
    const k = this.k;
    const stamp = ++this.stamp;
    if (index) {
      let n = 0;
      for (const f of x.idx) {
        for (let j = index.offsets[f]!, end = index.offsets[f + 1]!; j < end; j++) {
          const c = index.classes[j]!;
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
