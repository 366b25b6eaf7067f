import { overlapX } from './geometry';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { bareFigure, MISREAD_FIGURE, readWhole } from './ocr-figures';

/** Rows of one VAT table stand this many lines apart at most. */
const NEAR_LINES = 4;
/** A rate's cell holds its rate and a code or a word or two ("VAT A 20%", "B= 7,0%"). */
const RATE_CELL_WORDS = 3;

/**
 * A scan's VAT read under a VAT table's heading on a row that prints its rate ("B 10% | 16,20 |
 * 1,62 | 17,82"), where another row of the table prints another rate: that figure is one rate's
 * share. On a text layer the table's sum row or the totals' arithmetic say the whole; on a scan
 * they may be misread ("Summe | 290 | 4,33") and the row is all that is left, but given for the
 * total it would be booked short. It is set aside: nothing said is better than it.
 */
export function rateRowShares(model: PageModel, found: Located[]): Located[] {
  if (model.page.readConfidence === undefined) return found;
  return found.filter((l) => !oneOfRates(model, l) && !underMisreadRow(model, l));
}

/**
 * A figure read under its column's heading with a cell of that column OCR misread right above it
 * ("VAT" over "15797" over "0.00", "29 92" over "0.00"): the misread cell is the table's first row,
 * and what was read is a later row's, the out-of-scope row's nought, no total. A row labelled a
 * total ("Total | 84.83 | ...") sums the column and is read so (column-total.ts).
 */
export function underMisreadRow(model: PageModel, l: Located): boolean {
  if (l.via !== 'below' || model.page.readConfidence === undefined) return false;
  const h = model.lineHeight;
  if (model.segs.some((s) => s.label && Math.abs(s.seg.y - l.box.y) < h / 2)) return false;
  return model.segs.some(
    (s) =>
      s.seg.y < l.box.y - h / 2 &&
      s.seg.y > l.box.y - NEAR_LINES * h &&
      overlapX(s.seg, l.box) > 0 &&
      MISREAD_FIGURE.test(s.seg.text.trim()) &&
      !readWhole(bareFigure(s.seg.text)),
  );
}

function oneOfRates(model: PageModel, l: Located): boolean {
  if (l.via !== 'below') return false;
  const h = model.lineHeight;
  const rateOn = (y: number) =>
    model.segs.find(
      (s) => Math.abs(s.seg.y - y) < h / 2 && s.seg.x + s.seg.w <= l.box.x + 1 && isRate(model, s),
    );
  const own = rateOn(l.box.y) ?? rateMisreadOn(model, l);
  if (!own) return false;
  // Another rate above nought printed in the same column of rates, a line or a few away: another
  // row, whose VAT the total holds too. A row's rate is a cell of a few words ("VAT Z 0%"); a
  // sentence under the table naming a rate ("A discretionary 12.5% service charge has") is no row.
  return model.segs.some(
    (s) =>
      s !== own &&
      s.seg.words.length <= RATE_CELL_WORDS &&
      Math.abs(s.seg.y - own.seg.y) >= h / 2 &&
      Math.abs(s.seg.y - own.seg.y) <= NEAR_LINES * h &&
      Math.abs(s.seg.x - own.seg.x) < 2 * h &&
      isRate(model, s) &&
      positiveRate(s.seg.text.includes('%') ? s.seg.text : `${s.seg.text}%`),
  );
}

/**
 * A rate's cell OCR misread into digits alone ("2105" for "21%", the sign read as "05"), left of the
 * figure on its row: a cell of two to five digits under another row's rate, a line or a few away
 * ("A 9%" over it), is that column's rate, not a label of a total ("Totaal" is words).
 */
function rateMisreadOn(model: PageModel, l: Located): PageModel['segs'][number] | undefined {
  const h = model.lineHeight;
  return model.segs.find(
    (s) => Math.abs(s.seg.y - l.box.y) < h / 2 && s.seg.x + s.seg.w <= l.box.x + 1 && misreadRate(model, s),
  );
}

/** A cell of digits alone in a column of rates, another row's rate a line or a few from it (see rateMisreadOn). */
export function misreadRate(model: PageModel, s: PageModel['segs'][number]): boolean {
  const h = model.lineHeight;
  return (
    MISREAD_RATE.test(s.seg.text.trim()) &&
    model.segs.some(
      (o) =>
        o !== s &&
        Math.abs(o.seg.y - s.seg.y) >= h / 2 &&
        Math.abs(o.seg.y - s.seg.y) <= NEAR_LINES * h &&
        Math.abs(o.seg.x - s.seg.x) < 2 * h &&
        /\d\s*%/.test(o.seg.text),
    )
  );
}

/** A rate with its sign misread as digits: two to five digits alone. */
const MISREAD_RATE = /^\d{2,5}$/;

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
