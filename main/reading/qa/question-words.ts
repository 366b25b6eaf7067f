/**
 * What the words of a question are to the packs: a form of a word they know, a word many concepts
 * share ("number", "date"), a concept's own word, the document's title. question.ts decides with
 * them which words of a question are accounted for and which ask for something else.
 */
import { intentVocabulary } from '../intent/classify';
import { inVocabulary } from '../intent/vocabulary';
import {
  foreignWord,
  inflected,
  OTHER_DATE_WORDS,
  ownLanguageWord,
  PARTY_WORDS,
  STOP_WORDS,
  TITLE_WORDS,
} from '../lang';
import { CONCEPTS, type Concept } from './lexicon';
import { tokenSimilarity, tokens } from './normalize';
import type { ValueType } from './values';
import { otherDocumentWord } from './titles';
import { interrogatives } from '../lang/phrases';

/** Swedish and Danish definite forms change the stem's end: "nummer" -> "numret", "belopp" -> "beloppet". */
export function definiteForm(t: string, p: string): boolean {
  if (p.length < 6 || Math.abs(t.length - p.length) > 3) return false;
  let common = 0;
  while (common < Math.min(t.length, p.length) && t[common] === p[common]) common++;
  if (common === p.length) return inflected(t, p);
  return common >= Math.max(5, p.length - 3) && t.length - common <= 3;
}

/** A question word that is a pack word only by a slip of one letter, not as itself or a form. */
export const slipOnly = (t: string, p: string): boolean =>
  t !== p && !(p.length >= 4 && inflected(t, p)) && !definiteForm(t, p);
/** What a word matched by a slip alone weighs beside one matched as written. */
export const SLIP = 0.8;

/** Each concept's words, in its labels and question cues (in every pack). */
const CONCEPT_WORDS = CONCEPTS.map((c) => ({ type: c.type, words: [...c.words] }));

/** Every word the packs use for any concept. */
const KNOWN_WORDS = [...new Set(CONCEPT_WORDS.flatMap((c) => c.words))];
const knownCache = new Map<string, boolean>();

/**
 * A question word that is a pack word in one of its forms or by a slip: the one rule of
 * question.ts's phrases and of knownWord. A word under four letters only as itself; a slip only
 * between words of five letters or more: Dutch "ober" (waiter) is one letter from Danish "køber"
 * (buyer), Swedish "körde" (drove) one from "kode" (code), and neither is a slip of it. A slip or
 * a definite form only of a word of the question's own language (see ownLanguageWord).
 */
const formOf = (t: string, w: string, lang: string | null = null, slips = true): boolean =>
  t === w ||
  (w.length >= 4 &&
    (inflected(t, w) ||
      // The singular of a pack's plural: "How many item lines?" of "items".
      (t.length >= 4 && inflected(w, t)) ||
      (ownLanguageWord(w, lang) &&
        (definiteForm(t, w) ||
          (slips && Math.min(t.length, w.length) >= 5 && tokenSimilarity(t, w) >= 0.85)))));

/** A form of a pack word, in a question of language `lang` (see foreignWord). */
const formIn = (t: string, w: string, lang: string | null): boolean =>
  t === w || (!foreignWord(w, lang) && formOf(t, w, lang));

/** formIn, cached for question.ts's phrases: questions repeat, and every concept's phrases are tried. */
export const sameWord = (t: string, p: string, lang: string | null): boolean =>
  t === p || (!foreignWord(p, lang) && sameForm(t, p, lang));

/**
 * formOf kept by language, pack word and question word: maps within maps, as a joined key costs
 * more to build and hash than the answer kept. Past MAX_SAME answers it starts over.
 */
const sameForms = new Map<string | null, Map<string, Map<string, boolean>>>();
const MAX_SAME = 200_000;
let sameKept = 0;

function sameForm(t: string, p: string, lang: string | null): boolean {
  let byPack = sameForms.get(lang);
  if (!byPack) {
    byPack = new Map<string, Map<string, boolean>>();
    sameForms.set(lang, byPack);
  }
  let byAsked = byPack.get(p);
  if (!byAsked) {
    byAsked = new Map<string, boolean>();
    byPack.set(p, byAsked);
  }
  let same = byAsked.get(t);
  if (same === undefined) {
    same = formOf(t, p, lang);
    if (sameKept >= MAX_SAME) {
      // Start over, keeping only the maps this word is put in.
      sameForms.clear();
      byPack.clear();
      byAsked.clear();
      byPack.set(p, byAsked);
      sameForms.set(lang, byPack);
      sameKept = 0;
    }
    byAsked.set(t, same);
    sameKept++;
  }
  return same;
}

