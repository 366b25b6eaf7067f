import type { Box, Segment } from '../types';
import { overlapX } from './geometry';
import type { PageModel } from './page-model';

const overlaps = (a: Box, b: Box): boolean => overlapX(a, b) > 0;

/** The lines printed close together above a segment, in its column, nearest first. */
export function blockAbove(model: PageModel, seg: Segment): Segment[] {
  const lines: Segment[] = [];
  for (let at = seg; ;) {
    const above = model.segs
      .map((s) => s.seg)
      .filter((s) => s.y < at.y && at.y - (s.y + s.h) < model.lineHeight * 1.2 && overlaps(s, at))
      .sort((a, b) => b.y - a.y)[0];
    if (!above || lines.includes(above)) return lines;
    lines.push(above);
    at = above;
  }
}
