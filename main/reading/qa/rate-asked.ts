import { NAMED_TAXES, QUALIFIER_GROUPS, questionPacks } from '../lang';
import { byLine } from './geometry';
import type { Located } from './locate';
import { parseAmount, tokens } from './normalize';
import type { PageModel, SegmentInfo } from './page-types';
import { cents, isVatOf } from './receipt-arithmetic';
import { statedRates } from './question-sum';
import { findValues, ratesIn } from './values';

/**
 * The VAT of one rate a question states ("Hoeveel btw tegen 9%?", "Wie viel MwSt zu 7 %?", "moms
 * 12 %?"): on a page charging two rates it is that rate's VAT line, not the other rate's nor their
 * total; a rate the page prints nowhere is charged nowhere there, and nothing is answered.
 */

/** As sure as a labelled value beside its label: the rate and the VAT word label it. */
const RATE_LINE = 0.9;

/**
 * The one rate a question states, as a number ("9%" 9, "7 %" 7, "5,5 %" 5.5, "7 Prozent" 7); null
 * where it states none or several (several are added up: question-sum.ts).
 */
export function askedRate(question: string): number | null {
  const all = tokens(question);
  const at = [...statedRates(all, questionPacks(all))].sort((a, b) => a - b);
  if (!at.length) return null;
  // A decimal rate is two figures side by side ("5,5 %" as "5", "5", "%"); figures apart are two rates.
  if (at.some((i, k) => k > 0 && i !== at[k - 1]! + 1) || at.length > 2) return null;
  const rate = Number(at.map((i) => all[i]!.replace('%', '')).join('.'));
  return Number.isFinite(rate) ? rate : null;
}

/** The one rate a line prints (0 % too: a zero-rated line charges none), or null. */
function lineRate(line: SegmentInfo[]): { rate: number; seg: SegmentInfo } | null {
  const rates = line.flatMap((s) => ratesIn(s.seg.text).map((rate) => ({ rate, seg: s })));
  const distinct = new Set(rates.map((r) => r.rate));
  const [first] = rates;
  return first && distinct.size === 1 && first.rate < 50 ? first : null;
}

/** A line naming the VAT by one of its words or a tax's name ("MwSt.", "btw", "GST", "TPS"). */
const namesVat = (line: SegmentInfo[]): boolean =>
  line.some((s) => s.tokens.some((t) => QUALIFIER_GROUPS.vat.has(t) || NAMED_TAXES.has(t)));

/**
 * The VAT a line of one rate prints right of its rate: its one amount where the line names the
 * VAT ("MwSt. 7 %  14,00"), else the amount that is the rate of another on the line, its base
 * (net or gross) beside it ("7 %  200,00  14,00" of a VAT table's row).
 */
function vatOfLine(line: SegmentInfo[]): { rate: number; vat: Located } | null {
  const at = lineRate(line);
  if (!at) return null;
  const amounts = line
    .filter((s) => s.seg.x > at.seg.seg.x && !/%/.test(s.seg.text))
    .flatMap((s) =>
      findValues('amount', s.seg.text).map((v) => ({ v, s, value: parseAmount(v.text) ?? NaN })),
    )
    .filter((a) => Number.isFinite(a.value));
  const { rate } = at;
  const ofBase = (v: number) =>
    amounts.some(
      (b) =>
        b.value !== v &&
        (Math.abs(cents((b.value * rate) / 100) - cents(v)) <= 1 || isVatOf(v, b.value, [rate])),
    );
  const vats = amounts.length === 1 && namesVat(line) ? amounts : amounts.filter((a) => ofBase(a.value));
  const [only] = vats;
  if (!only || new Set(vats.map((a) => a.value)).size !== 1) return null;
  const vat = {
    text: only.v.text,
    normalized: only.v.normalized,
    box: only.s.seg,
    score: RATE_LINE,
    via: 'label',
  };
  return { rate, vat };
}

/**
 * The VAT found for a question stating one rate: null where it states none, or where the page's
 * VAT lines are of one rate only (the VAT found is then that rate's); [] where the page prints the
 * rate nowhere, or prints several and not one amount of the asked one's VAT.
 */
export function rateAskedLines(model: PageModel, question: string): Located[] | null {
  const rate = askedRate(question);
  if (rate === null) return null;
  const printed = model.segs.some((s) => ratesIn(s.seg.text).includes(rate));
  if (!printed) return [];
  const lines = [...byLine([...model.segs].sort((a, b) => a.seg.x - b.seg.x)).values()].flatMap(
    (l) => vatOfLine(l) ?? [],
  );
  if (new Set(lines.map((l) => l.rate)).size < 2) return null;
  const asked = lines.filter((l) => l.rate === rate);
  const amounts = new Set(asked.map((l) => parseAmount(l.vat.text)));
  return amounts.size === 1 && asked[0] ? [asked[0].vat] : [];
}
