import type { Grey } from './grey';
import type { OcrBlocks, OcrWord } from './ocr-words';

/**
 * Money figures tesseract garbled on a clean scan, read again from their own box. Read with the
 * page, a figure's digits are taken among letters: '1.612,57 €' came back as 'Tol2,57€', '1.355,10 €'
 * as '17355 10E', '2,95 €' as '2 95E', '1.762,39' as '1762139': the amount due, the VAT and the
 * line amounts were lost. Cut out, scaled up and read as one line of figures only (digits,
 * separators, signs and currency marks), the same print reads whole. The second read stands only
 * when it is a well-formed figure that agrees with the first: the same cents, and the digits of one
 * read found in order in the other (a separator misread as a digit, digits misread as letters); a
 * word of digits only takes it only when the second read has fewer digits (the separator it read as
 * one). Only words in a figure's place are read again: nothing but figures or short codes to their
 * right on the row, and a label before them or a figure of another row ending where they end.
 */

/** Reads a crop as one line; `figuresOnly`: with nothing but FIGURE_MARKS allowed. */
export type FigureReader = (
  crop: Grey,
  figuresOnly: boolean,
) => Promise<{ text: string; confidence: number }>;

/** What the second read may see: digits, separators, signs and currency marks. */
export const FIGURE_MARKS = "0123456789.,'-+€$£";

