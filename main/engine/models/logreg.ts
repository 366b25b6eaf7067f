import { hashRecord, hashRecords, type LineRecord } from './features';
import { calibrateDistribution, type Calibration } from './calibration';
import {
  buildCandidateIndex,
  CandidateCollector,
  MIN_CLASSES_FOR_INDEX,
  type CandidateIndex,
} from './candidates';
import { buildMemory, recall, type LineMemory } from './memory';
import { scores, TrainingWeights, withMemory } from './scoring';
import { fitSgd } from './sgd';
import { fitOnHoldout } from './holdout';
import { trainingFeatures } from './training-features';
import { seededRandom } from '../../util/random';
import { utcStamp } from '../../util/time';

export { expectedCalibrationError } from './holdout';

/**
 * Multinomial logistic regression over hashed sparse features, trained by SGD with a decaying step,
 * then calibrated by temperature scaling on held-out lines so confidences mean what they say.
 */
export type TargetModel = {
  target: string;
  classes: string[];
  bits: number;
  /**
   * Row-major [row][class]: one feature's class weights sit together (cache friendly). A row for
   * each folded feature the training lines had, not for all 2^bits: the others' weights are all 0.
   */
  weights: Float32Array;
  /** Each of the 2^bits folded features' row in `weights`, -1 for a feature no training line had. */
  rowOf: Int32Array;
  bias: Float32Array;
  /** Classes each feature (by row) nominates (null: every class is scored). */
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
  /**
   * Which lines to hold out for calibration, by a property of their own: a slice of the shuffled
   * lines changes whole when one line is added, and the model with it.
   */
  heldOut?: (line: number) => boolean;
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
export function balancedWeights(rows: Int32Array, classOf: Int32Array, k: number): Float32Array {
  const counts = new Int32Array(k);
  for (let r = 0; r < rows.length; r++) counts[classOf[rows[r]!]!]!++;
  const w = new Float32Array(k);
  for (let c = 0; c < k; c++)
    w[c] = Math.min(MAX_CLASS_WEIGHT, Math.max(1, BALANCED_LINES / Math.max(counts[c]!, 1)));
  return w;
}

/** Steps (lines seen) a training takes at least, when it has the lines for it in 2 to 12 passes. */
const MIN_STEPS = 9_000;

/**
 * Passes over `lines` training lines: enough for MIN_STEPS steps, 2 to 12. Two passes are enough
 * from 4,500 lines on once the memory of past lines stands beside the regression (generated
 * long-tail history, 20k lines: three were 0.1 pt worse, one 0.3 pt). It was 12 up to 5,000 lines
 * and 2 above, so 5k lines took longer to train than 10k, and learnt rare accounts worse: on
 * test/bench/engine/long-tail.ts at 5k lines 12 passes gave top-1 92.8% (rare accounts 75.1%),
 * 2 passes 93.0% (77.0%); at 1k and 2k lines, 9 and 5 passes are as good as 12. The bank's
 * train-on-call (3,300 entries, test/bench/bank/bench.ts) now takes 4 passes: top-1 96.0% as with 12.
 */
function passesFor(lines: number): number {
  return Math.min(12, Math.max(2, Math.ceil(MIN_STEPS / Math.max(lines, 1))));
}

const FEW_CLASSES_STEP = 3;

/**
 * The step SGD starts from. Fewer lines take fewer steps: a larger step makes up for it. A target
 * with few classes (a VAT code, a cost centre: every class scored, no candidate index) takes three
 * times the step: its classes are balanced, so none of its lines counts up to 12 times as a rare
 * account's do, and in two passes at the accounts' step its rarer words were not learnt yet. On
 * long-tail history (test/bench/engine/long-tail.ts), VAT code top-1 at 10k / 20k / 100k lines went
 * from 93.5 / 95.1 / 96.8% to 95.0 / 96.7 / 98.3%, and at 5k lines in 2 passes from 91.5% to 93.1%
 * (12 passes at the old step: 93.6%); calibration kept, cost centre unchanged. Only with the
 * default passes: callers that choose theirs (product info, question intent) keep their step.
 */
function firstStep(lines: number, k: number, options: TrainOptions): number {
  if (options.learningRate !== undefined) return options.learningRate;
  const step = lines < 20_000 ? 1.5 : 0.8;
  return options.epochs === undefined && k < MIN_CLASSES_FOR_INDEX ? step * FEW_CLASSES_STEP : step;
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
  const rows = labelled(labels, hashes.length);
  const classes = [...new Set(rows.map((i) => labels[i]!))].sort();
  const k = classes.length;
  const bits = chooseBits(k, options.maxWeights ?? 8_000_000);
  const trainedAt = utcStamp();
  if (k <= 1)
    return {
      target,
      classes,
      bits,
      weights: new Float32Array(0),
      rowOf: new Int32Array(0),
      bias: new Float32Array(k),
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
  shuffle(rows, rand);
  const holdN = rows.length >= 200 ? Math.floor(rows.length * (options.holdoutFraction ?? 0.1)) : 0;
  const chosen = options.heldOut;
  const hold = chosen ? rows.filter(chosen) : rows.slice(0, holdN);
  const train = Int32Array.from(chosen ? rows.filter((i) => !chosen(i)) : rows.slice(holdN));
  // Training runs over the ids of the features the lines use, shared by targets of one width.
  const features = trainingFeatures(hashes, bits);
  const model = TrainingWeights.zeroed(features.slots.length, k);
  // Class ids looked up once, not by string at every step.
  const classOf = classIds(rows, labels, classes, hashes.length);

  const candidates = k >= MIN_CLASSES_FOR_INDEX ? buildCandidateIndex(features, train, classOf) : null;
  const epochs = options.epochs ?? passesFor(train.length);
  // Each pass after the first takes the lines in a new order.
  const orders = [train.slice()];
  for (let e = 1; e < epochs; e++) orders.push(shuffle(orders[e - 1]!.slice(), rand));
  fitSgd({
    model,
    k,
    features,
    orders,
    classOf,
    sampleWeights,
    classWeight:
      options.balanced === false ? new Float32Array(k).fill(1) : balancedWeights(train, classOf, k),
    candidates,
    lr0: firstStep(train.length, k, options),
  });
  // The memory remembers the training lines only: the held-out lines below judge it fairly.
  const memory = candidates && k < 65_536 ? buildMemory(hashes, train, classOf, k) : null;
  const fit =
    hold.length > 0
      ? fitOnHoldout({ model, k, features, hashes, candidates, memory, hold, classOf })
      : { temperature: 1, calibration: null, holdout: null };
  return {
    target,
    classes,
    bits,
    // The training table as it is: spread over all 2^bits folded features (a 17 MB table for the
    // accounts of 5k lines, and 5 MB each for a VAT code and a cost centre) it took a tenth of a
    // training's time to allocate, fill and collect again, and the model to disk was as large.
    weights: model.weights,
    rowOf: features.map,
    bias: model.bias,
    candidates,
    memory,
    ...fit,
    trainedAt,
    rows: rows.length,
  };
}

/**
 * The indexes of the lines with a label. This and the helpers below are functions of their own so
 * that trainTarget, which only calls, is not compiled again for each target it meets.
 */
function labelled(labels: (string | null | undefined)[], lines: number): number[] {
  const rows: number[] = [];
  for (let i = 0; i < lines; i++) if (labels[i]) rows.push(i);
  return rows;
}

/** Fisher-Yates shuffle in place with the seeded source; returns `a`. */
function shuffle<T extends number[] | Int32Array>(a: T, rand: () => number): T {
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    const t = a[i]!;
    a[i] = a[j]!;
    a[j] = t;
  }
  return a;
}

/** Each labelled line's class id (its label's place in `classes`). */
function classIds(
  rows: number[],
  labels: (string | null | undefined)[],
  classes: string[],
  lines: number,
): Int32Array {
  const classIndex = new Map(classes.map((c, i) => [c, i]));
  const classOf = new Int32Array(lines);
  for (const i of rows) classOf[i] = classIndex.get(labels[i]!)!;
  return classOf;
}

/** Convenience for callers holding records: hashes once, then trains. */
export function hashAll(records: LineRecord[]): Uint32Array[] {
  return hashRecords(records);
}

/** Ranked classes with calibrated probabilities; a single-class target answers it with 0 (the service's rule). */
export function predictTarget(m: TargetModel, r: LineRecord, limit: number): Scored[] {
  const k = m.classes.length;
  if (k === 0) return [];
  if (k === 1) return [{ label: m.classes[0]!, p: 0 }];
  const hashes = hashRecord(r);
  const rows = knownRows(m, hashes);
  // Every feature counts in the line's length (unit length), those the model never met included.
  const val = 1 / Math.sqrt(Math.max(hashes.length, 1));
  const collector = new CandidateCollector(k);
  let n = collector.collect(m.candidates, rows, 0, rows.length);
  if (m.memory) n = recall(m.memory, hashes, collector, n);
  const z = new Float64Array(n);
  const p = new Float64Array(n);
  scores(m, k, rows, 0, rows.length, val, collector.list, n, z);
  withMemory(z, collector.memory, n, m.temperature, val, p);
  if (m.calibration) calibrateDistribution(m.calibration, p, n);
  return topK(p, n, limit).map((a) => ({ label: m.classes[collector.list[a]!]!, p: p[a]! }));
}

/**
 * The weight rows of a line's features the model has (folded to its 2^bits): a feature no training
 * line had has no row, its weights are 0 and it nominates no class, so it is left out.
 */
function knownRows(m: TargetModel, hashes: Uint32Array): Int32Array {
  const mask = (1 << m.bits) - 1;
  const rows = new Int32Array(hashes.length);
  let n = 0;
  for (let i = 0; i < hashes.length; i++) {
    const row = m.rowOf[hashes[i]! & mask]!;
    if (row >= 0) rows[n++] = row;
  }
  return rows.subarray(0, n);
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
