import type { PageModel } from './page-model';
import { parseAmount } from './normalize';
import { cents } from './receipt-arithmetic';
import type { Row } from './till-rows';
import { findValues } from './values';

/**
 * What a till took after a deposit paid earlier came off ("I alt DKK 5.834,00" / "Betalt a conto
 * 14.02.2026 -1.500,00" / "Betalt med Dankort 4.334,00"): the money handed over is the total less
 * the minus rows printed between them, and that, not the total, is what was paid now. Read by the
 * arithmetic alone, whatever the deduction's words (a deposit, an advance, a voucher): a tender
 * that is the total less what the page prints as taken off, on the lines between them.
 */
export function paidAfterDeduction(model: PageModel, totals: Row[], tendered: Row[]): Row[] {
  const out: Row[] = [];
  for (const total of totals)
    for (const paid of tendered) {
      if (paid.line <= total.line || paid.value <= 0) continue;
      const taken = deducted(model, total.line, paid.line);
      if (taken > 0 && cents(total.value) - taken === cents(paid.value)) out.push(paid);
    }
  return out;
}

/** The minus figures printed on the lines strictly between two lines, in cents. */
function deducted(model: PageModel, after: number, before: number): number {
  let taken = 0;
  for (const { seg } of model.segs) {
    if (seg.line <= after || seg.line >= before) continue;
    for (const v of findValues('amount', seg.text)) {
      const amount = parseAmount(v.text);
      const minus =
        amount !== null &&
        amount !== undefined &&
        (amount < 0 || MINUS_BEFORE.test(seg.text.slice(0, v.start)));
      if (minus) taken += Math.abs(cents(amount));
    }
  }
  return taken;
}

/** A minus sign set apart from its figure ("- 1 000,00 €"), which the amount reader leaves out. */
const MINUS_BEFORE = /[-−–]\s*$/;
