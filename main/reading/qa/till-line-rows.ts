import { NAMED_TAXES, QUALIFIER_GROUPS, RECEIPT_WORDS } from '../lang';
import { goodsIn } from '../lang/phrases';
import type { PageText, Segment } from '../types';
import { segmentsByLine } from './geometry';
import { parseAmount, tokens } from './normalize';
import type { PageModel } from './page-model';
import { amountLabelled } from './reader-lines';
import { CURRENCY_MARK } from './values';
import { MISREAD_FIGURE, MISREAD_TIMES, UNREAD_FIGURE, timesLost } from './ocr-figures';

/** A row of a page printed without table headings, as till-lines.ts reads its items. */
export type TillRow = {
  description: string;
  amount: number | null;
  /** An item: a name and its price. */
  item: boolean;
  /** A row of an item's quantity and unit price ("4 x 0,65"): part of the item above. */
  quantity: boolean;
  /**
   * A price alone ("8,99 A"): the price of the item named on the row above it. Other figures
   * with it ("10   850,00") may be any row's: figures alone show no item.
   */
  bare: boolean;
  /** A rule between the items and the totals ("-----"). */
  rule: boolean;
  /** A totals row: a label of an amount (total, subtotal, VAT), money handed over or change. */
  totals: boolean;
  /** Labelled as an amount (total, subtotal, VAT), not only by words of money changing hands. */
  labelled: boolean;
  /** Its price stands apart from its words, in a cell of its own (the prices' column). */
  priced: boolean;
  /** Its quantity times its unit price ("14,2 à 16,50": 234,30), when it prints them. */
  product: number | null;
  /** Every price the row prints, in order ("Pris 312,00  Förmån -187,00"). */
  prices: number[];
  /** Where its first cell starts: a row set in under another is a detail of it. */
  left: number;
  /**
   * Its last cell, where OCR misread its price into a run of digits ("330", "2070", "3-90" for
   * 3,30, 2,70, 3,90): see till-misread.ts. Null where the row reads a price or has no such cell.
   */
  figure: string | null;
};

/** "14,2", "1,749": a quantity or unit price, its one separator a decimal point. */
const factor = (text: string): number => Number(text.replace(',', '.'));

/** Quantity times unit price, rounded to cents, from the row's "q x p". */
function productOf(text: string): number | null {
  const m = FACTORS.exec(text);
  if (!m || /[.,].*[.,]/.test(m[1]!) || /[.,].*[.,]/.test(m[2]!)) return null;
  const p = factor(m[1]!) * factor(m[2]!);
  // A price below nothing ("31 dgn x -1,42388": a tax rebate by the day) makes a negative line.
  return Number.isFinite(p) && p !== 0 ? Math.round(p * 100) / 100 : null;
}

/** A quantity times a price: "4 x 0,65", "2 stk à 59,00", "0,512 kg à 29,90". */
const TIMES = /\d[\d.,]*\s*(?:\p{L}{1,3}\.?\s*)?(?:x|×|à|á|@|\*)\s*-?\d/iu;
/**
 * The unit price alone under an item that printed its count before its name ("2 x Bryggkaffe
 * 76,00" over "à 38,00", "2 x Flat White 10.40" over "@ $5.20 ea"): the same arithmetic, its
 * quantity on the row above.
 */
const UNIT_PRICE = /^(?:x|×|à|á|@)\s*-?\d/iu;
/** Its two factors, as TIMES finds them. */
const FACTORS = /(\d[\d.,]*)\s*(?:\p{L}{1,3}\.?\s*)?(?:x|×|à|á|@|\*)\s*(-?\d[\d.,]*)/iu;
/**
 * A price closing its row, with two decimals, perhaps a currency or a tax code after it ("6,50 A"),
 * a tax code's digit ("6,30 1": a French till's VAT code) or mark ("64,90 *" over "* = 25% MVA").
 * Cells are joined by two spaces (see rowsOf): a thousands group is set apart by one ("1 295,00").
 * A minus may follow it, a tax code right after ("12.99-T": a return). The end of a date ("v.
 * 06.04.24") is no price: a price starts after no digit or point. So may the line's VAT rate
 * ("249,00  25%": a till that prints each item's rate in a column of its own). Swiss prints set
 * thousands apart by an apostrophe ("1'202.50").
 */
