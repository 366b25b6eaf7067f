import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { MAX_IMAGE_PIXELS } from '../limits';

/**
 * Scans as OCR reads them best: grey, large enough, the right way up. Tesseract reads text whose
 * lines are about 20–40 pixels high; a phone photo or a 100 dpi scan has lines of 8–12 and reads
 * as noise, so small text is scaled up. A page fed in sideways reads as noise too: text lines make
 * the ink's row profile jagged (line, gap, line) and its column profile flat, so a page whose
 * columns are more jagged than its rows is turned a quarter. Upside down cannot be told from the
 * ink alone: a read that comes out as noise is read again the other way up (see ocr.ts). Grey and
 * black-and-white are left to tesseract: its own thresholding read our noisy grey test scans as
 * well as a binarised copy, and faster.
 */

/** Ink rows of a text line, from the top of its capitals to the bottom of its descenders. */
const GOOD_LINE_PX = 24;
const SMALL_LINE_PX = 16;
const MAX_UPSCALE = 3;
/** Columns this much more jagged than rows: the text runs up or down the page. */
const SIDEWAYS = 1.08;
/** Ink is at least this much darker than the paper (Otsu alone splits a noisy page's paper). */
const INK_CONTRAST = 60;

export type Grey = { data: Uint8Array; width: number; height: number };

export type Layout = {
  /** Median height in pixels of the text lines, when there are lines to measure. */
  lineHeight: number | null;
  /** The text runs vertically: the page lies on its side. */
  sideways: boolean;
};

/** Luminance of an RGBA image, white where it is transparent. */
export function toGrey(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): Grey {
  const data = new Uint8Array(width * height);
  for (let i = 0, p = 0; p < data.length; i += 4, p++) {
    const a = (rgba[i + 3] ?? 255) / 255;
    const lum = 0.299 * (rgba[i] ?? 0) + 0.587 * (rgba[i + 1] ?? 0) + 0.114 * (rgba[i + 2] ?? 0);
    data[p] = Math.round(lum * a + 255 * (1 - a));
  }
  return { data, width, height };
}

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsu(grey: Grey): number {
  const hist = new Array<number>(256).fill(0);
  for (const v of grey.data) hist[v] = (hist[v] ?? 0) + 1;
  const total = grey.data.length;
  let sum = 0;
  for (let i = 0; i < 256; i++) sum += i * (hist[i] ?? 0);
  let sumB = 0;
  let wB = 0;
  let best = 0;
  let threshold = 128;
  for (let t = 0; t < 256; t++) {
    wB += hist[t] ?? 0;
    if (wB === 0) continue;
    const wF = total - wB;
    if (wF === 0) break;
    sumB += t * (hist[t] ?? 0);
    const mB = sumB / wB;
    const mF = (sum - sumB) / wF;
    const between = wB * wF * (mB - mF) ** 2;
    if (between > best) {
      best = between;
      threshold = t;
    }
  }
  return threshold;
}

/** The paper's grey: the median of a sample of pixels (most of a page is paper). */
function paperLevel(grey: Grey): number {
  const step = Math.max(1, Math.floor(grey.data.length / 20_000));
  const sample: number[] = [];
  for (let i = 0; i < grey.data.length; i += step) sample.push(grey.data[i] ?? 255);
  sample.sort((a, b) => a - b);
  return sample[Math.floor(sample.length / 2)] ?? 255;
}

/** Darker than this is ink: Otsu's split, but never within the paper's own noise. */
export function inkThreshold(grey: Grey): number {
  return Math.min(otsu(grey), paperLevel(grey) - INK_CONTRAST);
}

/** How jagged a profile is: the mean absolute step between neighbours against the mean. */
function jaggedness(profile: Float64Array): number {
  let steps = 0;
  let sum = 0;
  for (let i = 0; i < profile.length; i++) {
    sum += profile[i] ?? 0;
    if (i > 0) steps += Math.abs((profile[i] ?? 0) - (profile[i - 1] ?? 0));
  }
  return sum > 0 ? steps / sum : 0;
}

/** Runs of inked rows (text lines): their heights, and where they are. */
function inkRuns(rows: Float64Array, width: number): { y: number; h: number }[] {
  const runs: { y: number; h: number }[] = [];
  // A row with a few specks is paper; a text line inks a good share of its row's dark pixels.
  const floor = Math.max(2, width * 0.004);
  let start = -1;
  for (let y = 0; y <= rows.length; y++) {
    const inked = y < rows.length && (rows[y] ?? 0) > floor;
    if (inked && start < 0) start = y;
    if (!inked && start >= 0) {
      if (y - start >= 3) runs.push({ y: start, h: y - start });
      start = -1;
    }
  }
  return runs;
}

