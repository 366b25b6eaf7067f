/**
 * The lines' features as training reads them: every line's folded feature indexes in one buffer,
 * renumbered densely. A target's weights are a [feature][class] table over 2^bits folded features,
 * but 20k lines use about 14k of the 262k a small target has: trained over the ids of the used
 * features only, the table is a fraction of the size (it stays in the processor's cache) and the
 * arithmetic is the same. The model keeps the table so, with `map` to find a feature's row.
 */
export type TrainingFeatures = {
  /** Line i's feature ids are ids[start[i]..start[i+1]). */
  ids: Int32Array;
  start: Int32Array;
  /** Line i's feature value: every feature of a line has the same one (unit length). */
  val: Float64Array;
  /** slots[id]: the folded index of feature id (ids in the order the lines first use them). */
  slots: Int32Array;
  /** The folded index's id, -1 when no line uses it. */
  map: Int32Array;
};

/**
 * Built once per line set and feature width, and shared by the targets trained on it that have the
 * same width (an invoice line's VAT code and cost centre): the hashes array is the key, so the
 * features go with it. Only the last width is kept, so memory holds one set at a time.
 */
const built = new WeakMap<Uint32Array[], { bits: number; features: TrainingFeatures }>();

export function trainingFeatures(hashes: Uint32Array[], bits: number): TrainingFeatures {
  const last = built.get(hashes);
  if (last && last.bits === bits) return last.features;
  built.delete(hashes);
  const features = build(hashes, bits);
  built.set(hashes, { bits, features });
  return features;
}

/**
 * Each step is a small function of its own: in one function each loop was compiled while it ran
 * and thrown away at the next loop, which it had not seen run (five compilations on a process's
 * first training).
 */
function build(hashes: Uint32Array[], bits: number): TrainingFeatures {
  const dim = 1 << bits;
  const lines = hashes.length;
  const start = new Int32Array(lines + 1);
  const val = new Float64Array(lines);
  const total = lineStarts(hashes, start, val);
  const ids = new Int32Array(total);
  const map = new Int32Array(dim).fill(-1);
  const seen = new Int32Array(Math.min(total, dim));
  const size = numberFirstSeen(hashes, dim - 1, ids, map, seen);
  return new Features(ids, start, val, seen.slice(0, size), map);
}

/**
 * TrainingFeatures made by a constructor, not an object literal: from its second run (a training's
 * second feature width) a literal is a copy of the first object with its fields written over,
 * which threw away the code compiled against the first (node --trace-deopt: the candidate
 * index's, "code dependencies").
 */
class Features implements TrainingFeatures {
  constructor(
    readonly ids: Int32Array,
    readonly start: Int32Array,
    readonly val: Float64Array,
    readonly slots: Int32Array,
    readonly map: Int32Array,
  ) {}
}

/** Where each line's features start, and each line's feature value; returns the features' count. */
function lineStarts(hashes: Uint32Array[], start: Int32Array, val: Float64Array): number {
  let total = 0;
  for (let i = 0; i < hashes.length; i++) {
    const n = hashes[i]!.length;
    start[i] = total;
    val[i] = 1 / Math.sqrt(Math.max(n, 1));
    total += n;
  }
  start[hashes.length] = total;
  return total;
}

/**
 * Every line's features as ids into `ids`, numbered in the order the lines first use them
 * (map[folded]: its id; seen[id]: its folded index); returns how many. One pass over the lines,
 * where numbering the folded indexes in rising order took a pass over all 2^bits of them twice
 * and a second pass over the lines. The order is the rows' order in the weights: a line's new
 * features sit in neighbouring rows. The arithmetic does not depend on it (same model).
 */
function numberFirstSeen(
  hashes: Uint32Array[],
  mask: number,
  ids: Int32Array,
  map: Int32Array,
  seen: Int32Array,
): number {
  let at = 0;
  let size = 0;
  for (let i = 0; i < hashes.length; i++) {
    const h = hashes[i]!;
    for (let j = 0; j < h.length; j++) {
      const f = h[j]! & mask;
      let id = map[f]!;
      if (id < 0) {
        id = size++;
        map[f] = id;
        seen[id] = f;
      }
      ids[at++] = id;
    }
  }
  return size;
}

/**
 * A model's table spread over all 2^bits folded features (zero where no line had the feature), for
 * a model shipped in that form (question intent, read by main/reading/intent/classify.ts). Rows
 * are copied value by value: a subarray and a set() for each row cost more than the copy for a few
 * classes, and left thousands of small objects to collect.
 */
export function denseWeights(w: Float32Array, rowOf: Int32Array, k: number): Float32Array {
  const full = new Float32Array(rowOf.length * k);
  for (let folded = 0; folded < rowOf.length; folded++) {
    const row = rowOf[folded]!;
    if (row < 0) continue;
    const from = row * k;
    const to = folded * k;
    for (let c = 0; c < k; c++) full[to + c] = w[from + c]!;
  }
  return full;
}
