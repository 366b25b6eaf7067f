import { conceptById } from './lexicon';
import { overlapX } from './geometry';
import { findConcept } from './find';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { columnTotal } from './column-total';
import { SURE as TOTAL_SURE, vatByRateRows, vatBySumRow, vatByTableSum, type Total } from './vat-table';
import { vatBySumRowMisread } from './sum-row-misread';
import { bestTriple, rowOnly, rowShareDemoted, type Triple } from './total-triple';
import { stackedTotals } from './stacked-totals';
import { roundings } from './rounding';
import { noVatStated } from './no-vat';
import { vatByRateLine } from './vat-rate-line';
import { vatTotalOfParts } from './vat-parts';
import { AGREEMENT, DISAGREEING, SHOWN_BY_SUM } from './arithmetic-weights';
import { cents, isVatOf, pageRates } from './receipt-arithmetic';
import { leftToPay } from './left-to-pay';
import { levyAfterGross } from './levy-after-gross';
import { vatOfPickedParts } from './vat-pick-parts';
import { rateRowShares, underMisreadRow } from './rate-row-share';
import { printedAmounts, printedAt } from './printed-amounts';
import { DERIVED, labelWords, onVatLine, vatBySum } from './vat-split-lines';
import { vatProvedTwice } from './vat-proved-twice';
import { taxLineUnread } from './tax-line-unread';

/** Which printed total each concept is, in net + VAT = gross. */
const ROLE: Record<string, 'net' | 'vat' | 'gross'> = {
  total_excl: 'net',
  total_vat: 'vat',
  total_incl: 'gross',
};
// The amount due is not in the sum: what was paid in advance comes off the gross ("Zahlbetrag").
const CANDIDATES = 4;
/** What a VAT printed on a page without any total is worth against one beside the totals. */
const NO_TOTALS = 0.85;

type Candidate = Total;

export function candidates(model: PageModel, id: string): Candidate[] {
  const concept = conceptById.get(id);
  if (!concept) return [];
  const stacked = stackedTotals(model).get(id) ?? [];
  return [...sumOfColumn(model, findConcept(model, concept)).slice(0, CANDIDATES), ...stacked]
    .map((l) => ({ l, value: parseAmount(l.text) ?? NaN }))
    .filter((c) => Number.isFinite(c.value));
}

/**
 * Totals checked by arithmetic: among the places that could state the asked total, the one that
 * makes net + VAT = gross with the page's other totals wins (a VAT column's "0%" line or a line's
 * amount under a "Summe" header does not add up). When nothing adds up, the finding stands as it is.
 */
export function checkTotals(
  model: PageModel,
  conceptId: string,
  unchecked: Located[],
  asked: string[] = [],
): Located[] {
  const read = checkedTotals(model, conceptId, unchecked, asked);
  // A later row's VAT under a first row OCR misread is no total, whatever adds up with it.
  const checked = conceptId === 'total_vat' ? read.filter((l) => !underMisreadRow(model, l)) : read;
  return ROLE[conceptId] && disputed(model) ? checked.map(misread) : checked;
}

/**
 * A scan's totals that do not add up: OCR misread a digit of one of them ("R 21803.57" for
 * "R 2 803.57" between 18 690.43 and 21 494.00), and nothing says which. Where the page prints a
 * sure net, VAT and gross and no three of them add up, a total found by its label alone is that
 * much less sure; one the arithmetic found (split VAT lines, the gross less the net) stands. A text layer prints what its maker wrote: its totals that do not add up have a reason
 * (shipping, a discount, another rate) and its labels stand.
 */
function disputed(model: PageModel): boolean {
  if (model.page.readConfidence === undefined) return false;
  const sure = (id: string) => candidates(model, id).filter((c) => c.l.score >= TOTAL_SURE && c.value > 0);
  const [net, vat, gross] = [sure('total_excl'), sure('total_vat'), sure('total_incl')];
  if (!net.length || !vat.length || !gross.length) return false;
  // What else lies between them is printed too: a rounding ("Öresavrundning 0,50"), a credit, a
  // second rate's VAT line. A misread digit leaves a difference the page prints nowhere.
  const explained = (d: number) => Math.abs(d) <= 0.011 || printedAt(model, Math.abs(d)) !== null;
  if (net.some((n) => vat.some((v) => gross.some((g) => explained(g.value - n.value - v.value)))))
    return false;
  // The VAT at a rate the page prints of the gross it is included in, or of the net: two totals
  // confirm each other ("GRAND TOTAL 6.70", "6% GST INCLUDED 0.38" under a subtotal before discount).
  const rates = pageRates(model);
  const ofNet = (n: number, v: number) => rates.some((r) => Math.abs(cents((n * r) / 100) - cents(v)) <= 1);
  return !vat.some(
    (v) => gross.some((g) => isVatOf(v.value, g.value, rates)) || net.some((n) => ofNet(n.value, v.value)),
  );
}

