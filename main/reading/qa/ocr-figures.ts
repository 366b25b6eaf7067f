import { sameCents } from './normalize';
import { cellAmount } from './line-sums';
import { CURRENCY_MARK } from './values';

/**
 * Figures OCR misread, and what the reading can still tell from them. A scan's decimal separator
 * is a speck: OCR drops it ("27.90" read "2790") or reads it as a digit ("39,00" read "2900",
 * "29,90" read "29790)"), and a unit price's digits may come out as letters ("2 x 1,35" read
 * "2x F35"). Such a figure is not the amount printed: it neither proves nor breaks a table's
 * arithmetic, and a line read with it must not be counted as sure. What the row's other figures
 * show (its quantity times its price) or the page's totals show (the items' sum plus the VAT
 * printed as the total) still holds. Nothing here guesses a digit: a figure is only taken back
 * where the row's own arithmetic prints its every digit.
 */

/**
 * A cell that stands where an amount is printed but reads as a bare run of digits, no separator
 * ("95701", "2790", "29790)", "495Z"): an amount with cents whose separator OCR lost or misread.
 * Three digits at least: a count ("15", "Items: 5") is no amount.
 */
export const UNREAD_FIGURE = /^[^\s\d]?\d{3,}[^\s\d]{0,2}$/u;

/**
 * A cell of a figure whose separators OCR dropped or misread, its digits all read: three digits or
 * more, marks among them ("330", "2070", "3-90", "<63 75"), no letter before or among them (a
 * letter there may be a digit misread: "T95", "I5 70").
 */
