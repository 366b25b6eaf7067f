import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { printedAmounts } from './printed-amounts';
import { candidates } from './totals';
import { vatReadBack } from './vat-read-back';

/**
 * A VAT total is a share of the money it is charged on: it is smaller than some other figure its
 * page prints (the net it is charged on, the gross it is part of), and negative only on a page
 * whose total is. A figure that is not (a scan's "21803.57" for 2 803.57 over a gross of
 * 21 494.00, a deduction's "-5.950,00" on an invoice of 2.994,04) was read from the wrong line or
 * misread: saying nothing is better than booking it, unless the page's arithmetic reads it back. Compared with every figure the page prints,
 * whatever its label: OCR misreads totals too (a net read "177590"), and a VAT is dropped only
 * where no figure at all could be its base.
 */
export function plausibleVat(model: PageModel, found: Located[]): Located[] {
  if (!found.length) return found;
  const amounts = printedAmounts(model).map((p) => p.value);
  // A credit note prints its totals negative: its largest figure is.
  const largest = amounts.reduce((a, b) => (Math.abs(b) > Math.abs(a) ? b : a), 0);
  const negativeTotal = () => largest < 0 || candidates(model, 'total_incl').some((c) => c.value < 0);
  return found.flatMap((f) => {
    const v = parseAmount(f.text);
    if (v === null || v === 0) return [f];
    if (v < 0 && !negativeTotal()) return [];
    const others = amounts.map(Math.abs).filter((a) => Math.abs(a - Math.abs(v)) >= 0.005);
    if (!others.length || Math.abs(v) < Math.max(...others)) return [f];
    // A scan's VAT misread larger than the page, its net's rate shown by its digits (vat-read-back.ts).
    const back = v > 0 ? vatReadBack(model, f) : null;
    return back ? [back] : [];
  });
}
