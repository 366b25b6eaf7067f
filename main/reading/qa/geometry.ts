import type { Box, Segment } from '../types';

/** A box's horizontal extent: all that columns need of it. */
type Span = Pick<Box, 'x' | 'w'>;

/** A page's segments (or what is read of them) by the line they stand on, in the order given. */
export function byLine<T extends { seg: Segment }>(items: readonly T[]): Map<number, T[]> {
  const lines = new Map<number, T[]>();
  for (const item of items) {
    const line = lines.get(item.seg.line);
    if (line) line.push(item);
    else lines.set(item.seg.line, [item]);
  }
  return lines;
}

/** The segments right of `seg` on its line, nearest first. */
export function rightOnLine<T extends { seg: Segment }>(items: readonly T[], seg: Segment): T[] {
  return items
    .filter((r) => r.seg.line === seg.line && r.seg.x > seg.x + seg.w - 1)
    .sort((a, b) => a.seg.x - b.seg.x);
}

/** The segments left of `seg` on its line, nearest first. */
export function leftOnLine<T extends { seg: Segment }>(items: readonly T[], seg: Segment): T[] {
  return items
    .filter((r) => r.seg.line === seg.line && r.seg.x + r.seg.w <= seg.x + 1)
    .sort((a, b) => b.seg.x - a.seg.x);
}

/** How far below a row the next may start, in the row's heights: a wider gap parts two blocks. */
const NEXT_ROW = 1.5;

/**
 * Whether `below` is printed on the row right under `above`: the next line, starting within a line
 * and a half of its foot. A row of keys over its values ("FACTURE N° | DATE" over "2026-031 |
 * 09/02/2026") stands so; a block printed further down under a gap is no row of the same table.
 */
export const rowUnder = (above: Segment, below: Segment): boolean =>
  below.line === above.line + 1 && below.y - (above.y + above.h) < above.h * NEXT_ROW;

/** The smallest box holding all of these. */
export function boxAround(boxes: Box[]): Box {
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  return {
    x,
    y,
    w: Math.max(...boxes.map((b) => b.x + b.w)) - x,
    h: Math.max(...boxes.map((b) => b.y + b.h)) - y,
  };
}

/** How far two boxes overlap horizontally (0 when they do not). */
export function overlapX(a: Span, b: Span): number {
  return Math.max(0, Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x));
}

/**
 * The heading a value printed under a row of headings belongs to: the one its box overlaps most,
 * or when it overlaps none, the one whose centre is nearest. "Due Date" owns the date under it,
 * not the invoice date printed wide enough to reach under its edge.
 */
export function headingOver<T>(headings: T[], spanOf: (h: T) => Span, value: Span): T | undefined {
  const centre = (b: Span) => b.x + b.w / 2;
  return [...headings].sort(
    (a, b) =>
      overlapX(spanOf(b), value) - overlapX(spanOf(a), value) ||
      Math.abs(centre(spanOf(a)) - centre(value)) - Math.abs(centre(spanOf(b)) - centre(value)),
  )[0];
}

/** A page's segments by the line they are printed on, each line's in their order. */
export function segmentsByLine(segments: Segment[]): Map<number, Segment[]> {
  const byLine = new Map<number, Segment[]>();
  for (const s of segments) {
    const line = byLine.get(s.line);
    if (line) line.push(s);
    else byLine.set(s.line, [s]);
  }
  return byLine;
}