/** Measures the page's text from its ink: its line height, and whether it lies sideways. */
export function analyseLayout(grey: Grey): Layout {
  const { width, height, data } = grey;
  const threshold = inkThreshold(grey);
  // The inked pixels, once: profiles at every angle are sums over them.
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < height; y++) {
    const off = y * width;
    for (let x = 0; x < width; x++) {
      if ((data[off + x] ?? 255) < threshold) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  // A scan photographed askew blurs a straight profile: each direction is measured at the small
  // angle where its profile is most jagged (the text lines' own slant).
  const rows = sharpestProfile(ys, xs, height, width);
  const cols = sharpestProfile(xs, ys, width, height);
  const sideways = jaggedness(cols) > jaggedness(rows) * SIDEWAYS;
  const runs = inkRuns(sideways ? cols : rows, sideways ? height : width);
  const heights = runs.map((r) => r.h).sort((a, b) => a - b);
  // Text lines, not rules or pictures: the median of the runs a line could be.
  const plausible = heights.filter((h) => h <= (sideways ? width : height) / 8);
  const lineHeight = plausible.length >= 3 ? (plausible[Math.floor(plausible.length / 2)] ?? null) : null;
  return { lineHeight, sideways };
}

/** Slants tried for a profile: up to 10° either way, in half degrees. */
const SLANTS = Array.from({ length: 41 }, (_, i) => Math.tan((((i - 20) / 2) * Math.PI) / 180));

/**
 * The profile along `along` (a row index per ink pixel, `across` its position in the row) at the
 * slant that makes it most jagged.
 */
function sharpestProfile(along: number[], across: number[], size: number, length: number): Float64Array {
  let best = new Float64Array(size);
  let bestJag = -1;
  // Half a degree over a page's width drifts a line by a few pixels: fine for telling lines apart.
  for (const slope of SLANTS) {
    const shift = Math.ceil(Math.abs(slope) * length);
    const profile = new Float64Array(size + 2 * shift);
    for (let i = 0; i < along.length; i++) {
      const at = Math.round((along[i] ?? 0) + (across[i] ?? 0) * slope) + shift;
      profile[at] = (profile[at] ?? 0) + 1;
    }
    const jag = jaggedness(profile);
    if (jag > bestJag) {
      bestJag = jag;
      best = profile;
    }
  }
  return best;
}

/** How much to scale a picture with this line height up so that OCR reads it well (1 = as it is). */
export function upscaleFor(lineHeight: number | null, width: number, height: number): number {
  if (!lineHeight || lineHeight >= SMALL_LINE_PX) return 1;
  const wanted = Math.min(MAX_UPSCALE, GOOD_LINE_PX / lineHeight);
  const room = Math.sqrt(MAX_IMAGE_PIXELS / (width * height));
  return Math.max(1, Math.min(wanted, room));
}

export type PreparedPicture = {
  /** Grey picture, upright as far as the ink tells, at the scale OCR reads best. */
  canvas: Canvas;
  /** Quarter turns clockwise applied to the picture as scanned (0 or 1). */
  quarterTurns: number;
  /** Pixels of the prepared picture per pixel of the picture as scanned. */
  scale: number;
  layout: Layout;
  /** Nothing was changed: the picture's own bytes can go to OCR as they are. */
  unchanged: boolean;
};

/** Draws `image` scaled by `scale` and turned by `turns` quarter turns clockwise onto a grey canvas. */
export function drawTurned(image: Image | Canvas, scale: number, turns: number): Canvas {
  const w = Math.round(image.width * scale);
  const h = Math.round(image.height * scale);
  const odd = turns % 2 === 1;
  const canvas = createCanvas(odd ? h : w, odd ? w : h);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((turns * Math.PI) / 2);
  ctx.drawImage(image, -w / 2, -h / 2, w, h);
  return canvas;
}

/**
 * Grey, upright (a quarter turn when the text runs vertically), scaled down to the pixel budget or
 * up when the text is small.
 */
export function preparePicture(image: Image): PreparedPicture {
  const fit = Math.min(1, Math.sqrt(MAX_IMAGE_PIXELS / (image.width * image.height)));
  const first = drawTurned(image, fit, 0);
  const ctx = first.getContext('2d');
  const grey = toGrey(ctx.getImageData(0, 0, first.width, first.height).data, first.width, first.height);
  const layout = analyseLayout(grey);
  const up = upscaleFor(layout.lineHeight, first.width, first.height);
  const quarterTurns = layout.sideways ? 1 : 0;
  const unchanged = up === 1 && !quarterTurns;
  const canvas = unchanged ? first : drawTurned(first, up, quarterTurns);
  return { canvas, quarterTurns, scale: fit * up, layout, unchanged: unchanged && fit === 1 };
}
