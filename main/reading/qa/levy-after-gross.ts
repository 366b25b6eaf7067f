import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-types';
import { printedAmounts } from './printed-amounts';
import { cents } from './receipt-arithmetic';
import type { Total } from './vat-table';

/**
 * A bill whose labelled total adds to the VAT's gross a charge no VAT is charged on: a hotel's
 * "Gesamtbetrag EUR 1.802,20" over a VAT table summing "1.555,15 | 230,85 | 1.786,00", and under
 * it "Ortstaxe, nicht steuerbar 16,20"; a grower's crate deposit, a notary's duties. net + VAT =
 * gross picks the table's 1.786,00, which leaves the levy unpaid. The labelled total that is that
 * gross plus a figure printed beside the totals (on a line of its own near the one or the other)
 * is what the arithmetic of the totals block ends in: it stands first. A question in the words of
 * the VAT's gross and not the total's ("Wie hoch ist die Summe brutto?") asks the former. `pick` is
 * the gross the arithmetic found; `sure`, how surely a label must find the total; `wordsAt`, the
 * words that say what a found value is.
 */
export function levyAfterGross(
  model: PageModel,
  found: Located[],
  pick: Total,
  net: Total,
  vat: Total,
  sure: number,
  asked: string[],
  wordsAt: (l: Located) => string[],
): Located[] | null {
  const top = found[0];
  const total = top && parseAmount(top.text);
  if (!top || !total || top.score < sure || top.via === 'below') return null;
  const [totalWords, itsWords] = [new Set(wordsAt(top)), new Set(wordsAt(pick.l))];
  if (asked.some((w) => itsWords.has(w) && !totalWords.has(w))) return null;
  const levy = cents(total) - cents(pick.value);
  if (levy <= 0 || levy === cents(vat.value) || levy === cents(net.value)) return null;
  const h = model.lineHeight;
  const own = (y: number) => [top.box.y, pick.l.box.y].some((at) => Math.abs(at - y) < h / 2);
  const near = (y: number) => [top.box.y, pick.l.box.y].some((at) => Math.abs(at - y) <= NEAR * h);
  const printed = printedAmounts(model).some(
    (p) => cents(p.value) === levy && !own(p.box.y) && near(p.box.y),
  );
  return printed ? found : null;
}

/** How far from the total or the VAT's gross the levy is printed, in lines. */
const NEAR = 3;