export const MISREAD_FIGURE = /^[^\p{L}\d]{0,2}(\d[\d\s.,:;'’/|-]*\d)[^\d]{0,2}$/u;

/**
 * A quantity's row whose unit price OCR misread into a token of digits with a letter or so
 * ("2x F35", "2 x730" for "2 x 1,35", "2 x 1,30"): the count and its times sign still say it is
 * the row of the item named above it. A token of more letters ("2x 7UP", "2 x Tea") is an item.
 */
export const MISREAD_TIMES = /^\d{1,3}\s*[x×]\s*[^\s\d]?[\d.,]{2,}[^\s\d]?$/iu;

/**
 * A quantity's row whose times sign OCR lost ("2  3,95  7,90" for "2 x 3,95  7,90"): a count of two
 * or more and a unit price, nothing else before the row's price, which is their product to the
 * cent. The row's own arithmetic says what the sign said: the row of the item named above it. Its
 * product, else null.
 */
export function timesLost(description: string, amount: number | null): number | null {
  const m = /^(\d{1,3})\s+(\d{1,4}[.,]\d{2})$/.exec(description.trim());
  if (!m || amount === null || !(amount > 0) || Number(m[1]) < 2) return null;
  const product = Math.round(Number(m[1]) * Number(m[2]!.replace(',', '.')) * 100) / 100;
  return sameCents(product, amount) ? product : null;
}

/**
 * An amount cell whose decimal separator OCR lost ("2790"), read back where the row's quantity
 * times its unit price is a figure of exactly those digits (1 x 27.90): the row prints every digit
 * of it twice. Otherwise null.
 */
export function separatorLost(
  cell: string,
  quantity: number | null,
  unitPrice: number | null,
): number | null {
  const digits = cell.replace(CURRENCY_MARK, ' ').trim();
  if (!/^\d{3,}$/.test(digits) || quantity === null || unitPrice === null) return null;
  const product = Math.round(quantity * unitPrice * 100) / 100;
  return product > 0 && product.toFixed(2).replace('.', '') === digits ? product : null;
}

/**
 * A quantity cell whose decimal separator OCR lost ("320" for 3.20 hours), read back where the
 * row's amount over its unit price is a quantity of exactly those digits (880.00 / 275.00).
 */
export function quantityLost(
  cell: string | undefined,
  unitPrice: number | null,
  amount: number | null,
): number | null {
  const digits = cell?.trim() ?? '';
  if (!/^\d{3,}$/.test(digits) || !unitPrice || !amount) return null;
  const q = Math.round((amount / unitPrice) * 100) / 100;
  if (Math.abs(q * unitPrice - amount) >= 0.005) return null;
  return [q.toFixed(2), q.toFixed(1)].some((t) => t.replace('.', '') === digits) ? q : null;
}

/** A figure printed with cents ("27.90", "2,180.00"): the table's amounts print them too. */
export const CENTS = /\d[.,]\d{2}$/;

/**
 * A rate's sign and its digits in an amount's cell ("2.5%", "19 %", "TVQ 9,975 %"): no figure of
 * the amount, and no figure OCR misread there.
 */
const RATE = /(?<![\d.,])\d{1,2}(?:[.,]\d{1,3})?\s?%(?!\d)/g;

/** An amount's cell with its rates taken out: what is left is the amount's figure, read or not. */
export const withoutRates = (cell: string): string => cell.replace(RATE, ' ');

/** An amount's figure as its cell prints it: no currency's mark, no rate, no space. */
export const bareFigure = (cell: string): string =>
  withoutRates(cell.replace(CURRENCY_MARK, ' ')).replace(/\s+/g, '');

/** A figure read whole, with its cents ("65.10", "1.234,56", "-5,00", "(12.00)"). */
const WHOLE = /^[-−(]?\d{1,3}(?:[ .,']?\d{3})*[.,]\d{2}\)?-?$/;

/** Whether a bare figure (bareFigure) reads as an amount with its cents, nothing lost or misread. */
export const readWhole = (figure: string): boolean => WHOLE.test(figure);

/**
 * A line's amount as its cell reads, in a table whose figures print cents (`cents`). A cell of
 * digits alone there is no amount as printed, nor is a cell that reads as no figure ("18377 50E",
 * "67:05", "2.975100"): read back where its digits are a figure the row's own figures make
 * (misreadShows); else, for a cell of digits alone, the line's amount is the row's quantity times
 * its price, if it prints both, and the line is `unread`: not sure enough to be counted as a sure
 * one, and with no product at all the amount is unknown. `quantityCell` is the quantity as printed.
 */
export function amountRead(
  cell: string | undefined,
  quantity: number | null,
  unitPrice: number | null,
  cents: boolean,
  quantityCell?: string,
): { amount: number | null; unread: boolean } {
  if (!cell) return { amount: null, unread: false };
  const lost = separatorLost(cell, quantity, unitPrice);
  if (lost !== null) return { amount: lost, unread: false };
  const read = cellAmount(cell);
  const bare = /^\d{3,}$/.test(cell.replace(CURRENCY_MARK, ' ').trim());
  if (read !== null && !(cents && bare)) return { amount: read, unread: false };
  const shown = rowFigures(quantity, unitPrice, quantityCell).find((v) => misreadShows(cell, v));
  if (shown !== undefined) return { amount: shown, unread: false };
  if (read === null || !cents) return { amount: read, unread: false };
  const product =
    quantity !== null && unitPrice !== null ? Math.round(quantity * unitPrice * 100) / 100 : null;
  return { amount: product, unread: true };
}

/**
 * The amounts a row's own figures make: its quantity times its price; its price alone where no
 * quantity reads (a lone "1" is the speck OCR drops first); the price times the quantity with the
 * decimal mark OCR dropped from it ("35" for 3,5 hours, "075" for 0,75).
 */
function rowFigures(quantity: number | null, unitPrice: number | null, quantityCell?: string): number[] {
  if (unitPrice === null) return [];
  const cents = (n: number) => Math.round(n * 100) / 100;
  if (quantity === null) return [unitPrice];
  const digits = /^\d{2,}$/.test(quantityCell?.trim().split(/\s/)[0] ?? '');
  const dropped = digits ? [quantity / 10, quantity / 100] : [];
  return [quantity, ...dropped].map((q) => cents(q * unitPrice));
}

/**
 * An amount cell OCR misread that still shows every digit of `value` in order: its separators
 * dropped or misread as a mark ("210250", "67:05", "<63 75", "129-99)" for 2102.50, 67.05, 63.75,
 * 129.99), or one of them misread as a digit where a separator stands ("2772500" for 2 725,00,
 * "6 712750" for 6 712,50). A letter before or among the digits may be a digit misread ("T95",
 * "I5 70", "B3250"): such a cell shows no figure, and nothing here guesses one.
 */
export function misreadShows(cell: string, value: number): boolean {
  if (!(value > 0)) return false;
  const text = cell.replace(CURRENCY_MARK, ' ').trim();
  const figure = MISREAD_FIGURE.exec(text)?.[1];
  if (!figure) return false;
  const digits = figure.replace(/\D/g, '');
  // One separator at most read as a digit: a cell among others is read on its own evidence.
  return digits.length <= value.toFixed(2).length && digitsShow(digits, value);
}

/**
 * Whether a run of digits shows every digit of a value in order, each of its separators (the
 * cents', the thousands') dropped or read as one digit ("5651", "979100", "101171725" of 56,51,
 * 979,00, 10 171,25).
 */
export function digitsShow(digits: string, value: number): boolean {
  const want = value.toFixed(2).replace('.', '');
  const marks = new Set<number>();
  for (let at = want.length - 2; at > 0; at -= 3) marks.add(at);
  // At a separator's place one digit more may stand: the separator read as one, once.
  const from = (i: number, j: number, mark = true): boolean => {
    if (i === want.length) return j === digits.length;
    if (mark && marks.has(i) && j < digits.length && from(i, j + 1, false)) return true;
    return digits[j] === want[i] && from(i + 1, j + 1);
  };
  return from(0, 0);
}

/**
 * Whether `sum` is shown by the totals under it when OCR misread the subtotal that printed it: the
 * sum plus a tax printed under it is a figure printed under that tax ("Btw 21%  628,32" over
 * "Totaal  3.620,32", the items' 2.992,00 unread). `rows` are the rows under the items, in order,
 * each with its figure and whether it names a tax.
 */
export function addsUpThroughTax(sum: number, rows: { amount: number | null; tax: boolean }[]): boolean {
  return rows.some(
    (t, i) =>
      t.tax &&
      t.amount !== null &&
      t.amount > 0 &&
      rows.slice(i + 1).some((r) => r.amount !== null && sameCents(r.amount, sum + t.amount!)),
  );
}

/**
 * How sure a line is whose amount cell OCR misread, or null for a line read as printed. Read
 * `unread` (amountRead): with the row's product for its amount as sure as any priced line (0.7),
 * with none unsure (0.5). A cell of figures that read as no amount ("3 62750" for 8 627,50) on a
 * row that also fills the quantity and price columns ("Takarbete | 14,5 | tim | 595700 | 3 62750",
 * its price misread too) is an item all the same: a note or a sub-row prints no figures under all
 * three headings. Its line is counted, at the least sureness a count is given with (counted-lines.ts
 * UNSURE_LINE); one with a cell missing leaves the count open (lineValues in lines.ts).
 */
export function misreadLineSureness(
  amount: number | null,
  unread: boolean,
  cells: { amount?: string; quantity?: string; unitPrice?: string },
): number | null {
  if (unread) return amount === null ? 0.5 : 0.7;
  const misread = amount === null && MISREAD_FIGURE.test(cells.amount?.trim() ?? '');
  return misread && cells.quantity && cells.unitPrice ? FULL_ROW_MISREAD : null;
}
const FULL_ROW_MISREAD = 0.6;
