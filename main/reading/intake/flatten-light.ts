import type { Grey } from './grey';

/**
 * A phone photo of a receipt or a page is lit unevenly: bright where the lamp is, dimmer at the far
 * corner, a hand's shadow across it. One threshold for the whole picture (tesseract's Otsu, and the
 * ink threshold that measures lines and slant here) then takes the dim paper for ink, or the ink
 * in the bright part for paper, and whole lines go unread. The paper's brightness is estimated
 * block by block and divided out, so that paper is one grey everywhere and ink keeps its contrast
 * to the paper around it. A picture lit evenly (a scanner's, a PDF's) is left as it is.
 *
 * Deepening faint print as well (each block's ink stretched to a usual darkness) was measured and
 * left out: on the photos of faded receipts it read 15 more fields but gave 10 more wrong amounts
 * (blurred zeros read as 8 and 9), and a wrong total is worse than none.
 */

/** Blocks per side of the picture's shorter side: a block holds paper between a few letters. */
const BLOCKS_ACROSS = 24;
/** Paper's share of a block is at least this: its brightness is this high a percentile. */
const PAPER_PERCENTILE = 0.9;
/**
 * Blocks each way around a block whose middle level stands for it: a block all ink (a logo, a
 * shaded heading) or a bright spot (glare, the table beyond the paper) does not stand for the light.
 */
const NEIGHBOURS = 2;
/** Paper this many grey levels darker in one place than the brightest: the light is uneven. */
const UNEVEN = 24;

type Grid = { values: Float64Array; cols: number; rows: number; size: number };

/** The `share` percentile of the block's pixels (a histogram: blocks are thousands of pixels). */
function blockPercentile(grey: Grey, x0: number, y0: number, x1: number, y1: number, share: number): number {
  const hist = new Uint32Array(256);
  let n = 0;
  // Every second pixel each way: the percentile of a few thousand pixels is as good.
  for (let y = y0; y < y1; y += 2)
    for (let x = x0, i = y * grey.width + x0; x < x1; x += 2, i += 2) {
      hist[grey.data[i] ?? 255]! += 1;
      n++;
    }
  let below = 0;
  for (let v = 0; v < 256; v++) {
    below += hist[v] ?? 0;
    if (below >= n * share) return v;
  }
  return 255;
}

/** Each block's `share` percentile: a grid `cols` × `rows` of blocks `size` pixels square. */
function blockGrid(grey: Grey, size: number, share: number): Grid {
  const cols = Math.ceil(grey.width / size);
  const rows = Math.ceil(grey.height / size);
  const values = new Float64Array(cols * rows);
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const x1 = Math.min(grey.width, (c + 1) * size);
      const y1 = Math.min(grey.height, (r + 1) * size);
      values[r * cols + c] = blockPercentile(grey, c * size, r * size, x1, y1, share);
    }
  return { values, cols, rows, size };
}

/** Each block's `pick` of the values of the blocks `radius` around it. */
function around(grid: Grid, radius: number, pick: (sorted: number[]) => number): Grid {
  const { cols, rows } = grid;
  const values = new Float64Array(grid.values.length);
  const near: number[] = [];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      near.length = 0;
      for (let rr = Math.max(0, r - radius); rr <= Math.min(rows - 1, r + radius); rr++)
        for (let cc = Math.max(0, c - radius); cc <= Math.min(cols - 1, c + radius); cc++)
          near.push(grid.values[rr * cols + cc] ?? 0);
      values[r * cols + c] = pick(near.sort((a, b) => a - b));
    }
  return { ...grid, values };
}

const middle = (sorted: number[]): number => sorted[Math.floor(sorted.length / 2)] ?? 0;
const mean = (sorted: number[]): number => sorted.reduce((s, v) => s + v, 0) / sorted.length;

/** The share-th value of a grid's values. */
function quantile(values: Float64Array, share: number): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 255;
}

/**
 * Each pixel divided by the paper's level there (bilinear between block centres: no seams from
 * block to block) and brought up to `bright`. Interpolated a row at a time: a phone photo is
 * millions of pixels, and a function call per pixel took a third of a second.
 */
function divideOut(grey: Grey, paper: Grid, bright: number): Grey {
  const { width, height, data } = grey;
  const { cols, rows, size, values } = paper;
  const place = (p: number, n: number) => Math.min(n - 1, Math.max(0, (p + 0.5) / size - 0.5));
  const c0 = new Int32Array(width);
  const c1 = new Int32Array(width);
  const tx = new Float64Array(width);
  for (let x = 0; x < width; x++) {
    const fx = place(x, cols);
    c0[x] = Math.floor(fx);
    c1[x] = Math.min(cols - 1, c0[x]! + 1);
    tx[x] = fx - c0[x]!;
  }
  const row = new Float64Array(cols);
  const out = new Uint8Array(data.length);
  for (let y = 0, i = 0; y < height; y++) {
    const fy = place(y, rows);
    const r0 = Math.floor(fy);
    const r1 = Math.min(rows - 1, r0 + 1);
    const ty = fy - r0;
    for (let c = 0; c < cols; c++)
      row[c] = (values[r0 * cols + c] ?? 0) * (1 - ty) + (values[r1 * cols + c] ?? 0) * ty;
    for (let x = 0; x < width; x++, i++) {
      const t = tx[x]!;
      const level = (row[c0[x]!] ?? 0) * (1 - t) + (row[c1[x]!] ?? 0) * t;
      out[i] = Math.min(255, Math.round(((data[i] ?? 255) * bright) / Math.max(1, level)));
    }
  }
  return { data: out, width, height };
}

const blockSize = (grey: Grey): number =>
  Math.max(8, Math.round(Math.min(grey.width, grey.height) / BLOCKS_ACROSS));
const tooSmall = (grey: Grey, size: number): boolean => grey.width < size * 3 || grey.height < size * 3;

/** The picture with its paper lit evenly, or the same picture when it already was. */
export function flattenLight(grey: Grey): Grey {
  const size = blockSize(grey);
  if (tooSmall(grey, size)) return grey;
  const paper = around(around(blockGrid(grey, size, PAPER_PERCENTILE), NEIGHBOURS, middle), 1, mean);
  // The paper's brightest light (bar a few blocks) is what all of it is brought up to.
  const lo = quantile(paper.values, 0.02);
  const hi = quantile(paper.values, 0.98);
  if (hi - lo < UNEVEN || hi <= 0) return grey;
  return divideOut(grey, paper, hi);
}
