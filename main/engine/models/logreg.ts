import {
  hashRecord,
  vectorFromHashes,
  vectorsFromHashes,
  type FeatureVector,
  type LineRecord,
} from './features';
import { calibrateDistribution, fitIsotonic, type Calibration } from './calibration';
import {
  buildCandidateIndex,
  CandidateCollector,
  MIN_CLASSES_FOR_INDEX,
  type CandidateIndex,
} from './candidates';
import { buildMemory, recall, type LineMemory } from './memory';
import { seededRandom } from '../../util/random';
import { utcStamp } from '../../util/time';

/**
 * Multinomial logistic regression over hashed sparse features, trained by SGD with a decaying step,
 * then calibrated by temperature scaling on held-out lines so confidences mean what they say.
 */
export type TargetModel = {
  target: string;
  classes: string[];
  bits: number;
  /** Row-major [feature][class]: one feature's class weights sit together (cache friendly). */
  weights: Float32Array;
  bias: Float32Array;
  /** Classes each feature nominates (null: every class is scored). */
  candidates: CandidateIndex | null;
  /** Memory of past lines beside the regression (null: few classes, or an older model file). */
  memory: LineMemory | null;
  temperature: number;
  /** Top-label isotonic map fitted on held-out lines (null for small datasets). */
  calibration: Calibration | null;
  trainedAt: string;
  rows: number;
  /** Accuracy and expected calibration error on the held-out lines (null for tiny datasets). */
  holdout: { accuracy: number; ece: number; rows: number } | null;
};

export type TrainOptions = {
  epochs?: number;
  learningRate?: number;
  maxWeights?: number;
  holdoutFraction?: number;
  seed?: number;
  /** Class-balanced weights (see balancedWeights); on unless turned off. */
  balanced?: boolean;
};

export type Scored = { label: string; p: number };

/** Feature space shrinks as classes grow so one target stays within `maxWeights` floats. */
export function chooseBits(classes: number, maxWeights: number): number {
  let bits = 18;
  while (bits > 12 && (1 << bits) * Math.max(classes, 1) > maxWeights) bits--;
  return bits;
}

/** Scores of the candidate classes `cand[0..n)` into out[0..n). */
function scores(
  m: { weights: Float32Array; bias: Float32Array },
  k: number,
  x: FeatureVector,
  cand: Int32Array,
  n: number,
  out: Float64Array,
): void {
  out.fill(0, 0, n);
  const idx = x.idx;
  const w = m.weights;
  for (let j = 0; j < idx.length; j++) {
    const base = idx[j]! * k;
    for (let a = 0; a < n; a++) out[a]! += w[base + cand[a]!]!;
  }
  // Every feature of a vector has the same value, so it multiplies once at the end.
  for (let a = 0; a < n; a++) out[a] = out[a]! * x.val + m.bias[cand[a]!]!;
}

/**
 * Weight of the memory of past lines (memory.ts) beside the regression's tempered scores. On
 * generated long-tail history (test/bench/engine/long-tail.ts) accounts with under 20 lines went
 * from 73.7% to 82.6% top-1 at 20k lines and from 84.6% to 88.1% at 100k, all lines from 95.6% to
 * 96.4% and 97.5% to 98.0%, calibration kept; 0.3 was best at 100k lines and within 0.1 pt of the
 * best at 20k, 0.5 and more lose rare accounts.
 */
const MEMORY = 0.3;

/** Tempered scores plus the memory's evidence, then softmax: the distribution a suggestion shows. */
function withMemory(
  z: Float64Array,
  memory: Float64Array,
  n: number,
  temperature: number,
  val: number,
  out: Float64Array,
): void {
  for (let a = 0; a < n; a++) out[a] = z[a]! / temperature + MEMORY * val * memory[a]!;
  softmax(out, n, 1, out);
}

function softmax(z: Float64Array, k: number, temperature: number, out: Float64Array): void {
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < k; c++) if (z[c]! > max) max = z[c]!;
  let sum = 0;
  for (let c = 0; c < k; c++) {
    const e = Math.exp((z[c]! - max) / temperature);
    out[c] = e;
    sum += e;
  }
  for (let c = 0; c < k; c++) out[c]! /= sum;
}

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

/** A line whose class the model gives more than this is skipped by the next pass. */
const EASY = 0.99;

/** Lines a class needs before its lines count once; below it they count more (up to 12 times). */
const BALANCED_LINES = 60;
const MAX_CLASS_WEIGHT = 12;

/**
 * Class-balanced weights: a class with few lines (an account used now and then) is drowned by the
 * frequent classes its lines share a supplier with, and after one or two passes it still loses.
 * Its lines count BALANCED_LINES / n times (1 to 12). On generated long-tail history
 * (test/bench/engine/long-tail.ts) accounts with under 20 lines went from 18% to 85% top-1 at 100k
 * lines (TF-IDF + LinearSVC: 86%) and overall top-1 from 95.7% to 97.5%, calibration kept;
 * 30/8 and 100/20 were each worse at 20k or at 100k lines.
 */
