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
  const found = thingAsked(all, lang);
  return found?.known ? found.word : undefined;
}

/**
 * The thing a count names in the asker's own words, which no pack knows ("dishes",
 * "juletræsfødder"): the lines may be counted by it, unless the page prints it on some of them
 * only (ownThingCounted).
 */
export function ownThing(all: readonly string[], lang: string | null): string | undefined {
  const found = thingAsked(all, lang);
  return found && !found.known ? found.word : undefined;
}

/** The thing a count names, and whether the packs know it as another thing than the lines bill. */
function thingAsked(
  all: readonly string[],
  lang: string | null,
): { word: string; known: boolean } | undefined {
  const filler = fillerOf(lang);
  const at = all.findIndex((t) => !filler(t) && !OPENING.has(t));
  if (at < 0) return undefined;
  if (all.slice(at).some(namesLines)) return undefined;
  const thing = all[at]!;
  // The packs' things no line is ("tickets", "billets"), though bought as a ride's or a show's.
  // Nor a part of the sum ("How many deposits were paid?"): the page prints it as an amount.
  if (countablesIn(all, lang).has(at) || sumPartsIn(all, lang).has(at)) return { word: thing, known: true };
  const billed = [...goodsIn(all, lang), ...billedKindsIn(all, lang), ...purchasesIn(all, lang)];
  if (billed.some((i) => i >= at)) return undefined;
  // A word the packs know as another thing than what a bill's lines bill.
  return { word: thing, known: knownWord(thing, lang) };
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

/** The shortest word a compound's other part may be ("træ|er" is a form, "jule|træer" a compound). */
const HEAD = 4;

/**
 * Whether a count in the asker's own words may count the page's lines. Not where the page prints
 * the thing on some of its lines only: "Hvor mange juletræer er der bestilt?" of a plantation's
 * bill counts trees, of which one line of eight ("Netning af træer") speaks, and the others bill
 * firs, greenery and freight. Nor where the page prints only a part of the word asked, never the
 * word: "juletræsfødder" (Christmas-tree stands) of a bill that prints "juletræ" asks a thing of
 * the page's goods the page does not list. A word the page never prints ("How many dishes were
 * rung up?") is the asker's own for what the lines bill.
 */
export function ownThingCounted(pages: readonly PageText[], thing: string): boolean {
  // The word itself, in any of its forms, or closing a compound ("træer" of "juletræer").
  const itself = (t: string) => t === thing || inflected(t, thing) || inflected(thing, t) || closes(t, thing);
  // A word the asked one opens, with a word of its own after it ("juletræ|sfødder").
  const opens = (t: string) =>
    t.length >= HEAD && thing.length >= t.length + FIRST_PART && thing.startsWith(t) && !itself(t);
  return pages.every((p) => {
    const model = pageModel(p);
    const all = model.segs.flatMap((s) => s.tokens);
    if (!all.some(itself) && all.some(opens)) return false;
    const items = countedLines([p]).map((l) => tokens(String(l.value)));
    const naming = items.filter((words) => words.some((t) => itself(t) || printedAs(thing, t))).length;
    return naming === 0 || naming === items.length;
  });
}

/** A compound closed by a word of four letters or more: "træer" of "juletræer", "byrå" of "Digitalbyrå". */
const closes = (part: string, word: string): boolean =>
  part.length >= HEAD && word.length >= part.length + FIRST_PART && word.endsWith(part);
