import type { Word } from '../types';

/**
 * Tesseract's words as the page's words, boxed the way a PDF's text layer boxes them. OCR boxes
 * the ink: 'von' is 19 pixels high next to 'Rechnung' at 31 and the '471102' beside it at 24, so
 * words of one printed line fall apart into lines of their own, gaps between columns are judged
 * against a word's ink instead of its print size, and a name in 14 pt print looks no larger than
 * a label in 9 pt. A text layer boxes each word by its font: from the ascender line to below the
 * baseline, one height for all the words printed in one size. Here each word gets that box back:
 * its size from how far its ink reaches above the line's baseline (capitals, digits and ascenders
 * reach about 0.72 of the size, x-height letters about half), placed on the baseline as a PDF
 * places it.
 */

type Bbox = { x0: number; y0: number; x1: number; y1: number };
export type OcrWord = {
  text: string;
  confidence: number;
  bbox: Bbox;
  symbols?: { text: string; bbox: Bbox }[];
};
export type OcrLine = {
  words: OcrWord[];
  bbox?: Bbox;
  baseline?: Bbox & { has_baseline?: boolean };
  rowAttributes?: { rowHeight: number; ascenders: number; descenders: number };
};
export type OcrBlocks = { paragraphs: { lines: OcrLine[] }[] }[];

