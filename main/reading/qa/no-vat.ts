import { NO_VAT_PHRASES, QUALIFIER_GROUPS, REVERSE_CHARGE_PHRASES } from '../lang';
import { rightOnLine } from './geometry';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel, SegmentInfo } from './page-model';
import { findValues, positiveRateIn, ratesIn } from './values';

/**
 * What a page that says in words that it charges no VAT answers "How much VAT?": zero. "No VAT
 * charged / Driver not VAT registered" on a taxi's receipt, "von der Umsatzsteuer befreit" under a
 * therapist's bill, "Gemäß § 19 UStG wird keine Umsatzsteuer berechnet", a VAT line that says why it
 * is nothing ("Sales Tax (OR - none)  0.00", "BTW verlegd (0%)  € 0,00", "TVA autoliquidation  0.00").
 * Reverse charge said in a sentence alone ("Tax to be paid on reverse charge basis") is not read
 * so: the VAT is due, the customer's to reckon, and the page states no amount of it.
 *
 * A page that prints no VAT line and says nothing of it is not read so: its VAT is unknown, not
 * zero. Nor is a page whose own totals or rates show a VAT: its net and gross differ, or a VAT line
 * prints a rate above zero ("MwSt. 19 %") while another line exempts some item.
 */
export function noVatStated(model: PageModel, net: number[], gross: number[]): Located[] {
  if (net.some((n) => gross.some((g) => Math.abs(g - n) >= 0.005))) return [];
  // Reverse charge leaves the VAT to the customer: zero where its line prints the zero, else unsaid.
  // A VAT line at a rate of nought that prints its nought ("VAT @ 0% (Z)  0.00") says it in figures.
  const stated = model.segs.filter(
    (s) =>
      statesNoVat(s, NO_VAT_PHRASES) ||
      ((statesNoVat(s, REVERSE_CHARGE_PHRASES) || zeroRated(s)) && zeroOnLine(model, s)),
  );
  const first = stated[0];
  if (!first || model.segs.some((s) => !stated.includes(s) && ratedVatLine(model, s))) return [];
  // The line that says it may print the zero itself, the statement's evidence.
  const zero = zeroOnLine(model, first);
  if (zero)
    return [
      {
        text: zero.v.text,
        normalized: zero.v.normalized,
        box: zero.seg,
        score: ON_ITS_LINE,
        via: 'arithmetic',
      },
    ];
  return [{ text: ZERO, normalized: '0', box: first.seg, score: IN_WORDS, via: 'arithmetic' }];
}

/** The zero amount printed right of a line, if any ("BTW verlegd (0%)  € 0,00"). */
function zeroOnLine(model: PageModel, info: SegmentInfo) {
  return rightOnLine(model.segs, info.seg)
    .flatMap((s) => findValues('amount', s.seg.text).map((v) => ({ v, seg: s.seg })))
    .find(({ v }) => parseAmount(v.text) === 0);
}

const ZERO = '0.00';
/** A run of digits as long as a registration's number, no amount. */
const REGISTRATION = /\d{6,}/;
/** A VAT line that prints its zero beside the reason is as sure as a labelled zero, nearly. */
const ON_ITS_LINE = 0.85;
/** A sentence saying it, with no amount: the words alone. */
const IN_WORDS = 0.75;

/** A VAT word, or a word compounded of one ("Umsatzsteuer", "UStG", "momsfri", "Salgsmoms"). */
const isVatWord = (t: string): boolean =>
  QUALIFIER_GROUPS.vat.has(t) ||
  [...QUALIFIER_GROUPS.vat].some((w) => w.length >= 3 && (t.startsWith(w) || t.endsWith(w)));

/**
 * Whether the words hold a phrase, its words one after another, or with one word of letters between
 * two of them: "No Danish VAT charged", "ingen norsk mva", "not currently VAT registered" say it as
 * "no VAT", "ingen mva", "not VAT registered" do. A figure between ("No. 12 VAT") is no such word.
 */
function holds(st: string[], phrase: string[]): boolean {
  return st.some((w, i) => w === phrase[0] && rest(st, i + 1, phrase.slice(1), 1));
}
function rest(st: string[], at: number, phrase: string[], gaps: number): boolean {
  const [next, ...more] = phrase;
  if (next === undefined) return true;
  if (st[at] === next && rest(st, at + 1, more, gaps)) return true;
  return gaps > 0 && /^\p{L}+$/u.test(st[at] ?? '') && st[at + 1] === next && rest(st, at + 2, more, 0);
}

/**
 * A line that names the VAT and says none is charged. A line labelled as another value ("VAT No.:
 * none", "USt-IdNr.") speaks of that value, not of the VAT charged.
 */
function statesNoVat(info: SegmentInfo, phrases: string[][]): boolean {
  if (info.label && info.label.concept.id !== 'total_vat') return false;
  // A registration's number ("No TPS GST no 843271651 RT0001", French "No" the number's key, its
  // label misread on a scan) is no saying that none is charged.
  if (REGISTRATION.test(info.seg.text)) return false;
  return info.tokens.some(isVatWord) && phrases.some((p) => holds(info.tokens, p));
}

/**
 * A line saying no VAT is charged on what it prints ("Fooi (geen btw)  5,40", "Deposit - no VAT"):
 * a figure there is no VAT, though the line names the VAT.
 */
export const saysNoVat = (info: SegmentInfo): boolean => statesNoVat(info, NO_VAT_PHRASES);

/**
 * A VAT line whose only rate is nought ("VAT @ 0% (Z)", "Moms 0 %"), not labelled as another value:
 * with its nought printed beside it, the whole invoice is charged at that rate.
 */
function zeroRated(info: SegmentInfo): boolean {
  if (info.label && info.label.concept.id !== 'total_vat') return false;
  const rates = ratesIn(info.seg.text);
  return info.tokens.some(isVatWord) && rates.length > 0 && rates.every((r) => r === 0);
}

/**
 * A VAT line printing a rate above zero ("MwSt. 19 %", "GST @ 9%"), in its own cell or one right of
 * it: a scan splits "VAT   20% on buyer's premium" into cells, and the rate still taxes something.
 */
function ratedVatLine(model: PageModel, info: SegmentInfo): boolean {
  if (!info.tokens.some(isVatWord)) return false;
  return [info, ...rightOnLine(model.segs, info.seg)].some((s) => positiveRateIn(s.seg.text));
}
