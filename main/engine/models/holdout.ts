import { calibrateDistribution, fitIsotonic, type Calibration } from './calibration';
import { CandidateCollector, type CandidateIndex } from './candidates';
import { recall, type LineMemory } from './memory';
import { scores, softmax, withMemory, type Weights } from './scoring';
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
 * Calibrates a trained model on lines it did not learn from: temperature scaling (the one
 * parameter that minimises held-out log loss), then a top-label isotonic map so confidences mean
 * what they say; and how right and how well calibrated it is there.
 */
export function fitOnHoldout(job: HoldoutJob): HoldoutFit {
  const { model, k, features, hashes, candidates, memory, classOf } = job;
  // A few thousand held-out lines pin the calibration well; more only costs time.
  const hold = job.hold.slice(0, 3000);
  const { ids, start, val } = features;
  const collector = new CandidateCollector(k);
  const cand = collector.list;
  const p = new Float64Array(k);
  const held = hold.map((i) => {
    let n = collector.collect(candidates, ids, start[i]!, start[i + 1]!);
    if (memory) n = recall(memory, hashes[i]!, collector, n);
    const zz = new Float64Array(n);
    scores(model, k, ids, start[i]!, start[i + 1]!, val[i]!, cand, n, zz);
    const cls = Int32Array.from(cand.subarray(0, n));
    return {
      zz,
      n,
      cls,
      mem: Float64Array.from(collector.memory.subarray(0, n)),
      val: val[i]!,
      // Where the true class is among the candidates (-1: not one).
      at: cls.indexOf(classOf[i]!),
    };
  });
  const nllAt = (t: number): number => {
    let nll = 0;
    for (const { zz, n, at } of held) {
      softmax(zz, n, t, p);
      nll -= Math.log(at >= 0 ? Math.max(p[at]!, 1e-12) : 1e-12);
    }
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
  const temperature = Math.exp(fa <= fb ? a : b);
  const topPairs = (cal: Calibration | null) =>
    held.map(({ zz, n, mem, val: v, at }) => {
      withMemory(zz, mem, n, temperature, v, p);
      if (cal) calibrateDistribution(cal, p, n);
      let top = 0;
      for (let c = 1; c < n; c++) if (p[c]! > p[top]!) top = c;
      return { confidence: p[top]!, correct: top === at };
    });
  const calibration = fitIsotonic(topPairs(null));
  const pairs = topPairs(calibration);
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
