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
  const end = rows.findIndex((r) => r.totals);
  if (end < 1) return [];
  const items: Row[] = [];
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
    if (r.quantity || r.rule) continue;
    if (!r.item) break;
    items.unshift(r);
  }
  const sum = Math.round(items.reduce((s, r) => s + r.amount!, 0) * 100) / 100;
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
};

/** A quantity times a price: "4 x 0,65", "2 stk à 59,00", "0,512 kg à 29,90". */
const TIMES = /\d[\d.,]*\s*(?:\p{L}{1,3}\.?\s*)?(?:x|×|à|á|@|\*)\s*\d/iu;
/** A price closing its row, with two decimals, perhaps a currency or a tax code after it ("6,50 A"). */
const PRICE = /(-?\d{1,3}(?:[ .,]\d{3})*[.,]\d{2})-?(?:\s+\p{L}{1,3})?\s*$/u;

function rowsOf(page: PageText, model: PageModel): Row[] {
  const byLine = segmentsByLine(page.segments);
  const labelled = amountLabelled(model);
  return [...byLine.keys()]
    .sort((a, b) => a - b)
    .map((ln) => {
      const segs = (byLine.get(ln) ?? []).sort((a, b) => a.x - b.x);
      const text = segs
        .map((s) => s.text)
        .join(' ')
        .replace(CURRENCY_MARK, ' ')
        .trim();
      const m = PRICE.exec(text);
      const amount = m ? parseAmount(m[1]!) : null;
      const description = m ? text.slice(0, m.index).trim() : text;
      const words = tokens(text);
      const money = hasPhrase(words, RECEIPT_WORDS.tendered) || hasPhrase(words, RECEIPT_WORDS.change);
      const totals = amount !== null && (segs.some((s) => labelled.has(s)) || money);
      // Its quantity's row names nothing: no word of four letters once the arithmetic is taken out.
      const quantity = TIMES.test(text) && !/\p{L}{4,}/u.test(text.replace(/\p{L}{1,3}\/\p{L}{1,3}/gu, ''));
      return {
        description,
        amount,
        item: amount !== null && !totals && !quantity && /\p{L}{3}/u.test(description),
        quantity,
        rule: !/[\p{L}\p{N}]/u.test(text),
        totals,
      };
    });
}
