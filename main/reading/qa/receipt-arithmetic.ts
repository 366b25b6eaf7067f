import type { PageModel } from './page-model';
import { segmentsByLine } from './geometry';
import { findValues, vatRatesIn } from './values';

/**
 * The sums a till receipt prints besides cash and change, which tell its total from its VAT and
 * from a misread digit. A receipt's GST summary prints each rate's net and tax on one line
 * ("SR 6% 139.62 8.38", "S:GST (6%) 29.24 1.76"): their sum is the gross, whatever OCR made of the
 * total's own line ("TOTAL Z9. 70", "TOTAL 22.00" for 12.00). And the VAT a receipt says its
 * total includes ("(TOTAL INCLUDED GST 6%:0.42)", "SST @6% INCLUDED IN TOTAL RM 2.43") is named
 * with the word total, so only arithmetic says which of the two amounts is the total.
 *
 * Only rates the receipt itself prints count: a net and tax that agree to the cent at a rate printed
 * on the receipt are two read numbers confirming each other; at any rate at all, many pairs would.
 */

export const cents = (n: number): number => Math.round(n * 100);

/** Each page's rates and line texts, read once: every total asked reads them. */
const rateCache = new WeakMap<PageModel, number[]>();
const lineCache = new WeakMap<PageModel, Map<number, string>>();

/** The percentages printed on the page ("GST 6%", "@6%", "(6%)"), as numbers, 0% left out. */
export function pageRates(model: PageModel): number[] {
  let rates = rateCache.get(model);
  if (!rates) {
    rates = [...new Set(model.segs.flatMap(({ seg }) => vatRatesIn(seg.text)))];
    rateCache.set(model, rates);
  }
  return rates;
}

/** The text of each line of the page, its segments left to right, by line number. */
function lineTexts(model: PageModel): Map<number, string> {
  const cached = lineCache.get(model);
  if (cached) return cached;
  const byLine = segmentsByLine(model.segs.map(({ seg }) => seg));
  const texts = new Map(
    [...byLine].map(([line, segs]) => [
      line,
      [...segs]
        .sort((a, b) => a.x - b.x)
        .map((s) => s.text)
        // Cells apart by more than a space: a rate's bare figure and the net beside it are two
        // cells, not one grouped number ("SR | 6 | 234.00 | 14.04" is no 6234).
        .join('  '),
    ]),
  );
  lineCache.set(model, texts);
  return texts;
}

/**
 * The rates a line prints: its percentages, and a small whole number standing alone, which is a
 * rate whose sign OCR dropped ("GST@ 6 1.09", "SR 6 234.00 14.04"). The page's own rates too.
 */
function ratesOn(text: string, page: number[]): number[] {
  const bare = text
    .split(/[\s@:()]+/)
    .filter((t) => /^\d{1,2}$/.test(t))
    .map(Number)
    .filter((rate) => rate > 0 && rate < 30);
  return [...new Set([...page, ...vatRatesIn(text), ...bare])];
}

/** The rates printed on a line of the page, or on the page. */
export function lineRates(model: PageModel, line: number): number[] {
  return ratesOn(lineTexts(model).get(line) ?? '', pageRates(model));
}

/** The tax on a net amount at a rate, to the cent, allowing the till's own rounding of a cent. */
const taxOn = (net: number, tax: number, rate: number): boolean =>
  Math.abs(cents((net * rate) / 100) - cents(tax)) <= 1;

/**
 * Net + tax of each line that prints a net and its tax at a rate the line or the page prints: the
 * gross of that rate, in cents. A receipt taxed at one rate prints its total here; lines at 0% add
 * nothing.
 */
export function taxSums(model: PageModel): number[] {
  const page = pageRates(model);
  const sums: number[] = [];
  for (const text of lineTexts(model).values()) {
    const amounts = findValues('amount', text).map((f) => Number(f.normalized));
    if (amounts.length !== 2) continue;
    const [net, tax] = amounts as [number, number];
    const rates = ratesOn(text, page);
    if (net > 0 && tax > 0 && rates.some((r) => taxOn(net, tax, r))) sums.push(cents(net) + cents(tax));
  }
  return sums;
}

/** Whether `vat` is the VAT included in `gross` at one of the page's rates (6% of 106.00 is 6.00). */
export function isVatOf(vat: number, gross: number, rates: number[]): boolean {
  return gross > vat && rates.some((r) => Math.abs(cents((gross * r) / (100 + r)) - cents(vat)) <= 1);
}
