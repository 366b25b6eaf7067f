import { overlapX } from './geometry';
import type { Located } from './locate';
import type { PageModel } from './page-model';

/** Rows of one VAT table stand this many lines apart at most. */
const NEAR_LINES = 4;

/**
 * A scan's VAT read under a VAT table's heading on a row that prints its rate ("B 10% | 16,20 |
 * 1,62 | 17,82"), where another row of the table prints another rate: that figure is one rate's
 * share. On a text layer the table's sum row or the totals' arithmetic say the whole; on a scan
 * they may be misread ("Summe | 290 | 4,33") and the row is all that is left, but given for the
 * total it would be booked short. It is set aside: nothing said is better than it.
 */
export function rateRowShares(model: PageModel, found: Located[]): Located[] {
  if (model.page.readConfidence === undefined) return found;
  return found.filter((l) => !oneOfRates(model, l));
}

function oneOfRates(model: PageModel, l: Located): boolean {
  if (l.via !== 'below') return false;
  const h = model.lineHeight;
  const rateOn = (y: number) =>
    model.segs.find(
      (s) => Math.abs(s.seg.y - y) < h / 2 && s.seg.x + s.seg.w <= l.box.x + 1 && isRate(model, s),
    );
  const own = rateOn(l.box.y);
  if (!own) return false;
  // Another rate above nought printed in the same column of rates, a line or a few away: another
  // row, whose VAT the total holds too.
  return model.segs.some(
    (s) =>
      s !== own &&
      Math.abs(s.seg.y - own.seg.y) >= h / 2 &&
      Math.abs(s.seg.y - own.seg.y) <= NEAR_LINES * h &&
      Math.abs(s.seg.x - own.seg.x) < 2 * h &&
      isRate(model, s) &&
      positiveRate(s.seg.text.includes('%') ? s.seg.text : `${s.seg.text}%`),
  );
}

/**
 * A rate's cell: a figure with its sign ("25%"), or a bare one under a heading that bears the sign
 * ("Moms %" over "25,00", "MVA%" over "15"): a table of rates prints the sign once, in its head.
 */
function isRate(model: PageModel, s: PageModel['segs'][number]): boolean {
  if (/\d\s*%/.test(s.seg.text)) return true;
  if (!BARE_RATE.test(s.seg.text.trim())) return false;
  const head = model.segs
    .filter((o) => o.seg.y < s.seg.y - model.lineHeight / 2 && overlapX(o.seg, s.seg) > 0)
    .sort((a, b) => b.seg.y - a.seg.y)
    .find((o) => !BARE_RATE.test(o.seg.text.trim()));
  // The nearest cell above that is no rate heads the column: the rates run down to it.
  return !!head && /%/.test(head.seg.text) && !/\d/.test(head.seg.text);
}

/** A rate without its sign: a whole number or two decimals, below 100 ("25", "12,00"). */
const BARE_RATE = /^\d{1,2}(?:[.,]\d{1,2})?$/;

/**
 * A rate above nought: a 0 % row ("Z 0% | 10.85 | 0.00") adds no VAT to the other row's. Read by a
 * pattern of its own, not values.ts's percent: a rate OCR misread ("135%" for 13.5 %) is still a
 * rate's row here.
 */
const positiveRate = (text: string): boolean =>
  [...text.matchAll(/(\d+(?:[.,]\d+)?)\s*%/g)].some((m) => Number(m[1]!.replace(',', '.')) > 0);
