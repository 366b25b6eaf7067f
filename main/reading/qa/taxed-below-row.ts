import type { PageModel } from './page-model';
import { printedAmounts } from './printed-amounts';

/**
 * Whether a table's sum row is the net the page's VAT is added to, not a VAT summary: an auction's
 * "Totals  735.00  183.75  918.75" (hammer, buyer's premium, both) adds up as net + VAT = gross does,
 * but under it "VAT @ 20% on buyer's premium  36.75" and "Invoice total  955.50" show the row's sum
 * is what the VAT was charged on: the row's sum and a figure on a VAT-labelled line below it make
 * one of the page's sure totals. Its middle column is something else than the VAT.
 */
export function taxedBelowRow(model: PageModel, row: { sum: number; y: number }, totals: number[]): boolean {
  const below = (y: number) => y > row.y + model.lineHeight / 2;
  const vatLines = model.segs.filter((s) => s.label?.concept.id === 'total_vat' && below(s.seg.y));
  const onVatLine = (y: number) => vatLines.some((s) => Math.abs(s.seg.y - y) < model.lineHeight / 2);
  return printedAmounts(model).some(
    (p) =>
      p.value > 0 &&
      below(p.box.y) &&
      onVatLine(p.box.y) &&
      totals.some((t) => Math.abs(row.sum + p.value - t) < CENT),
  );
}

/** A cent, and a little for the floating point. */
const CENT = 0.011;
