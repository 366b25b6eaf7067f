import type { SegmentInfo } from './page-types';
import { textAfter } from './segment-words';

/** A label with nothing after it in its cell ("Invoice Date", "Rechnungsnr.:"). */
export const labelOnly = (s: SegmentInfo): boolean =>
  !!s.label && !textAfter(s.seg, s.label.wordsUsed).replace(/[:#.\s]/g, '');

/**
 * A row of column headings: two labels or more standing alone in their cells, and no other cell
 * holding a digit or following a label as its value ("Bill To: | Contoso Corp" is a label and its
 * value, not two headings). `row` is left to right.
 */
export function isHeaderRow(row: SegmentInfo[]): boolean {
  if (row.filter(labelOnly).length < 2) return false;
  return row.every(
    (s, i) => !/\d/.test(s.seg.text) && (labelOnly(s) || !/:\s*$/.test(row[i - 1]?.seg.text ?? '')),
  );
}