const PRICE =
  /(?<![\d.,'])(-?(?:\d{1,3}(?:[ .,']\d{3})*|\d{4,})[.,]\d{2})(-?)(?:\s+\p{L}{1,3}|(?<=-)\p{L}{1,3}|\s+\d|\s+[*#]{1,2}|\s+\d{1,2}(?:[.,]\d{1,2})?\s?%)?\s*$/u;
/** Any price of a row's cells, as PRICE reads its last. */
const PRICES = /(?<![\d.,'])-?\d{1,3}(?:[ .,']\d{3})*[.,]\d{2}(?![\d.,])/gu;

/** What joins a row's cells: two spaces, where a thousands group is set apart by one. */
const CELL = '  ';

const cellText = (s: Segment): string => s.text.replace(CURRENCY_MARK, ' ').trim();

/**
 * The row's cells as read: all of them, or, on a row whose amount's label is followed by its
 * figure and then by other cells ("Sum eks. mva  16 611,50  Betales til kontonr.:
 * 2801.47.19964": the payment details printed beside the totals), the cells up to that figure.
 */
function rowText(segs: Segment[], labelled: Set<Segment>): string {
  const cells = segs.map(cellText).filter(Boolean);
  const all = cells.join(CELL);
  if (PRICE.test(all)) return all;
  const label = segs.findIndex((s) => labelled.has(s));
  if (label < 0) return all;
  const upTo = segs.findIndex((s, i) => i >= label && PRICE.test(cellText(s)));
  return upTo < 0
    ? all
    : segs
        .slice(0, upTo + 1)
        .map(cellText)
        .filter(Boolean)
        .join(CELL);
}

export function tillRowsOf(page: PageText, model: PageModel): TillRow[] {
  const byLine = segmentsByLine(page.segments);
  const labelled = amountLabelled(model);
  return [...byLine.keys()]
    .sort((a, b) => a - b)
    .map((ln) => {
      const segs = (byLine.get(ln) ?? []).sort((a, b) => a.x - b.x);
      // Cells apart by two spaces: "16,50" and "234,30" in cells of their own are no "50 234,30".
      const text = rowText(segs, labelled);
      const m = PRICE.exec(text);
      // A minus after the price ("12.99-T", "1,50-") makes it negative, as one before it does.
      const read = m ? parseAmount(m[1]!) : null;
      const amount = read !== null && m?.[2] ? -Math.abs(read) : read;
      const description = (m ? text.slice(0, m.index) : text).replace(/\s{2,}/g, ' ').trim();
      const words = tokens(text);
      const money = handsOver(words.filter((w) => !/^\d+$/.test(w)));
      // A totals label whose figure OCR misread ("Summe EUR  95701" for 93,61) still ends the
      // items: its figure is none, the items' sum is then found printed under it, or not at all.
      const unread =
        amount === null && segs.length > 1 && UNREAD_FIGURE.test(cellText(segs[segs.length - 1]!));
      const isLabelled =
        (amount !== null || unread) && (segs.some((s) => labelled.has(s)) || totalOfCount(description));
      const totals = isLabelled || (amount !== null && money);
      // Its quantity's row names nothing: no word of four letters once the arithmetic is taken out.
      // Its price misread ("2x F35" for "2 x 1,35"), the count and times sign still say it.
      // Its times sign lost on a scan ("2  3,95  7,90"), the count times the price still say it.
      const lost = page.readConfidence !== undefined ? timesLost(description, amount) : null;
      const quantity =
        ((TIMES.test(text) || UNIT_PRICE.test(text)) &&
          !/\p{L}{4,}/u.test(text.replace(/\p{L}{1,3}\/\p{L}{1,3}/gu, ''))) ||
        (amount !== null && MISREAD_TIMES.test(description)) ||
        lost !== null;
      const named = /\p{L}{3}/u.test(description);
      return {
        description,
        amount,
        item: amount !== null && !totals && !quantity && named,
        quantity,
        bare: amount !== null && !totals && !quantity && !description,
        rule: !/[\p{L}\p{N}]/u.test(text),
        totals,
        labelled: isLabelled,
        priced: !!m && text.slice(0, m.index).endsWith(CELL),
        product: productOf(text) ?? lost,
        prices: [...text.matchAll(PRICES)].map((p) => parseAmount(p[0]) ?? NaN),
        left: segs[0]?.x ?? 0,
        figure:
          amount === null && segs.length > 1 && MISREAD_FIGURE.test(cellText(segs[segs.length - 1]!))
            ? cellText(segs[segs.length - 1]!)
            : null,
      };
    });
}

/**
 * A till's total printing the count of what it sums, and nothing else ("SUM 8 VARER", "SUBTOTAL 3
 * ITEMS", "TOTAAL 8 artikelen"): it closes the items as its bare word would. Read here only, where
 * its rows are counted: as the page's total it is no surer than the label's own reading.
 */
function totalOfCount(description: string): boolean {
  const t = tokens(description);
  const n = t.length - 2;
  if (n < 1 || !/^\d{1,3}$/.test(t[n]!) || !goodsIn(t, null).has(n + 1)) return false;
  const head = t.slice(0, n);
  return [...RECEIPT_WORDS.total, ...RECEIPT_WORDS.notTotal].some(
    (p) => p.length === head.length && p.every((w, k) => head[k] === w),
  );
}

/**
 * Words of money changing hands at the till ("CASH 20.00", "Paid by card", "TOTAL PAID", "Change"):
 * at the head or the close of a short row. Within a longer description they say what an item was
 * ("Stamp Duty Land Tax paid on your behalf to HMRC", a solicitor's disbursement).
 */
function handsOver(words: string[]): boolean {
  const at = [RECEIPT_WORDS.tendered, RECEIPT_WORDS.change].flatMap((phrases) =>
    phrases.flatMap((p) =>
      words.flatMap((_, i) => (p.every((w, k) => words[i + k] === w) ? [[i, i + p.length - 1]] : [])),
    ),
  );
  return at.some(([from, to]) => words.length < SENTENCE || from! < EDGE || to! >= words.length - EDGE);
}

/** A row of so many words is a description, not a till's label of money. */
const SENTENCE = 6;
/** How near the row's head or close a till's word of money stands. */
const EDGE = 2;

/** A row naming a tax ("Add: CGST 6%", "VAT @ 5%"): a run of such is the taxes a total adds, no items. */
export const namesTax = (r: Pick<TillRow, 'description'>): boolean =>
  tokens(r.description).some((w) => QUALIFIER_GROUPS.vat.has(w) || NAMED_TAXES.has(w));
