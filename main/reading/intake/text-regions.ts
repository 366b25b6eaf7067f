import type { Box } from '../types';

/**
 * Where a text-detection map (PaddleOCR's DB model: for each pixel, how likely it is inside a
 * line of text) says the lines are. The model marks a shrunken core of each line; each connected
 * core is one line, kept when the model is sure of it on average, and grown back to the line's
 * full size by PaddleOCR's rule (by area × 1.5 / perimeter on every side). Boxes are upright:
 * pictures reach the reader straightened, and a slant of a degree or two stays inside the growth.
 */

/** A pixel above this is text (PaddleOCR's default). */
const TEXT = 0.3;
/** A line's core must average this (PaddleOCR's default box threshold). */
const SURE = 0.6;
/** How far a core is grown back (PaddleOCR's unclip ratio). */
const UNCLIP = 1.5;
/** Cores thinner than this (in map pixels) are specks. */
const MIN_SIDE = 3;

export function textRegions(map: Float32Array, width: number, height: number): Box[] {
  const seen = new Uint8Array(width * height);
  const stack: number[] = [];
  const boxes: Box[] = [];
  for (let start = 0; start < map.length; start++) {
    if (seen[start] || (map[start] ?? 0) <= TEXT) continue;
    // One core, flooded from its first pixel (4-connected, iteratively: cores can be long).
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    let sum = 0;
    let n = 0;
    seen[start] = 1;
    stack.push(start);
    while (stack.length) {
      const i = stack.pop() ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      x0 = Math.min(x0, x);
      x1 = Math.max(x1, x);
      y0 = Math.min(y0, y);
      y1 = Math.max(y1, y);
      sum += map[i] ?? 0;
      n++;
      for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
        if (j < 0 || j >= map.length || seen[j] || (map[j] ?? 0) <= TEXT) continue;
        seen[j] = 1;
        stack.push(j);
      }
    }
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (Math.min(w, h) < MIN_SIDE || sum / n < SURE) continue;
    const grow = (w * h * UNCLIP) / (2 * (w + h));
    const left = Math.max(0, x0 - grow);
    const top = Math.max(0, y0 - grow);
    boxes.push({
      x: left,
      y: top,
      w: Math.min(width, x1 + 1 + grow) - left,
      h: Math.min(height, y1 + 1 + grow) - top,
    });
  }
  return boxes.sort((a, b) => a.y - b.y || a.x - b.x);
}
