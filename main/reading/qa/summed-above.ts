import type { PageText, Segment } from '../types';
import type { FeatureCandidate } from './candidate';
import { cellAmount } from './line-sums';
import { sameCents } from './normalize';
import { misreadShows, MISREAD_FIGURE } from './ocr-figures';

/**
 * How far apart two right edges may be and still be one column of right-aligned figures, as a
 * share of the page's width (a scan's words are boxed a few pixels off).
 */
const ALIGNED = 0.012;

/**
 * Whether the first of the lines read is the sum of a column of figures printed right above it:
 * a summary block ("Freight charges 2 236.70" / "Fuel surcharge 402.61" / "Total excl VAT") under
 * an item table no reading found, its first row adding up the items' amounts. Those lines are the
 * summary, not the items, and their count is no count of the page's lines. On a scan one figure of
 * the column may be misread ("295100" for 295.00): it still counts when its digits show what is
 * left of the sum.
 */
export function summedAbove(page: PageText, lines: FeatureCandidate[]): boolean {
  const first = lines[0];
  const total = first?.amount === null || first?.amount === undefined ? null : Number(first.amount);
  if (total === null || !(total > 0)) return false;
  const at = page.segments.find((s) => {
    const v = cellAmount(s.text);
    return v !== null && sameCents(v, total);
  });
  if (!at) return false;
  const right = at.x + at.w;
  const column = page.segments
    .filter((s) => s.y + s.h <= at.y && Math.abs(s.x + s.w - right) <= page.width * ALIGNED)
    .filter((s) => MISREAD_FIGURE.test(s.text.trim()) || cellAmount(s.text) !== null)
    .sort((a, b) => b.y - a.y);
  return addsUpFromBelow(column, total);
}

/** Whether the figures nearest above, two or more, add up to `total` (one misread among them at most). */
function addsUpFromBelow(column: Segment[], total: number): boolean {
  let sum = 0;
  let misread: Segment | null = null;
  for (const [i, seg] of column.entries()) {
    const value = cellAmount(seg.text);
    const whole = value !== null && /\d[.,]\d{2}\b/.test(seg.text);
    if (whole) sum += value;
    else if (misread) return false;
    else misread = seg;
    if (i < 1) continue;
    if (!misread && sameCents(sum, total)) return true;
    if (misread && misreadShows(misread.text, Math.round((total - sum) * 100) / 100)) return true;
    if (sum > total + 0.005) return false;
  }
  return false;
}
