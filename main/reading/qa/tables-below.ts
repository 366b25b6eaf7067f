import type { FeatureCandidate } from './candidate';
import type { PageText } from '../types';
import { CURRENCY_MARK } from './values';
import { FRAME } from './line-sums';
import { parseAmount, sameCents } from './normalize';

/** A line table as lines.ts reads it off one page (see PageTable there). */
type Table = { lines: FeatureCandidate[]; open: unknown; bottom: number };

/** The sum of a table's amounts, or null when a line has none. */
export function amountsSum(lines: FeatureCandidate[]): number | null {
  const amounts = lines.map((l) => (typeof l.amount === 'string' ? Number(l.amount) : NaN));
  if (!amounts.length || amounts.some((a) => Number.isNaN(a))) return null;
  return Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;
}

/** A figure printed under `bottom` that is `sum` (alone, or a label's last word: "Total 3 380,00"). */
export function printedUnder(page: PageText, bottom: number, sum: number): boolean {
  return page.segments.some((s) => {
    if (s.y < bottom) return false;
    const text = s.text.replace(CURRENCY_MARK, ' ').replace(FRAME, '').trim();
    const n = parseAmount(text) ?? parseAmount(text.replace(/^.*\s(?=\S+$)/, ''));
    return n !== null && sameCents(n, sum);
  });
}

/**
 * The invoice's lines when it bills them in tables one under another, each under its own headings
 * and closed by its own total: a law firm's time entries over its costs advanced, fees over
 * disbursements. `next(from)` reads the first table whose headings are printed below `from`. A
 * table below counts when its amounts add up to a figure under it and all the tables' amounts
 * together add up to one printed under the last (the invoice's "Total Current Charges"). A table
 * whose amounts add up to an earlier one's is a summary of it (a timekeeper summary of the hours
 * over it): passed over. Otherwise the first table alone is the invoice's, as before.
 */
export function withTablesBelow<T extends Table>(
  page: PageText,
  first: T,
  next: (from: number) => T | null,
): T {
  const firstSum = amountsSum(first.lines);
  if (first.open || firstSum === null) return first;
  const tables = [first];
  const sums = [firstSum];
  let from = first.bottom;
  for (let t = next(from); t; t = next(from)) {
    from = t.bottom;
    const sum = amountsSum(t.lines);
    if (sum === null || t.open || !printedUnder(page, t.bottom, sum)) break;
    if (sums.some((s) => sameCents(s, sum))) continue;
    tables.push(t);
    sums.push(sum);
  }
  const total = Math.round(sums.reduce((a, b) => a + b, 0) * 100) / 100;
  const last = tables[tables.length - 1]!;
  if (tables.length < 2 || !printedUnder(page, last.bottom, total)) return first;
  return { ...last, lines: tables.flatMap((t) => t.lines), open: null };
}
