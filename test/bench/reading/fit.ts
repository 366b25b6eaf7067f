import type { CalibrationCurve } from '../../../main/reading/qa/calibration-table';

/** How many answers' worth the raw score counts for in each fitted block (thin data stays near it). */
const PRIOR = 8;

/** Isotonic regression (pool adjacent violators) of rightness on raw score, shrunk to the score. */
export function fitCurve(points: { raw: number; right: boolean }[]): CalibrationCurve {
  const sorted = [...points].sort((a, b) => a.raw - b.raw);
  const blocks: { n: number; right: number; raw: number; min: number; max: number }[] = [];
  for (const p of sorted) {
    blocks.push({ n: 1, right: p.right ? 1 : 0, raw: p.raw, min: p.raw, max: p.raw });
    while (blocks.length > 1) {
      const b = blocks[blocks.length - 1]!;
      const a = blocks[blocks.length - 2]!;
      if (a.right / a.n < b.right / b.n) break;
      blocks.splice(-2, 2, {
        n: a.n + b.n,
        right: a.right + b.right,
        raw: a.raw + b.raw,
        min: a.min,
        max: b.max,
      });
    }
  }
  // Each block holds its probability over the raw scores it spans (a step), so a score inside
  // the data never falls back on the raw score; between blocks the curve runs straight.
  let floor = 0;
  const curve: CalibrationCurve = [];
  for (const b of blocks) {
    const meanRaw = b.raw / b.n;
    floor = Math.max(floor, Math.min(0.97, (b.right + PRIOR * meanRaw) / (b.n + PRIOR)));
    const p = Number(floor.toFixed(4));
    curve.push([Number(b.min.toFixed(4)), p]);
    if (b.max > b.min) curve.push([Number(b.max.toFixed(4)), p]);
  }
  return curve;
}
