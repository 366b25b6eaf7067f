import type { IntentModel } from '../../reading/intent/classify';
import { questionHashes } from '../../reading/intent/features';
import type { Paraphrase } from '../../reading/intent/paraphrases';
import { hash32 } from './features';
import { trainTarget } from './logreg';
import { denseWeights } from './training-features';

/**
 * Trains the question classifier that reading applies (main/reading/intent/classify.ts): the
 * engine's logistic regression over the questions' character n-grams. 2^16 hashed features x 28
 * concepts, stored as int8: a model of ~2.4 MB that classifies a question in microseconds. The
 * training questions have some 75,000 distinct features; at 2^14 about four shared each slot, and
 * a word pair of a German issuer question ("wer ... uns") took the weight of English "to", so
 * "Wer schickt uns diese Rechnung?" read as the customer (2^12 lost 3 more points). 2^16 gained
 * 1-2 points on each held-out set (written 92.0 -> 93.2%, re-worded 97.3 -> 97.8%, the later set
 * 92.7 -> 94.4%, classifier alone).
 */
const BITS = 16;

/** A hand-written question stands for many wordings a frame does not make: it counts this many times. */
const WRITTEN_WEIGHT = 4;

/** Names the training set, so a model trained on older language packs can be told apart. */
export function trainingFingerprint(rows: Paraphrase[]): string {
  let h = 0;
  for (const r of rows) h = hash32(`${h}|${r.lang}|${r.concept}|${r.text}`);
  return `${rows.length}-${h.toString(16)}`;
}

/**
 * The questions that calibrate rather than train: a tenth of the generated ones, chosen by their
 * own text, so that a question added to a pack leaves the others where they were (a tenth of the
 * shuffled rows, as before, held out others each time, and a retrained model turned 6 of 84 typed
 * customer questions to the issuer). A hand-written question is never held out: each is a wording
 * the frames do not make.
 */
const heldOut = (r: Paraphrase): boolean =>
  !r.written && hash32(`${r.lang}|${r.concept}|${r.text}`) % 10 === 0;

/**
 * Models trained in as many orders, averaged into one: SGD's result depends on the order it meets
 * the questions in, and a question added to a pack reorders them all, so one model moved whole
 * readings with each change (6 of 84 typed customer questions to the issuer). The average of
 * five is the same model, nearly, whatever is added.
 */
const ORDERS = 5;

export function trainQuestionIntent(rows: Paraphrase[], epochs = 12): IntentModel {
  const hashes = rows.map((r) => questionHashes(r.text));
  const labels = rows.map((r) => r.concept);
  const sampleWeights = Float32Array.from(rows, (r) => (r.written ? WRITTEN_WEIGHT : 1));
  const models = Array.from({ length: ORDERS }, (_, i) =>
    trainTarget('question-intent', hashes, labels, sampleWeights, {
      epochs,
      maxWeights: (1 << BITS) * 32,
      seed: 5 + i,
      heldOut: (line) => heldOut(rows[line]!),
    }),
  );
  const m = models[0]!;
  if (m.bits !== BITS) throw new Error(`question intent: expected ${BITS} feature bits, got ${m.bits}`);
  const k = m.classes.length;
  const weights = new Float32Array((1 << BITS) * k);
  const bias = new Float32Array(k);
  for (const model of models) {
    const dense = denseWeights(model.weights, model.rowOf, k);
    for (let i = 0; i < weights.length; i++) weights[i] = weights[i]! + dense[i]! / ORDERS;
    for (let c = 0; c < k; c++) bias[c] = bias[c]! + model.bias[c]! / ORDERS;
  }
  const temperature = models.reduce((t, model) => t + model.temperature, 0) / ORDERS;
  // Reading scores a question by its folded features: the table over all 2^16 of them.
  let max = 0;
  for (const w of weights) max = Math.max(max, Math.abs(w));
  const scale = max / 127 || 1;
  const q = Int8Array.from(weights, (w) => Math.round(w / scale));
  return {
    version: 1,
    fingerprint: trainingFingerprint(rows),
    trainedAt: m.trainedAt,
    rows: m.rows,
    bits: m.bits,
    classes: m.classes,
    temperature,
    scale,
    bias: [...bias].map((b) => Math.round(b * 1e4) / 1e4),
    weights: Buffer.from(q.buffer).toString('base64'),
  };
}
