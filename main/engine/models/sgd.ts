import { CandidateCollector, type CandidateIndex } from './candidates';
import { softmax, type Weights } from './scoring';
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
 *
 * One line's step is a function of its own (candidateStep, or allStep for a target with few
 * classes and no candidate index): called thousands of times, it is compiled once and kept for
 * every target and training after. As one loop inside one function, called once per target, each
 * training began unoptimised and compiled its loop again while it ran (5k lines: the second
 * training of a process still took 1.5-2x the third), and a VAT code's training threw away the
 * code compiled for the account's.
 */
export function fitSgd(job: SgdJob): void {
  const s = new Steps(job);
  const order = oneOrder(job.orders);
  const total = order.length;
  const { lr0, candidates } = job;
  if (candidates) for (let t = 0; t < total; t++) candidateStep(s, order[t]!, lr0 * (1 - (0.9 * t) / total));
  else for (let t = 0; t < total; t++) allStep(s, order[t]!, lr0 * (1 - (0.9 * t) / total));
}

/** What the steps of one training read and write, and their scratch space. */
class Steps {
  readonly k: number;
  readonly model: Weights;
  readonly w: Float32Array;
  readonly bias: Float32Array;
  readonly ids: Int32Array;
  readonly start: Int32Array;
  readonly val: Float64Array;
  readonly classOf: Int32Array;
  readonly sampleWeights: Float32Array;
  readonly classWeight: Float32Array;
  /**
   * Line i's candidate classes are cands[candFrom[i]..candFrom[i] + candCount[i]) once its first
   * step collected them (candFrom[i] < 0 before: see firstVisit).
   */
  cands: Int32Array;
  filled = 0;
  readonly candFrom: Int32Array;
  readonly candCount: Int32Array;
  readonly index: CandidateIndex | null;
  readonly collector: CandidateCollector;
  readonly z: Float64Array;
  readonly p: Float64Array;
  readonly active: Int32Array;
  readonly grad: Float64Array;
  /** The classes 0..k-1 in order: allStep scores every class. */
  readonly every: Int32Array;
  /** Lines the last pass got right with room to spare (see candidateStep). */
  readonly easy: Uint8Array;

  constructor(job: SgdJob) {
    const k = job.k;
    this.k = k;
    this.model = job.model;
    this.w = job.model.weights;
    this.bias = job.model.bias;
    this.ids = job.features.ids;
    this.start = job.features.start;
    this.val = job.features.val;
    this.classOf = job.classOf;
    this.sampleWeights = job.sampleWeights;
    this.classWeight = job.classWeight;
    this.index = job.candidates;
    this.collector = new CandidateCollector(k);
    const lines = job.candidates ? job.classOf.length : 0;
    this.cands = new Int32Array(lines * 16);
    this.candFrom = new Int32Array(lines).fill(-1);
    this.candCount = new Int32Array(lines);
    this.z = new Float64Array(k);
    this.p = new Float64Array(k);
    this.active = new Int32Array(k);
    this.grad = new Float64Array(k);
    this.every = new Int32Array(k);
    for (let c = 0; c < k; c++) this.every[c] = c;
    this.easy = new Uint8Array(job.classOf.length);
  }
}

/** One step of SGD on line i at rate lr, over the line's candidate classes. */
function candidateStep(s: Steps, i: number, lr: number): void {
  // A line the last pass already got right with room to spare would change next to nothing:
  // it is skipped once (most lines, after the first pass), then looked at again.
  const { easy, z, p, active, grad } = s;
  const skip = easy[i];
  easy[i] = 0;
  if (skip) return;
  const from = s.start[i]!;
  const to = s.start[i + 1]!;
  const target = s.classOf[i]!;
  const v = s.val[i]!;
  let o = s.candFrom[i]!;
  if (o < 0) o = firstVisit(s, i);
  const n = s.candCount[i]!;
  const cands = s.cands;
  lineScores(s, from, to, v, cands, o, n);
  softmax(z, n, 1, p);
  for (let a = 0; a < n; a++) if (cands[o + a] === target) easy[i] = p[a]! > EASY ? 1 : 0;
  const sw = (s.sampleWeights[i] ?? 1) * s.classWeight[target]!;
  // Only classes with a noticeable gradient are updated: after the first epoch that is a few.
  let na = 0;
  for (let a = 0; a < n; a++) {
    const c = cands[o + a]!;
    const g = p[a]! - (c === target ? 1 : 0);
    if (g > 1e-3 || g < -1e-3) {
      active[na] = c;
      grad[na++] = g * lr * sw;
    }
  }
  update(s, from, to, v, na);
}