/**
 * Whether the packs know a word, in any of its forms ("beløbet" is "beløb"), or the classifier's
 * training questions ask with it ("stammt", "räkningen", "gilt"). A known word the concept does not
 * cover is part of how bookkeepers ask ("to pay", "in total"); an unknown one ("flight", "patient")
 * asks for something no concept says, which only the page can show.
 */
export function knownWord(t: string, lang: string | null = null): boolean {
  const key = `${lang ?? ''}\u0000${t}`;
  let known = knownCache.get(key);
  if (known === undefined) {
    known = KNOWN_WORDS.some((w) => formIn(t, w, lang)) || inVocabulary(intentVocabulary(lang), t);
    knownCache.set(key, known);
  }
  return known;
}

/**
 * knownWord without slips: a word the packs know as itself or in another of its forms. A word one
 * letter off a pack word ("compote" of "compte", "pomme" of "somme") is read as that word where
 * nothing else reads it, but an item of the page printing it as written names that item
 * (answer.ts itemWords).
 */
export function knownAsWritten(t: string, lang: string | null = null): boolean {
  return (
    KNOWN_WORDS.some((w) => t === w || (!foreignWord(w, lang) && formOf(t, w, lang, false))) ||
    inVocabulary(intentVocabulary(lang), t)
  );
}

/** Kinds of value each party has its own of: a party word before them says whose. */
export const OF_A_PARTY = new Set<ValueType>([
  'name',
  'address',
  'vat',
  'orgnr',
  'email',
  'phone',
  'iban',
  'bic',
  'account',
]);

/** Words of three concepts or more ("number", "date", "total"): they say what kind, not which. */
const SHARED_WORDS = (() => {
  const count = new Map<string, number>();
  for (const c of CONCEPT_WORDS) for (const w of c.words) count.set(w, (count.get(w) ?? 0) + 1);
  return new Set([...count].filter(([, n]) => n >= 3).map(([w]) => w));
})();
export const sharedWord = (t: string): boolean => SHARED_WORDS.has(t);

/** The words of the concepts asking each kind of value ("number" and "nummer" for references). */
const KIND_WORDS = new Map<ValueType, string[]>();
for (const c of CONCEPT_WORDS) KIND_WORDS.set(c.type, [...(KIND_WORDS.get(c.type) ?? []), ...c.words]);

/**
 * Whether a word, in any of its forms, is a word of a concept asking the same kind of value
 * ("betala totalt": "betala" says what to pay, an amount too) or the document's title word;
 * "table" or "contract" before "number" are no number's words.
 */
export const sameKindWord = (concept: Concept, t: string, lang: string | null = null): boolean =>
  (KIND_WORDS.get(concept.type) ?? []).some((w) => formIn(t, w, lang)) || documentWord(t);

/**
 * A bare number word of some pack ("Nummer", "No", "Nr", "ID"): a word that many concepts and
 * references use, and no date's.
 */
export const numberWord = (t: string): boolean =>
  sharedWord(t) &&
  (KIND_WORDS.get('reference') ?? []).includes(t) &&
  !(KIND_WORDS.get('date') ?? []).includes(t);

/** Every bare number word of the packs ("number", "nummer", "nr", "ref"). */
export const NUMBER_WORDS: readonly string[] = [...new Set(KIND_WORDS.get('reference') ?? [])].filter(
  numberWord,
);

/**
 * A title word ("Hvornår er regningen udstedt?") names the document asked about, not a value: the
 * word itself or an inflection of it ("fakturaen"), never a look-alike ("office" of "official").
 */
function documentWord(t: string): boolean {
  // Not a word only of another document's title: "le numéro du bon de livraison" asks no invoice's.
  if (TITLE_WORDS.has(t)) return !otherDocumentWord(t);
  for (const w of TITLE_WORDS) if (inflected(t, w)) return !otherDocumentWord(w);
  return false;
}

/** Each concept's printed labels' words (every pack), folded. */
const LABEL_WORDS = new Map(CONCEPTS.map((c) => [c, new Set(c.labels.flatMap((l) => tokens(l)))]));

