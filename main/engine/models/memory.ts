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
 *
 * Each loop here and below is a small function of its own. As one long function, each of its
 * loops was compiled on its own while it ran (on-stack replacement), and thrown away again when
 * the code after it met types it had not seen yet: the first four trainings of a process took
 * 60-110 ms here instead of 9 (5k lines), and a process trains once. Small functions are compiled
 * whole, once, with what their earlier calls saw.
 */
export function buildMemory(
  hashes: Uint32Array[],
  rows: ArrayLike<number>,
  classOf: Int32Array,
  k: number,
): LineMemory {
  const { feature, cls } = sortedPairs(hashes, rows, classOf, k);
  const total = feature.length;
  const memory: LineMemory = {
    keys: new Uint32Array(total),
    offsets: new Int32Array(total + 1),
    classes: new Int32Array(total),
    evidence: new Float32Array(total),
  };
  const { keys, offsets, classes, evidence } = memory;
  const written = new Int32Array(2);
  remember(feature, cls, total, Math.max(rows.length, 1), keys, offsets, classes, evidence, written);
  const nk = written[0]!;
  const nc = written[1]!;
  return {
    keys: memory.keys.slice(0, nk),
    offsets: memory.offsets.slice(0, nk + 1),
    classes: memory.classes.slice(0, nc),
    evidence: memory.evidence.slice(0, nc),
  };
}

/**
 * Fills the memory's arrays from the sorted pairs cls[0..total): each feature seen with few
 * enough classes, its classes and their evidence; written[0] and [1]: how many keys and classes.
 * Called once a training, it is compiled while its loop runs (on-stack replacement), so it does
 * nothing after the loop (the counts are written inside it) and reads no object: the arrays come
 * as arguments, here and in classRuns. Code compiled while the loop ran had never seen a store
 * after it, and code reading the arrays from the memory object depended on that object's shape
 * staying as it was: node --trace-deopt showed both thrown away at a process's first and second
 * training, which then ran this loop unoptimised (5k lines: 12-16 ms instead of 1).
 */
function remember(
  feature: Uint32Array,
  cls: Int32Array,
  total: number,
  lines: number,
  keys: Uint32Array,
  offsets: Int32Array,
  classes: Int32Array,
  evidence: Float32Array,
  written: Int32Array,
): void {
  for (let start = 0, nk = 0, nc = 0; start < total;) {
    const key = feature[start]!;
    let end = start;
    while (end < total && feature[end] === key) end++;
    if (distinctClasses(cls, start, end) <= MAX_CLASSES) {
      keys[nk++] = key;
      const rarity = Math.log(lines / (end - start)) ** 2 / (end - start + 1);
      nc = classRuns(cls, start, end, rarity, classes, evidence, nc);
      // offsets[0] is 0 as allocated; each key's end is the next one's start.
      offsets[nk] = nc;
      written[0] = nk;
      written[1] = nc;
    }
    start = end;
  }
}

/** Runs of one class inside a feature's pairs cls[start..end). */
function distinctClasses(cls: Int32Array, start: number, end: number): number {
  let distinct = 0;
  for (let j = start; j < end; j++) if (j === start || cls[j] !== cls[j - 1]) distinct++;
  return distinct;
}

/**
 * A feature's classes (its pairs cls[start..end)) and their evidence, `rarity` per line, into
 * classes and evidence from nc on; returns the new nc.
 */
function classRuns(
  cls: Int32Array,
  start: number,
  end: number,
  rarity: number,
  classes: Int32Array,
  evidence: Float32Array,
  nc: number,
): number {
  for (let j = start; j < end;) {
    let run = j;
    while (run < end && cls[run] === cls[j]) run++;
    classes[nc] = cls[j]!;
    evidence[nc++] = (run - j) * rarity;
    j = run;
  }
  return nc;
}

/**
 * Every (feature, class) pair of every line, sorted by feature then class, so a feature's pairs sit
 * together, by class. A radix sort: the lines taken class by class (a counting sort), then their
 * pairs sorted stably by the feature's low and high 16 bits; at 20k lines a third of the time of
 * sorting the pairs as numbers (feature * k + class).
 */
function sortedPairs(
  hashes: Uint32Array[],
  rows: ArrayLike<number>,
  classOf: Int32Array,
  k: number,
): { feature: Uint32Array; cls: Int32Array } {
  const byClass = linesByClass(rows, classOf, k);
  const total = pairCount(hashes, rows);
  const feature = new Uint32Array(total);
  const cls = new Int32Array(total);
  linePairs(hashes, byClass, classOf, feature, cls);
  const feature2 = new Uint32Array(total);
  const cls2 = new Int32Array(total);
  const count = new Int32Array(65_537);
  radixPass(feature, cls, feature2, cls2, count, 0);
  radixPass(feature2, cls2, feature, cls, count, 16);
  return { feature, cls };
}

/** The lines `rows`, class by class (a counting sort: stable within a class). */
function linesByClass(rows: ArrayLike<number>, classOf: Int32Array, k: number): Int32Array {
  const perClass = new Int32Array(k + 1);
  for (let r = 0; r < rows.length; r++) perClass[classOf[rows[r]!]! + 1]!++;
  for (let c = 0; c < k; c++) perClass[c + 1]! += perClass[c]!;
  const byClass = new Int32Array(rows.length);
  for (let r = 0; r < rows.length; r++) byClass[perClass[classOf[rows[r]!]!]!++] = rows[r]!;
  return byClass;
}

function pairCount(hashes: Uint32Array[], rows: ArrayLike<number>): number {
  let total = 0;
  for (let r = 0; r < rows.length; r++) total += hashes[rows[r]!]!.length;
  return total;
}

/** Each line's (feature, class) pairs into `feature` and `cls`, lines in the order given. */
function linePairs(
  hashes: Uint32Array[],
  lines: Int32Array,
  classOf: Int32Array,
  feature: Uint32Array,
  cls: Int32Array,
): void {
  let at = 0;
  for (let r = 0; r < lines.length; r++) {
    const i = lines[r]!;
    const h = hashes[i]!;
    const c = classOf[i]!;
    for (let j = 0; j < h.length; j++) {
      feature[at] = h[j]!;
      cls[at++] = c;
    }
  }
}

/** One stable pass of the radix sort: the pairs by 16 bits of the feature from `shift` on. */
function radixPass(
  feature: Uint32Array,
  cls: Int32Array,
  toFeature: Uint32Array,
  toCls: Int32Array,
  count: Int32Array,
  shift: number,
): void {
  countDigits(feature, count, shift);
  runningSums(count);
  scatter(feature, cls, toFeature, toCls, count, shift);
}

/** count[d + 1]: how many features have d as their 16 bits from `shift` on. */
function countDigits(feature: Uint32Array, count: Int32Array, shift: number): void {
  count.fill(0);
  for (let j = 0; j < feature.length; j++) count[((feature[j]! >>> shift) & 0xffff) + 1]!++;
}

/** count[d] becomes the count of the digits below d: where digit d's pairs start. */
function runningSums(count: Int32Array): void {
  for (let d = 0; d < 65_536; d++) count[d + 1]! += count[d]!;
}

/** Each pair to its place: count[d] is where the next pair with digit d goes. */
function scatter(
  feature: Uint32Array,
  cls: Int32Array,
  toFeature: Uint32Array,
  toCls: Int32Array,
  count: Int32Array,
  shift: number,
): void {
  for (let j = 0; j < feature.length; j++) {
    const f = feature[j]!;
    const to = count[(f >>> shift) & 0xffff]!++;
    toFeature[to] = f;
    toCls[to] = cls[j]!;
  }
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