/** Share of the font size that capitals, digits and ascenders reach above the baseline. */
const CAP_HEIGHT = 0.72;
/** Share of it that x-height letters (a c e m n o r s u …) reach. */
const X_HEIGHT = 0.5;
/** The top of a text layer's box above the baseline, and its height, in font sizes. */
const ASCENT = 0.8;
/** Letters that reach the cap height: capitals, digits, ascenders, dotted and accented letters. */
const TALL = /[\p{Lu}\p{N}bdfhijklt\u00df\u00e0-\u024f€$£%#&@!?(){}[\]/\\|]/u;
/** Letters that stay at the x-height. */
const SHORT = /^[acegmnopqrsuvwxyz]$/;

/**
 * An unsure read (below this confidence) of print much smaller or larger than the page's text is
 * a logo or a picture read as letters ('FeRD)' from the FeRD logo, 'eiektronische' and
 * 'Doutschiand' from the small print under it), not text: a bookkeeper never asks about it, and
 * the reader took it for the issuer's name. Footers in small print read sure, and unsure words in
 * the text's own size ('Advokater', 27) stay.
 */
const UNSURE = 40;
const SMALLER = 0.75;
const LARGER = 2;

/** The picture's words in the prepared picture's pixels, `scale` times the picture's own. */
export function ocrWords(blocks: OcrBlocks | null, scale: number): Word[] {
  const read: { text: string; confidence: number; x: number; w: number; top: number; size: number }[] = [];
  for (const block of blocks ?? []) {
    for (const para of block.paragraphs) {
      for (const line of para.lines) {
        // Text printed up the margin (a copyright note along the page's edge) comes back as a line
        // of standing words; its pieces would be strewn among the rows of the line table.
        if (vertical(line)) continue;
        const words = line.words
          .map((word) => ({ word, text: word.text.trim() }))
          .filter(({ word, text }) => keep(text, word.confidence))
          .map(({ word, text }) => ({
            text,
            confidence: word.confidence,
            x: word.bbox.x0,
            w: word.bbox.x1 - word.bbox.x0,
            ...printBox(word, line),
          }));
        read.push(...sameLineSize(words));
      }
    }
  }
  const sure = read.filter((r) => r.confidence >= UNSURE).map((r) => r.size);
  sure.sort((a, b) => a - b);
  const usual = sure[Math.floor(sure.length / 2)];
  return read
    .filter(
      (r) =>
        usual === undefined ||
        r.confidence >= UNSURE ||
        (r.size >= usual * SMALLER && r.size <= usual * LARGER),
    )
    .map((r) => ({ text: r.text, x: r.x / scale, y: r.top / scale, w: r.w / scale, h: r.size / scale }));
}

/**
 * Words set next to each other on one baseline (a word space apart) are printed in one size. A
 * speck or a stroke of the line above joined to a word's letters makes it look far larger: on a
 * scan fed in askew, 'Est' of 'Theodor Est' took in the sender line printed small over the address
 * window and was sized 83 against 'Theodor' at 44, so the name's box covered the sender line and
 * the reader took the sender for the receiver. A word over 1.5 times the size of a neighbour a
 * word space away takes that neighbour's size, standing on its own baseline. Words far apart on
 * one baseline (a name in large print, a contact line at the page's right) keep their sizes.
 */
const NEIGHBOUR_SPREAD = 1.5;
function sameLineSize<T extends { x: number; w: number; top: number; size: number }>(words: T[]): T[] {
  const sorted = [...words].sort((a, b) => a.x - b.x);
  const near = (a: T, b: T) => Math.max(b.x - (a.x + a.w), a.x - (b.x + b.w)) <= Math.min(a.size, b.size);
  return sorted.map((w, i) => {
    const sizes = [sorted[i - 1], sorted[i + 1]]
      .filter((n): n is T => n !== undefined && near(w, n))
      .map((n) => n.size);
    const least = Math.min(...sizes);
    if (!sizes.length || w.size <= least * NEIGHBOUR_SPREAD) return w;
    return { ...w, top: w.top + (w.size - least) * ASCENT, size: least };
  });
}

/**
 * Specks and table rules come back as punctuation or low-confidence scraps: they are dropped (a
 * lone ":" or "|" carries nothing, and would glue a label to the wrong value). '#' stays: it says
 * a number follows ('Rechnung # RE-20170509/505'), and a gap where it was splits the label from
 * its value; so does '&' in a name ('Hansen & Søn ApS').
 */
function keep(text: string, confidence: number): boolean {
  if (!text || /^[^\p{L}\p{N}€$£%#&]+$/u.test(text)) return false;
  if (confidence < 35 && !/[\p{L}\p{N}]{2}/u.test(text)) return false;
  return true;
}

function vertical(line: OcrLine): boolean {
  const b = line.baseline;
  if (b && (b.has_baseline ?? true) && Math.abs(b.y1 - b.y0) > Math.abs(b.x1 - b.x0)) return true;
  return false;
}

/** The line's baseline under the middle of the word, or the bottom of its ink if there is none. */
function baselineAt(line: OcrLine, word: OcrWord): number {
  const b = line.baseline;
  const ink = word.bbox.y1;
  if (!b || b.has_baseline === false || b.x1 === b.x0) return ink;
  const x = (word.bbox.x0 + word.bbox.x1) / 2;
  const y = b.y0 + ((b.y1 - b.y0) * (x - b.x0)) / (b.x1 - b.x0);
  // A word set off the line's baseline (a superscript, a word tesseract put in the wrong line)
  // keeps its own ink's bottom.
  const inkHeight = word.bbox.y1 - word.bbox.y0;
  return Math.abs(y - ink) <= inkHeight * 0.45 ? y : ink;
}

/**
 * The word's print size and the top of its text-layer box. Each letter tells the size by how far
 * it reaches above the baseline; the median of the letters' sizes, because a speck of dirt above a
 * word widens the word's box (on a noisy scan 'Fakturanummer' is boxed 37 pixels high, its letters
 * 20).
 */
function printBox(word: OcrWord, line: OcrLine): { top: number; size: number } {
  const ink = Math.max(1, word.bbox.y1 - word.bbox.y0);
  const base = baselineAt(line, word);
  const sizes: number[] = [];
  for (const symbol of word.symbols ?? []) {
    const above = base - symbol.bbox.y0;
    if (above <= 0) continue;
    if (TALL.test(symbol.text)) sizes.push(above / CAP_HEIGHT);
    else if (SHORT.test(symbol.text)) sizes.push(above / X_HEIGHT);
  }
  sizes.sort((a, b) => a - b);
  const median = sizes[Math.floor(sizes.length / 2)];
  // Without a letter to measure (tesseract gave no symbols), the word's ink.
  const size = median ?? ink;
  return { top: base - size * ASCENT, size };
}
