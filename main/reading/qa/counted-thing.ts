import { fillerOf, inflected, PACKS, words } from '../lang';
import { billedKindsIn, countablesIn, goodsIn, purchasesIn, sumPartsIn } from '../lang/phrases';
import type { PageText } from '../types';
import { printedAs } from './bought-shown';
import { pricedLine } from './beside-label';
import { countedLines } from './counted-lines';
import { pageModel } from './page-model';
import { conceptById } from './lexicon';
import { tokens } from './normalize';
import { knownWord } from './question-words';

/**
 * What a count of the page's lines may be asked by and still count them: the lines by their own
 * words ("line items", "Posten", "varelinjer", a compound closed by one: "Artikelzeilen"), or by
 * what they bill, in general ("things", "services", "Leistungen", "prestations") or in the asker's
 * own words, which no pack knows ("How many dishes were rung up?"). A word the packs know as
 * another thing ("How many tickets were sold?" of a hall's hire: "ticket" is a till receipt's
 * title; "customers", "payments") counts that thing: the page must print it, or its line count is
 * no answer.
 */

/** The line count's cues and labels ("how many lines", "items", "wie viele Positionen"), as words. */
const CUES = [
  ...(conceptById.get('line_count')?.cues ?? []),
  ...(conceptById.get('line_count')?.labels ?? []),
].map((c) => tokens(c));

/** The line count's words that are cues alone ("items", "lines", "regels"). */
const CUE_WORDS = new Set(CUES.flatMap((t) => (t.length === 1 ? t : [])));

/**
 * The other words of a count's phrases, in every pack: its opening ("how many", "wie viele",
 * "combien de", "antal") and "number of", "count".
 */
const OPENING = new Set(
  PACKS.flatMap((p) => words(p.asks.count).flatMap((w) => tokens(w.replace(/^\^/, '')))).filter(
    (t) => !CUE_WORDS.has(t),
  ),
);

/** The line count's words long enough to be matched in other forms and compounds. */
const LINE_WORDS = [...new Set(CUES.flat())].filter((w) => w.length >= 4 && !OPENING.has(w));

/** The shortest head a compound's first part leaves: "Artikel|zeilen", "behandlings|linjer". */
const FIRST_PART = 3;

/** A line's word in any of its forms, or closing a compound ("item" of "items", "artikelregels"). */
const namesLines = (t: string): boolean =>
  LINE_WORDS.some(
    (w) =>
      t === w ||
      inflected(t, w) ||
      inflected(w, t) ||
      [...Array(Math.max(0, t.length - w.length - FIRST_PART + 1)).keys()].some((k) => {
        const tail = t.slice(k + FIRST_PART);
        return tail === w || (tail.startsWith(w) && inflected(tail, w));
      }),
  );

/**
 * The thing a question counting the page's lines names, where the packs know it as no line nor as
 * anything a line bills: the word the page must print for its lines to be what is counted. None
 * where the count names its lines or what they bill anywhere in its words ("How many billed items
 * ...", "Combien de pièces et prestations ...").
 */
export function countedThing(all: readonly string[], lang: string | null): string | undefined {
  const filler = fillerOf(lang);
  const at = all.findIndex((t) => !filler(t) && !OPENING.has(t));
  if (at < 0) return undefined;
  if (all.slice(at).some(namesLines)) return undefined;
  const thing = all[at]!;
  // The packs' things no line is ("tickets", "billets"), though bought as a ride's or a show's.
  // Nor a part of the sum ("How many deposits were paid?"): the page prints it as an amount.
  if (countablesIn(all, lang).has(at) || sumPartsIn(all, lang).has(at)) return thing;
  const billed = [...goodsIn(all, lang), ...billedKindsIn(all, lang), ...purchasesIn(all, lang)];
  if (billed.some((i) => i >= at)) return undefined;
  // A word the packs know as another thing than what a bill's lines bill.
  return knownWord(thing, lang) ? thing : undefined;
}

/**
 * Whether the pages print the thing a count names, in any of its forms or in a compound, as a
 * thing the bill lists or speaks of: on an item's line or a line without an amount ("Your eTickets
 * are ready"). A line of the totals that prices it ("Deposit rec'd 10/02 | -800.00") prints one
 * amount of the sum, not what the lines are: "How many deposits were paid?" is no count of them.
 */
export function thingPrinted(pages: readonly PageText[], thing: string): boolean {
  return pages.some((p) => {
    const model = pageModel(p);
    const items = countedLines([p]).map((l) => tokens(String(l.value)));
    const prints = (words: readonly string[]) => words.some((t) => printedAs(thing, t));
    return model.segs.some((s) => prints(s.tokens) && (!pricedLine(model, s) || items.some(prints)));
  });
}
