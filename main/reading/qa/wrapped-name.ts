import type { Box } from '../types';
import { startsWithLegalForm } from './company';
import { overlapX } from './geometry';
import { isTitle } from './locate';
import type { PageModel } from './page-model';

/**
 * A name a narrow receipt wrapped over two or three lines ("POPULAR BOOK" / "CO. (M) SDN BHD",
 * "AIK HUAT HARDWARE" / "ENTERPRISE (SETIA" / "ALAM) SDN BHD"): a line that starts with a legal
 * form, or closes a bracket it did not open, goes on from the line right above it, when that line
 * is printed close over it, in the same column, with no digits (not an address).
 */
export function withLinesAbove(model: PageModel, seg: Box, text: string): { text: string; box: Box } {
  let name = text;
  let box = seg;
  for (let lines = 0; lines < 2 && (startsWithLegalForm(name) || unopened(name)); lines++) {
    const above = model.segs
      .map((s) => s.seg)
      .filter(
        (s) =>
          s.y < box.y &&
          box.y - (s.y + s.h) < model.lineHeight * 0.6 &&
          overlapX(s, box) > 0 &&
          !/\d/.test(s.text) &&
          !isTitle(s.text),
      )
      .sort((a, b) => b.y - a.y)[0];
    if (!above) break;
    name = `${above.text} ${name}`;
    const x = Math.min(box.x, above.x);
    box = { x, y: above.y, w: Math.max(box.x + box.w, above.x + above.w) - x, h: box.y + box.h - above.y };
  }
  return { text: name, box };
}

/** A closing bracket before any opening one: the bracket was opened on the line above. */
const unopened = (text: string): boolean => /^[^(]*\)/.test(text);
