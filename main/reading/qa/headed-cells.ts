import { overlapX, rowUnder } from './geometry';
import { isHeaderRow } from './header-row';
import type { SegmentInfo } from './page-types';
import { numberWord } from './question-words';

/**
 * A row of headings over one row of values ("FACTURE N° | DATE | DEVIS DE RÉFÉRENCE | N° CLIENT" over
 * "2026-031 | 09/02/2026 | n° 2025-118 du 15/12/2025 | CL-0457"): each value is what the heading
 * over it names. A value's cell that opens with a bare number word ("n° 2025-118") was read as
 * that word's label, the invoice number's, and beat the number under "FACTURE N°"; but under a
 * heading that names another thing (the quote the invoice refers to) the word only says a number
 * follows. Such a cell's label is dropped where the row above is a row of headings (isHeaderRow)
 * and the heading over the cell is no label of the same concept.
 */
export function headedCells(segs: SegmentInfo[]): void {
  for (const info of segs) {
    const label = info.label;
    if (!label || !/\d/.test(info.seg.text) || !bareNumberWord(info, label.wordsUsed)) continue;
    const above = segs.filter((s) => rowUnder(s.seg, info.seg)).sort((a, b) => a.seg.x - b.seg.x);
    if (!isHeaderRow(above)) continue;
    const heading = above.find((s) => overlapX(s.seg, info.seg) > 0);
    if (heading && heading.label?.concept.id !== label.concept.id) info.label = null;
  }
}

/** Whether a label's words are a number word alone ("n°", "Nr.", "#"). */
function bareNumberWord(info: SegmentInfo, wordsUsed: number): boolean {
  const words = info.tokens.slice(0, wordsUsed);
  return words.length > 0 && words.every((w) => numberWord(w) || w === '#');
}