export function balancedWeights(labels: number[], k: number): Float32Array {
  const counts = new Int32Array(k);
  for (const c of labels) counts[c]!++;
  const w = new Float32Array(k);
  for (let c = 0; c < k; c++)
    w[c] = Math.min(MAX_CLASS_WEIGHT, Math.max(1, BALANCED_LINES / Math.max(counts[c]!, 1)));
  return w;
}

/**
 * Trains one target. `labels[i]` is the class of line i; null/empty labels are skipped.
 * `hashes[i]` are the line's feature hashes (hashRecord), computed once for all targets.
 * `sampleWeights` are per-line weights (recency).
 */
export function trainTarget(
  target: string,
  hashes: Uint32Array[],
  labels: (string | null | undefined)[],
  sampleWeights: Float32Array,
  options: TrainOptions = {},
): TargetModel {
  const rows: number[] = [];
  for (let i = 0; i < hashes.length; i++) if (labels[i]) rows.push(i);
  const classes = [...new Set(rows.map((i) => labels[i]!))].sort();
  const k = classes.length;
  const classIndex = new Map(classes.map((c, i) => [c, i]));
  const bits = chooseBits(k, options.maxWeights ?? 8_000_000);
  const model = { weights: new Float32Array(k > 1 ? (1 << bits) * k : 0), bias: new Float32Array(k) };
  const trainedAt = utcStamp();
  if (k <= 1)
    return {
      target,
      classes,
      bits,
      ...model,
      candidates: null,
      memory: null,
      temperature: 1,
      calibration: null,
      trainedAt,
      rows: rows.length,
      holdout: null,
    };

  const rand = seededRandom(options.seed ?? 7);
  // Deterministic shuffle, then hold out a slice for calibration when there is enough data.
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [rows[i], rows[j]] = [rows[j]!, rows[i]!];
  }
  const holdN = rows.length >= 200 ? Math.floor(rows.length * (options.holdoutFraction ?? 0.1)) : 0;
  const hold = rows.slice(0, holdN);
  const train = rows.slice(holdN);
  const x = vectorsFromHashes(hashes, rows, bits);
  const vec = (i: number): FeatureVector => x[i]!;
  // Class ids looked up once, not by string at every step.
  const classOf = new Int32Array(hashes.length);
  for (const i of rows) classOf[i] = classIndex.get(labels[i]!)!;
  const y = (i: number) => classOf[i]!;

  const candidates =
    k >= MIN_CLASSES_FOR_INDEX ? buildCandidateIndex(train.map(vec), train.map(y), bits) : null;
  const collector = new CandidateCollector(k);
  const cand = collector.list;
  // From 5k lines on two passes are enough once the memory of past lines stands beside the
  // regression (generated long-tail history, 20k lines: three were 0.1 pt worse, one 0.3 pt).
  const epochs = options.epochs ?? (train.length > 5_000 ? 2 : 12);
  // Fewer lines take fewer steps: a larger step makes up for it (measured on generated history).
  const lr0 = options.learningRate ?? (train.length < 20_000 ? 1.5 : 0.8);
  const z = new Float64Array(k);
  const p = new Float64Array(k);
  const active = new Int32Array(k);
  const grad = new Float64Array(k);
  const classWeight =
    options.balanced === false ? new Float32Array(k).fill(1) : balancedWeights(train.map(y), k);
  let step = 0;
  const total = epochs * train.length;
  const easy = new Uint8Array(hashes.length);
  for (let epoch = 0; epoch < epochs; epoch++) {
    if (epoch > 0) {
      for (let i = train.length - 1; i > 0; i--) {
        const j = Math.floor(rand() * (i + 1));
        [train[i], train[j]] = [train[j]!, train[i]!];
      }
    }
    for (const i of train) {
      const lr = lr0 * (1 - (0.9 * step++) / total);
      // A line the last pass already got right with room to spare would change next to nothing:
      // it is skipped once (most lines, after the first pass), then looked at again.
      if (easy[i]) {
        easy[i] = 0;
        continue;
      }
      const xv = vec(i);
      const target = y(i);
      const n = collector.collect(candidates, xv, target);
      scores(model, k, xv, cand, n, z);
      softmax(z, n, 1, p);
      for (let a = 0; a < n; a++) if (cand[a] === target) easy[i] = p[a]! > EASY ? 1 : 0;
      const sw = (sampleWeights[i] ?? 1) * classWeight[target]!;
      // Only classes with a noticeable gradient are updated: after the first epoch that is a few.
      let na = 0;
      for (let a = 0; a < n; a++) {
        const c = cand[a]!;
        const g = p[a]! - (c === target ? 1 : 0);
        if (g > 1e-3 || g < -1e-3) {
          active[na] = c;
          grad[na++] = g * lr * sw;
        }
      }
      for (let a = 0; a < na; a++) model.bias[active[a]!]! -= grad[a]! * 0.1;
      for (let a = 0; a < na; a++) grad[a] = grad[a]! * xv.val;
      const idx = xv.idx;
      const w = model.weights;
      for (let j = 0; j < idx.length; j++) {
        const base = idx[j]! * k;
        for (let a = 0; a < na; a++) w[base + active[a]!]! -= grad[a]!;
      }
    }
  }
  // The memory remembers the training lines only: the held-out lines below judge it fairly.
  const memory = candidates && k < 65_536 ? buildMemory(hashes, train, classOf, k) : null;
  const full = { ...model, candidates, memory };

  // Temperature scaling: the one parameter that minimises held-out log loss.
  let temperature = 1;
  let calibration: Calibration | null = null;
  let holdout: TargetModel['holdout'] = null;
  if (hold.length > 0) {
    // A few thousand held-out lines pin the calibration well; more only costs time.
    if (hold.length > 3000) hold.length = 3000;
    const held = hold.map((i) => {
      const xv = vec(i);
      let n = collector.collect(candidates, xv);
      if (memory) n = recall(memory, hashes[i]!, collector, n);
      const zz = new Float64Array(n);
      scores(model, k, xv, cand, n, zz);
      return {
        zz,
        n,
        cls: Int32Array.from(cand.subarray(0, n)),
        mem: Float64Array.from(collector.memory.subarray(0, n)),
        val: xv.val,
      };
    });
    const nllAt = (t: number): number => {
      let nll = 0;
      hold.forEach((i, h) => {
        const { zz, n, cls } = held[h]!;
        softmax(zz, n, t, p);
        const at = cls.indexOf(y(i));
        nll -= Math.log(at >= 0 ? Math.max(p[at]!, 1e-12) : 1e-12);
      });
      return nll;
    };
    // Golden-section search of log t in [1/4, 4]: the log loss has one minimum there, found to
    // within 2% in 12 evaluations (a grid as fine took 26).
    let lo = Math.log(0.25);
    let hi = Math.log(4);
    const g = (Math.sqrt(5) - 1) / 2;
    let a = hi - g * (hi - lo);
    let b = lo + g * (hi - lo);
    let fa = nllAt(Math.exp(a));
    let fb = nllAt(Math.exp(b));
    for (let round = 0; round < 10; round++) {
      if (fa <= fb) {
        hi = b;
        b = a;
        fb = fa;
        a = hi - g * (hi - lo);
        fa = nllAt(Math.exp(a));
      } else {
        lo = a;
        a = b;
        fa = fb;
        b = lo + g * (hi - lo);
        fb = nllAt(Math.exp(b));
      }
    }
    temperature = Math.exp(fa <= fb ? a : b);
    const topPairs = (cal: Calibration | null) =>
      hold.map((i, h) => {
        const { zz, n, cls, mem, val } = held[h]!;
        withMemory(zz, mem, n, temperature, val, p);
        if (cal) calibrateDistribution(cal, p, n);
        let top = 0;
        for (let a = 1; a < n; a++) if (p[a]! > p[top]!) top = a;
        return { confidence: p[top]!, correct: cls[top] === y(i) };
      });
    calibration = fitIsotonic(topPairs(null));
    const pairs = topPairs(calibration);
    holdout = {
      accuracy: pairs.filter((q) => q.correct).length / pairs.length,
      ece: expectedCalibrationError(pairs),
      rows: pairs.length,
    };
  }
  return { target, classes, bits, ...full, temperature, calibration, trainedAt, rows: rows.length, holdout };
}