/** How much less sure a total is on a scan whose totals do not add up (see disputed). */
const DISPUTED = 0.6;
const misread = (l: Located): Located =>
  l.via === 'arithmetic' ? l : { ...l, score: l.score * DISPUTED, doubt: (l.doubt ?? 1) * DISPUTED };

function checkedTotals(
  model: PageModel,
  conceptId: string,
  unchecked: Located[],
  asked: string[],
): Located[] {
  // An amount due the page prints no label of its own for is read from its gross's labels (find.ts,
  // alsoFrom): it is checked as the gross is ("Sum | 5 444,67 | 764,33 | 6 209,00" under a VAT
  // table is no total of 764,33 where net + VAT = gross says 6 209,00).
  // Its minus rows under the gross leave the rest to pay (left-to-pay.ts).
  if (conceptId === 'amount_due' && unchecked.length && !ownDueLabel(model))
    return leftToPay(model, checkTotals(model, 'total_incl', unchecked, asked));
  const role = ROLE[conceptId];
  // Labels the text layer printed apart from their values: only where the totals add up with them.
  const stacked = role && !unchecked.length ? (stackedTotals(model).get(conceptId) ?? []) : [];
  const unfound = role === 'vat' ? vatUnlabelled : role === 'net' ? netBesideSplitVat : () => [];
  if (role && !unchecked.length && !stacked.length) return unfound(model, asked);
  const found = stacked.length
    ? stacked
    : role || conceptId === 'amount_due'
      ? sumOfColumn(model, unchecked)
      : unchecked;
  if (!role || found.length === 0) return found;
  const net = candidates(model, 'total_excl');
  const vat = candidates(model, 'total_vat');
  const gross = candidates(model, 'total_incl');
  const pickOf = (t: Triple) => (role === 'net' ? t.n : role === 'vat' ? t.v : t.g);
  // The gross may be rounded to whole money by a line of its own ("Öresutjämning 0,20"): totals
  // that add up only with it add up all the same, where what they pick is what was found surest:
  // they confirm it, and overturn nothing (India's VAT summary's sum row under its heading adds up
  // with the round-off too, but the CGST + SGST lines beside their labels are what is read).
  // Found equally surely, each is the surest: a tax summary's column sums (CGST, SGST, total tax)
  // read alike under their headings.
  const top = Math.max(...found.map((l) => l.score));
  const surest = found.filter((l) => l.score >= top - 1e-9).map((l) => parseAmount(l.text));
  const best =
    bestTriple(net, vat, gross, [0]) ??
    [bestTriple(net, vat, gross, roundings(model))].find((t) => t && surest.includes(pickOf(t).value)) ??
    null;
  if (!best && stacked.length) return unfound(model, asked);
  // A VAT table of several rates: the sum of its rows that makes the page's totals add up, where
  // one row's net + VAT = its own gross is no more than that row.
  const table =
    role === 'vat'
      ? (vatByTableSum(model, net, gross) ??
        vatByRateRows(model, gross, net) ??
        vatBySumRow(model, gross) ??
        vatBySumRowMisread(model, gross))
      : null;
  if (table && Number(table.normalized) !== best?.v.value)
    return [table, ...found.map((l) => ({ ...l, score: l.score * DISAGREEING }))];
  // Nothing adds up: VAT split over several lines (India's CGST + SGST) is their sum when it does;
  // a VAT printed as the difference of the net and gross totals outranks a VAT label's nearest
  // amount (the base beside "USt. 19%" is not the tax).
  if (!best && role === 'vat') {
    // Every VAT line as found: a column's sum keeps one of two equal lines (CGST and SGST alike).
    const vatConcept = conceptById.get('total_vat');
    const lines = vatConcept ? findConcept(model, vatConcept) : [];
    const summed = vatTotalOfParts(lines, asked, (l) => placeWords(model, l));
    if (summed) return summed;
    const split = vatBySum(model, net, gross, asked);
    if (split) return [split.sum, ...found.filter((l) => !split.parts.includes(l.normalized))];
    // A page that prints no total at all holds no totals block: a VAT word there is a table's
    // (a surcharge row's tax column, "Zuschlag Einwegverpackung  19 % USt  30,00"), and the page
    // that prints the totals says the VAT more surely.
    const totalsBlock = [...net, ...gross, ...candidates(model, 'amount_due')].some(
      (c) => c.l.score >= TOTAL_SURE,
    );
    const outside = totalsBlock ? found : found.map((l) => ({ ...l, score: l.score * NO_TOTALS }));
    // A scan's VAT figure misread past reading, the net and gross read whole: their difference,
    // where the VAT line's rate makes it too; what the VAT's cell read disagrees, and yields.
    const twice = vatProvedTwice(model, net, gross);
    if (twice) return [twice, ...outside.map((l) => ({ ...l, score: l.score * DISAGREEING }))];
    // A second tax line beside it, its label misread, leaves the VAT as a whole unread.
    if (taxLineUnread(model, net, outside, gross)) return [];
    // One rate's row of a scan's VAT table is no total (rate-row-share.ts).
    return [...vatByDifference(model), ...rateRowShares(model, outside)];
  }
  if (!best) return found;
  const pick = pickOf(best);
  if (rowOnly(model, best, gross, TOTAL_SURE)) return rowShareDemoted(model, best, found, pick);
  // A labelled total that adds an untaxed levy to the VAT's gross is what is paid (levy-after-gross.ts).
  if (role === 'gross') {
    const levied = levyAfterGross(model, found, pick, best.n, best.v, TOTAL_SURE, asked, (l) =>
      placeWords(model, l),
    );
    if (levied) return levied;
  }
  const same = (l: Located) => parseAmount(l.text) === pick.value;
  // Three figures that add up (net + VAT = gross, none zero) show each other: a VAT read from
  // under a table's heading ("Moms" over its one rate row) is as sure as a labelled one.
  // The gross must be the page's sure total: each row of a VAT table adds up on its own too.
  const shown = best.n.value > 0 && best.v.value > 0 && best.g.l.score >= TOTAL_SURE ? SHOWN_BY_SUM : 0;
  const agreeing = found
    .filter(same)
    .map((l) => ({ ...l, score: Math.min(1, Math.max(l.score + AGREEMENT, shown)) }));
  if (!agreeing.length) return found;
  // The VAT that adds up is the sum of the page's other VAT lines too (a tax summary's "Total Tax
  // 4,325.00" under "CGST 2,162.50" and "SGST 2,162.50" labelled beside): two proofs, and the lines'
  // own labels are no surer than their sum. Asked one line by name, vatTotalOfParts says nothing.
  if (role === 'vat') {
    const summed = partsSum(model, asked);
    if (summed && parseAmount(summed.text) === pick.value) {
      const rest = found.filter((l) => !same(l)).map((l) => ({ ...l, score: l.score * DISAGREEING }));
      return [summed, ...rest];
    }
    // The tax lines beside their labels that sum to it are its parts (vat-pick-parts.ts).
    const ofParts = shown
      ? vatOfPickedParts(model, found, unchecked, pick.value, asked, (l) => placeWords(model, l))
      : null;
    if (ofParts) return ofParts;
  }
  // What the sum leaves out is another row's amount (the tax breakdown's base beside "Umsatzsteuer").
  const others = found.filter((l) => !same(l)).map((l) => ({ ...l, score: l.score * DISAGREEING }));
  return [...agreeing, ...others].sort((a, b) => b.score - a.score);
}

