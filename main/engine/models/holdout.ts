import { calibrateDistribution, fitIsotonic, type Calibration } from './calibration';
import { CandidateCollector, type CandidateIndex } from './candidates';
import { recall, type LineMemory } from './memory';
import { scores, withMemory, type Weights } from './scoring';
import type { TrainingFeatures } from './training-features';

/** Expected calibration error of top-1 confidences over 10 equal-width bins. */
export function expectedCalibrationError(
  pairs: { confidence: number; correct: boolean }[],
  bins = 10,
): number {
  if (pairs.length === 0) return 0;
  const count = new Array<number>(bins).fill(0);
  const conf = new Array<number>(bins).fill(0);
  const hit = new Array<number>(bins).fill(0);
  for (const { confidence, correct } of pairs) {
    const b = Math.min(bins - 1, Math.floor(confidence * bins));
    count[b]!++;
    conf[b]! += confidence;
    hit[b]! += correct ? 1 : 0;
  }
  let ece = 0;
  for (let b = 0; b < bins; b++)
    if (count[b]! > 0)
      ece += (count[b]! / pairs.length) * Math.abs(conf[b]! / count[b]! - hit[b]! / count[b]!);
  return ece;
}

export type HoldoutJob = {
  /** The trained weights over the training ids (training-features.ts). */
  model: Weights;
  k: number;
  features: TrainingFeatures;
  hashes: Uint32Array[];
  candidates: CandidateIndex | null;
  memory: LineMemory | null;
  /** The held-out lines (at most 3000 are used) and every line's class id. */
  hold: number[];
  classOf: Int32Array;
};

export type HoldoutFit = {
  temperature: number;
  calibration: Calibration | null;
  holdout: { accuracy: number; ece: number; rows: number };
};

/**
 * Every held-out line's candidates' scores and memory evidence in flat buffers (line h's are at
 * off[h]..off[h+1]): they are read 14 times, and were 4 small arrays a line. Made by a
 * constructor, not an object literal: from its second run a literal is a copy of the first object
 * with its fields written over, which threw away the code compiled against the first (node
 * --trace-deopt: "code dependencies"; see candidates.ts Index).
 */
class Held {
  readonly off: Int32Array;
  /** Where the true class is among line h's candidates (-1: not one). */
  readonly at: Int32Array;
  zs: Float64Array;
  mems: Float64Array;
  /** Line h's feature value. */
  readonly val: Float64Array;

  constructor(readonly lines: number) {
    this.off = new Int32Array(lines + 1);
    this.at = new Int32Array(lines);
    this.zs = new Float64Array(lines * 16);
    this.mems = new Float64Array(lines * 16);
    this.val = new Float64Array(lines);
  }
}

/**
 * Calibrates a trained model on lines it did not learn from: temperature scaling (the one
 * parameter that minimises held-out log loss), then a top-label isotonic map so confidences mean
 * what they say; and how right and how well calibrated it is there. The loops are functions of
 * their own at the top level, not closures made at each call: compiled once, they serve every
 * target (as closures they were compiled again at every training, node --trace-opt showed).
 */
export function fitOnHoldout(job: HoldoutJob): HoldoutFit {
  // A few thousand held-out lines pin the calibration well; more only costs time.
  const held = scoreHeld(job, job.hold.slice(0, 3000));
  const p = new Float64Array(job.k);
  const temperature = bestTemperature(held);
  const calibration = fitIsotonic(topPairs(held, temperature, null, p));
  const pairs = topPairs(held, temperature, calibration, p);
  return {
    temperature,
    calibration,
    holdout: {
      accuracy: pairs.filter((q) => q.correct).length / pairs.length,
      ece: expectedCalibrationError(pairs),
      rows: pairs.length,
    },
  };
}

function scoreHeld(job: HoldoutJob, hold: number[]): Held {
  const collector = new CandidateCollector(job.k);
  const z = new Float64Array(job.k);
  const lines = hold.length;
  const held = new Held(lines);
  for (let h = 0; h < lines; h++) {
    const i = hold[h]!;
    const n = scoreLine(job, i, collector, z);
    keep(held, h, n, z, collector, job.classOf[i]!);
    held.val[h] = job.features.val[i]!;
  }
  return held;
}

/**
 * Line i's candidates (into the collector, with the memory's evidence) and their scores into z;
 * returns how many. This and keep are functions of their own: one held-out line is enough work
 * for them to be compiled once, early, and kept, where the one loop over all lines was compiled
 * while it ran, at each training of a process's first few (30-90 ms of compiling each time).
 */
function scoreLine(job: HoldoutJob, i: number, collector: CandidateCollector, z: Float64Array): number {
  const { ids, start, val } = job.features;
  let n = collector.collect(job.candidates, ids, start[i]!, start[i + 1]!);
  if (job.memory) n = recall(job.memory, job.hashes[i]!, collector, n);
  scores(job.model, job.k, ids, start[i]!, start[i + 1]!, val[i]!, collector.list, n, z);
  return n;
}