/** candidateStep for a target scored in full: the same arithmetic with every class a candidate. */
function allStep(s: Steps, i: number, lr: number): void {
  const { easy, z, p, active, grad, k } = s;
  const skip = easy[i];
  easy[i] = 0;
  if (skip) return;
  const from = s.start[i]!;
  const to = s.start[i + 1]!;
  const target = s.classOf[i]!;
  const v = s.val[i]!;
  lineScores(s, from, to, v, s.every, 0, k);
  softmax(z, k, 1, p);
  easy[i] = p[target]! > EASY ? 1 : 0;
  const sw = (s.sampleWeights[i] ?? 1) * s.classWeight[target]!;
  let na = 0;
  for (let c = 0; c < k; c++) {
    const g = p[c]! - (c === target ? 1 : 0);
    if (g > 1e-3 || g < -1e-3) {
      active[na] = c;
      grad[na++] = g * lr * sw;
    }
  }
  update(s, from, to, v, na);
}

/**
 * Scores of classes list[o..o+n) for the line whose features are ids[from..to) (value v) into
 * s.z[0..n). Four classes at a time, each sum in a register: the weights are read from rows all
 * over a table larger than the processor's cache, and with four independent sums a pass over
 * the line's features has four loads in flight where one class at a time had one (the loop's
 * own work was most of each load's cost). Each sum still adds its class's weights in the
 * features' order, so the model is the same to the bit. 5k-line long-tail history: the
 * account's SGD with this and the same blocking in update took 57 ms instead of 74 (median
 * of 6 alternating runs of 8 trainings each).
 */
function lineScores(
  s: Steps,
  from: number,
  to: number,
  v: number,
  list: Int32Array,
  o: number,
  n: number,
): void {
  const { z, w, bias, ids, k } = s;
  let a = 0;
  for (; a + 4 <= n; a += 4) {
    const c0 = list[o + a]!;
    const c1 = list[o + a + 1]!;
    const c2 = list[o + a + 2]!;
    const c3 = list[o + a + 3]!;
    let s0 = 0;
    let s1 = 0;
    let s2 = 0;
    let s3 = 0;
    for (let j = from; j < to; j++) {
      const base = ids[j]! * k;
      s0 += w[base + c0]!;
      s1 += w[base + c1]!;
      s2 += w[base + c2]!;
      s3 += w[base + c3]!;
    }
    z[a] = s0 * v + bias[c0]!;
    z[a + 1] = s1 * v + bias[c1]!;
    z[a + 2] = s2 * v + bias[c2]!;
    z[a + 3] = s3 * v + bias[c3]!;
  }
  for (; a < n; a++) {
    const c = list[o + a]!;
    let sum = 0;
    for (let j = from; j < to; j++) sum += w[ids[j]! * k + c]!;
    z[a] = sum * v + bias[c]!;
  }
}

/**
 * Moves the weights of the line's features ids[from..to) (value v) for the na active classes,
 * four classes to a pass over the features for the reason lineScores reads four.
 */
function update(s: Steps, from: number, to: number, v: number, na: number): void {
  const { active, grad, w, bias, ids, k } = s;
  for (let a = 0; a < na; a++) bias[active[a]!]! -= grad[a]! * 0.1;
  for (let a = 0; a < na; a++) grad[a] = grad[a]! * v;
  let a = 0;
  for (; a + 4 <= na; a += 4) {
    const c0 = active[a]!;
    const c1 = active[a + 1]!;
    const c2 = active[a + 2]!;
    const c3 = active[a + 3]!;
    const g0 = grad[a]!;
    const g1 = grad[a + 1]!;
    const g2 = grad[a + 2]!;
    const g3 = grad[a + 3]!;
    for (let j = from; j < to; j++) {
      const base = ids[j]! * k;
      w[base + c0]! -= g0;
      w[base + c1]! -= g1;
      w[base + c2]! -= g2;
      w[base + c3]! -= g3;
    }
  }
  for (; a < na; a++) {
    const c = active[a]!;
    const g = grad[a]!;
    for (let j = from; j < to; j++) w[ids[j]! * k + c]! -= g;
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

/**
 * Line i's candidate classes (its features' nominations and its own class), collected at its first
 * step and kept: every pass meets the same ones, and collecting them again each time took a sixth
 * of an account's training. Returns where they start in s.cands. Collected here, not in a loop
 * over the lines before training: such a loop, run once a training, was compiled while it ran at
 * each of a process's first trainings (10-35 ms each time).
 */
function firstVisit(s: Steps, i: number): number {
  const n = s.collector.collect(s.index, s.ids, s.start[i]!, s.start[i + 1]!, s.classOf[i]);
  const at = s.filled;
  if (at + n > s.cands.length) s.cands = grown(s.cands, at + n);
  copyInto(s.cands, at, s.collector.list, n);
  s.candFrom[i] = at;
  s.candCount[i] = n;
  s.filled = at + n;
  return at;
}

function copyInto(to: Int32Array, at: number, from: Int32Array, n: number): void {
  for (let a = 0; a < n; a++) to[at + a] = from[a]!;
}

function grown(a: Int32Array, need: number): Int32Array {
  const b = new Int32Array(Math.max(a.length * 2, need));
  b.set(a);
  return b;
}