/**
 * A word only another date is printed with, never the asked one: "geïncasseerd" (debited) in "Op
 * welke datum wordt het bedrag geïncasseerd?" names the debit's day, not the invoice's date,
 * whatever reading chose the invoice date. Known to the packs, it still asks for another date.
 * Dates only: a page prints several, and the document's own is no answer for another; the amounts'
 * words are shared loosely ("paid", "due" of the total and the amount due alike).
 */
export const siblingLabelWord = (concept: Concept, t: string): boolean =>
  concept.type === 'date' &&
  !ownForm(concept, t) &&
  (CONCEPTS.some(
    (c) => c !== concept && c.type === 'date' && [...(LABEL_WORDS.get(c) ?? [])].some((w) => labelForm(t, w)),
  ) ||
    // Or a word that makes a date another one ("expiry", "completed"): "When was the work completed?"
    [...OTHER_DATE_WORDS].some((w) => labelForm(t, w)));

/**
 * A word only another number is printed with ("ordre" of "n° d'ordre", the order number's), where
 * it says which number is asked ("le numéro de l'ordre de réparation"): a number of the same kind,
 * but not the asked one, which the page's own number does not answer. Not a word many concepts
 * share ("référence"), nor a party's ("the customer's invoice number": whose, not which).
 */
export const siblingNumberWord = (concept: Concept, t: string): boolean =>
  concept.type === 'reference' &&
  !ownForm(concept, t) &&
  !sharedWord(t) &&
  !PARTY_WORDS.some((p) => t.startsWith(p)) &&
  CONCEPTS.some(
    (c) =>
      c !== concept && c.type === 'reference' && [...(LABEL_WORDS.get(c) ?? [])].some((w) => labelForm(t, w)),
  );

/**
 * A word only another kind of value is printed with, never a number ("delivery" of the delivery
 * date and address): before a title and its number word ("the delivery receipt number") it names
 * another document, whose number the page's own is not. Numbers only, as siblingLabelWord is of dates.
 */
export const otherKindLabelWord = (concept: Concept, t: string): boolean =>
  concept.type === 'reference' &&
  !ownForm(concept, t) &&
  CONCEPTS.some((c) => c.type !== concept.type && LABEL_WORDS.get(c)?.has(t)) &&
  !CONCEPTS.some((c) => c.type === concept.type && c.words.has(t));

/**
 * A label word as printed or inflected ("réalisés" of "réalisé le", "completed" of "completed on"):
 * a question puts a label's verb in its own number and gender. Words of five letters or more.
 */
const labelForm = (t: string, w: string): boolean => t === w || (w.length >= 5 && inflected(t, w));
/** A form of one of the concept's own words ("datumet" of "datum"): the concept's, not a sibling's. */
const ownForm = (concept: Concept, t: string): boolean =>
  concept.words.has(t) || [...concept.words].some((w) => labelForm(t, w));

/** A question of one word, a label or cue of the rules' concept as the pack writes it. */
export const cueAlone = (best: Concept | null, content: readonly { t: string }[]): boolean =>
  content.length === 1 &&
  !!best &&
  [...best.labels, ...best.cues].some((p) => tokens(p).join(' ') === content[0]!.t);

/**
 * Whether a question's word is the thing its question word asks ("card" in "Which card was used to
 * pay?", "Karte" in "Welche Karte ..."): that thing is what is wanted, not something said of the
 * value asked. A payment line printing it ("Card 6.00") shows it was used, not which it was.
 */
export function askedByQuestionWord(text: string, lang: string | null, word: string): boolean {
  const all = tokens(text);
  const asks = interrogatives(lang);
  // The question word opening the question, after stop words at most ("Mit welcher Karte ..."):
  // "var" in "Vilket datum var resan?" is a verb, not "where".
  const at = all.findIndex((t) => !STOP_WORDS.has(t) || asks.has(t));
  return at >= 0 && asks.has(all[at]!) && all[at + 1] === word;
}

/** The date concepts (invoice, due, order, delivery date). */
const DATES = CONCEPTS.filter((c) => c.type === 'date');

/**
 * The word for a date itself, in any of its forms ("date", "dato", "datoer"): a word of every date
 * concept's labels or cues. Not a word of one date only ("udstedt": the day issued).
 */
export const dateLabel = (concept: Concept, t: string): boolean =>
  concept.type === 'date' && DATES.every((c) => [...c.words].some((w) => w === t || inflected(t, w)));
