import type { CalibrationCurve } from '../../../main/reading/qa/calibration-table';

/**
 * How many answers' worth the raw score counts for in each fitted block (thin data stays near it).
 * Cross-validated over the typed pages' batches (calibrate.ts), the held-out error was 0.030 at 0,
 * 0.031 at 2, 0.032 at 4 and 0.035 at 8 (the earlier value): 2 keeps a block of one or two odd
 * findings from setting a step of its own at little cost.
 */
const PRIOR = 2;

/**
 * The most a reading of a page is said to be right, whatever the fit: an e-invoice's stated data is
 * 0.99 (einvoice-answers.ts), and a value read from a print, however often right where the fit
 * looked, is a reading of a layout the fit may never have seen. Not fitted.
 */
export const CEILING = 0.97;

/**
 * Isotonic regression (pool adjacent violators) of rightness on raw score, shrunk to the score.
 * Findings of one raw score are one block from the start: split by the order they came in, a
 * wrong and a right one at the same score made two steps at one point, and every finding at that
 * score took the lower step's value.
 */
export function fitCurve(points: { raw: number; right: boolean }[]): CalibrationCurve {
  const sorted = [...points].sort((a, b) => a.raw - b.raw);
  const blocks: { n: number; right: number; raw: number; min: number; max: number }[] = [];
  for (const p of sorted) {
    const last = blocks[blocks.length - 1];
    if (last && last.max === p.raw) {
      last.n++;
      last.right += p.right ? 1 : 0;
      last.raw += p.raw;
    } else blocks.push({ n: 1, right: p.right ? 1 : 0, raw: p.raw, min: p.raw, max: p.raw });
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
    floor = Math.max(floor, Math.min(CEILING, (b.right + PRIOR * meanRaw) / (b.n + PRIOR)));
    const p = Number(floor.toFixed(4));
    curve.push([down(b.min), p]);
    if (b.max > b.min) curve.push([up(b.max), p]);
  }
  return curve;
}

// A block's ends are written to 4 places outwards: rounded to nearest, a count's 0.95 × 0.7 =
// 0.66499… was written 0.665, fell below the curve it made, and was read as its raw score.
const down = (x: number): number => Math.floor(x * 1e4) / 1e4;
const up = (x: number): number => Math.ceil(x * 1e4) / 1e4;
