import type { Box } from '../types';
import { overlapX } from './geometry';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import { findValues } from './values';
import { bareFigure, MISREAD_FIGURE, misreadShows, readWhole } from './ocr-figures';

/** How much a column that adds up adds to its total's score. */
const ADDS_UP = 0.12;

/** How many amounts the printed line of a box holds, rates left out ("19,0 %" is no figure here). */
function figures(model: PageModel, box: Box): number {
  return model.segs
    .filter((s) => Math.abs(s.seg.y - box.y) < model.lineHeight / 2 && !s.seg.text.includes('%'))
    .reduce((n, s) => n + findValues('amount', s.seg.text).length, 0);
}

/** A scan's cell of a figure OCR misread: its digits read, its separators not ("1395100", "9,228 65)"). */
const misreadCell = (model: PageModel, text: string): boolean =>
  model.page.readConfidence !== undefined && MISREAD_FIGURE.test(text.trim()) && !readWhole(bareFigure(text));

/**
 * Totals printed as a table, one row per VAT rate and a last row that sums them
 * ("MwSt-Betrag" / -0,92 / -0,20 / -1,12): the label's nearest amount is the first rate's, the
 * asked total is the row that is the sum of the rows above it. Works for any label over a column,
 * in any language: the arithmetic, not a word, says which row is the total.
 */
export function columnTotal(model: PageModel, found: Located): Located | null {
  const first = parseAmount(found.text);
  if (first === null || first === 0) return null;
  const { box } = found;
  const column: { value: number; text: string; normalized: string; info: PageModel['segs'][number] }[] = [];
  let bottom = box.y + box.h;
  const below = model.segs
    .filter((i) => i.seg.y > box.y + box.h / 2)
    .filter((i) => overlapX(i.seg, box) > Math.min(i.seg.w, box.w) / 2)
    .sort((a, b) => a.seg.y - b.seg.y);
  const total = (row: (typeof column)[number]): Located => ({
    text: row.text,
    normalized: row.normalized,
    box: row.info.seg,
    score: Math.min(1, found.score + ADDS_UP),
    via: found.via,
  });
  let sum = first;
  // One cell of the column a scan's OCR misread ("1395100" for 1 395,00): the sum row still sums
  // the column when the cell's digits show what the others leave of it.
  let misread: string | null = null;
  for (const info of below) {
    // The column is the run of amounts straight under the first, a line or two apart.
    if (info.seg.y - bottom > model.lineHeight * 2.5) break;
    if (misread === null && misreadCell(model, info.seg.text)) {
      misread = info.seg.text;
      bottom = info.seg.y + info.seg.h;
      continue;
    }
    const v = findValues('amount', info.seg.text)[0];
    const value = v ? parseAmount(v.text) : null;
    if (!v || value === null || value === 0) break;
    const row = { value, text: v.text, normalized: v.normalized, info };
    const sums =
      column.length > 0 &&
      (misread === null
        ? Math.abs(value - sum) < 0.011
        : misreadShows(misread, Math.round((value - sum) * 100) / 100));
    // A row with a label of its own is another total of a totals block ("Bruttosumme 2000,00"),
    // unless it sums a table's column whose first row sits under its heading: a till receipt's
    // VAT table closes its rate rows with a row of their sums ("Gesamtbetrag  4,14  0,41  4,55").
    // Such a table prints several figures a row; a list of items has one ("MELK 21,90" over
    // "TOTALT 56,90" sums the items, under whatever word stands above the first).
    const labelled = model.segs.some((o) => o.label && o.origin.line === info.origin.line);
    if (labelled) {
      const table =
        found.via === 'below' &&
        [box, ...column.map((c) => c.info.seg), info.seg].every((b) => figures(model, b) >= 2);
      return sums && table ? total(row) : null;
    }
    if (sums) return total(row);
    column.push(row);
    sum = Math.round((sum + value) * 100) / 100;
    bottom = info.seg.y + info.seg.h;
  }
  return null;
}
