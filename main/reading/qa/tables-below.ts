import type { FeatureCandidate } from './candidate';
import type { PageText } from '../types';
import { CURRENCY_MARK } from './values';
import { FRAME } from './line-sums';
import { parseAmount, sameCents } from './normalize';
import { segmentsByLine } from './geometry';
import { namesTax } from './till-line-rows';
import { addsUpThroughTax } from './ocr-figures';

/** A line table as lines.ts reads it off one page (see PageTable there). */
type Table = { lines: FeatureCandidate[]; open: unknown; bottom: number };

/** The sum of a table's amounts, or null when a line has none. */
export function amountsSum(lines: FeatureCandidate[]): number | null {
  const amounts = lines.map((l) => (typeof l.amount === 'string' ? Number(l.amount) : NaN));
  if (!amounts.length || amounts.some((a) => Number.isNaN(a))) return null;
  return Math.round(amounts.reduce((a, b) => a + b, 0) * 100) / 100;
}

/** A figure alone, or a label's last word ("Total 3 380,00"), as printedUnder reads it. */
function figureOf(text: string): number | null {
  const t = text.replace(CURRENCY_MARK, ' ').replace(FRAME, '').trim();
  return parseAmount(t) ?? parseAmount(t.replace(/^.*\s(?=\S+$)/, ''));
}

/** A figure printed under `bottom` that is `sum` (alone, or a label's last word: "Total 3 380,00"). */
export function printedUnder(page: PageText, bottom: number, sum: number): boolean {
  return page.segments.some((s) => {
    if (s.y < bottom) return false;
    const n = figureOf(s.text);
    return n !== null && sameCents(n, sum);
  });
}

/** The figures printed under `bottom`, nearest first, as printedUnder reads them. */
export function figuresUnder(page: PageText, bottom: number): number[] {
  return page.segments
    .filter((s) => s.y >= bottom)
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((s) => figureOf(s.text))
    .filter((n): n is number => n !== null);
}

/**
 * `sum` shown by the totals under it through the tax they add, where no figure prints it: the sum
 * plus a tax printed under it is a figure printed under that tax ("VAT @ 20%  448.00" over "TOTAL
 * DUE  £2,738.00" under items of 2,290.00, the totals setting apart the net fees, 2,240.00, and a
 * disbursement outside VAT's scope, 50.00).
 */
export function shownThroughTax(page: PageText, bottom: number, sum: number): boolean {
  const rows = [...segmentsByLine(page.segments).values()]
    .filter((r) => Math.min(...r.map((s) => s.y)) >= bottom)
    .sort((a, b) => Math.min(...a.map((s) => s.y)) - Math.min(...b.map((s) => s.y)))
    .map((r) => [...r].sort((a, b) => a.x - b.x));
  return addsUpThroughTax(
    sum,
    rows.map((r) => ({
      amount: figureOf(r[r.length - 1]!.text),
      tax: namesTax({ description: r.map((s) => s.text).join(' ') }),
    })),
  );
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
