import { inflected, RECEIPT_WORDS } from '../lang';
import { costsIn, purchasesIn } from '../lang/phrases';
import type { Box } from '../types';
import type { Located } from './locate';
import { parseAmount, tokens } from './normalize';
import type { PageModel } from './page-model';
import { cents } from './receipt-arithmetic';
import { hasPhrase } from './till-rows';
import { findValues } from './values';
import { countedLines } from './counted-lines';
import { pricedRows } from './priced-rows';

/**
 * The words printed left of a value on its line, and the value's own segment: its label. A line of
 * two labelled values ("Montant payé 150,35 €   Reste dû : 0,00 €") labels each by its own words,
 * from the other value on; where only figures stand between (a rate, a base), the line's.
 */
export function labelWords(model: PageModel, box: Box): string[] {
  const left = model.segs
    .filter((s) => Math.abs(s.seg.y - box.y) < model.lineHeight / 2 && s.seg.x <= box.x + 1)
    .sort((a, b) => a.seg.x - b.seg.x);
  const before = (s: (typeof left)[number]) =>
    s.seg.x + s.seg.w <= box.x && findValues('amount', s.seg.text).length > 0;
  const last = left.map(before).lastIndexOf(true);
  const own = left.slice(last + 1).flatMap((s) => s.tokens.filter((t) => /\p{L}/u.test(t)));
  return own.length ? left.slice(last + 1).flatMap((s) => s.tokens) : left.flatMap((s) => s.tokens);
}

/**
 * A bill paid in full prints what is left to pay as nothing ("Balance Due USD 0.00" on a hotel's
 * folio, "Amount Now Due: USD 0.00"): asked what was paid, or what the stay cost, the answer is
 * the total the payment settled, not the nothing left. The arithmetic shows it: the gross is
 * printed again on another line, as the payment that took it ("Payments (796.07)", "Total Paid",
 * a card's line), and gross less payment is the zero. A question in the zero's own words ("What
 * is the amount due?", "Balance?") is answered by the zero, as printed, and so is one asking
 * what there is to pay ("How much do we have to pay?": nothing, on Atlassian's paid invoice).
 */
export function settledTotal(
  model: PageModel,
  found: Located[],
  asked: string[],
  grossTotals: () => Located[],
): Located[] {
  const top = found[0];
  if (!top || Number(top.normalized) !== 0) return found;
  const zeroLabel = new Set(labelWords(model, top.box));
  if (asked.some((k) => zeroLabel.has(k))) return found;
  const gross = grossTotals().find((l) => Number(l.normalized) > 0);
  if (!gross) return found;
  const paid = cents(Number(gross.normalized));
  const lines = new Set(
    model.segs
      .filter(({ seg }) =>
        findValues('amount', seg.text).some((v) => Math.abs(cents(parseAmount(v.text) ?? NaN)) === paid),
      )
      .map(({ seg }) => seg.line),
  );
  if (!askedPaid(asked) && !askedPayment(model, asked, lines, gross)) return found;
  // A scan whose payment line OCR misread ("Vorauszahlung -528 112") cannot show the zero settled
  // the gross, nor that it did not: a zero is no price paid, and saying nothing is better.
  if (lines.size < 2) return model.page.readConfidence === undefined ? found : [];
  return [{ ...gross, score: Math.max(gross.score, top.score) }, ...found];
}

/**
 * A question naming the way the gross was paid, as its payment line prints it ("Hvor meget betalte
 * klinikken med MobilePay?" of "Betalt MobilePay 13.10.2026  -3.675,00"): that payment is asked,
 * in any language, not the nothing left after it. The gross's own line is no payment's.
 */
function askedPayment(model: PageModel, asked: string[], lines: Set<number>, gross: Located): boolean {
  const line = model.segs.find((s) => Math.abs(s.seg.y - gross.box.y) < model.lineHeight / 2)?.seg.line;
  const printed = new Set(
    model.segs.filter((s) => s.seg.line !== line && lines.has(s.seg.line)).flatMap((s) => s.tokens),
  );
  const worded = asked.filter((k) => k.length > 2 && /\p{L}/u.test(k));
  if (!worded.some((k) => printed.has(k))) return false;
  // What one item cost, paid that way ("for den ekstra nøgle med MobilePay"): the item's line is
  // asked, not the payment of the whole bill.
  const table = countedLines([model.page]).map((l) => tokens(String(l.value)));
  const items = table.length ? table : pricedRows(model);
  const prints = (item: string[], k: string) =>
    item.some((t) => t === k || inflected(k, t) || inflected(t, k));
  return !worded.some((k) => items.some((i) => prints(i, k)));
}

/**
 * A question of what was paid ("the total paid", "charged to the card") or of what a purchase cost
 * ("What did the hotel stay cost?", "How much did it cost?"): of the price, not of what is left to pay.
 */
const askedPaid = (asked: string[]): boolean =>
  hasPhrase(asked, RECEIPT_WORDS.tendered) ||
  purchasesIn(asked, null).size > 0 ||
  // Or in a verb of costing ("How much did it cost?", "Hvad kostede nøglerne?"): a price.
  costsIn(asked, null).size > 0;
