import { MONTHS } from '../lang';

export { fold, tokens } from '../fold';
import { fold } from '../fold';

/** Two rows of the edit-distance table, reused: words are compared by the million per question set. */
let rowA = new Int32Array(64);
let rowB = new Int32Array(64);

/** Edit distance, capped (labels are short; OCR gets one letter in six wrong at worst). */
export function editDistance(a: string, b: string, cap = 3): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const n = b.length;
  if (rowA.length <= n) {
    rowA = new Int32Array(2 * n + 2);
    rowB = new Int32Array(2 * n + 2);
  }
  let prev = rowA;
  let cur = rowB;
  for (let j = 0; j <= n; j++) prev[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ca = a.charCodeAt(i - 1);
    cur[0] = i;
    let best = i;
    for (let j = 1; j <= n; j++) {
      let v = prev[j]! + 1;
      const inserted = cur[j - 1]! + 1;
      if (inserted < v) v = inserted;
      const swapped = prev[j - 1]! + (ca === b.charCodeAt(j - 1) ? 0 : 1);
      if (swapped < v) v = swapped;
      cur[j] = v;
      if (v < best) best = v;
    }
    if (best > cap) return cap + 1;
    const done = prev;
    prev = cur;
    cur = done;
  }
  return prev[n]!;
}

/** How well two tokens match: 1 exact, less for OCR-like slips in longer words, 0 otherwise. */
export function tokenSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const len = Math.max(a.length, b.length);
  if (len < 5) return 0;
  const d = editDistance(a, b, 2);
  if (d === 1) return 0.85;
  if (d === 2 && len >= 9) return 0.7;
  return 0;
}

export const MONTH_PATTERN = [...MONTHS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((m) => m.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|');

const month = (name: string | undefined): number => MONTHS.get(name ?? '') ?? 0;

function iso(y: number, m: number, d: number): string | null {
  // A two-digit year is this century's up to 69 and the last one's from 70 ("12-Jun-19", "31.12.98").
  if (y < 100) y += y < 70 ? 2000 : 1900;
  if (m < 1 || m > 12 || d < 1 || d > 31 || y < 1990 || y > 2100) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1) return null;
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/**
 * A date as YYYY-MM-DD from the forms invoices print: 05.03.2018, 2020-11-21, 13/11/2017,
 * 02 Juillet 2015, August 3, 2014, 7. Mai 2014, 3rd Aug 2014. Numeric dates are read day first, as
 * in every language pack's countries; a date that only makes sense month first (11/21/2020) is read so.
 * `monthFirst`: the page prints its dates month first (date-order.ts), so "11/02/2024" is 2 November.
 */
export function parseDate(text: string, monthFirst = false): string | null {
  const t = fold(text)
    .trim()
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/(\d)(st|nd|rd|th)\b/g, '$1')
    .replace(/\s+,/g, ',');
  let m = /^(\d{4})[-./](\d{1,2})[-./](\d{1,2})$/.exec(t);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[-./](\d{1,2})[-./](\d{2}|\d{4})$/.exec(t);
  if (m) {
    const dayFirst = iso(Number(m[3]), Number(m[2]), Number(m[1]));
    const monthFirstRead = iso(Number(m[3]), Number(m[1]), Number(m[2]));
    // Dots are day first everywhere; slashes and dashes month first on a US page (date-order.ts).
    return (
      (monthFirst && !t.includes('.') ? (monthFirstRead ?? dayFirst) : (dayFirst ?? monthFirstRead)) ?? null
    );
  }
  m = new RegExp(`^(\\d{1,2})\\.?[ /-]?(?:of )?(${MONTH_PATTERN})\\.?,?[ /-]?(\\d{4}|\\d{2})$`).exec(t);
  if (m) return iso(Number(m[3]), month(m[2]), Number(m[1]));
  m = new RegExp(`^(${MONTH_PATTERN})\\.?[ -](\\d{1,2}),?[ -]?(\\d{4})$`).exec(t);
  if (m) return iso(Number(m[3]), month(m[1]), Number(m[2]));
  return null;
}

/**
 * An amount from "1.234,50", "1,234.50", "1 234,50", "1234.5", "-95,00", "95,00-", "9,9000",
 * "1,23,456.00". The last separator followed by one, two or four and more digits is the decimal
 * mark; three-digit groups are thousands, and so are India's lakh and crore groups of two.
 */
export function parseAmount(text: string): number | null {
  let t = text.trim().replace(/[\u00a0\u202f\u2009']/g, ' ');
  // "1.234,-" is a whole amount, as Danish and German prices print them; a minus after the
  // number ("95,00-") is a credit.
  t = t.replace(/(\d),-$/, '$1');
  let negative = false;
  if (/^[-−–]/.test(t) || /-$/.test(t) || /^\(.*\)$/.test(t)) negative = true;
  t = t.replace(/^[-−–(]+|[-)]+$/g, '').trim();
  if (!/^\d[\d ., ]*$/.test(t)) return null;
  // Four or more digits after the last separator are decimals too: unit prices ("9,9000") print
  // them, and a thousands group has three.
  // Three after a lone zero are decimals too ("0,152" a card, "0.045"): no thousands start at zero.
  const dec = /[.,](\d{1,2}|\d{4,})$/.exec(t) ?? /(?<=^0)[.,](\d{3})$/.exec(t);
  let intPart = dec ? t.slice(0, dec.index) : t;
  // Groups of three, or India's lakh and crore ("1,23,456").
  const grouped = /^\d{1,3}([ .,]\d{3})*$/.test(intPart) || /^\d{1,2}(,\d{2})+,\d{3}$/.test(intPart);
  if (!grouped && !/^\d+$/.test(intPart)) return null;
  intPart = intPart.replace(/[ .,]/g, '');
  const value = Number(`${intPart}.${dec?.[1] ?? '0'}`);
  if (!Number.isFinite(value)) return null;
  return negative ? -value : value;
}

/** Amounts in the interface: strings that parse as two-decimal numbers. */
export const amountString = (n: number): string => n.toFixed(2);

/**
 * A unit price to the hundredth, or finer where the print is ("0,0520" a kWh is 0.052, not 0.05):
 * rounded to the cent, the line's quantity times its price was no more its amount.
 */
export const priceString = (n: number): string => {
  const fine = Number(n.toFixed(4));
  return Math.abs(fine - Number(n.toFixed(2))) < 1e-9 ? n.toFixed(2) : String(fine);
};

/** Whether a printed amount writes its cents after a comma ("1.234,56", "0,41"). */
export const decimalComma = (printed: string): boolean => /,\d{2}$/.test(printed);

/**
 * An amount the reader worked out (a sum, a figure OCR misread), written as the page writes its
 * own: with a decimal comma where the page uses one, so the answer reads as the page's figures do.
 */
export const amountText = (n: number, comma: boolean): string =>
  comma ? n.toFixed(2).replace('.', ',') : n.toFixed(2);

/** Two amounts that print alike to the cent (sums of floats drift below it). */
export const sameCents = (a: number, b: number): boolean => Math.abs(a - b) < 0.005 + 1e-9;
