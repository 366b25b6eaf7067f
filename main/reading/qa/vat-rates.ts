import { boxAround, overlapX } from './geometry';
import type { Located } from './locate';
import { textAfter, type PageModel, type SegmentInfo } from './page-model';
import { findValues, type Found } from './values';

/** How far apart two cells of one column may be, in lines: a line item prints its numbers, notes and prices under its row. */
const ROW_GAP = 10;
/** The most cells a rate column is read for. */
const MAX_ROWS = 60;

/**
 * "What is the VAT rate?" on an invoice with two rates is both ("7 %, 19 %"), as the e-invoice
 * data answers it: one of them alone is half the answer, and booked, a wrong one. The rates are
 * those printed with the VAT's labels ("USt. 7 %", "MwSt. 19 %") and those in the column under a
 * VAT heading ("USt. %" over the line items' rates). One rate, or none beyond the found: the found
 * stand as they are.
 */
export function allRates(model: PageModel, found: Located[]): Located[] {
  const best = found[0];
  if (!best) return found;
  const rates = new Map<number, { text: string; box: Located['box'] }>();
  const add = (text: string, normalized: string, box: Located['box']) => {
    const value = Number(normalized.replace('%', ''));
    if (Number.isFinite(value) && value < 100 && !rates.has(value)) rates.set(value, { text, box });
  };
  for (const l of found) add(l.text, l.normalized, l.box);
  for (const info of model.segs) {
    if (info.label?.concept.id !== 'total_vat') continue;
    // A heading prints no rate of its own: its rates stand in the column under it.
    if (findValues('percent', textAfter(info.seg, info.label.wordsUsed)).length) continue;
    for (const cell of columnUnder(model, info)) add(cell.text, cell.normalized, cell.box);
  }
  if (rates.size < 2) return found;
  const sorted = [...rates].sort(([a], [b]) => a - b).map(([, r]) => r);
  // The rates found one by one are parts of this answer, not places that disagree with it.
  return [
    {
      ...best,
      text: sorted.map((r) => r.text).join(', '),
      normalized: sorted.map((r) => r.text.replace(/\s/g, '')).join(', '),
      box: boxAround(sorted.map((r) => r.box)),
    },
  ];
}

/** The cells under a heading that hold a rate and nothing else ("19 %", "7,00%"), row by row. */
function columnUnder(model: PageModel, heading: SegmentInfo): (Found & { box: Located['box'] })[] {
  const box = heading.seg;
  const below = model.segs
    .filter((s) => s.seg.y > box.y + box.h / 2 && overlapX(s.seg, box) > 0)
    .sort((a, b) => a.seg.y - b.seg.y);
  const cells: (Found & { box: Located['box'] })[] = [];
  let bottom = box.y + box.h;
  for (const s of below) {
    if (s.seg.y - bottom > model.lineHeight * ROW_GAP || cells.length >= MAX_ROWS) break;
    const [rate, ...more] = findValues('percent', s.seg.text);
    if (!rate || more.length || s.seg.text.trim() !== rate.text.trim()) continue;
    cells.push({ ...rate, box: s.seg });
    bottom = s.seg.y + s.seg.h;
  }
  return cells;
}
