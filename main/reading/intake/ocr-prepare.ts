import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { MAX_IMAGE_PIXELS } from '../limits';
import { flattenLight } from './flatten-light';
import { greyOf, turnGrey, type Grey } from './grey';

/**
 * Scans as OCR reads them best: grey, large enough, the right way up. Tesseract reads text whose
 * lines are about 20–40 pixels high; a phone photo or a 100 dpi scan has lines of 8–12 and reads
 * as noise, so small text is scaled up. A page fed in sideways reads as noise too: text lines make
 * the ink's row profile jagged (line, gap, line) and its column profile flat, so a page whose
 * columns are more jagged than its rows is turned a quarter. Which way up cannot be told from the
 * ink reliably (table rules drown the ascenders): a band of the page is read both ways up first
 * (see ocr.ts), and the pixels go to OCR turned already. Grey and
 * black-and-white are left to tesseract: its own thresholding read our noisy grey test scans as
 * well as a binarised copy, and faster (its own choices of thresholding, adaptive Otsu and
 * Sauvola, read the ruled boxes of our scans worse). Specks are taken out (despeckle.ts).
 */

/**
 * Ink rows of a text line, from the top of its capitals to the bottom of its descenders. Small
 * print is scaled up to lines this high: a 100 dpi scan's about 2.7 times (scaled twice, its bold
 * figures and a logo's neighbourhood read wrong: 72 of 104 fields right on the bench's 100 dpi
 * scans against 88 of 104 scaled to this, for about 0.3 s more a page).
 */
const GOOD_LINE_PX = 32;
const SMALL_LINE_PX = 16;
const MAX_UPSCALE = 3;
/** Lines taller than this (scans over about 400 dpi) are scaled down to a 300 dpi scan's. */
const LARGE_LINE_PX = 44;
const BIG_LINE_PX = 34;
/** Columns this much more jagged than rows: the text runs up or down the page. */
const SIDEWAYS = 1.08;
/** Ink is at least this much darker than the paper (Otsu alone splits a noisy page's paper). */
const INK_CONTRAST = 60;

export type Layout = {
  /** Median height in pixels of the text lines, when there are lines to measure. */
  lineHeight: number | null;
  /** The text runs vertically: the page lies on its side. */
  sideways: boolean;
  /**
   * The angle (radians) that straightens the text lines, as tesseract.js's `rotateRadians` takes
   * it, measured on the page as it lies (upside down the same angle straightens it).
   */
  skew: number;
};

/** Otsu's threshold: the grey level that best splits ink from paper. */
export function otsu(grey: Grey): number {
  const hist = new Uint32Array(256);
  const { data } = grey;
  for (let i = 0; i < data.length; i++) {
    const v = data[i] ?? 255;
    hist[v] = (hist[v] ?? 0) + 1;
  }
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
export function paperLevel(grey: Grey): number {
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

/** Pixels the ink is measured on: an A4 page at about 150 dpi. */
const ANALYSIS_PIXELS = 2_500_000;

/** The picture `factor` times smaller each way, each pixel the darkest of its block (thin print stays ink). */
function shrinkKeepingInk(grey: Grey, factor: number): Grey {
  if (factor <= 1) return grey;
  const width = Math.floor(grey.width / factor);
  const height = Math.floor(grey.height / factor);
  const data = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height * factor; y++) {
    const from = y * grey.width;
    const to = Math.floor(y / factor) * width;
    for (let x = 0; x < width * factor; x++) {
      const v = grey.data[from + x] ?? 255;
      const at = to + Math.floor(x / factor);
      if (v < (data[at] ?? 255)) data[at] = v;
    }
  }
  return { data, width, height };
}

/** Measures the page's text from its ink: its line height, and whether it lies sideways. */
export function analyseLayout(picture: Grey): Layout {
  // Measured on a picture of about 150 dpi: a 600 dpi page holds millions of ink pixels and took
  // tens of seconds to measure at every slant.
  const factor = Math.max(1, Math.ceil(Math.sqrt((picture.width * picture.height) / ANALYSIS_PIXELS)));
  const grey = shrinkKeepingInk(picture, factor);
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
  const { profile: rows, slope } = sharpestProfile(ys, xs, height, width);
  const { profile: cols } = sharpestProfile(xs, ys, width, height);
  const sideways = jaggedness(cols) > jaggedness(rows) * SIDEWAYS;
  const runs = inkRuns(sideways ? cols : rows, sideways ? height : width);
  const heights = runs.map((r) => r.h).sort((a, b) => a - b);
  // Text lines, not rules or pictures: the median of the runs a line could be.
  const plausible = heights.filter((h) => h <= (sideways ? width : height) / 8);
  const median = plausible.length >= 3 ? (plausible[Math.floor(plausible.length / 2)] ?? null) : null;
  // The profile is sharpest where y + x * slope is constant along a line: lines fall by `slope`
  // a pixel to the right, and turning the picture by atan(slope) (tesseract's sense) levels them.
  return { lineHeight: median === null ? null : median * factor, sideways, skew: Math.atan(slope) };
}

/** Slants tried for a profile: up to 10° either way, in half degrees. */
const SLANTS = Array.from({ length: 41 }, (_, i) => Math.tan((((i - 20) / 2) * Math.PI) / 180));

/**
 * The profile along `along` (a row index per ink pixel, `across` its position in the row) at the
 * slant that makes it most jagged.
 */
function sharpestProfile(
  along: number[],
  across: number[],
  size: number,
  length: number,
): { profile: Float64Array; slope: number } {
  let best = new Float64Array(size);
  let bestSlope = 0;
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
      bestSlope = slope;
    }
  }
  return { profile: best, slope: bestSlope };
}

