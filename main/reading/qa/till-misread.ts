import type { FeatureCandidate } from './candidate';
import type { TillRow } from './till-line-rows';

/**
 * A till receipt read by OCR whose prices came out as runs of digits: the separator dropped ("330"
 * for 3,30) or read as a digit ("2070" for 2,70), or as a mark ("3-90"). Every digit of such a
 * price is printed; only where its separator stood is unread. The receipt's own arithmetic says
 * it: the items are read with each reading of each such price (till-lines.ts, which counts them
 * only where they add up to a figure printed under them), and the count stands where every
 * reading that adds up counts the same items. No digit is guessed: a cell with a letter among its
 * digits ("T95", "t275") is no such price, and the items over it are not counted.
 */
export function misreadItems(
  rows: TillRow[],
  read: (rows: TillRow[]) => FeatureCandidate[],
): FeatureCandidate[] {
  const end = rows.findIndex((r) => r.totals);
  const figures = rows.flatMap((r, i) => (i < end && r.figure !== null ? [i] : []));
  // A date or time over the items ("Sat 15/03/2025 09:47", "Receipt #10482 06/03/2026 09:14") is
  // the receipt's own, no price: its row is no item to read. Among the items it may be a price
  // misread ("12:50"), and the items are not counted.
  const dated = figures.filter((i) => DATED.test(rows[i]!.figure!));
  const firstPrice = rows.findIndex(
    (r, i) => i < end && (r.amount !== null || (r.figure !== null && !dated.includes(i))),
  );
  if (dated.some((i) => firstPrice >= 0 && i > firstPrice)) return [];
  const misread = figures.filter((i) => !dated.includes(i));
  if (!misread.length || misread.length > MOST) return [];
  const each = misread.map((i) => readings(rows[i]!.figure!));
  if (each.some((r) => !r.length)) return [];
  if (each.reduce((n, r) => n * r.length, 1) > MOST_READINGS) return [];
  const counts = new Set<number>();
  let found: FeatureCandidate[] = [];
  for (const combination of combinations(each)) {
    const tried = rows.map((r, k) => {
      const at = misread.indexOf(k);
      return at < 0 ? r : priced(r, combination[at]!);
    });
    const items = read(tried);
    if (!items.length) continue;
    counts.add(items.length);
    found = items;
  }
  return counts.size === 1 ? found : [];
}

/** Misread prices tried at most: each has a few readings, and every combination is read. */
const MOST = 6;

/** Combinations read at most: more readings are more chances that a wrong one adds up. */
const MOST_READINGS = 8;

/** A time ("09:47") is no price. */
const TIME = /^\d{1,2}:\d{2}$/;

/** A figure that shows a time or a date ("09:47", "06/03/2026 09:14"). */
const DATED = /(?:^|\s)\d{1,2}:\d{2}$|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}/;

/** A rate printed after an item's price ("25,00 12%"): the VAT it falls under, no digit of it. */
const RATE_AFTER = /\s+\d{1,2}(?:[.,]\d{1,2})?\s?%$/;

/**
 * What a price read as `figure` may be: its digits with the cents' separator dropped, or with one
 * digit where a separator stands (the cents' one; a thousands one, the cents' dropped).
 */
function readings(printed: string): number[] {
  const figure = printed.replace(RATE_AFTER, '');
  const digits = figure.replace(/\D/g, '');
  if (TIME.test(figure.trim()) || digits.length < 3 || digits.length > 7) return [];
  const out = [Number(digits) / 100];
  for (let at = digits.length - 3; at > 0; at -= 3)
    out.push(Number(digits.slice(0, at) + digits.slice(at + 1)) / 100);
  return out;
}

/** Every choice of one reading per price. */
function combinations(each: number[][]): number[][] {
  return each.reduce<number[][]>((acc, options) => acc.flatMap((c) => options.map((o) => [...c, o])), [[]]);
}

/** The row with its price read as `amount`, as till-line-rows.ts reads a row with a price. */
function priced(r: TillRow, amount: number): TillRow {
  const figure = r.figure!.replace(/\s{2,}/g, ' ');
  const description = r.description.endsWith(figure)
    ? r.description.slice(0, -figure.length).trim()
    : r.description;
  const named = /\p{L}{3}/u.test(description);
  return {
    ...r,
    description,
    amount,
    item: !r.totals && !r.quantity && named,
    bare: !r.totals && !r.quantity && !description,
    priced: true,
    prices: [...r.prices, amount],
  };
}
