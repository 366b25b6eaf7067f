import { CandidateCollector, type CandidateIndex } from './candidates';
import { scores, softmax, type Weights } from './scoring';
import type { TrainingFeatures } from './training-features';

/** A line whose class the model gives more than this is skipped by the next pass. */
const EASY = 0.99;

export type SgdJob = {
  /** Weights over the training ids (training-features.ts), updated in place. */
  model: Weights;
  k: number;
  features: TrainingFeatures;
  /** The training lines in the order of each pass (shuffled beforehand: see fitSgd). */
  orders: Int32Array[];
  classOf: Int32Array;
  /** Per line (recency) and per class (balancing). */
  sampleWeights: Float32Array;
  classWeight: Float32Array;
  candidates: CandidateIndex | null;
  lr0: number;
};

/**
 * Multinomial logistic regression by SGD with a step falling from lr0 to a tenth, over each line's
 * candidate classes only. Its own function, not part of trainTarget: the hot loop then compiles
 * quickly and on its own, where inside the long trainTarget it was recompiled at every change of
 * what trainTarget met. Nor does it call the seeded random source (a new closure for each target,
 * which made it compile again for each): the passes' orders are shuffled beforehand. 3 targets of
 * 20k lines, first training: 2.2-2.5 s CPU, the next ones 1.1-1.3 s; with these splits, 1.75-1.9 s.
 * A target with few classes (no candidate index: every class is scored) has a loop of its own,
 * fitAll: in one loop for both, the VAT code's training threw away the code compiled for the
 * account's, and the cost centre's that compiled for the VAT code's (5k lines: 90 ms instead of 12).
 */
export function fitSgd(job: SgdJob): void {
  if (job.candidates) fitCandidates(job, job.candidates);
  else fitAll(job);
}

/** fitSgd over each line's candidate classes. */
function fitCandidates(job: SgdJob, candidates: CandidateIndex): void {
  const { model, k, orders, classOf, sampleWeights, classWeight, lr0 } = job;
  const { ids, start, val } = job.features;
  const collector = new CandidateCollector(k);
  const cand = collector.list;
  const z = new Float64Array(k);
  const p = new Float64Array(k);
  const active = new Int32Array(k);
  const grad = new Float64Array(k);
  const w = model.weights;
  const bias = model.bias;
  const easy = new Uint8Array(classOf.length);
  const steps = oneOrder(orders);
  const total = steps.length;
  for (let step = 0; step < total; step++) {
    const i = steps[step]!;
    const lr = lr0 * (1 - (0.9 * step) / total);
    // A line the last pass already got right with room to spare would change next to nothing:
    // it is skipped once (most lines, after the first pass), then looked at again. The flag is
    // cleared whether or not it was set: a store met only from the second pass on sent the
    // compiled loop back to the interpreter there.
    const skip = easy[i];
    easy[i] = 0;
    if (skip) continue;
    const from = start[i]!;
    const to = start[i + 1]!;
    const target = classOf[i]!;
    const n = collector.collect(candidates, ids, from, to, target);
    scores(model, k, ids, from, to, val[i]!, cand, n, z);
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
    for (let a = 0; a < na; a++) bias[active[a]!]! -= grad[a]! * 0.1;
    const v = val[i]!;
    for (let a = 0; a < na; a++) grad[a] = grad[a]! * v;
    for (let j = from; j < to; j++) {
      const base = ids[j]! * k;
      for (let a = 0; a < na; a++) w[base + active[a]!]! -= grad[a]!;
    }
  }
}

/** fitSgd scoring every class: the same arithmetic as fitCandidates with every class a candidate. */
function fitAll(job: SgdJob): void {
  const { model, k, orders, classOf, sampleWeights, classWeight, lr0 } = job;
  const { ids, start, val } = job.features;
  const z = new Float64Array(k);
  const p = new Float64Array(k);
  const active = new Int32Array(k);
  const grad = new Float64Array(k);
  const w = model.weights;
  const bias = model.bias;
  const easy = new Uint8Array(classOf.length);
  const steps = oneOrder(orders);
  const total = steps.length;
  for (let step = 0; step < total; step++) {
    const i = steps[step]!;
    const lr = lr0 * (1 - (0.9 * step) / total);
    const skip = easy[i];
    easy[i] = 0;
    if (skip) continue;
    const from = start[i]!;
    const to = start[i + 1]!;
    const target = classOf[i]!;
    const v = val[i]!;
    z.fill(0);
    for (let j = from; j < to; j++) {
      const base = ids[j]! * k;
      for (let c = 0; c < k; c++) z[c]! += w[base + c]!;
    }
    for (let c = 0; c < k; c++) z[c] = z[c]! * v + bias[c]!;
    softmax(z, k, 1, p);
    easy[i] = p[target]! > EASY ? 1 : 0;
    const sw = (sampleWeights[i] ?? 1) * classWeight[target]!;
    let na = 0;
    for (let c = 0; c < k; c++) {
      const g = p[c]! - (c === target ? 1 : 0);
      if (g > 1e-3 || g < -1e-3) {
        active[na] = c;
        grad[na++] = g * lr * sw;
      }
    }
    for (let a = 0; a < na; a++) bias[active[a]!]! -= grad[a]! * 0.1;
    for (let a = 0; a < na; a++) grad[a] = grad[a]! * v;
    for (let j = from; j < to; j++) {
      const base = ids[j]! * k;
      for (let a = 0; a < na; a++) w[base + active[a]!]! -= grad[a]!;
    }
  }
}

/**
 * The passes' orders one after another: the training loop is one loop. With a loop per pass, the
 * code compiled during the first pass had never seen the step to the next pass, and was thrown
 * away there (the second pass ran unoptimised until compiled again).
 */
function oneOrder(orders: Int32Array[]): Int32Array {
  let total = 0;
  for (let e = 0; e < orders.length; e++) total += orders[e]!.length;
  const steps = new Int32Array(total);
  let at = 0;
  for (let e = 0; e < orders.length; e++) {
    steps.set(orders[e]!, at);
    at += orders[e]!.length;
  }
  return steps;
}
