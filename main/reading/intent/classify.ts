import { existsSync, readFileSync } from 'node:fs';
import { resourcesDir } from '../../util/paths';
import { questionHashes } from './features';
import { stemsFor, vocabularyByFamily } from './vocabulary';

/**
 * The learned half of question understanding: a multinomial logistic regression over the
 * question's character n-grams (features.ts), trained at build time with the engine's logistic
 * regression on paraphrases generated from the language packs plus hand-written ones
 * (scripts/train-question-intent.ts). Here it is only applied: one sparse dot product per concept.
 */
export type IntentModel = {
  version: 1;
  /** Hash of the training questions, so a model older than the packs can be told apart. */
  fingerprint: string;
  trainedAt: string;
  rows: number;
  bits: number;
  classes: string[];
  temperature: number;
  /** Weights are stored as int8 (base64, row-major [feature][class]) times `scale`. */
  scale: number;
  bias: number[];
  weights: string;
  /** The training questions' words (intent/vocabulary.ts): a word outside them asks for something new. */
  vocabulary?: string[];
};

export type ConceptGuess = { concept: string; p: number };

type Loaded = {
  classes: string[];
  bits: number;
  temperature: number;
  bias: Float64Array;
  w: Float32Array;
  vocabulary: ReadonlyMap<string, ReadonlySet<string>>;
};

export const INTENT_MODEL_FILE = ['reading', 'intent', 'model.json'];

/** Turns the stored model into weights ready for scoring. */
export function loadIntentModel(m: IntentModel): Loaded {
  const bytes = Buffer.from(m.weights, 'base64');
  const q = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const w = new Float32Array(q.length);
  for (let i = 0; i < q.length; i++) w[i] = q[i]! * m.scale;
  return {
    classes: m.classes,
    bits: m.bits,
    temperature: m.temperature,
    bias: Float64Array.from(m.bias),
    w,
    vocabulary: vocabularyByFamily(m.vocabulary ?? []),
  };
}

let cached: Loaded | null | undefined;

function model(): Loaded | null {
  if (cached !== undefined) return cached;
  const file = resourcesDir(...INTENT_MODEL_FILE);
  // Without its model (a checkout that has not trained it) question understanding is the rules alone.
  cached = existsSync(file) ? loadIntentModel(JSON.parse(readFileSync(file, 'utf8')) as IntentModel) : null;
  return cached;
}

/** Scores a question with a loaded model: concepts ranked by probability, best first. */
export function scoreQuestion(m: Loaded, text: string, limit = 3): ConceptGuess[] {
  const k = m.classes.length;
  const hashes = questionHashes(text);
  const mask = (1 << m.bits) - 1;
  const z = new Float64Array(k);
  for (const h of hashes) {
    const base = (h & mask) * k;
    for (let c = 0; c < k; c++) z[c]! += m.w[base + c]!;
  }
  const val = 1 / Math.sqrt(Math.max(hashes.length, 1));
  let max = Number.NEGATIVE_INFINITY;
  for (let c = 0; c < k; c++) {
    z[c] = z[c]! * val + m.bias[c]!;
    if (z[c]! > max) max = z[c]!;
  }
  let sum = 0;
  for (let c = 0; c < k; c++) sum += z[c] = Math.exp((z[c]! - max) / m.temperature);
  return [...z]
    .map((e, c) => ({ concept: m.classes[c]!, p: e / sum }))
    .sort((a, b) => b.p - a.p)
    .slice(0, limit);
}

/**
 * Which known concept a question asks about, in any of the seven languages, with probabilities
 * (best first). Empty when no model is installed. Costs a few microseconds: no allocation beyond
 * the question's features.
 */
export function classifyQuestion(text: string, limit = 3): ConceptGuess[] {
  const m = model();
  return m ? scoreQuestion(m, text, limit) : [];
}

/**
 * The stems of the words the training questions of `lang`'s family ask with (every family's when
 * the question's language is unclear); empty when no model is installed.
 */
export function intentVocabulary(lang: string | null = null): ReadonlySet<string> {
  const m = model();
  return m ? stemsFor(m.vocabulary, lang) : new Set();
}
