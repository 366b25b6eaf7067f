import type { Grey } from '../../main/reading/intake/grey';

/**
 * A blank scanned page to paint on in tests: paper at 230, and blocks of ink (20) with the soft
 * grey edge (120) print has when it is scanned, so that the ink threshold falls between them.
 */
export function scannedPaper(width: number, height: number): { grey: Grey; ink: Ink } {
  const data = new Uint8Array(width * height).fill(230);
  const ink: Ink = (x, y, w, h) => {
    for (let yy = y - 1; yy <= y + h; yy++)
      for (let xx = x - 1; xx <= x + w; xx++) {
        const inside = yy >= y && yy < y + h && xx >= x && xx < x + w;
        const i = yy * width + xx;
        data[i] = inside ? 20 : Math.min(data[i] ?? 230, 120);
      }
  };
  return { grey: { data, width, height }, ink };
}

type Ink = (x: number, y: number, w: number, h: number) => void;
