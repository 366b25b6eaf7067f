import type { Segment, Word } from '../types';
import { overlapX } from './geometry';
import { segmentOf } from '../segment';
import { parseAmount } from './normalize';

/**
 * Cells of a line table that the text layer ran together. Words closer than about two characters
 * are one segment (layout.ts), and tables print their columns that close: "Qty Excl. Price VAT%
 * Excl. Total Incl. Total" comes as one heading, "1 Polycab FR Wire" as a serial number and its
 * description. What tells the cells apart is the table itself: the rows' own cells under a
 * heading, and the headings over a row.
 */

/** Splits a segment's words before each index in `cuts`. */
function cutAt(seg: Segment, cuts: number[]): Segment[] {
  if (!cuts.length) return [seg];
  const out: Segment[] = [];
  let from = 0;
  for (const c of [...cuts, seg.words.length]) {
    out.push(segmentOf(seg.words.slice(from, c), seg.line));
    from = c;
  }
  return out;
}

/**
 * A heading split where the rows under it show two columns: most rows with cells under both the
 * words before the split and the words after it have them apart, with the gap between the two
 * cells where the words' gap is. A heading of several words over one column ("Description of
 * Goods/Services", "Unit Price") stays whole: its column's cells cover its words' gaps, and a
 * short description's gap lies under the heading's first words, with no cell under the rest.
 */
export function splitByRows(seg: Segment, rows: Segment[][]): Segment[] {
  if (seg.words.length < 2 || !rows.length) return [seg];
  const cuts: number[] = [];
  let start = 0;
  for (let i = 1; i < seg.words.length; i++) {
    const before = segmentOf(seg.words.slice(start, i), seg.line);
    const after = segmentOf(seg.words.slice(i), seg.line);
    const from = before.x + before.w;
    const to = seg.words[i]!.x;
    // Rows with no cell under either part (the totals under the figures' columns, a short
    // description) say nothing of the split.
    const under = rows.filter(
      (row) => row.some((c) => overlapX(c, before) > 0) && row.some((c) => overlapX(c, after) > 0),
    );
    const apart = under.filter((row) => separates(row, before, after, from, to)).length;
    // Two rows at least: one row's cells may be apart by chance (a till receipt's one item under
    // "RSP AMOUNT", its own figures run together), and a wrong column reads every line wrong.
    if (apart >= 2 && apart * 2 > under.length) {
      cuts.push(i);
      start = i;
    }
  }
  return cutAt(seg, cuts);
}

function separates(row: Segment[], before: Segment, after: Segment, from: number, to: number): boolean {
  const cells = [...row].sort((a, b) => a.x - b.x);
  for (let k = 0; k + 1 < cells.length; k++) {
    const [left, right] = [cells[k]!, cells[k + 1]!];
    const gapFrom = left.x + left.w;
    if (Math.min(right.x, to) - Math.max(gapFrom, from) <= 0) continue;
    if (overlapX(left, before) > 0 && overlapX(right, after) > 0) return true;
  }
  return false;
}

/**
 * A row's segment split where its words fall under two headings: a word under one heading and
 * the next under another, not reaching back under the first ("1" under "Sl No." and "Polycab"
 * under "Description"), with more than a space between them. Words under no heading go
 * with the word before them: a description that runs on past its heading's end stays one cell.
 */
export function splitByHeadings<H extends { x: number; w: number }>(seg: Segment, headings: H[]): Segment[] {
  if (seg.words.length < 2) return [seg];
  const under = (w: Word) => headings.filter((h) => overlapX(h, w) > 0);
  const cuts: number[] = [];
  // The heading the words so far were last under: the cell they run on from.
  let from: H | undefined;
  for (let i = 1; i < seg.words.length; i++) {
    const [left, right] = [seg.words[i - 1]!, seg.words[i]!];
    const [a, b] = [under(left), under(right)];
    if (a.length === 1) from = a[0];
    // A space between words of one cell is about a letter wide; the table leaves more between
    // cells (a font's letters are 0.5 to 0.6 of its height: the height alone cannot tell).
    const letter = (left.w + right.w) / Math.max(1, left.text.length + right.text.length);
    if (b.length !== 1) continue;
    // A word set where the next heading starts, after a word under another heading alone: a text
    // column's cell, set flush left under its heading, however little room the cell before it left
    // ("601-2215" filling "Varenr" up to "Termostatventil" under "Tekst", which OCR read as one
    // run of words). Figures are set flush right: one starting at a heading's edge says nothing.
    const startsColumn =
      a.length === 1 &&
      a[0] !== b[0] &&
      /\p{L}{3}/u.test(right.text) &&
      Math.abs(right.x - b[0]!.x) < letter / 2;
    if (right.x - (left.x + left.w) < letter * 1.5 && !startsColumn) continue;
    // A figure alone under the next heading, after a description that ran on past its own
    // heading's end ("Kunstrasen grün 3m breit" then "3,00" under "Menge"): a cell of its own.
    const ranOn = !a.length && FIGURE_ONLY.test(right.text) && !!from && from !== b[0];
    if ((a.length !== 1 || a[0] === b[0]) && !ranOn) continue;
    cuts.push(i);
  }
  return cutAt(seg, cuts);
}

/** A word that is a figure alone ("1", "119.00", "1,249.00"). */
const FIGURE_ONLY = /^-?\d[\d.,]*$/;

/**
 * A row's three figures the text layer ran together, closer than a cell's gap ("1 119.00 119.00"
 * under "Qty | Price | Amt"): "1 119.00" might be one number, its thousands set apart by a space.
 * The arithmetic tells: each figure under a heading of its own, the first times the second the
 * third, they are a quantity, its price and the amount, three cells.
 */
export function splitByProduct<H extends { x: number; w: number }>(seg: Segment, headings: H[]): Segment[] {
  const words = seg.words;
  if (words.length !== 3 || !words.every((w) => FIGURE_ONLY.test(w.text))) return [seg];
  const under = words.map((w) => headings.filter((h) => overlapX(h, w) > 0));
  if (under.some((u) => u.length !== 1) || new Set(under.map((u) => u[0])).size !== 3) return [seg];
  const [q, p, a] = words.map((w) => parseAmount(w.text));
  if (q == null || p == null || a == null || Math.abs(q * p - a) > 0.005) return [seg];
  return cutAt(seg, [1, 2]);
}
