import type { CandidateCollector } from './candidates';

/**
 * A memory of past lines beside the regression: for each feature (full 32-bit hash: words, word
 * pairs, supplier x word, ...) the classes its lines were booked on. A word met 6 times, always on
 * the same small account, is strong evidence for that account even when the supplier books
 * elsewhere most of the time, and the regression, trained in two passes, has not learnt it yet.
 * Full hashes, not the model's folded feature space: at 100k lines folded features collide, and
 * a collision with another rare word is as loud as the word itself.
 *
 * Stored as sorted keys with compressed rows: `classes[offsets[i]..offsets[i+1])` are key i's
 * classes, `evidence` beside them how strongly the key says each one (see buildMemory).
 */
export type LineMemory = {
  keys: Uint32Array;
  offsets: Int32Array;
  classes: Int32Array;
  evidence: Float32Array;
};

/** A feature seen with more classes than this says little about the class: it is not remembered. */
const MAX_CLASSES = 16;

/**
 * Builds the memory from the training lines `rows` (indexes into `hashes`, class ids below `k`
 * in `classOf`). Evidence of class c for feature f: the share of f's lines booked on c, with one
 * line more than seen (a feature met once is half a vote), times f's rarity, idf squared.
 */
export function buildMemory(
  hashes: Uint32Array[],
  rows: number[],
  classOf: Int32Array,
  k: number,
): LineMemory {
  // Every (feature, class) pair of every line as one number, feature * k + class (exact below
  // 2^53), sorted: a feature's pairs then sit together, by class. A third of the time of a Map.
  let total = 0;
  for (const i of rows) total += hashes[i]!.length;
  const pairs = new Float64Array(total);
  let at = 0;
  for (const i of rows) for (const h of hashes[i]!) pairs[at++] = h * k + classOf[i]!;
  pairs.sort();
  const keys: number[] = [];
  const offsets: number[] = [];
  const classes: number[] = [];
  const evidence: number[] = [];
  const lines = Math.max(rows.length, 1);
  let start = 0;
  while (start < total) {
    const key = Math.floor(pairs[start]! / k);
    let end = start;
    while (end < total && Math.floor(pairs[end]! / k) === key) end++;
    // Runs of one class inside the feature's pairs.
    const from = classes.length;
    let distinct = 0;
    for (let j = start; j < end; j++) if (j === start || pairs[j] !== pairs[j - 1]) distinct++;
    if (distinct <= MAX_CLASSES) {
      const seen = end - start;
      const rarity = Math.log(lines / seen) ** 2 / (seen + 1);
      keys.push(key);
      offsets.push(from);
      for (let j = start; j < end;) {
        let run = j;
        while (run < end && pairs[run] === pairs[j]) run++;
        classes.push(pairs[j]! - key * k);
        evidence.push((run - j) * rarity);
        j = run;
      }
    }
    start = end;
  }
  offsets.push(classes.length);
  return {
    keys: Uint32Array.from(keys),
    offsets: Int32Array.from(offsets),
    classes: Int32Array.from(classes),
    evidence: Float32Array.from(evidence),
  };
}

/** Index of `key` in the sorted keys, or -1. */
function find(keys: Uint32Array, key: number): number {
  let lo = 0;
  let hi = keys.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const k = keys[mid]!;
    if (k < key) lo = mid + 1;
    else if (k > key) hi = mid - 1;
    else return mid;
  }
  return -1;
}

/**
 * Adds what the memory knows of a line's features (its full hashes) to the n candidates collected
 * for it; classes the memory names become candidates. Returns the new count.
 */
export function recall(
  memory: LineMemory,
  hashes: Uint32Array,
  collector: CandidateCollector,
  n: number,
): number {
  for (const h of hashes) {
    const at = find(memory.keys, h);
    if (at < 0) continue;
    for (let j = memory.offsets[at]!, end = memory.offsets[at + 1]!; j < end; j++)
      n = collector.addEvidence(memory.classes[j]!, memory.evidence[j]!, n);
  }
  return n;
}
