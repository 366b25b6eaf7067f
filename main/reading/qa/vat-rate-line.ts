import { QUALIFIER_GROUPS } from '../lang';
import { byLine } from './geometry';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel, SegmentInfo } from './page-model';
import { cents, isVatOf } from './receipt-arithmetic';
import { findValues, vatRatesIn } from './values';
import type { Total } from './vat-table';

/** A total found at least this surely is a totals block's, not a heading's stray match. */
const SURE = 0.5;
/** The VAT read by its rate rests on the page's total: a little less sure than that total. */
const DERIVED = 0.9;

/**
 * The VAT printed on a line that names the VAT and its rate but whose words label nothing on their
 * own ("GST 9% incl. in total  5.70", "dont TVA 20 % comprise  3,50"): its one amount is the VAT when
 * it is that rate of the page's sure gross (VAT included) or of its sure net (VAT added). The
 * arithmetic, not the words, says it is the VAT. Only one such line may say so: two are a table,
 * read by vat-table.ts.
 */
export function vatByRateLine(model: PageModel, gross: Total[], net: Total[]): Located | null {
  const sureGross = gross.filter((g) => g.l.score >= SURE);
  const sureNet = net.filter((n) => n.l.score >= SURE);
  if (!sureGross.length && !sureNet.length) return null;
  const hits: Located[] = [];
  for (const segs of byLine(model.segs).values()) {
    const head = segs.find(namesVat);
    if (!head || (head.label && head.label.concept.id !== 'total_vat')) continue;
    const rates = vatRatesIn(head.seg.text);
    const rate = rates[0];
    if (rates.length !== 1 || rate === undefined) continue;
    // The amounts printed right of the line's VAT words, each in a cell of its own.
    const amounts = segs
      .filter((s) => s !== head && s.seg.x > head.seg.x && !/%/.test(s.seg.text))
      .flatMap((s) => findValues('amount', s.seg.text).map((v) => ({ v, s })));
    const [only] = amounts;
    if (!only || amounts.length !== 1) continue;
    const vat = parseAmount(only.v.text) ?? NaN;
    if (!(vat > 0)) continue;
    const of =
      sureGross.find((g) => isVatOf(vat, g.value, [rate])) ??
      sureNet.find((n) => Math.abs(cents((n.value * rate) / 100) - cents(vat)) <= 1);
    if (of)
      hits.push({
        text: only.v.text,
        normalized: only.v.normalized,
        box: only.s.seg,
        score: of.l.score * DERIVED,
        via: 'arithmetic',
      });
  }
  return hits.length === 1 ? (hits[0] ?? null) : null;
}

/** A segment naming the VAT by one of its words ("GST", "MwSt", "TVA"). */
const namesVat = (s: SegmentInfo): boolean => s.tokens.some((t) => QUALIFIER_GROUPS.vat.has(t));
