import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { printedAt } from './printed-amounts';
import { candidates } from './totals';
import { SURE } from './vat-table';

/**
 * A VAT whose label says what it is charged on ("VAT @ 20% on buyer's premium  36.75", "MwSt. auf
 * Versand  1,90 €") is the invoice's whole VAT only where the page's arithmetic says so: a figure
 * printed above it and that VAT make the page's sure gross (the lots' 918.75 + 36.75 = "Invoice
 * total 955.50"). Else it is the VAT of a part (the shipping's), and the page's whole VAT unknown:
 * saying nothing is better than answering a part.
 */
export function chargedOnConfirmed(model: PageModel, found: Located[]): Located[] {
  const grosses = candidates(model, 'total_incl')
    .filter((c) => c.l.score >= SURE)
    .map((c) => c.value);
  return found.filter((l) => {
    const label = l.from && model.segs.find((s) => s.seg === l.from)?.label;
    if (!label?.chargedOn) return true;
    const v = parseAmount(l.text);
    if (v === null || v <= 0) return false;
    return grosses.some((g) => {
      const base = printedAt(model, g - v);
      return base !== null && g - v > v && base.box.y < l.box.y;
    });
  });
}