/** Convenience for callers holding records: hashes once, then trains. */
export function hashAll(records: LineRecord[]): Uint32Array[] {
  return records.map(hashRecord);
}

/** Ranked classes with calibrated probabilities; a single-class target answers it with 0 (the service's rule). */
export function predictTarget(m: TargetModel, r: LineRecord, limit: number): Scored[] {
  const k = m.classes.length;
  if (k === 0) return [];
  if (k === 1) return [{ label: m.classes[0]!, p: 0 }];
  const hashes = hashRecord(r);
  const x = vectorFromHashes(hashes, m.bits);
  const collector = new CandidateCollector(k);
  let n = collector.collect(m.candidates, x);
  if (m.memory) n = recall(m.memory, hashes, collector, n);
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  scores(m, k, x, collector.list, n, z);
  withMemory(z, collector.memory, n, m.temperature, x.val, p);
  if (m.calibration) calibrateDistribution(m.calibration, p, n);
  return topK(p, n, limit).map((a) => ({ label: m.classes[collector.list[a]!]!, p: p[a]! }));
}

/** Indexes of the `limit` largest values, best first (no full sort: limits are small). */
function topK(p: Float64Array, k: number, limit: number): number[] {
  const best: number[] = [];
  for (let c = 0; c < k; c++) {
    if (best.length < limit || p[c]! > p[best[best.length - 1]!]!) {
      let pos = best.length;
      while (pos > 0 && p[best[pos - 1]!]! < p[c]!) pos--;
      best.splice(pos, 0, c);
      if (best.length > limit) best.pop();
    }
  }
  return best;
}
