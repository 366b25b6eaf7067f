import type { FeatureVector } from './features';

/**
 * Which classes a line can plausibly have: those seen in training together with at least one of
 * its (not too common) features. Scoring and updating only those turns a 200-class softmax into a
 * ~10-class one, which is most of the training and prediction time. Stored per hashed feature as
 * compressed rows (offsets + class ids).
 */
export type CandidateIndex = { offsets: Int32Array; classes: Int32Array };

/** A feature seen with more classes than this says little about the class: it does not nominate. */
const MAX_PER_FEATURE = 16;
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
  private readonly mark: Int32Array;
  private stamp = 0;

  constructor(private readonly k: number) {
    this.list = new Int32Array(k);
    this.mark = new Int32Array(k);
  }

  /** Fills `list` and returns how many; all classes when there is no index or no nomination. */
  collect(index: CandidateIndex | null, x: FeatureVector, ensure = -1): number {
    const k = this.k;
    if (index) {
      const stamp = ++this.stamp;
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
      if (ensure >= 0 && this.mark[ensure] !== stamp && n > 0) this.list[n++] = ensure;
      if (n > 1) return n;
    }
    for (let c = 0; c < k; c++) this.list[c] = c;
    return k;
  }
}