/** The VAT lines' sum where one VAT amount found is it (vat-parts.ts), as sure as its surest line. */
function partsSum(model: PageModel, asked: string[]): Located | null {
  const vatConcept = conceptById.get('total_vat');
  const lines = vatConcept ? findConcept(model, vatConcept) : [];
  const summed = vatTotalOfParts(lines, asked, (l) => placeWords(model, l));
  if (!summed) return null;
  const surest = Math.max(...lines.map((l) => l.score));
  return { ...summed[0]!, score: Math.min(1, Math.max(summed[0]!.score, surest)) };
}

/** Whether the page labels an amount due of its own ("Zu zahlen", "Balance due"). */
const ownDueLabel = (model: PageModel): boolean =>
  model.segs.some((s) => s.label?.concept.id === 'amount_due');

/** A total printed as the last row of a column that sums the rows above it stands for the column. */
function sumOfColumn(model: PageModel, found: Located[]): Located[] {
  const out: Located[] = [];
  for (const l of found) {
    const sum = columnTotal(model, l) ?? l;
    if (!out.some((o) => o.normalized === sum.normalized)) out.push(sum);
  }
  return out;
}

/**
 * The words that say what a found value is: its label left of it, and for a value read under a
 * heading, the heading's ("CGST 6%" over 28.55 in a GST summary).
 */
