import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { printedAmounts, printedAt, type PrintedAmount } from './printed-amounts';
import { cents, isVatOf, pageRates } from './receipt-arithmetic';
import { candidates } from './totals';
import { vatRatesIn } from './values';
import { sure } from './lost-digits';
import { vatReadBack } from './vat-read-back';

/**
 * A VAT found that the page's own arithmetic shows is not its VAT. Where the VAT line is read, its
 * label wins; where OCR misread that line's figure ("zzgl. 19 % MwSt. 31083.32" for 3.083,32), what
 * is left to find is another VAT word's figure, and it was answered at full confidence:
 * - the VAT of a deduction: a final bill breaks the instalment it takes off into its net and VAT
 *   ("abzgl. Abschlagsrg. -7.140,00" / "(netto 6.000,00 MwSt. 1.140,00)", "abzgl. Anzahlung -800,00"
 *   / "(darin enthaltene MwSt. 127,73)"): that VAT is the deduction's share, not the invoice's;
 * - on a scan, a figure its own line's rate contradicts: "zzgl. 19 % MwSt." beside a figure more
 *   than 19 % of the net the page labels and more than the share of its gross is a misread
 *   ("31083.32" of a net of 16.228,00). Only where the net or gross is read whole (its cents
 *   printed): a net OCR misread too would contradict a VAT read right.
 * Saying nothing is better than booking either.
 */
export function withoutContradictedVat(model: PageModel, found: Located[]): Located[] {
  if (!found.length) return found;
  const amounts = printedAmounts(model);
  return found.flatMap((l) => {
    const v = parseAmount(l.text);
    if (v === null || v <= 0 || l.via === 'arithmetic') return [l];
    if (deductionShare(model, l, v, amounts)) return [];
    if (model.page.readConfidence === undefined) return [l];
    if (!rateContradicts(model, l, v) && !totalsContradict(model, v)) return [l];
    // What the arithmetic proves the misread cell shows is its figure (vat-read-back.ts).
    const back = vatReadBack(model, l);
    return back ? [back] : [];
  });
}

/** How far from its deduction a deduction's breakdown is printed, in lines. */
const BESIDE_DEDUCTION = 2.5;
const near = (a: number, b: number) => Math.abs(a - b) < 0.011;

/**
 * Whether a VAT figure is the share of a deduction printed beside it: a minus figure smaller than
 * the page's largest (a deposit that is the whole gross has the gross's VAT, which is the page's),
 * whose VAT at a rate the page prints it is, or whose net printed beside it leaves it.
 */
function deductionShare(model: PageModel, l: Located, v: number, amounts: PrintedAmount[]): boolean {
  const largest = Math.max(0, ...amounts.map((a) => a.value));
  const rates = pageRates(model);
  return amounts.some((d) => {
    const off = -d.value;
    if (off <= 0 || off >= largest - 0.005) return false;
    if (Math.abs(l.box.y - d.box.y) > BESIDE_DEDUCTION * model.lineHeight) return false;
    return (
      isVatOf(v, off, rates) ||
      amounts.some(
        (n) => n.value > 0 && Math.abs(n.box.y - l.box.y) < model.lineHeight / 2 && near(n.value + v, off),
      )
    );
  });
}

/** A total read whole: its cents printed after a separator ("16.228,00", "$812.90"). */
const WHOLE = /\d[.,]\d{2}\D{0,3}$/;

/**
 * Whether a scan's VAT is more than its own line's one rate makes of any total the page reads
 * whole: more than the rate of the net, more than the share of the gross. A VAT less than them is
 * no contradiction: the net may hold items at a lower rate, the gross a tip or a fee outside VAT.
 */
function rateContradicts(model: PageModel, l: Located, v: number): boolean {
  // The rate of the VAT's own label, beside it: a VAT table's row on the same line prints another.
  const line = model.segs
    .filter((s) => Math.abs(s.seg.y - l.box.y) < model.lineHeight / 2 && s.seg.x < l.box.x + l.box.w)
    .sort((a, b) => b.seg.x - a.seg.x)
    .slice(0, 2);
  const rates = [...new Set(line.flatMap((s) => vatRatesIn(s.seg.text)))];
  const [rate] = rates;
  if (rate === undefined || rates.length > 1) return false;
  const whole = (id: string, least: number) =>
    candidates(model, id)
      .filter(
        (c) =>
          c.l.score >= SURE &&
          c.l.via !== 'below' &&
          c.value > least &&
          WHOLE.test(c.l.text.trim()) &&
          ownLabel(model, c.l, id),
      )
      .map((c) => c.value);
  // A gross less than the VAT is itself misread ("TOTAL DUE £5.98 20" for 1,912.80): it bounds
  // nothing. A VAT more than its net is more than any rate makes of it.
  const bounds = [
    ...whole('total_excl', 0).map((n) => (n * rate) / 100),
    ...whole('total_incl', v).map((g) => (g * rate) / (100 + rate)),
  ];
  return bounds.length > 0 && bounds.every((b) => cents(v) > cents(b) + 1);
}

/**
 * Whether a total was read beside a label of its own. What is left to pay, read for the gross where
 * the gross's own label found nothing, is the gross less a deposit ("Å betale 1 485,00" under "Sum
 * inkl. mva 1 985,00" and "Forskudd betalt -500,00"): its rate's share bounds no VAT.
 */
function ownLabel(model: PageModel, l: Located, id: string): boolean {
  const label = l.from && model.segs.find((s) => s.seg === l.from)?.label;
  return !label || label.concept.id === id;
}

/** A total found at least this surely is a totals block's (as totals.ts says). */
const SURE = 0.5;

/** How far apart, in cents, the rate's VAT and the totals' difference may be (a 5-cent rounding). */
const ROUNDED = 5;

/**
 * Whether a scan's VAT is contradicted by the net and gross read whole around it, where those two
 * agree with each other at the one rate the page prints ("Total exkl. MWST 4'418.90", "MWST 8.1 %",
 * "Total 4'776.85": 8.1 % of the net is the gross less the net, to the page's rounding) and the VAT
 * read is neither ("257.93" for 357.93): a digit of it was misread, two totals say so.
 */
function totalsContradict(model: PageModel, v: number): boolean {
  const rates = pageRates(model);
  if (rates.length !== 1) return false;
  const rate = rates[0]!;
  const grosses = sure(model, 'total_incl');
  return sure(model, 'total_excl').some((n) =>
    grosses.some((g) => {
      const byRate = cents((n * rate) / 100);
      const between = cents(g - n);
      // What else lies between the totals, printed (a rounding line), explains the VAT read.
      const rest = cents(g - n - v) / 100;
      return (
        printedAt(model, Math.abs(rest)) === null &&
        Math.abs(byRate - between) <= ROUNDED &&
        Math.abs(cents(v) - byRate) > ROUNDED &&
        Math.abs(cents(v) - between) > ROUNDED
      );
    }),
  );
}
