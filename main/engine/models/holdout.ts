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
 * off[h]..off[h+1]): they are read 14 times, and were 4 small arrays a line.
 */
type Held = {
  lines: number;
  off: Int32Array;
  /** Where the true class is among line h's candidates (-1: not one). */
  at: Int32Array;
  zs: Float64Array;
  mems: Float64Array;
  /** Line h's feature value. */
  val: Float64Array;
};

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
  // Golden-section search of log t in [1/4, 4]: the log loss has one minimum there, found to
  // within 2% in 12 evaluations (a grid as fine took 26).
  let lo = Math.log(0.25);
  let hi = Math.log(4);
  const g = (Math.sqrt(5) - 1) / 2;
  let a = hi - g * (hi - lo);
  let b = lo + g * (hi - lo);
  let fa = nllAt(held, Math.exp(a));
  let fb = nllAt(held, Math.exp(b));
  for (let round = 0; round < 10; round++) {
    if (fa <= fb) {
      hi = b;
      b = a;
      fb = fa;
      a = hi - g * (hi - lo);
      fa = nllAt(held, Math.exp(a));
    } else {
      lo = a;
      a = b;
      fa = fb;
      b = lo + g * (hi - lo);
      fb = nllAt(held, Math.exp(b));
    }
  }
  const temperature = Math.exp(fa <= fb ? a : b);
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
  const { model, k, features, hashes, candidates, memory, classOf } = job;
  const { ids, start } = features;
  const collector = new CandidateCollector(k);
  const cand = collector.list;
  const z = new Float64Array(k);
  const lines = hold.length;
  const off = new Int32Array(lines + 1);
  const at = new Int32Array(lines);
  const val = new Float64Array(lines);
  let zs = new Float64Array(lines * 16);
  let mems = new Float64Array(lines * 16);
  for (let h = 0; h < lines; h++) {
    const i = hold[h]!;
    val[h] = features.val[i]!;
    let n = collector.collect(candidates, ids, start[i]!, start[i + 1]!);
    if (memory) n = recall(memory, hashes[i]!, collector, n);
    scores(model, k, ids, start[i]!, start[i + 1]!, val[h]!, cand, n, z);
    const o = off[h]!;
    if (o + n > zs.length) {
      const grown = Math.max(zs.length * 2, o + n);
      zs = grow(zs, grown);
      mems = grow(mems, grown);
    }
    at[h] = -1;
    const y = classOf[i]!;
    for (let a = 0; a < n; a++) {
      zs[o + a] = z[a]!;
      mems[o + a] = collector.memory[a]!;
      if (cand[a] === y) at[h] = a;
    }
    off[h + 1] = o + n;
  }
  return { lines, off, at, zs, mems, val };
}

/** Held-out log loss at temperature t: softmax's arithmetic, for the true class only. */
function nllAt(held: Held, t: number): number {
  const { lines, off, at, zs } = held;
  let nll = 0;
  for (let h = 0; h < lines; h++) {
    const o = off[h]!;
    const end = off[h + 1]!;
    if (at[h]! < 0) {
      nll -= Math.log(1e-12);
      continue;
    }
    let max = Number.NEGATIVE_INFINITY;
    for (let j = o; j < end; j++) if (zs[j]! > max) max = zs[j]!;
    let sum = 0;
    for (let j = o; j < end; j++) sum += Math.exp((zs[j]! - max) / t);
    const e = Math.exp((zs[o + at[h]!]! - max) / t);
    nll -= Math.log(Math.max(e / sum, 1e-12));
  }
  return nll;
}

/** Each held-out line's top suggestion as shown (tempered, with memory, calibrated): how sure, and right? */
function topPairs(
  held: Held,
  temperature: number,
  cal: Calibration | null,
  p: Float64Array,
): { confidence: number; correct: boolean }[] {
  const { lines, off, at, zs, mems, val } = held;
  const z = new Float64Array(p.length);
  const mem = new Float64Array(p.length);
  const pairs = new Array<{ confidence: number; correct: boolean }>(lines);
  for (let h = 0; h < lines; h++) {
    const o = off[h]!;
    const n = off[h + 1]! - o;
    for (let a = 0; a < n; a++) {
      z[a] = zs[o + a]!;
      mem[a] = mems[o + a]!;
    }
    withMemory(z, mem, n, temperature, val[h]!, p);
    if (cal) calibrateDistribution(cal, p, n);
    let top = 0;
    for (let c = 1; c < n; c++) if (p[c]! > p[top]!) top = c;
    pairs[h] = { confidence: p[top]!, correct: top === at[h] };
  }
  return pairs;
}

function grow(a: Float64Array, size: number) {
  const b = new Float64Array(size);
  b.set(a);
  return b;
}
