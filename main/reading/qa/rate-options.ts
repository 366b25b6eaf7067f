import type { Located } from './locate';
import type { PageModel } from './page-model';

/**
 * Rows that each open with a rate and repeat one label ("18%  Tip 12.87  Total 90.27", "20%  Tip
 * 14.30  Total 91.70"): a receipt's suggested tips, a price table's options. What they total is
 * what the customer might have paid, not what was paid ("Total: 91.40" written in under them).
 */
const RATE = /^\d{1,2}(?:[.,]\d{1,2})?\s*%$/;

export function withoutOptions(model: PageModel, found: Located[]): Located[] {
  const lh = model.lineHeight;
  // The rows that open with a bare rate, by where they stand.
  const rateRows = model.segs
    .map((s) => s.seg)
    .filter(
      (s) =>
        RATE.test(s.text.trim()) &&
        !model.segs.some((o) => o.seg.x < s.x && Math.abs(o.seg.y - s.y) < lh / 2),
    )
    .map((s) => s.y);
  if (rateRows.length < 2) return found;
  const optionRow = (y: number) =>
    rateRows.some((r) => Math.abs(r - y) < lh / 2) &&
    rateRows.some((r) => Math.abs(r - y) >= lh / 2 && Math.abs(r - y) < lh * 1.6);
  // A label with its figure on such a row ("Total 90.27"), not a rate table's bare figures.
  return found.filter((f) => f.via !== 'inline' || !optionRow(f.box.y));
}