function placeWords(model: PageModel, l: Located): string[] {
  const own = labelWords(model, l.box);
  if (l.via !== 'below') return own;
  const above = model.segs
    .filter((s) => s.seg.y < l.box.y - model.lineHeight / 2 && overlapX(s.seg, l.box) > 0)
    .sort((a, b) => b.seg.y - a.seg.y)[0];
  return [...own, ...(above?.tokens ?? [])];
}

/**
 * The net of an invoice that labels none beside its split VAT (India's CGST + SGST under the line
 * table): the gross less the VAT lines, where the page prints it (the lines' amount).
 */
function netBesideSplitVat(model: PageModel, asked: string[]): Located[] {
  const split = vatBySum(model, [], candidates(model, 'total_incl'), asked);
  const at = split && split.net !== null && printedAt(model, split.net);
  return at && split ? [{ ...at, score: split.sum.score * DERIVED, via: 'arithmetic' }] : [];
}

/**
 * The VAT where no VAT label finds it: a VAT table read by its arithmetic (its sum row, or its rate
 * rows), else the difference of the labelled net and gross, else zero where the page says so.
 */
function vatUnlabelled(model: PageModel): Located[] {
  const gross = candidates(model, 'total_incl');
  const net = candidates(model, 'total_excl');
  const table =
    vatBySumRow(model, gross) ??
    vatByRateRows(model, gross, net) ??
    vatByRateLine(model, gross, net) ??
    vatBySumRowMisread(model, gross);
  if (table) return [table];
  const difference = vatByDifference(model);
  if (!difference.length) {
    const twice = vatProvedTwice(model, net, gross);
    if (twice) return [twice];
  }
  // Nothing prints a VAT: the page may say in words that none is charged (no-vat.ts).
  if (difference.length) return difference;
  // The page's own net and gross (the first found, as vatByDifference takes them) must not differ.
  const sure = (c: Candidate | undefined) => (c && c.l.score >= TOTAL_SURE ? [c.value] : []);
  return noVatStated(model, sure(net[0]), sure(gross[0]));
}

/**
 * The VAT printed without a VAT label of its own ("Steuerbasisbetrag USt. 19%  198,00  37,62"): when
 * the page labels its net and gross totals, the one printed amount that is their difference, on a
 * line that names the VAT, is the VAT. On any other line the difference is what else lies between a
 * subtotal and a gross: the shipping ("Versandkosten  4,90"), a discount ("Less: Discount 10%"). Nothing is answered when no such amount is printed; when several places print it, the
 * first (the totals block comes before the footer) is taken.
 */
function vatByDifference(model: PageModel): Located[] {
  const n = candidates(model, 'total_excl')[0];
  const g = candidates(model, 'total_incl')[0];
  if (!n || !g || g.value === n.value || Math.sign(g.value) !== Math.sign(n.value)) return [];
  const want = Math.round((g.value - n.value) * 100) / 100;
  if (Math.abs(want) >= Math.abs(g.value)) return [];
  const hit = printedAmounts(model).find((p) => Math.abs(p.value - want) < 0.005 && onVatLine(model, p.box));
  if (!hit) return [];
  const score = Math.min(n.l.score, g.l.score) * DERIVED;
  return [{ text: hit.text, normalized: hit.normalized, box: hit.box, score, via: 'arithmetic' }];
}
