import type { Concept } from './lexicon';
import { tokens } from './normalize';
import { numberWord, sameWord, SLIP, slipOnly } from './question-words';

// How much of a question each concept's printed labels and question cues cover: the rules'
// reading of a question (question.ts), one concept at a time.

/**
 * Where the phrase's tokens occur contiguously in the question. "#" asks for the number word of a
 * label as pages print it ("Check #?" for "check no").
 */
function matchPhrase(q: string[], phrase: string[], lang: string | null): number[] | null {
  // Plain loops: every concept's every phrase is tried at every word of every question parsed.
  at: for (let i = 0; i + phrase.length <= q.length; i++) {
    for (let k = 0; k < phrase.length; k++) {
      const t = q[i + k] ?? '';
      const p = phrase[k]!;
      if (!sameWord(t, p, lang) && !(t === '#' && numberWord(p))) continue at;
    }
    return phrase.map((_, k) => i + k);
  }
  return null;
}

/**
 * `worded`: a phrase of two words or more is written in the question as the pack has it;
 * `wordedOne`: a label of one word is.
 */
export type PhraseMatch = {
  covered: Set<number>;
  weight: number;
  labelled: boolean;
  worded: boolean;
  wordedOne: boolean;
};

/**
 * A printed label written as printed in the question ("IBAN") says more than a cue shared by many
 * concepts ("pay"); an inflected look-alike ("utfärdades" for "utfärdare") does not.
 */
const LABEL_BONUS = 0.25;

const phraseCache = new WeakMap<Concept, { pt: string[]; w: number }[]>();

/** A concept's labels (weight 1) and question cues (0.9) as tokens, read once per concept. */
function phrasesOf(concept: Concept): { pt: string[]; w: number }[] {
  let phrases = phraseCache.get(concept);
  if (!phrases) {
    phrases = [...concept.labels.map((l) => ({ l, w: 1 })), ...concept.cues.map((l) => ({ l, w: 0.9 }))]
      .map(({ l, w }) => ({ pt: tokens(l), w }))
      .filter(({ pt }) => pt.length > 0);
    phraseCache.set(concept, phrases);
  }
  return phrases;
}

export function scoreConcept(
  q: string[],
  concept: Concept,
  weak: Set<number>,
  lang: string | null,
): PhraseMatch {
  const covered = new Set<number>();
  let weight = 0;
  let labelled = false;
  let worded = false;
  let wordedOne = false;
  // Phrases written as printed first: "Kreditor?" is the Danish label word for word, not a slip
  // of the English "creditor" that would cover its word for less and leave it unlabelled.
  const matched = phrasesOf(concept)
    .map(({ pt, w }) => ({ pt, w, at: matchPhrase(q, pt, lang) }))
    .filter((m): m is { pt: string[]; w: number; at: number[] } => !!m.at)
    .map((m) => ({ ...m, exact: m.at.every((i, k) => q[i] === m.pt[k]) }))
    .sort((a, b) => Number(b.exact) - Number(a.exact));
  for (const { pt, w, at, exact } of matched) {
    if (exact) {
      if (pt.length > 1) worded = true;
      else if (w === 1) wordedOne = true;
    }
    const fresh = at.filter((i) => !covered.has(i));
    if (!fresh.length) continue;
    fresh.forEach((i) => covered.add(i));
    // A slip ("contract" for the label "contact") says less than the word itself, or a form of it.
    const said = (i: number) => (slipOnly(q[i]!, pt[at.indexOf(i)]!) ? SLIP : 1);
    weight += fresh.reduce((sum, i) => sum + (weak.has(i) ? 0.3 : 1) * said(i), 0) * w;
    if (w === 1 && exact && fresh.some((i) => !weak.has(i)) && !labelled) {
      labelled = true;
      weight += LABEL_BONUS;
    }
  }
  return { covered, weight, labelled, worded, wordedOne };
}
