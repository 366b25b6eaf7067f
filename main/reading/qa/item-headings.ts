import { cellsOnLine, isColumnHeadings, ownerOf } from './columns';
import type { PageModel, SegmentInfo } from './page-model';

/**
 * The words of the headings over an item table's cells of words: what each row's words are, named
 * once for all its rows ("Hest" over "Bella" and "Tornado", "Vehicle" over "Ford Transit"). The
 * page says each item is done to or for such a thing, though no row prints its word: "Hvilket
 * firma har skoet hestene?" of a farrier's bill whose rows name each horse under "Hest". Only the
 * row of column headings right above the table's first row (columns.ts), over a cell of words
 * ("Bella", "HB-KL 201"): a heading over figures alone (quantities, prices) names a figure, no thing.
 */
export function itemHeadings(model: PageModel, items: readonly SegmentInfo[]): string[] {
  const first = Math.min(...items.map((s) => s.seg.line));
  if (!Number.isFinite(first)) return [];
  const row = cellsOnLine(model, first - 1);
  if (!isColumnHeadings(row)) return [];
  const out = new Set<string>();
  for (const s of items)
    if (/\p{L}{2}/u.test(s.seg.text)) for (const t of ownerOf(row, s.seg)?.tokens ?? []) out.add(t);
  return [...out];
}
