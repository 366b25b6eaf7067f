import type { FeatureCandidate } from './candidate';

/** How many summary rows a table may close with ("Labor | 401.50", "Parts | 344.65"). */
const MOST = 3;
/** Fewest items above them: one item's own figure repeated is no summary of several. */
const FEWEST = 2;

const priced = (l: FeatureCandidate): boolean =>
  l.unitPrice !== null && l.unitPrice !== undefined && l.unitPrice !== '';

const cents = (l: FeatureCandidate): number | null =>
  l.amount === null || l.amount === undefined || l.amount === '' ? null : Math.round(Number(l.amount) * 100);

/**
 * The table's lines without the summary rows that close it: a service ticket sums its labour and its
 * parts under the items, in the amount column ("Labor 401.50", "Parts 344.65" under six items that
 * add up to 746.15), and those rows read as two more items. Rows at the end whose amounts add up, to
 * the cent, to all the items above them are that sum split by kind, no thing billed.
 */
export function withoutSubtotals(lines: FeatureCandidate[]): FeatureCandidate[] {
  const amounts = lines.map(cents);
  for (let m = 1; m <= MOST && lines.length - m >= FEWEST; m++) {
    const tail = amounts.slice(-m);
    const head = amounts.slice(0, -m);
    if (tail.some((a) => a === null || a === 0) || head.some((a) => a === null)) continue;
    // A summary prints its figure alone; an item priced by quantity and unit price is billed.
    if (lines.slice(-m).some(priced)) continue;
    const sum = (xs: (number | null)[]) => xs.reduce<number>((s, a) => s + (a ?? 0), 0);
    if (sum(tail) === sum(head)) return lines.slice(0, -m);
  }
  return lines;
}
