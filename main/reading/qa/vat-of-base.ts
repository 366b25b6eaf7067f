import { conceptById } from './lexicon';
import { findConcept } from './find';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { checkTotals } from './totals';
import { inItemTable } from './item-row';
import { findValues } from './values';

/** How far a VAT may be from its rate of a base: a cent, and half a cent of rounding. */
const ROUNDING = 0.016;
/** The page's VAT is this sure at least to stand for the VAT of a base it is the rate of. */
const SURE = 0.5;
/** A VAT read through its base rests on two findings: a little less than the VAT's own label. */
const DERIVED = 0.8;

/** The one rate printed left of a value on its line ("VAT @ 23%", "Sales tax 7.5%"), or null. */
function rateBeside(model: PageModel, l: Located): number | null {
  const rates = model.segs
    .filter((s) => Math.abs(s.seg.y - l.box.y) < model.lineHeight / 2 && s.seg.x + s.seg.w <= l.box.x + 1)
    .flatMap((s) => findValues('percent', s.seg.text));
  return rates.length === 1 ? Number(rates[0]?.normalized.replace('%', '')) / 100 : null;
}

/**
 * "What's the VAT on the accountants' fees?", "What did they add in tax on the materials?": the
 * words beyond the VAT name what it is charged on, and the page's labels found by them hold the
 * base ("Taxable materials 2,221.05") or the base with its VAT ("Fees incl. VAT 4,612.50"), no tax.
 * When the page's VAT is its printed rate of that amount (7.5 % of 2,221.05 is 166.58), or the
 * rate's share of it as a gross (23/123 of 4,612.50 is 862.50), the VAT is the answer; else the
 * finding stands as it was.
 */
export function vatOfBase(model: PageModel, found: Located[]): Located[] {
  const base = found[0];
  const concept = conceptById.get('total_vat');
  const x = base && parseAmount(base.text);
  if (!base || !concept || !x || x <= 0) return found;
  // An item's row of the line table found by its words ("Buggy hire | 8 | 30.00 | 20% | 240.00"
  // asked "How much VAT is on the buggy hire?") prints its price and amount, no VAT: unless the
  // page's VAT is shown to be of it, nothing there answers.
  const unshown = inItemTable(model, base.box) ? [] : found;
  const vat = checkTotals(model, 'total_vat', findConcept(model, concept))[0];
  const v = vat && parseAmount(vat.text);
  // The figure found is the page's VAT itself ("VAT @ 20% on buyer's premium  36.75" under a
  // table's totals row): its label says what the VAT is charged on.
  if (vat && v && Math.abs(v - x) < 0.005) return found;
  if (!vat || !v || vat.score < SURE || v >= x) return unshown;
  const r = rateBeside(model, vat);
  if (r === null || r <= 0) return unshown;
  const of = Math.abs(x * r - v) <= ROUNDING || Math.abs((x * r) / (1 + r) - v) <= ROUNDING;
  return of ? [{ ...vat, score: vat.score * DERIVED, via: 'arithmetic' }] : unshown;
}
