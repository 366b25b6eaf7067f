import { findConcept } from './find';
import { conceptById } from './lexicon';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { findValues } from './values';
import { sameCents } from './normalize';

/** The totals a gross answers: what is paid, the gross. */
const PAID = new Set(['total_incl', 'amount_due']);

/**
 * A gross found closing a row that prints the page's net before it, and between them the figures
 * it adds up ("Total | 6,170.00 | 528.30 | 528.30 | 1,056.60" under "Taxable Value 6,170.00"): the
 * row is a tax table's sum, its last cell the taxes' total, smaller than the net a gross includes.
 * Where OCR misread the bill's own total ("Grand Total X7, 22700"), that cell is no answer to it.
 * A row that runs from the net to what is left to pay ("36 240,00 | 9 060,00 | 45 300,00 |
 * -15 000,00 | 30 300,00") adds up to no such sum, and stands.
 */
export function notTaxesBesideNet(model: PageModel, conceptId: string, found: Located[]): Located[] {
  if (!PAID.has(conceptId) || !found.length) return found;
  const excl = conceptById.get('total_excl');
  const net = excl ? Number(findConcept(model, excl)[0]?.normalized) : NaN;
  if (!Number.isFinite(net) || net <= 0) return found;
  return found.filter((f) => !taxesOfRow(model, f, net));
}

/** Whether the figures between the net and the one found, on its row, add up to it. */
function taxesOfRow(model: PageModel, f: Located, net: number): boolean {
  const value = Number(f.normalized);
  if (!(value < net)) return false;
  const half = model.lineHeight / 2;
  const cells = model.segs
    .filter((s) => Math.abs(s.seg.y - f.box.y) < half && s.seg.x < f.box.x)
    .sort((a, b) => a.seg.x - b.seg.x)
    .flatMap((s) => findValues('amount', s.seg.text).map((v) => Number(v.normalized)));
  const at = cells.findIndex((v) => sameCents(v, net));
  const between = cells.slice(at + 1);
  return (
    at >= 0 &&
    between.length > 0 &&
    sameCents(
      between.reduce((a, b) => a + b, 0),
      value,
    )
  );
}
