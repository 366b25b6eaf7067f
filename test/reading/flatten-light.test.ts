import { describe, expect, it } from 'vitest';
import { flattenLight } from '../../main/reading/intake/flatten-light';
import type { Grey } from '../../main/reading/intake/grey';
import { otsu } from '../../main/reading/intake/ocr-prepare';

// A page of faded print (grey strokes in rows on paper), lit by `light(x, y)` (1 = full light).
function page(light: (x: number, y: number) => number): Grey {
  const width = 600;
  const height = 800;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const inRow = y % 40 >= 12 && y % 40 < 28;
      const inLetter = x % 18 < 9 && x > 40 && x < 560;
      data[y * width + x] = Math.round((inRow && inLetter ? 160 : 235) * light(x, y));
    }
  return { data, width, height };
}
const ink = (g: Grey, x: number, y: number) => g.data[y * g.width + x]!;

describe('a photo lit unevenly is lit evenly before it is read', () => {
  it("brings the dim corner's paper up to the bright paper, and its ink stays ink", () => {
    const photo = page((x, y) => 1 - 0.35 * ((x / 600 + y / 800) / 2));
    // The dim corner's paper is darker than the print in the bright corner: no one threshold
    // tells ink from paper on the whole picture.
    expect(ink(photo, 590, 795)).toBeLessThan(ink(photo, 54, 15));
    const even = flattenLight(photo);
    const threshold = otsu(even);
    expect(ink(even, 590, 795)).toBeGreaterThan(threshold);
    expect(ink(even, 5, 5)).toBeGreaterThan(threshold);
    expect(Math.abs(ink(even, 590, 795) - ink(even, 5, 5))).toBeLessThan(12);
    // A letter in the dim corner and one in the bright corner are both ink.
    expect(ink(even, 544, 780)).toBeLessThan(threshold);
    expect(ink(even, 54, 15)).toBeLessThan(threshold);
  });

  it('leaves a page lit evenly as it is', () => {
    const scan = page(() => 1);
    expect(flattenLight(scan)).toBe(scan);
  });
});
