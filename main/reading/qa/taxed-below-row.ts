import type { PageModel } from './page-model';
import { printedAmounts } from './printed-amounts';
import { MAX_SHARE } from './rate-row';

/** A sure total of the page: its value and where it stands. */
type Placed = { value: number; y: number };

/**
 * Whether a table's sum row is the net the page's VAT is added to, not a VAT summary: an auction's
 * "Totals  735.00  183.75  918.75" (hammer, buyer's premium, both) adds up as net + VAT = gross does,
 * but under it "VAT @ 20% on buyer's premium  36.75" and "Invoice total  955.50" show the row's sum
 * is what the VAT was charged on: the row's sum and a figure on a VAT-labelled line below it make
 * one of the page's sure totals. Its middle column is something else than the VAT.
 * On a scan OCR may misread the VAT line's figure past reading ("56775" for 36.75, when the row's
 * figures read whole): the VAT line below the row and a sure total under that line, more than the
 * row's sum by at most the highest rate of it, say the same, that the VAT was charged on the sum.
 */
export function taxedBelowRow(model: PageModel, row: { sum: number; y: number }, totals: Placed[]): boolean {
  const below = (y: number) => y > row.y + model.lineHeight / 2;
  const vatLines = model.segs.filter((s) => s.label?.concept.id === 'total_vat' && below(s.seg.y));
  const onVatLine = (y: number) => vatLines.some((s) => Math.abs(s.seg.y - y) < model.lineHeight / 2);
  const added = printedAmounts(model).some(
    (p) =>
      p.value > 0 &&
      below(p.box.y) &&
      onVatLine(p.box.y) &&
      totals.some((t) => Math.abs(row.sum + p.value - t.value) < CENT),
  );
  if (added || model.page.readConfidence === undefined) return added;
  return vatLines.some((v) =>
    totals.some(
      (t) =>
        t.y > v.seg.y + model.lineHeight / 2 &&
        t.value > row.sum + CENT &&
        t.value <= row.sum * (1 + MAX_SHARE),
    ),
  );
}

/** A cent, and a little for the floating point. */
const CENT = 0.011;
