import { COLUMN_WORDS, QUALIFIER_GROUPS, RECEIPT_WORDS } from '../lang';
import type { Box, Segment } from '../types';
import type { PageModel } from './page-model';
import { boxAround, rightOnLine } from './geometry';
import { tokens } from './normalize';
import { findValues } from './values';

/**
 * A till receipt's lines as receipt-total.ts weighs them: each line that names something with an
 * amount beside it (its words, the amount that closes it), read once per page, and the amounts the
 * page prints besides. OCR's faults of wide-set till print are read back here: a point read as a
 * colon or lost in a gap, an amount parted at its point, a total's figure it could not read.
 */

export type Row = { value: number; text: string; seg: Segment; words: string[]; line: number };

export const hasPhrase = (words: string[], phrases: string[][]): boolean =>
  phrases.some((p) => words.some((_, i) => p.every((w, k) => words[i + k] === w)));

const quantityWords = COLUMN_WORDS.find(([c]) => c === 'quantity')?.[1] ?? new Set<string>();

/** "RM43.40", "$12.00": a currency glued to its amount is read as the amount. */
const unglue = (text: string): string => text.replace(/(\p{L}{1,3}|[$€£])(?=\d)/gu, '$1 ');

/**
 * OCR reads a till's decimal point as a colon ("TOTAL 39:90", "TOTAL AMOUNT 1:50 RM"), or misses
 * the point of widely set print ("TOTAL 19 80", "TOTAL INCL OF GST 148 00"). Beside a word for the
 * total, the money handed over or the change it is one; a time has seconds or its own words
 * ("TIME 10:36:13"), and a lost point leaves its two digits last on the line.
 */
const tillPoint = (text: string): string =>
  text
    .replace(/(?<![\d:])(\d{1,5}):(\d{2})(?![\d:])/g, '$1.$2')
    .replace(/(?<![\d.,:] ?)\b(\d{1,5}) (\d{2})\s*$/, '$1.$2');

/** Words of money changing hands at the till: handed over ("CASH", "TENDERED") or given back ("CHANGE"). */
const handsOver = (words: string[]): boolean =>
  hasPhrase(words, RECEIPT_WORDS.tendered) || hasPhrase(words, RECEIPT_WORDS.change);

const namesMoney = (words: string[]): boolean => hasPhrase(words, RECEIPT_WORDS.total) || handsOver(words);

/** Words that name the total paid. */
export const isTotalLine = (words: string[]): boolean =>
  hasPhrase(words, RECEIPT_WORDS.total) &&
  // Subtotal, "TOTAL EXCL. OF GST", discount, savings: not the total paid.
  !hasPhrase(words, RECEIPT_WORDS.notTotal) &&
  !words.some((w) => QUALIFIER_GROUPS.excluding.has(w) || quantityWords.has(w)) &&
  // "TOTAL GST (0%)", "TOTAL INCLUDES 6% GST": the VAT in it, unless the line says the VAT is included.
  !(
    words.some((w) => QUALIFIER_GROUPS.vat.has(w)) &&
    (words.some((w) => w.endsWith('%')) || !words.some((w) => QUALIFIER_GROUPS.including.has(w)))
  ) &&
  // Money handed over and change are not the total either ("TOTAL CASH", "TOTAL CHANGE").
  !handsOver(words);

/** A segment that holds only an amount (with its currency or a tax code: "5.00 RM", "55.00 T"). */
function amountOnly(text: string): boolean {
  return tokens(unglue(text)).every(
    (t) => /^\d+$/.test(t) || t.length <= 2 || QUALIFIER_GROUPS.currency.has(t),
  );
}

/** Each page's rows, read once: a total asked reads them for the bill, the till and the sums. */
const rowCache = new WeakMap<PageModel, Row[]>();

/** Each line that names something with an amount beside it: the words, and the amount that closes it. */
export function rows(model: PageModel): Row[] {
  const cached = rowCache.get(model);
  if (cached) return cached;
  const out: Row[] = [];
  const segs = model.segs.map((s) => s.seg);
  for (const seg of segs) {
    const words = tokens(unglue(seg.text)).filter((t) => !/^\d+$/.test(t));
    if (!words.some((w) => /\p{L}{2}/u.test(w))) continue;
    const money = (text: string) => unglue(namesMoney(words) ? tillPoint(text) : text);
    const own = findValues('amount', money(seg.text));
    let value = own[own.length - 1];
    let at = seg;
    if (!value || !/\d[.,]\d{2}\b/.test(value.text)) {
      const right = besideLabel(model, seg, namesMoney(words));
      if (!right || !amountOnly(money(right.text))) continue;
      const found = findValues('amount', money(right.text));
      // Two amounts beside one label are a summary table's columns ("TOTAL : 234.00 14.04").
      if (found.length !== 1) continue;
      value = found[0];
      at = right;
    } else if (own.length > 1) continue;
    if (!value) continue;
    const amount = Number(value.normalized);
    // "CHANGE 0.00" is kept: it says the money handed over was the total.
    if (!Number.isFinite(amount) || amount < 0) continue;
    out.push({ value: amount, text: value.text, seg: at, words, line: seg.line });
  }
  rowCache.set(model, out);
  return out;
}

