import type { Segment } from '../types';
import { segmentOf } from '../segment';
import { overlapX, rowUnder } from './geometry';

/**
 * A row of the document's keys over one row of their values, the keys printed so close that the
 * text layer ran them together: "N° facture / Factuurnr. Date / Datum" over "2026/0143" and
 * "30/10/2026". Read as one segment, the keys were one label (the date's, its last words), and
 * the invoice's number had no label at all. The values' cells show where the keys part: a value
 * set flush under a word of the keys, apart from the cell before it, starts that word's key.
 * Only where every part is a label of its own (`labelled`): a heading of several words over a
 * value and a note beside it stays whole, and so does a line of prose over a row of figures.
 * joined-cells.ts does this for a line table, whose many rows show its columns; a row of keys has
 * one row under it.
 */
export function keysOverValues(
  seg: Segment,
  segments: readonly Segment[],
  labelled: (part: Segment) => boolean,
): Segment[] {
  if (seg.words.length < 2 || /\d/.test(seg.text)) return [seg];
  const cells = segments
    .filter((s) => rowUnder(seg, s) && overlapX(s, seg) > 0 && /\d/.test(s.text))
    .sort((a, b) => a.x - b.x);
  if (cells.length < 2) return [seg];
  const cuts: number[] = [];
  for (let k = 1; k < cells.length; k++) {
    const cell = cells[k]!;
    const before = cells[k - 1]!;
    const at = seg.words.findIndex(
      (w, j) => j > 0 && Math.abs(w.x - cell.x) <= seg.h * FLUSH && before.x + before.w < w.x,
    );
    if (at > 0 && !cuts.includes(at)) cuts.push(at);
  }
  if (!cuts.length) return [seg];
  cuts.sort((a, b) => a - b);
  const parts: Segment[] = [];
  let from = 0;
  for (const c of [...cuts, seg.words.length]) {
    parts.push(segmentOf(seg.words.slice(from, c), seg.line));
    from = c;
  }
  return parts.every(labelled) ? parts : [seg];
}

/** How far from a key's first word its value's left edge may be, in the keys' heights. */
const FLUSH = 0.6;
