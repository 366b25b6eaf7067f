import { round2 } from '../../util/round';
import { byLine, overlapX } from './geometry';
import type { Located } from './locate';
import { parseAmount } from './normalize';
import type { PageModel, SegmentInfo } from './page-model';
import { misreadShows } from './ocr-figures';
import { findValues } from './values';
import { MAX_ROWS, ROW_GAP, SURE, sumRowVat, type Total } from './vat-table';
import { MAX_SHARE } from './rate-row';
import { taxedBelowRow } from './taxed-below-row';

/**
 * A scan's VAT table whose sum row OCR read with one figure broken ("Summe | 26715 | 4,43 | 30,58"
 * for 26,15, "Summe | 29O | 4,33 | 34,09" for 29,76): vat-table.ts reads a sum row by its three
 * figures adding up, and two are left. The two read whole are the VAT and the gross, where the
 * larger is the page's sure gross and the smaller at most the highest rate's share of what is left;
 * what is left is the broken figure's: the net. Only where the page shows that net twice over: the
 * broken cell still shows its every digit (ocr-figures.ts misreadShows), or the rows above it in its
 * column, read whole, add up to it (the rates' nets). A text layer prints what its maker wrote, and
 * its sum rows are read by vat-table.ts.
 */

type Cell = { value: number; text: string; s: SegmentInfo };

const exact = (a: number, b: number) => Math.abs(a - b) < 0.005;

/** A cell's one amount read whole, with its cents, or null. */
function wholeAmount(s: SegmentInfo): Cell | null {
  if (s.seg.text.includes('%')) return null;
  const found = findValues('amount', s.seg.text);
  const only = found[0];
  if (found.length !== 1 || !only || !/[.,]\d{2}$/.test(only.text.trim())) return null;
  const value = parseAmount(only.text);
  return value === null ? null : { value, text: only.text, s };
}

/**
 * Whether the rows straight above a cell, in its column, read whole, add up to `net`: two rows at
 * least, each a line or two above the last.
 */
function columnAdds(model: PageModel, cell: SegmentInfo, net: number): boolean {
  const above = model.segs
    .filter((s) => s.seg.line < cell.seg.line && overlapX(s.seg, cell.seg) > 0)
    .sort((a, b) => b.seg.y - a.seg.y);
  let sum = 0;
  let top = cell.seg.y;
  let rows = 0;
  for (const s of above) {
    if (top - (s.seg.y + s.seg.h) > model.lineHeight * ROW_GAP || rows >= MAX_ROWS) break;
    const read = wholeAmount(s);
    if (!read) break;
    sum = round2(sum + read.value);
    rows++;
    top = s.seg.y;
    if (rows >= 2 && exact(sum, net)) return true;
  }
  return false;
}

export function vatBySumRowMisread(model: PageModel, gross: Total[]): Located | null {
  if (model.page.readConfidence === undefined) return null;
  const sure = gross.filter((g) => g.l.score >= SURE && g.value > 0);
  if (!sure.length) return null;
  for (const segs of byLine(model.segs).values()) {
    if (segs.some((s) => s.seg.text.includes('%'))) continue;
    const cells = segs.filter((s) => /\d/.test(s.seg.text) && !/\p{L}{2}/u.test(s.seg.text));
    const read = cells.map(wholeAmount);
    const whole = read.filter((c): c is Cell => c !== null);
    const broken = cells.filter((_, i) => read[i] === null);
    const [vat, total] = [...whole].sort((a, b) => a.value - b.value);
    if (whole.length !== 2 || broken.length !== 1 || !vat || !total || !(vat.value > 0)) continue;
    const g = sure.find((c) => exact(c.value, total.value));
    const net = round2(total.value - vat.value);
    if (!g || vat.value > net * MAX_SHARE) continue;
    const cell = broken[0]!;
    if (!misreadShows(cell.seg.text, net) && !columnAdds(model, cell, net)) continue;
    // A sum the VAT is charged on below it is a table's, not a VAT summary's (taxed-below-row.ts).
    const placed = sure.map((c) => ({ value: c.value, y: c.l.box.y }));
    if (taxedBelowRow(model, { sum: total.value, y: total.s.seg.y }, placed)) continue;
    return sumRowVat(vat, g);
  }
  return null;
}
