import type { Located } from './locate';
import type { PageModel } from './page-model';
import { printedAmounts } from './printed-amounts';
import { cents } from './receipt-arithmetic';
import { SURE, type Total } from './vat-table';

/**
 * A percent sign after more digits than a rate has, or after a rate no tax or charge is levied at
 * ("(51%)" of "(5 %)"): the rate and a separator or a digit misread.
 */
const rateMisread = (text: string): boolean =>
  [...text.matchAll(/(\d+)(?:[.,]\d+)?\s?%/g)].some((m) => Number(m[1]) >= MISREAD_PERCENT);
const MISREAD_PERCENT = 30;

/**
 * A scan's second tax line whose label OCR misread past reading ("TPS GST 5%  80.50" over
 * "TVO 79519975%  160.60" for TVQ / QST 9,975 %): the one VAT line read is no total of the VAT. The
 * page's sure net and gross do not add up with it, and what they leave is the figure printed on a
 * line beside it whose rate OCR misread with its label ("79519975%", "MES (51%)"): another tax, read past its
 * words. Asked for the VAT as a whole, the page says nothing sure; the lines are read apart where
 * their labels are (vat-split-lines.ts). A line whose rate reads is what it says, a charge at its
 * rate ("Card fee 3%  1.82" between the tax and the total) or a tax its label names. A text layer
 * prints every label as its maker wrote it.
 */
export function taxLineUnread(model: PageModel, net: Total[], vat: Located[], gross: Total[]): boolean {
  if (model.page.readConfidence === undefined) return false;
  const n = net.find((c) => c.l.score >= SURE && c.value > 0);
  const g = gross.find((c) => c.l.score >= SURE && c.value > 0);
  const v = vat[0];
  if (!n || !g || !v) return false;
  const left = cents(g.value) - cents(n.value) - cents(Number(v.normalized));
  if (left <= 0) return false;
  const line = (v.from ?? v.box) as { line?: number };
  if (line.line === undefined) return false;
  return printedAmounts(model).some((p) => {
    const at = (p.box as { line?: number }).line;
    if (at === undefined || Math.abs(at - line.line!) !== 1 || cents(p.value) !== left) return false;
    return model.segs.some((s) => s.seg.line === at && rateMisread(s.seg.text));
  });
}
