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

export function trainQuestionIntent(rows: Paraphrase[], epochs = 12): IntentModel {
  const m = trainTarget(
    'question-intent',
    rows.map((r) => questionHashes(r.text)),
    rows.map((r) => r.concept),
    Float32Array.from(rows, (r) => (r.written ? WRITTEN_WEIGHT : 1)),
    { epochs, maxWeights: (1 << BITS) * 32, seed: 5 },
  );
  if (m.bits !== BITS) throw new Error(`question intent: expected ${BITS} feature bits, got ${m.bits}`);
  // Reading scores a question by its folded features: the table over all 2^16 of them.
  const weights = denseWeights(m.weights, m.rowOf, m.classes.length);
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
    temperature: m.temperature,
    scale,
    bias: [...m.bias].map((b) => Math.round(b * 1e4) / 1e4),
    weights: Buffer.from(q.buffer).toString('base64'),
  };
}
