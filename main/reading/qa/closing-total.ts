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
