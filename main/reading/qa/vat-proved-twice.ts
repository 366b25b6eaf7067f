import type { Located } from './locate';
import { amountText } from './normalize';
import type { PageModel } from './page-model';
import { cents } from './receipt-arithmetic';
import { cellsOf } from './unread-value';
import { withoutRates } from './ocr-figures';
import { vatRatesIn } from './values';
import { SURE, type Total } from './vat-table';

/** The VAT two sums show is a little less sure than the totals it rests on. */
const DERIVED = 0.85;

/**
 * A scan's VAT whose figure OCR misread past reading: letters for digits ("5P3775" of 5 237,75,
 * "4AT 75"), or a digit read as another ("35.15" of 85.15, "60155" of 601,35). No digit of the cell
 * is read back. Where the page's sure net and sure gross are read whole, the gross less the net is
 * the VAT where the one rate its VAT line prints makes the same figure of the net, to the cent: two
 * facts of the page agree ("Subtotal 655.00", "HST 13%", "Total 740.15": 85.15 twice). A page of
 * two rates, or a difference the rate does not make (shipping, a discount between them), says
 * nothing here. A text layer prints what its maker wrote.
 */
export function vatProvedTwice(model: PageModel, net: Total[], gross: Total[]): Located | null {
  if (model.page.readConfidence === undefined) return null;
  const n = net.find((c) => c.l.score >= SURE && c.value > 0);
  const g = gross.find((c) => c.l.score >= SURE && c.value > 0);
  if (!n || !g) return null;
  const want = cents(g.value) - cents(n.value);
  if (want <= 0 || want >= cents(n.value)) return null;
  // The VAT's lines: each labelled a VAT, with the rate it prints on its line.
  const lines = model.segs.filter((s) => s.label?.concept.id === 'total_vat');
  const rates = new Set(
    lines.flatMap((s) =>
      model.segs.filter((o) => o.seg.line === s.seg.line).flatMap((o) => vatRatesIn(o.seg.text)),
    ),
  );
  const [rate] = [...rates];
  if (rates.size !== 1 || rate === undefined) return null;
  // To the cent: a cent apart is a rounding line's, or a misread gross's ('Arrondi -0.01').
  if (cents((n.value * rate) / 100) !== want) return null;
  const own = lines.find((s) => vatRatesIn(s.seg.text).length) ?? lines[0];
  if (!own) return null;
  // Where the figure stands: the last cell of the VAT's line holding a digit, else its label.
  const cells = cellsOf(model, own).filter((c) => /\d/.test(withoutRates(c.text)));
  const box = cells[cells.length - 1]?.at.seg ?? own.seg;
  const comma = /\d,\d{2}\b/.test(n.l.text) || /\d,\d{2}\b/.test(g.l.text);
  return {
    text: amountText(want / 100, comma),
    normalized: String(want / 100),
    box,
    score: Math.min(n.l.score, g.l.score) * DERIVED,
    via: 'arithmetic',
    from: own.seg,
  };
}
