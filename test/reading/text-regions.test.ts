import { describe, expect, it } from 'vitest';
import { textRegions } from '../../main/reading/intake/text-regions';

/** A detection map of width × height, 0 everywhere but the given rectangles, each at its probability. */
function map(
  width: number,
  height: number,
  cores: { x: number; y: number; w: number; h: number; p: number }[],
) {
  const m = new Float32Array(width * height);
  for (const c of cores)
    for (let y = c.y; y < c.y + c.h; y++) for (let x = c.x; x < c.x + c.w; x++) m[y * width + x] = c.p;
  return m;
}

describe('text lines from a detection map', () => {
  it('finds each line core, in reading order, grown back to the line it marks', () => {
    const regions = textRegions(
      map(200, 100, [
        { x: 120, y: 60, w: 60, h: 6, p: 0.9 },
        { x: 10, y: 60, w: 80, h: 6, p: 0.9 },
        { x: 10, y: 20, w: 100, h: 8, p: 0.8 },
      ]),
      200,
      100,
    );
    expect(regions).toHaveLength(3);
    // Top line first, then the lower row from left to right.
    expect(regions.map((r) => Math.round(r.y + r.h / 2))).toEqual([24, 63, 63]);
    expect(regions[1]!.x).toBeLessThan(regions[2]!.x);
    // Grown by area × 1.5 / perimeter on every side: 100 × 8 → 5.56 pixels.
    const top = regions[0]!;
    expect(top.x).toBeCloseTo(10 - 5.556, 1);
    expect(top.w).toBeCloseTo(100 + 2 * 5.556, 1);
    expect(top.h).toBeCloseTo(8 + 2 * 5.556, 1);
  });

  it('leaves out specks and cores the model was unsure of', () => {
    const regions = textRegions(
      map(100, 50, [
        { x: 5, y: 5, w: 2, h: 2, p: 0.95 },
        { x: 20, y: 20, w: 50, h: 6, p: 0.45 },
        { x: 20, y: 35, w: 50, h: 6, p: 0.9 },
      ]),
      100,
      50,
    );
    expect(regions).toHaveLength(1);
    expect(Math.round(regions[0]!.y + regions[0]!.h / 2)).toBe(38);
  });

  it('keeps a line inside the picture when grown at its edge', () => {
    const [line] = textRegions(map(60, 20, [{ x: 0, y: 0, w: 60, h: 5, p: 0.9 }]), 60, 20);
    expect(line).toMatchObject({ x: 0, y: 0, w: 60 });
  });
});
