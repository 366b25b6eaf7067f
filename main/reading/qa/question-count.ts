import { fillerOf, inflected, OF_WORDS, TITLE_WORDS } from '../lang';
import { listedWords, unitWords } from '../lang/phrases';
import { isDocumentWord } from './titles';
import { conceptById } from './lexicon';
import { tokens } from './normalize';

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

export function countedThings(all: string[], lang: string | null): Counted {
  const units = unitWords(lang);
  const listed = listedWords(lang);
  // A unit closing a compound counts it too: "Arbeitsstunden", "arbejdstimer".
  // Not a stop word its folding makes one of: Swedish "är" (is) folds to "år" (years).
  const filler = fillerOf(lang);
  const unitsAsked = all.filter(
    (t) => !filler(t) && (formOf(t, units) || [...units].some((u) => u.length >= 4 && t.endsWith(u))),
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
  return { lines: saysListed && !unitsAsked.length, units: unitsAsked };
}