/**
 * How much to scale a picture with this line height so that OCR reads it well (1 = as it is): small
 * print up, print larger than a 300 dpi scan's down (a 600 dpi page is four times the pixels to
 * analyse, for nothing: tesseract scales each text line to one height anyway).
 */
export function ocrScaleFor(lineHeight: number | null, width: number, height: number): number {
  if (!lineHeight) return 1;
  if (lineHeight > LARGE_LINE_PX) return BIG_LINE_PX / lineHeight;
  if (lineHeight >= SMALL_LINE_PX) return 1;
  const wanted = Math.min(MAX_UPSCALE, GOOD_LINE_PX / lineHeight);
  const room = Math.sqrt(MAX_IMAGE_PIXELS / (width * height));
  return Math.max(1, Math.min(wanted, room));
}

export type PreparedPicture = {
  /** Grey picture, turned a quarter when the text runs vertically, at the scale OCR reads best. */
  grey: Grey;
  /** Quarter turns clockwise applied to the picture as scanned (0 or 1). */
  quarterTurns: number;
  /** Pixels of the prepared picture per pixel of the picture as scanned. */
  scale: number;
  layout: Layout;
  /** Height of a text line in the prepared picture's pixels, when there are lines to measure. */
  lineHeight: number | null;
};

/**
 * Draws `image` scaled by `scale` and turned by `turns` quarter turns clockwise onto a white canvas,
 * and by `radians` more, about its centre (a scan's slant straightened).
 */
export function drawTurned(image: Image | Canvas, scale: number, turns: number, radians = 0): Canvas {
  const w = Math.round(image.width * scale);
  const h = Math.round(image.height * scale);
  const odd = turns % 2 === 1;
  const canvas = createCanvas(odd ? h : w, odd ? w : h);
  const ctx = canvas.getContext('2d');
  // Shrinking print by plain bilinear sampling drops strokes thinner than the step.
  if (scale < 1) ctx.imageSmoothingQuality = 'high';
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.translate(canvas.width / 2, canvas.height / 2);
  ctx.rotate((turns * Math.PI) / 2 + radians);
  ctx.drawImage(image, -w / 2, -h / 2, w, h);
  return canvas;
}

/**
 * Grey, turned a quarter when the text runs vertically, scaled down to the pixel budget or up when
 * the text is small.
 */
export function preparePicture(image: Image | Canvas): PreparedPicture {
  const fit = Math.min(1, Math.sqrt(MAX_IMAGE_PIXELS / (image.width * image.height)));
  const first = drawTurned(image, fit, 0);
  // Lit evenly first: the ink is measured, and read, against the paper around it.
  const grey = flattenLight(greyOf(first));
  const layout = analyseLayout(grey);
  const up = ocrScaleFor(layout.lineHeight, first.width, first.height);
  // Scaling needs the canvas's interpolation; turning is cheaper on the grey bytes.
  const scaled = up === 1 ? grey : flattenLight(greyOf(drawTurned(first, up, 0)));
  const quarterTurns = layout.sideways ? 1 : 0;
  const lineHeight = layout.lineHeight === null ? null : layout.lineHeight * up;
  return { grey: turnGrey(scaled, quarterTurns), quarterTurns, scale: fit * up, layout, lineHeight };
}

/** Rows in the band read to tell which way up a page is: enough lines for tesseract to be sure. */
const SAMPLE_LINES = 6;
const SAMPLE_SHARE = 0.1;

/**
 * The rows of the band with the most text (rows that change most from one to the next: lines of
 * letters, not a blank margin or a solid logo), `SAMPLE_LINES` text lines or a fifth of the page.
 */
export function sampleBand(grey: Grey, lineHeight: number | null): { from: number; to: number } {
  const { width, height, data } = grey;
  const band = Math.min(
    height,
    Math.max(Math.round(height * SAMPLE_SHARE), Math.round((lineHeight ?? 0) * 2 * SAMPLE_LINES)),
  );
  if (band >= height) return { from: 0, to: height };
  const threshold = inkThreshold(grey);
  const ink = new Float64Array(height);
  for (let y = 0; y < height; y++) {
    let n = 0;
    for (let x = 0, i = y * width; x < width; x++, i++) if ((data[i] ?? 255) < threshold) n++;
    ink[y] = n;
  }
  // Prefix sums of the steps between neighbouring rows: each window's text in O(1).
  const steps = new Float64Array(height + 1);
  for (let y = 1; y < height; y++)
    steps[y + 1] = (steps[y] ?? 0) + Math.abs((ink[y] ?? 0) - (ink[y - 1] ?? 0));
  let best = 0;
  let from = 0;
  for (let y = 0; y + band <= height; y += 4) {
    const v = (steps[y + band] ?? 0) - (steps[y + 1] ?? 0);
    if (v > best) {
      best = v;
      from = y;
    }
  }
  return { from, to: from + band };
}
