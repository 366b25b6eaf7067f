/**
 * The regression's arithmetic, shared by training (sgd.ts), its calibration (holdout.ts) and
 * suggestions (logreg.ts predictTarget): class scores of one line, softmax, and the memory of past
 * lines beside them.
 */
export type Weights = {
  /** Row-major [feature][class]: one feature's class weights sit together (cache friendly). */
  weights: Float32Array;
  bias: Float32Array;
};

/**
 * Weights as training makes them: by a constructor, not an object literal, which from its second
 * run (a training's second target) is a copy of the first object with its fields written over and
 * threw away the code compiled against the first (node --trace-deopt: scores', "code
 * dependencies").
 */
export class TrainingWeights implements Weights {
  constructor(
    readonly weights: Float32Array,
    readonly bias: Float32Array,
  ) {}

  /**
   * A rows x k table of zeros to train. Written through once before training reads it: a large
   * table is fresh memory from the system, and a page first read maps a shared page of zeros
   * and faults again at its first write, so each page faulted twice (a 5k-line history's
   * accounts: 6.3 MB, 3,100 page faults of about 3 us each in a training, 1,550 written first).
   */
  static zeroed(rows: number, k: number): TrainingWeights {
    const weights = new Float32Array(rows * k);
    weights.fill(0);
    return new TrainingWeights(weights, new Float32Array(k));
  }
}

/**
 * Scores of the candidate classes `cand[0..n)` into out[0..n), for the line whose features are
 * idx[from..to), each of value `val`.
 */
export function scores(
  m: Weights,
  k: number,
  idx: Int32Array,
  from: number,
  to: number,
  val: number,
  cand: Int32Array,
  n: number,
  out: Float64Array,
): void {
  out.fill(0, 0, n);
  const w = m.weights;
  for (let j = from; j < to; j++) {
    const base = idx[j]! * k;
    for (let a = 0; a < n; a++) out[a]! += w[base + cand[a]!]!;
  }
  // Every feature of a vector has the same value, so it multiplies once at the end.
  const bias = m.bias;
  for (let a = 0; a < n; a++) out[a] = out[a]! * val + bias[cand[a]!]!;
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
export function withMemory(
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

export function softmax(z: Float64Array, k: number, temperature: number, out: Float64Array): void {
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
