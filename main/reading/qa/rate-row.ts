import type { Box } from '../types';
import { round2 } from '../../util/round';
import { parseAmount } from './normalize';
import type { SegmentInfo } from './page-model';
import { findValues } from './values';

/** How far a row's VAT may be from its rate of the base: half a cent of rounding and a cent. */
const RATE_ROUNDING = 0.011;
/** The highest VAT rate a row may print (as a fraction). */
const MAX_RATE = 0.3;

export type RateRow = {
  /** The rate, as a fraction (0.25). */
  rate: number;
  line: number;
  y: number;
  bottom: number;
  base: number;
  vat: number;
  fromGross: boolean;
  /** The row's gross: its base with the VAT in it, or the base itself where that is the gross. */
  gross: number;
  /** Whether the VAT is the row's gross less its net, its own cell read as no amount. */
  derived: boolean;
  box: Box;
  /** Where the row prints its gross, when it does. */
  grossBox?: Box;
};

type Amount = { value: number; s: SegmentInfo };

/**
 * One row of a VAT table read by its arithmetic alone: a rate ("9%", "A 5,50%") and, right of it,
 * a base and a VAT that is that rate of the base (or of the base with the VAT in it). No heading
 * need name the columns ("BTW | Over | Bedrag"). Where OCR misread the VAT cell ("A 7,0% | 31,40 |
 * 220 | 33,60": its separator lost), the net and gross either side of it still tell it.
 */
export function rateRow(segs: SegmentInfo[]): RateRow | null {
  const rates = segs.flatMap((s) => findValues('percent', s.seg.text).map((v) => ({ v, s })));
  const stated = rates.length === 1 ? rates[0] : undefined;
  const rate = stated
    ? { s: stated.s, p: Number(stated.v.normalized.replace('%', '')) / 100, bare: false }
    : bareRate(segs);
  const p = rate?.p ?? NaN;
  if (!rate || !(p > 0 && p <= MAX_RATE)) return null;
  const amounts = segs
    .filter((s) => s.seg.x > rate.s.seg.x && !s.seg.text.includes('%'))
    .flatMap((s) => findValues('amount', s.seg.text).map((v) => ({ value: parseAmount(v.text) ?? NaN, s })))
    .filter((a) => Number.isFinite(a.value) && a.value !== 0);
  const line = segs[0]?.seg.line ?? -1;
  const at = {
    rate: p,
    line,
    y: Math.min(...segs.map((s) => s.seg.y)),
    bottom: Math.max(...segs.map((s) => s.seg.y + s.seg.h)),
  };
  // The base stands left of its VAT ("Netto | MwSt"), or a gross right of it ("BTW | Totaal").
  const pairs = [
    ...amounts.flatMap((base, i) => amounts.slice(i + 1).map((vat) => [base, vat] as const)),
    ...amounts.flatMap((vat, i) => amounts.slice(i + 1).map((base) => [base, vat] as const)),
  ];
  for (const [base, vat] of pairs) {
    const fromNet = Math.abs(base.value * p - vat.value) < RATE_ROUNDING;
    const fromGross = Math.abs((base.value * p) / (1 + p) - vat.value) < RATE_ROUNDING;
    if (!fromNet && !fromGross) continue;
    // A rate printed bare holds only where the row also prints the net and VAT's sum, its gross:
    // three figures that agree, not a quantity that happens to make one figure of another.
    const gross = fromNet ? base.value + vat.value : base.value;
    if (
      rate.bare &&
      (!fromNet || !amounts.some((a) => a !== base && a !== vat && Math.abs(a.value - gross) < 0.011))
    )
      continue;
    const row = { base: base.value, vat: vat.value, fromGross: !fromNet, gross: round2(gross) };
    const printed = fromNet ? amounts.find((a) => Math.abs(a.value - gross) < 0.011) : base;
    return { ...at, ...row, derived: false, box: vat.s.seg, grossBox: printed?.s.seg };
  }
  const misread = vatUnread(segs, amounts, p);
  return misread && { ...at, ...misread, fromGross: false, derived: true };
}

/**
 * A row whose VAT cell OCR misread ("220" of 2,20, "T051" of 10,31): its net, a cell read as no
 * amount, and its gross, left to right, where the gross less the net is the rate of the net. Three
 * figures printed agree (rate, net, gross), and the cell between stands where the VAT is printed.
 */
function vatUnread(
  segs: SegmentInfo[],
  amounts: Amount[],
  p: number,
): { base: number; vat: number; gross: number; box: Box; grossBox: Box } | null {
  for (const [i, net] of amounts.entries())
    for (const gross of amounts.slice(i + 1)) {
      const vat = round2(gross.value - net.value);
      if (!(vat > 0) || Math.abs(net.value * p - vat) >= RATE_ROUNDING) continue;
      const between = segs.find(
        (s) =>
          s.seg.x > net.s.seg.x + net.s.seg.w / 2 &&
          s.seg.x < gross.s.seg.x &&
          s !== net.s &&
          s !== gross.s &&
          /\d/.test(s.seg.text) &&
          findValues('amount', s.seg.text).length === 0,
      );
      if (between)
        return { base: net.value, vat, gross: gross.value, box: between.seg, grossBox: gross.s.seg };
    }
  return null;
}

/** A rate printed bare under a "%" heading: "7,0", "19", "5.5" (one decimal at most, no amount's cents). */
const BARE_RATE = /^\d{1,2}(?:[.,]\d)?$/;

/**
 * A till's VAT table may print its rates bare, the "%" in the heading over them ("MwSt | % | Netto
 * | MwSt | Brutto" over "A | 7,0 | 13,04 | 0,91 | 13,95"): the first cell of the row that is such a
 * figure, read as a rate. Only where no cell prints a "%" of its own.
 */
function bareRate(segs: SegmentInfo[]): { s: SegmentInfo; p: number; bare: boolean } | undefined {
  const s = [...segs].sort((a, b) => a.seg.x - b.seg.x).find((c) => BARE_RATE.test(c.seg.text.trim()));
  return s ? { s, p: Number(s.seg.text.trim().replace(',', '.')) / 100, bare: true } : undefined;
}

/** The most a VAT may be of its net (the highest rate), so the smaller of two parts is the VAT. */
export const MAX_SHARE = MAX_RATE;