/** A figure as printed: thousands grouped one way, two decimals, a sign or currency mark at most. */
const WELL_FORMED = /^[-+]?[€$£]?[-+]?(?:\d{1,3}(?:([.,' ])\d{3})(?:\1\d{3})*|\d+)[.,]\d{2}[€$£]?-?$/u;
/** A figure that is not grouped with the same mark as its decimals ('1.612.57' is no figure). */
function wellFormed(text: string): boolean {
  const t = text.replace(/\s+(?=[€$£])|(?<=[€$£])\s+/gu, '');
  const m = WELL_FORMED.exec(t);
  if (!m) return false;
  const decimal = /([.,])\d{2}[€$£]?-?$/u.exec(t)?.[1];
  return m[1] === undefined || m[1] !== decimal;
}
/** Thousands set apart by a space ('1 806,00', Scandinavian and French print) read as one. */
const spaced = (text: string): string => text.replace(/(?<=\d) (?=\d{3}(?:\D|$))/gu, '');

/** A word that ends the way a figure ends: two digits, and a currency mark misread or not. */
const FIGURE_END = /\d\d[€$£E]?$/u;
/**
 * Quantities times a price ('12x0,71', '2 X395' of '2 x 3,95') are not garbled figures: read again
 * without its 'x', the price stood beside the quantity as a figure of its own, and a receipt's
 * line lost its shape.
 */
const QUANTITY = /(?:^|\d\s*)[xX×*@]\s*\d/u;

/** A re-read of a word of digits only this sure may set separators among the same digits. */
const SURE = 90;
/** The most words read again on one page: each costs a few tens of milliseconds. */
const MAX_READS = 24;
/** Crops are scaled so the digits stand this many pixels high (tesseract reads 30–40 best). */
const DIGIT_HEIGHT = 40;
const MAX_SCALE = 4;
/** The crop's margin left and right of the box, in the box's heights. */
const MARGIN = 0.4;

type Placed = { word: OcrWord; line: OcrWord[] };

/** Whether the words (joined by spaces) read as a garbled figure. */
export function garbledFigure(texts: string[]): boolean {
  const text = texts.join(' ');
  const last = texts[texts.length - 1] ?? '';
  if (!FIGURE_END.test(last) || QUANTITY.test(text)) return false;
  if ((text.match(/\d/g) ?? []).length < 2) return false;
  if (wellFormed(spaced(text)) || (texts.length === 1 && wellFormed(text))) return false;
  // A well-formed figure with letters before it is a currency's code ('P8,921.00', 'EUR50,35'),
  // unless a currency mark follows it as well: then the letters were digits ('Tol2,57€').
  const tail = /[-+]?\d[\d.,' ]*[.,]\d{2}[€$£]?$/u.exec(text)?.[0] ?? '';
  const head = text.slice(0, text.length - tail.length);
  if (tail && wellFormed(tail.replace(/ /g, '')) && /^\p{L}+\.?\s?$/u.test(head) && !/[€$£]$/u.test(text))
    return false;
  const bare = text.replace(/^[€$£]|[€$£]$/gu, '');
  // Five digits or more: a year or a house number is printed so, a figure seldom.
  if (/^\d+$/u.test(bare)) return bare.length >= 5;
  // Dates and references ('R-24-0312', '143/218/40715') are set with dashes and strokes.
  if (/[\p{L}\d][-/]\d/u.test(text)) return false;
  // Letters or odd marks among the digits, or digit groups split oddly ('17355 10E', '2 95E').
  return /[^\d.,'\s€$£-]/u.test(text) || texts.length > 1;
}

/**
 * The re-read as a figure, or null: well formed, the same cents, and one read's digits in order
 * in the other's, no more than three apart (a word of digits only: the re-read has fewer).
 */
export function acceptedFigure(first: string, again: string, confidence = 0): string | null {
  const text = spaced(again.trim().replace(/\s+/g, ' ')).replace(/ /g, '');
  if (!wellFormed(text)) return null;
  const a = first.replace(/\D/g, '');
  const b = text.replace(/\D/g, '');
  if (a.slice(-2) !== b.slice(-2) || Math.abs(a.length - b.length) > 3) return null;
  // Digits only at first: the re-read read the separators the page read dropped ('113555' for
  // '1.135,55'), sure of it, or read as a digit what the page read as one ('221724', '221,24').
  if (/^[€$£]?[\d ]+[€$£]?$/u.test(first)) {
    // Each digit fewer must be a separator the re-read read ('15115155' of 'R 3 515.55' is no
    // '515.55': three digits lost, one separator read).
    const marks = (text.match(/[.,']/g) ?? []).length;
    if (b.length > a.length || a.length - b.length > marks) return null;
    if (b.length === a.length && confidence < SURE) return null;
  }
  const inOrder = (short: string, long: string) => {
    let i = 0;
    for (const c of long) if (c === short[i]) i++;
    return i === short.length;
  };
  return inOrder(a, b) || inOrder(b, a) ? text : null;
}

/** Reads garbled figures in a figure's place again from `grey` (the picture tesseract's boxes are in). */
export async function rereadFigures(
  blocks: OcrBlocks | null,
  grey: Grey,
  read: FigureReader,
): Promise<number> {
  if (!blocks) return 0;
  const placed: Placed[] = blocks.flatMap((b) =>
    b.paragraphs.flatMap((p) =>
      p.lines.map((l) => l.words).flatMap((line) => line.map((word) => ({ word, line }))),
    ),
  );
  const words = placed.map((p) => p.word);
  let reads = 0;
  let changed = 0;
  const done = new Set<OcrWord>();
  // Longest runs first: a figure split in two is read whole before its pieces are tried alone.
  const runs = candidateRuns(words).sort((a, b) => b.length - a.length);
  for (const run of runs) {
    if (reads >= MAX_READS) break;
    if (run.some((w) => done.has(w)) || !inFigurePlace(run, words)) continue;
    reads++;
    const crop = cropOf(grey, boxOf(run));
    const first = run.map((w) => w.text).join(' ');
    // Read freely first: held to figures only, tesseract's confidence says nothing (0–8 on figures
    // it read right), and on the bench's pages it read as many whole. A mark it took for a letter
    // or a colon ('1:355,10 €') is read again held to figures ('1.355,10€').
    let again = await read(crop, false);
    let figure = acceptedFigure(first, again.text, again.confidence);
    if (!figure && /[^\d\s.,'€$£+-]/u.test(again.text.trim())) {
      again = await read(crop, true);
      figure = acceptedFigure(first, again.text, again.confidence);
    }
    if (!figure) continue;
    // A scrap the page read beside it inside the crop was read with it: its '€' read as '8' beside
    // 'm89' is the '€' of '7,89 €' and goes with the run.
    const whole = [...run, ...scrapsBeside(run, words)].sort((x, y) => x.bbox.x0 - y.bbox.x0);
    replaceRun(placed, whole, figure, again.confidence);
    for (const w of whole) done.add(w);
    changed++;
  }
  return changed;
}

const height = (w: OcrWord) => w.bbox.y1 - w.bbox.y0;
const sameRow = (a: OcrWord, b: OcrWord) =>
  Math.abs((a.bbox.y0 + a.bbox.y1) / 2 - (b.bbox.y0 + b.bbox.y1) / 2) < Math.max(height(a), height(b)) * 0.6;

/** Runs of a row's words set a letter or so apart that read together as a garbled figure. */
function candidateRuns(words: OcrWord[]): OcrWord[][] {
  const runs: OcrWord[][] = [];
  for (const w of words) {
    if (!FIGURE_END.test(w.text)) continue;
    // Digits just left of it, a space apart at most, belong to it ('17355 10E').
    const run = [w];
    for (let k = 0; k < 2; k++) {
      const first = run[0]!;
      const left = words
        .filter((o) => o !== first && sameRow(o, first) && o.bbox.x1 <= first.bbox.x0 + 1)
        .sort((x, y) => y.bbox.x1 - x.bbox.x1)[0];
      if (!left || first.bbox.x0 - left.bbox.x1 > height(first) * 0.9) break;
      if (!/^[\d.,']+$/u.test(left.text) || wellFormed(left.text)) break;
      run.unshift(left);
    }
    // The whole run if it reads as a garbled figure, or else the word alone.
    while (run.length > 1 && !garbledFigure(run.map((r) => r.text))) run.shift();
    if (garbledFigure(run.map((r) => r.text))) runs.push(run);
  }
  return runs;
}

/**
 * Nothing but figures or short codes to the right on its row, and before it a label (a word of
 * three letters) or a figure of another row ending where it ends (an amount column).
 */
function inFigurePlace(run: OcrWord[], words: OcrWord[]): boolean {
  const last = run[run.length - 1]!;
  const first = run[0]!;
  const h = height(last);
  const row = words.filter((o) => !run.includes(o) && sameRow(o, last));
  const right = row.filter((o) => o.bbox.x0 >= last.bbox.x1 - 1);
  if (right.some((o) => o.text.length > 2 && !/^[-+]?[€$£]?[\d.,' ]+[€$£%]?$/u.test(o.text))) return false;
  const label = row.some((o) => o.bbox.x1 <= first.bbox.x0 + 1 && /\p{L}{3}/u.test(o.text));
  const column = words.some(
    (o) =>
      !run.includes(o) && !sameRow(o, last) && wellFormed(o.text) && Math.abs(o.bbox.x1 - last.bbox.x1) < h,
  );
  return label || column;
}

/** Words of one or two marks right of the run on its row, inside the margin its crop takes (cropOf). */
function scrapsBeside(run: OcrWord[], words: OcrWord[]): OcrWord[] {
  const box = boxOf(run);
  const margin = (box.y1 - box.y0) * MARGIN;
  return words.filter(
    (o) =>
      !run.includes(o) &&
      o.text.length <= 2 &&
      sameRow(o, run[run.length - 1]!) &&
      o.bbox.x0 >= (box.x0 + box.x1) / 2 &&
      o.bbox.x1 <= box.x1 + margin,
  );
}

function boxOf(run: OcrWord[]) {
  return {
    x0: Math.min(...run.map((w) => w.bbox.x0)),
    y0: Math.min(...run.map((w) => w.bbox.y0)),
    x1: Math.max(...run.map((w) => w.bbox.x1)),
    y1: Math.max(...run.map((w) => w.bbox.y1)),
  };
}

/**
 * The box with a margin (a point or comma may lie just outside what tesseract boxed), scaled up so
 * the digits stand `DIGIT_HEIGHT` pixels high, on white paper around it.
 */
export function cropOf(grey: Grey, box: { x0: number; y0: number; x1: number; y1: number }): Grey {
  const h = Math.max(4, box.y1 - box.y0);
  const x0 = Math.max(0, Math.floor(box.x0 - h * MARGIN));
  const x1 = Math.min(grey.width, Math.ceil(box.x1 + h * MARGIN));
  const y0 = Math.max(0, Math.floor(box.y0 - h * 0.25));
  const y1 = Math.min(grey.height, Math.ceil(box.y1 + h * 0.3));
  const scale = Math.min(MAX_SCALE, Math.max(1, DIGIT_HEIGHT / h));
  const pad = Math.round(h * scale * 0.6);
  const w = Math.max(1, Math.round((x1 - x0) * scale));
  const ht = Math.max(1, Math.round((y1 - y0) * scale));
  const width = w + 2 * pad;
  const heightOut = ht + 2 * pad;
  const data = new Uint8Array(width * heightOut).fill(255);
  const [ink, paper] = levels(grey, x0, y0, x1, y1);
  // The paper made white: a grey scan's paper, boxed in by the white margin, was read as a frame
  // ('1.612,57 €' came back '6257'). Stretching the ink to black as well blurred the points into
  // colons ('1:355,10 €'): the ink stays as scanned.
  const spread = Math.max(1, paper - ink);
  for (let y = 0; y < ht; y++) {
    // Bilinear: nearest-neighbour scaling leaves stair-stepped strokes tesseract reads worse.
    const sy = Math.min(y1 - y0 - 1, Math.max(0, (y + 0.5) / scale - 0.5));
    const ya = Math.floor(sy);
    const yb = Math.min(y1 - y0 - 1, ya + 1);
    const fy = sy - ya;
    for (let x = 0; x < w; x++) {
      const sx = Math.min(x1 - x0 - 1, Math.max(0, (x + 0.5) / scale - 0.5));
      const xa = Math.floor(sx);
      const xb = Math.min(x1 - x0 - 1, xa + 1);
      const fx = sx - xa;
      const at = (yy: number, xx: number) => grey.data[(y0 + yy) * grey.width + x0 + xx] ?? 255;
      const top = at(ya, xa) * (1 - fx) + at(ya, xb) * fx;
      const bottom = at(yb, xa) * (1 - fx) + at(yb, xb) * fx;
      const v = top * (1 - fy) + bottom * fy;
      data[(y + pad) * width + x + pad] = v >= paper - spread * 0.2 ? 255 : Math.round(v);
    }
  }
  return { data, width, height: heightOut };
}

/** The darkest ink and the paper of a box: the 2nd and 80th percentiles of its pixels. */
function levels(grey: Grey, x0: number, y0: number, x1: number, y1: number): [number, number] {
  const counts = new Array<number>(256).fill(0);
  let n = 0;
  for (let y = y0; y < y1; y++)
    for (let x = x0; x < x1; x++) {
      counts[grey.data[y * grey.width + x] ?? 255]!++;
      n++;
    }
  const at = (share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += counts[v]!) >= n * share) return v;
    return 255;
  };
  return [at(0.02), at(0.8)];
}

/** The run's words become one word reading the figure, where the run's last word stood. */
function replaceRun(placed: Placed[], run: OcrWord[], figure: string, confidence: number): void {
  const box = boxOf(run);
  const last = run[run.length - 1]!;
  const symbols = run.flatMap((w) => w.symbols ?? []);
  const word: OcrWord = {
    text: figure,
    confidence: Math.max(confidence, Math.min(...run.map((w) => w.confidence))),
    bbox: box,
    ...(symbols.length ? { symbols } : {}),
  };
  for (const w of run) {
    const p = placed.find((q) => q.word === w);
    if (!p) continue;
    const i = p.line.indexOf(w);
    if (i < 0) continue;
    if (w === last) p.line.splice(i, 1, word);
    else p.line.splice(i, 1);
  }
}
