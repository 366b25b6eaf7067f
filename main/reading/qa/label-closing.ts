import { DEMONSTRATIVES, STOP_WORDS, TITLE_WORDS } from '../lang';
import type { Concept } from './lexicon';

/**
 * Whether the words after an amount's label, other than the gross's, are a total's label and
 * nothing else: "gesamt" in "Summe MwSt gesamt", "totalt" in "Moms totalt" say the VAT is summed
 * up, not that the line is the gross (read from "gesamt" alone, O-de-rechnung-kfz's VAT total of
 * 221,24 was its gross). `labelsAt` gives the labels that may start at a word.
 */
export function closedByTotal(
  concept: Concept,
  rest: string[],
  labelsAt: (first: string) => { concept: Concept; lt: string[] }[],
): boolean {
  if (concept.type !== 'amount' || concept.id === 'total_incl' || !rest.length) return false;
  return labelsAt(rest[0] ?? '').some(
    (c) =>
      c.concept.id === 'total_incl' && c.lt.length === rest.length && c.lt.every((t, i) => t === rest[i]),
  );
}

/**
 * Whether the words after a label only say which document it is of: "this invoice" in "BALANCE DUE
 * THIS INVOICE", "dieser Rechnung", "på denne faktura". Some document word, with a word pointing at
 * it, and nothing else: "Total cash" names no document (a till's tendered line).
 */
export function ofThisDocument(rest: string[]): boolean {
  // "AMOUNT DUE THIS CLAIM", "Total this period": a word pointing at the one at hand, and the thing.
  if (rest.length === 2 && DEMONSTRATIVES.has(rest[0] ?? '') && /^\p{L}{3,}$/u.test(rest[1] ?? ''))
    return true;
  return (
    rest.length <= 4 &&
    rest.some((t) => TITLE_WORDS.has(t)) &&
    rest.some((t) => STOP_WORDS.has(t) && !TITLE_WORDS.has(t)) &&
    rest.every((t) => TITLE_WORDS.has(t) || STOP_WORDS.has(t))
  );
}
