import { fillerOf, inflected, OF_WORDS, TITLE_WORDS } from '../lang';
import { listedWords, unitWords } from '../lang/phrases';
import { isDocumentWord } from './titles';

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
    (t) => formOf(t, listed) || isDocumentWord(t) || (!OF_WORDS.has(t) && formOf(t, TITLE_WORDS)),
  );
  return { lines: saysListed && !unitsAsked.length, units: unitsAsked };
}
