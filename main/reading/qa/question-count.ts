import { fillerOf, inflected, OF_WORDS, PACKS, TITLE_WORDS, words } from '../lang';
import { interrogatives, listedWords, unitWords } from '../lang/phrases';
import { roleOf } from '../lang/roles';
import { isDocumentWord } from './titles';
import { askedType } from '../intent/features';
import type { ValueType } from './values';
import { conceptById } from './lexicon';
import { tokens } from './normalize';
import { knownWord, numberWord } from './question-words';
import { countedThing, ownThing } from './counted-thing';

/**
 * What a "how many" question counts. Bookkeepers call an invoice's lines by what they bill ("How
 * many dishes were rung up?", "Wie viele Sachen wurden gekauft?", "How many fare lines does the
 * receipt show?"): a count of things the page lists, bills or shows is a count of its lines,
 * whatever the question calls them. A count of units ("How many hours are billed?", "Combien de
 * nuits ?") is a quantity the lines hold, which no line count answers.
 */
export type Counted = {
  /** The question counts what the page lists: its lines. */
  lines: boolean;
  /** The question's words that count units, not lines. */
  units: string[];
  /** A thing counted that the page must print for its lines to be what is counted (counted-thing.ts). */
  thing?: string;
  /** A thing counted in the asker's own words, which no pack knows (counted-thing.ts ownThing). */
  own?: string;
};

const formOf = (t: string, set: ReadonlySet<string>): boolean =>
  set.has(t) || [...set].some((w) => w.length >= 4 && inflected(t, w));

/**
 * The words a count of lines is asked by, one word each ("zeilen", "regels", "linjer", "rader"),
 * as the head of a compound: "Artikelzeilen", "productregels", "behandlingslinjer", "varurader" are
 * lines of a kind, and the kind says which list, the page's. Of five letters or more: a short word
 * ends too many others.
 */
const LINE_HEADS = (conceptById.get('line_count')?.cues ?? [])
  .map((c) => tokens(c))
  .flatMap((t) => (t.length === 1 && t[0]!.length >= 5 ? t : []));

/** The line count's own words, one word each ("lines", "entries", "posten", "lijnen"). */
const LINE_WORDS = new Set(
  (conceptById.get('line_count')?.cues ?? []).map((c) => tokens(c)).flatMap((t) => (t.length === 1 ? t : [])),
);

export function countedThings(all: string[], lang: string | null): Counted {
  const units = unitWords(lang);
  const listed = listedWords(lang);
  // A unit closing a compound counts it too: "Arbeitsstunden", "arbejdstimer".
  // Not a stop word its folding makes one of: Swedish "är" (is) folds to "år" (years).
  const filler = fillerOf(lang);
  // Not a unit said of the lines the question names by their own word: "How many time entries
  // ...", "Hoeveel lijnen met onderdelen en werkuren ...": lines are counted, of time or hours.
  // A unit before them and not their compound's first word still is: "How many hours are on the
  // invoice lines?" counts hours.
  const lineWord = (t: string) => LINE_WORDS.has(t) && !filler(t);
  const lineAt = all.findIndex(lineWord);
  const unitsAsked = all.filter(
    (t, i) =>
      !filler(t) &&
      (formOf(t, units) || [...units].some((u) => u.length >= 4 && t.endsWith(u))) &&
      !(lineAt >= 0 && (i > lineAt || lineWord(all[i + 1] ?? ''))),
  );
  // "on the receipt", "auf der Rechnung": the page's own list is what is counted. Not the word that
  // joins a title's words ("de" in "ticket de caisse"): "Combien de points de fidélité ont été
  // cumulés ?" names no document.
  const saysListed = all.some(
    (t) =>
      formOf(t, listed) ||
      isDocumentWord(t) ||
      (!OF_WORDS.has(t) && formOf(t, TITLE_WORDS)) ||
      LINE_HEADS.some((h) => t.length >= h.length + 3 && t.endsWith(h)),
  );
  const lines = saysListed && !unitsAsked.length;
  const thing = countedThing(all, lang);
  const own = ownThing(all, lang);
  return { lines, units: unitsAsked, ...(thing ? { thing } : {}), ...(own ? { own } : {}) };
}

/**
 * The words opening both a question of how much and one of how many, by language: an amount's
 * opening that a count's opening begins with (Dutch "hoeveel", of "hoeveel regels"). English,
 * German and the Nordic languages ask each with words of their own ("much"/"many", "viel"/"viele").
 */
const BOTH_OPENINGS = new Map(
  PACKS.map((p) => {
    const opening = (type: 'amount' | 'count') =>
      words(p.asks[type])
        .filter((w) => w.startsWith('^'))
        .map((w) => tokens(w.slice(1)).join(' '));
    const counts = opening('count');
    return [p.code, new Set(opening('amount').filter((a) => counts.some((c) => c.startsWith(`${a} `))))];
  }),
);

/**
 * Whether a question opened by such a word asks how many things the page lists: the thing after
 * it is a word no pack knows as an amount's or anything's, no unit, and the page is said to list
 * or bill it ("Hoeveel zittingen worden er aangerekend?", "Hoeveel werkzaamheden worden
 * gefactureerd?"). "Hoeveel kosten worden er berekend?" asks an amount: "kosten" is known.
 */
export function asksHowManyThings(all: string[], lang: string | null): boolean {
  const openings = lang ? BOTH_OPENINGS.get(lang) : undefined;
  if (!openings?.has(all[0] ?? '')) return false;
  // The word right after it, or after one stop word ("Hoeveel verschillende dingen ..."): further
  // on it is what a verb says ("Hoeveel is er bij de pomp afgerekend?" asks how much).
  const filler = fillerOf(lang);
  const thing = [all[1], all[2]].find((t) => t && !filler(t));
  // Nor a compound a known word closes ("verzendkosten": costs of shipping, an amount).
  const known = (t: string) =>
    [...Array(Math.max(t.length - 3, 1)).keys()].some((k) => knownWord(t.slice(k), lang));
  // The thing, not the word that bills it: "Hoeveel heb ik betaald?" asks how much.
  if (!thing || known(thing) || numberWord(thing) || formOf(thing, listedWords(lang))) return false;
  return countedThings(all, lang).lines;
}

/**
 * The kind of value the wording asks for, from the language packs' question words: "Hoeveel
 * zittingen ...?" asks how many, though "hoeveel" asks how much too.
 */
export function kindAsked(all: string[], lang: string | null): ValueType | null {
  const kind = askedType(all);
  // "Quel élève ?", "Which patient?": a customer's role right after the question word asks who,
  // though the same word asks an amount elsewhere ("s'élève à"). A name asked, never a figure.
  if (kind === 'amount' && roleAsked(all, lang)) return 'name';
  return kind === 'amount' && asksHowManyThings(all, lang) ? 'count' : kind;
}

/** A role's word right after a question word that asks no quantity itself ("quel", not "combien"). */
const roleAsked = (all: string[], lang: string | null): boolean =>
  all.some(
    (t, i) =>
      i > 0 &&
      interrogatives(lang).has(all[i - 1]!) &&
      !askedType([all[i - 1]!]) &&
      roleOf(t, lang, []) !== undefined,
  );
