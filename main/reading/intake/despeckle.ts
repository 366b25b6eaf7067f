import type { Grey } from './grey';
import { inkThreshold, paperLevel } from './ocr-prepare';

/**
 * Dust and specks taken out of a scan before OCR. Tesseract reads each run of words apart (sparse
 * text, see ocr.ts), and a speck above a word makes that word's run taller than its print: on our
 * specked test scans 'Fakturanummer' came back as 'ETEE' and 'Betalingsbetingelser' as noise, so
 * their values had no label. A speck is a small blot of ink with no other ink near it; the dot of
 * an i, a full stop or a colon sits close to its letters and stays. So does a decimal point between
 * digits printed wide apart (a till receipt's "248.05"): it has ink on its left and on its right
 * at its own height, where a speck above or between lines has none.
 */

/** Without a measured text line, a 200 dpi scan's (10 pt print is about 25 pixels of ink). */
const DEFAULT_LINE_PX = 25;

/** Erases small isolated blots of ink (returns a copy; the picture given stays as it is). */
export function despeckle(grey: Grey, lineHeight: number | null): Grey {
  const { width, height, data } = grey;
  const line = lineHeight ?? DEFAULT_LINE_PX;
  const threshold = inkThreshold(grey);
  // A blot no larger than a full stop, with no ink within a quarter of a line around it.
  const small = Math.max(2, Math.round(line * 0.16));
  const near = Math.max(3, Math.round(line * 0.25));
  // How far apart a wide print sets a point and its digits: a monospaced receipt's point is
  // about a third of a line from each (rendered SROIE receipts lost 4 totals of 13 at 0.25).
  const wide = Math.max(near, Math.round(line * 0.6));
  const seen = new Uint8Array(width * height);
  const stack = new Int32Array(width * height);
  let out: Uint8Array | null = null;
  let paper = 255;
  for (let start = 0; start < data.length; start++) {
    if (seen[start] || (data[start] ?? 255) >= threshold) continue;
    // The blot of ink this pixel belongs to (8-connected) and its box.
    let top = 0;
    stack[top++] = start;
    seen[start] = 1;
    let x0 = width;
    let y0 = height;
    let x1 = 0;
    let y1 = 0;
    while (top > 0) {
      const i = stack[--top] ?? 0;
      const x = i % width;
      const y = (i - x) / width;
      if (x < x0) x0 = x;
      if (x > x1) x1 = x;
      if (y < y0) y0 = y;
      if (y > y1) y1 = y;
      for (let dy = -1; dy <= 1; dy++) {
        const ny = y + dy;
        if (ny < 0 || ny >= height) continue;
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          if (nx < 0 || nx >= width) continue;
          const j = ny * width + nx;
          if (!seen[j] && (data[j] ?? 255) < threshold) {
            seen[j] = 1;
            stack[top++] = j;
          }
        }
      }
    }
    if (x1 - x0 >= small || y1 - y0 >= small) continue;
    if (inkAround(data, width, height, threshold, x0 - near, y0 - near, x1 + near, y1 + near, x0, y0, x1, y1))
      continue;
    if (
      inkAround(data, width, height, threshold, x0 - wide, y0, x0 - 1, y1, x0, y0, x1, y1) &&
      inkAround(data, width, height, threshold, x1 + 1, y0, x1 + wide, y1, x0, y0, x1, y1)
    )
      continue;
    if (!out) {
      out = data.slice();
      paper = paperLevel(grey);
    }
    // No other ink is near: the blot is all the ink in its box. Its soft edge goes too, so that
    // no faint ring is left.
    for (let y = Math.max(0, y0 - 1); y <= Math.min(height - 1, y1 + 1); y++)
      for (let x = Math.max(0, x0 - 1); x <= Math.min(width - 1, x1 + 1); x++) out[y * width + x] = paper;
  }
  return out ? { data: out, width, height } : grey;
}

/** Whether there is ink in the box (clipped to the picture) outside the blot's own box. */
function inkAround(
  data: Uint8Array,
  width: number,
  height: number,
  threshold: number,
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  for (let y = Math.max(0, ay); y <= Math.min(height - 1, by); y++) {
    for (let x = Math.max(0, ax); x <= Math.min(width - 1, bx); x++) {
      if (x >= x0 && x <= x1 && y >= y0 && y <= y1) continue;
      if ((data[y * width + x] ?? 255) < threshold) return true;
    }
  }
  return false;
}