/** Held-out line h's n candidates' scores and evidence into `held`, and where its class y is among them. */
function keep(
  held: Held,
  h: number,
  n: number,
  z: Float64Array,
  collector: CandidateCollector,
  y: number,
): void {
  const o = held.off[h]!;
  if (o + n > held.zs.length) {
    const size = Math.max(held.zs.length * 2, o + n);
    held.zs = grow(held.zs, size);
    held.mems = grow(held.mems, size);
  }
  const { zs, mems, at } = held;
  at[h] = -1;
  for (let a = 0; a < n; a++) {
    zs[o + a] = z[a]!;
    mems[o + a] = collector.memory[a]!;
    if (collector.list[a] === y) at[h] = a;
  }
  held.off[h + 1] = o + n;
}

/** Temperatures searched: the held-out log loss's minimum is taken within [1/4, 4]. */
const T_MIN = 0.25;
const T_MAX = 4;

/**
 * The temperature t that minimises the held-out log loss, by Newton's method on s = 1/t: the loss
 * is convex in s, so from s = 1 a few steps find its minimum (its slope 0) where a golden-section
 * search over t took 12 evaluations to within 2%; each step costs one evaluation. A step that
 * would leave the bracket the slopes' signs give is replaced by halving it.
 */
function bestTemperature(held: Held): number {
  let lo = 1 / T_MAX;
  let hi = 1 / T_MIN;
  let s = 1;
  const d = new Float64Array(2);
  for (let step = 0; step < 20; step++) {
    slopeAt(held, s, d);
    const slope = d[0]!;
    const curve = d[1]!;
    if (slope > 0) hi = s;
    else lo = s;
    let next = curve > 0 ? s - slope / curve : Number.NaN;
    if (!(next > lo && next < hi)) next = (lo + hi) / 2;
    const done = Math.abs(next - s) < 1e-4 * s || hi - lo < 1e-4 * s;
    s = next;
    if (done) break;
  }
  return 1 / s;
}

/**
 * The held-out log loss's first and second derivative in s = 1/t into d[0], d[1]: over the lines
 * whose true class is a candidate (the others add a constant), the softmax's mean score minus the
 * true class's, and the scores' variance.
 */
function slopeAt(held: Held, s: number, d: Float64Array): void {
  d[0] = 0;
  d[1] = 0;
  for (let h = 0; h < held.lines; h++) if (held.at[h]! >= 0) addSlope(held, h, s, d);
}

/**
 * Line h's part of slopeAt. A function of its own: as the body of slopeAt's loop, the code
 * compiled while the loop first ran had never seen what follows it, and every later call of
 * slopeAt entered that code again and was thrown out of it at the end (30 times a training).
 */
function addSlope(held: Held, h: number, s: number, d: Float64Array): void {
  const { off, at, zs } = held;
  const o = off[h]!;
  const end = off[h + 1]!;
  let max = Number.NEGATIVE_INFINITY;
  for (let j = o; j < end; j++) if (zs[j]! > max) max = zs[j]!;
  let sum = 0;
  let mean = 0;
  let square = 0;
  for (let j = o; j < end; j++) {
    const z = zs[j]!;
    const e = Math.exp(s * (z - max));
    sum += e;
    mean += e * z;
    square += e * z * z;
  }
  mean /= sum;
  d[0]! += mean - zs[o + at[h]!]!;
  d[1]! += square / sum - mean * mean;
}

/** Each held-out line's top suggestion as shown (tempered, with memory, calibrated): how sure, and right? */
function topPairs(
  held: Held,
  temperature: number,
  cal: Calibration | null,
  p: Float64Array,
): { confidence: number; correct: boolean }[] {
  const scratch = { z: new Float64Array(p.length), mem: new Float64Array(p.length), p };
  const pairs = new Array<{ confidence: number; correct: boolean }>(held.lines);
  for (let h = 0; h < held.lines; h++) {
    const top = shown(held, h, temperature, cal, scratch);
    pairs[h] = { confidence: p[top]!, correct: top === held.at[h] };
  }
  return pairs;
}

/**
 * Held-out line h's distribution as a suggestion shows it into scratch.p; returns its top
 * candidate. A function of its own, for the reason scoreLine is one.
 */
function shown(
  held: Held,
  h: number,
  temperature: number,
  cal: Calibration | null,
  scratch: { z: Float64Array; mem: Float64Array; p: Float64Array },
): number {
  const { z, mem, p } = scratch;
  const o = held.off[h]!;
  const n = held.off[h + 1]! - o;
  for (let a = 0; a < n; a++) {
    z[a] = held.zs[o + a]!;
    mem[a] = held.mems[o + a]!;
  }
  withMemory(z, mem, n, temperature, held.val[h]!, p);
  if (cal) calibrateDistribution(cal, p, n);
  let top = 0;
  for (let c = 1; c < n; c++) if (p[c]! > p[top]!) top = c;
  return top;
}

function grow(a: Float64Array, size: number) {
  const b = new Float64Array(size);
  b.set(a);
  return b;
}
