import { RECEIPT_WORDS } from '../lang';
import type { PageText } from '../types';
import { confidence } from '../confidence';
import type { FeatureCandidate } from './candidate';
import { segmentsByLine } from './geometry';
import { amountString, parseAmount, tokens } from './normalize';
import { pageModel, type PageModel } from './page-model';
import { hasPhrase } from './till-rows';
import { amountLabelled } from './reader-lines';
import { CURRENCY_MARK } from './values';

/**
 * A till receipt's items, and any page's that prints its lines without table headings: a row per
 * item, its name and its price at the right ("Krentenbol   2,60"), sometimes a row of its quantity
 * under it ("4 x 0,65", "0,512 kg à 29,90 kr/kg"), then the totals. The items are the rows right
 * above the first totals row, when their prices add up to an amount printed under them (the total,
 * or the subtotal before a tip); a quantity's row is part of its item. Anything less clear says
 * nothing: a wrong count is worse than none.
 */
export function tillLines(pages: PageText[]): FeatureCandidate[] {
  const [page] = pages;
  if (pages.length !== 1 || !page) return [];
  const rows = rowsOf(page, pageModel(page));
  const end = itemsEnd(rows);
  if (end < 1) return [];
  const items: Row[] = [];
  // A discount under its item ("ACTIE 2 VOOR 12,00  -3,90", "REMISE IMMEDIATE  -1,50") takes off
  // its price: in the sum, no item of its own.
  let adjusted = 0;
  for (let i = end - 1; i >= 0; i--) {
    const r = rows[i]!;
    const named = rows[i - 1];
    // A quantity's row may carry the item's price under its name ("Malerkrepp 50mm" over
    // "2 x 2,79   5,58").
    if (
      r.quantity &&
      r.amount !== null &&
      named &&
      named.amount === null &&
      /\p{L}{3}/u.test(named.description)
    ) {
      items.unshift({ ...r, description: named.description, item: true });
      i--;
      continue;
    }
    // A row that is its own quantity times its own price, that price in the prices' column, is a
    // priced line ("Km 14,2 à 16,50   234,30" on a taxi's fare), not the row of the item above.
    if (r.quantity && r.amount !== null && r.priced && r.product !== null && near(r.product, r.amount)) {
      items.unshift(r);
      continue;
    }
    // A row of the arithmetic of the item above, whatever it says besides ("Säule 04  42,18 l x
    // 1,749 EUR/l" under "Super E10  73,77"): its product is that item's price.
    if (r.amount === null && r.product !== null && named?.item && near(r.product, named.amount!)) continue;
    if (r.amount !== null && r.amount < 0 && named && (named.item || named.quantity)) {
      adjusted += r.amount;
      continue;
    }
    if (r.quantity || r.rule) continue;
    // Between the items and the totals a line may count them ("9 ITEMS", "Items: 6").
    if (!items.length && r.amount === null && end - i <= SKIPPED) continue;
    if (!r.item) break;
    items.unshift(r);
  }
  const sum = Math.round((items.reduce((s, r) => s + r.amount!, 0) + adjusted) * 100) / 100;
  const printed = rows.slice(end).some((r) => r.amount !== null && Math.abs(r.amount - sum) < 0.005);
  // Two items at least: one row over its total is the total printed twice, as often as an item.
  // An item of nothing (a free option, "0,00 €") may or may not count: the count is not clear.
  if (items.length < 2 || !printed || items.some((r) => r.amount === 0)) return [];
  return items.map((r) => ({
    value: r.description,
    description: r.description,
    quantity: null,
    unitPrice: null,
    amount: amountString(r.amount!),
    confidence: confidence(UNHEADED),
    pageRef: page.page,
  }));
}

/** As sure as a line table's row that shows no quantity x price (lines.ts). */
const UNHEADED = 0.7;

type Row = {
  description: string;
  amount: number | null;
  /** An item: a name and its price. */
  item: boolean;
  /** A row of an item's quantity and unit price ("4 x 0,65"): part of the item above. */
  quantity: boolean;
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
};

/** Amount-less rows passed over between the totals and the last item ("9 ITEMS"). */
const SKIPPED = 2;

const near = (a: number, b: number): boolean => Math.abs(a - b) < 0.005 + 1e-9;