/**
 * The segment right of a label on its line. PP-OCR parts a wide-set amount whose point it did not
 * see ("NET TOTAL" | "85" | "20"): on a line naming money, two digits closing the line a point's
 * gap after a number are its cents, one segment with it (tillPoint reads the point back).
 */
function besideLabel(model: PageModel, seg: Segment, money: boolean): Segment | undefined {
  const [first, second, ...more] = rightOnLine(model.segs, seg).map((s) => s.seg);
  if (!money || !first || !second || more.length) return first;
  const parted =
    /^\d{1,5}$/.test(first.text) &&
    /^\d{2}$/.test(second.text) &&
    second.x - (first.x + first.w) < model.lineHeight * POINT_GAP;
  if (!parted) return first;
  const text = `${first.text} ${second.text}`;
  return { ...first, ...boxAround([first, second]), text, words: [...first.words, ...second.words] };
}
/** A point set wide apart leaves a gap of a letter or so: up to this many line heights. */
const POINT_GAP = 1.5;

/** The amount's own words when the label shares its segment ("TOTAL : 248.05"): what is highlighted. */
export function valueBox(r: Row): Box {
  const digits = r.text.replace(/\D/g, '');
  const words = r.seg.words.filter((w) => digits && w.text.replace(/\D/g, '').includes(digits));
  return words.length ? boxAround(words) : r.seg;
}

/**
 * Every amount the page prints, outside the lines of money handed over and change: its rows, and
 * the amounts printed on no row's label (an item's price, a total whose label OCR garbled: "DUE
 * 230" over the item's "7.50").
 */
export function printedAmounts(model: PageModel): Row[] {
  const labelled = rows(model);
  const out = labelled.filter((r) => !handsOver(r.words));
  const taken = new Set(labelled.map((r) => r.seg));
  // Each line's words, once: the amounts of a line handing money over are left out.
  const lineWords = new Map<number, string[]>();
  for (const { seg, tokens: words } of model.segs)
    lineWords.set(seg.line, [...(lineWords.get(seg.line) ?? []), ...words]);
  for (const { seg } of model.segs) {
    if (taken.has(seg) || handsOver(lineWords.get(seg.line) ?? [])) continue;
    for (const v of findValues('amount', seg.text))
      out.push({ value: Number(v.normalized), text: v.text, seg, words: [], line: seg.line });
  }
  return out;
}

/**
 * A total's line whose amount OCR garbled ("TOTAL | Z9. 70" over "CASH 100.00", "CHANGE 24.30"):
 * the money handed over less the change is its amount, shown on that line. Only a line naming the
 * total (not a subtotal, the VAT or a quantity) with a figure OCR could not read as an amount.
 */
export function garbledTotal(model: PageModel, amounts: Row[], paid: number): Row | undefined {
  const read = new Set(amounts.map((r) => r.line));
  for (const { seg, tokens: words } of [...model.segs].reverse()) {
    if (read.has(seg.line) || !isTotalLine(words)) continue;
    const figure = rightOnLine(model.segs, seg)[0]?.seg;
    if (!figure || !/\d/.test(figure.text) || findValues('amount', tillPoint(figure.text)).length) continue;
    return { value: paid / 100, text: (paid / 100).toFixed(2), seg: figure, words, line: seg.line };
  }
  return undefined;
}

/**
 * Whether the page's labels read a row's line as this concept. A line read as the VAT ("Total
 * includes GST $2.22", "Dont TVA 3,12") is the figure a total includes, not the total, though its
 * words name a total and say "including" as "TOTAL INCL GST 13.10" does: the pack's VAT labels
 * tell the sentence from the total's label. A line read as what is left to pay ("Rest at betale",
 * "Balance to pay" under a deposit taken off the total) names the sum the till took, in words no
 * till's total line uses.
 */
export const labelledAs = (model: PageModel, r: Row, conceptId: string): boolean =>
  model.segs.some((s) => s.seg.line === r.line && s.seg.x <= r.seg.x && s.label?.concept.id === conceptId);

/**
 * Whether the scan read both the money handed over and the change given for it: a change line a
 * few lines under the cash ("BAR 40,00" over "Retour 6,10"), labelled in a word or two as a till
 * prints it. Where the cash was not read ("TOTAL RM 41.00" over "CHANGE 10.00"), the arithmetic
 * has nothing to say. A sentence naming a return is no change ("Caution chèque de 1 500,00 €
 * remis au départ, restitué au retour").
 */
export const changeGiven = (change: Row[], tendered: Row[]): boolean =>
  change.some(
    (c) =>
      c.value > 0 &&
      c.words.length <= CHANGE_WORDS &&
      tendered.some((r) => r.line < c.line && c.line - r.line <= CHANGE_AFTER),
  );
/**
 * Whether the scan read money handed over with no change given for it ("PAID RM7.00" over "CHANGE
 * RM0.00"): the till says the amount handed over was the total.
 */
export const paidExactly = (change: Row[], tendered: Row[]): boolean =>
  change.some(
    (c) =>
      c.value === 0 &&
      c.words.length <= CHANGE_WORDS &&
      tendered.some((r) => r.value > 0 && r.line < c.line && c.line - r.line <= CHANGE_AFTER),
  );
/** The most lines a till prints between the cash or the total and the change given for it. */
export const CHANGE_AFTER = 3;
/** The most words a till's change line is labelled with ("Change due", "Retour EUR"). */
export const CHANGE_WORDS = 3;