/**
 * Where the items end: at the first row labelled as an amount (total, subtotal, VAT). Words of
 * money changing hands end them only on a page that labels none: the pack of every language reads
 * a row, and an item may hold another language's word ("2 DOOM BAR PINT", "Bar, vin glas": German
 * "bar" is cash). Money is handed over after the total, never among the items.
 */
function itemsEnd(rows: Row[]): number {
  const labelled = rows.findIndex((r) => r.labelled);
  const end = labelled >= 0 ? labelled : rows.findIndex((r) => r.totals);
  // Above it, a row of money's words is an item like any other.
  for (let i = 0; i < end; i++) {
    const r = rows[i]!;
    if (r.totals) rows[i] = { ...r, totals: false, item: !r.quantity && /\p{L}{3}/u.test(r.description) };
  }
  return end;
}

/** "14,2", "1,749": a quantity or unit price, its one separator a decimal point. */
const factor = (text: string): number => Number(text.replace(',', '.'));

/** Quantity times unit price, rounded to cents, from the row's "q x p". */
function productOf(text: string): number | null {
  const m = FACTORS.exec(text);
  if (!m || /[.,].*[.,]/.test(m[1]!) || /[.,].*[.,]/.test(m[2]!)) return null;
  const p = factor(m[1]!) * factor(m[2]!);
  return Number.isFinite(p) && p > 0 ? Math.round(p * 100) / 100 : null;
}

/** A quantity times a price: "4 x 0,65", "2 stk à 59,00", "0,512 kg à 29,90". */
const TIMES = /\d[\d.,]*\s*(?:\p{L}{1,3}\.?\s*)?(?:x|×|à|á|@|\*)\s*\d/iu;
/** Its two factors, as TIMES finds them. */
const FACTORS = /(\d[\d.,]*)\s*(?:\p{L}{1,3}\.?\s*)?(?:x|×|à|á|@|\*)\s*(\d[\d.,]*)/iu;
/**
 * A price closing its row, with two decimals, perhaps a currency or a tax code after it ("6,50 A"),
 * or a tax code's digit ("6,30 1": a French till's VAT code). Cells are joined by two spaces (see
 * rowsOf): a thousands group is set apart by one ("1 295,00").
 */
const PRICE = /(-?\d{1,3}(?:[ .,]\d{3})*[.,]\d{2})-?(?:\s+\p{L}{1,3}|\s+\d)?\s*$/u;

/** What joins a row's cells: two spaces, where a thousands group is set apart by one. */
const CELL = '  ';

function rowsOf(page: PageText, model: PageModel): Row[] {
  const byLine = segmentsByLine(page.segments);
  const labelled = amountLabelled(model);
  return [...byLine.keys()]
    .sort((a, b) => a - b)
    .map((ln) => {
      const segs = (byLine.get(ln) ?? []).sort((a, b) => a.x - b.x);
      // Cells apart by two spaces: "16,50" and "234,30" in cells of their own are no "50 234,30".
      const text = segs
        .map((s) => s.text.replace(CURRENCY_MARK, ' ').trim())
        .filter(Boolean)
        .join(CELL);
      const m = PRICE.exec(text);
      const amount = m ? parseAmount(m[1]!) : null;
      const description = (m ? text.slice(0, m.index) : text).replace(/\s{2,}/g, ' ').trim();
      const words = tokens(text);
      const money = hasPhrase(words, RECEIPT_WORDS.tendered) || hasPhrase(words, RECEIPT_WORDS.change);
      const isLabelled = amount !== null && segs.some((s) => labelled.has(s));
      const totals = isLabelled || (amount !== null && money);
      // Its quantity's row names nothing: no word of four letters once the arithmetic is taken out.
      const quantity = TIMES.test(text) && !/\p{L}{4,}/u.test(text.replace(/\p{L}{1,3}\/\p{L}{1,3}/gu, ''));
      return {
        description,
        amount,
        item: amount !== null && !totals && !quantity && /\p{L}{3}/u.test(description),
        quantity,
        rule: !/[\p{L}\p{N}]/u.test(text),
        totals,
        labelled: isLabelled,
        priced: !!m && text.slice(0, m.index).endsWith(CELL),
        product: productOf(text),
      };
    });
}
