import type { Grey } from './grey';
import type { OcrBlocks, OcrWord } from './ocr-words';
import { inkThreshold } from './ocr-prepare';

/**
 * Decimal points tesseract read as a gap. A till receipt's printer sets its digits wide apart, and
 * tesseract reads "25.40" as the two words "25" and "40" (and "RM2.00" as "RM2." and "00"): the
 * total is then no amount at all, or "40" is taken for one. Two words of one line are one amount
 * again when the first ends in a digit, the second is two digits (the cents), they stand no
 * further apart than a letter or two, and the picture shows a dot in the gap: a small blot of ink
 * on the digits' baseline with nothing above it. Without that dot ("1300 13 1300", a phone
 * number) the words stay apart.
 */

/** How far apart, in the first word's letter widths, a point may set the two halves. */
const MAX_GAP_LETTERS = 1.6;
/**
 * The first half: digits, after a currency sign or code at most ("RM2.", "$12", "S$4"). A single
 * letter before the digits is more often a digit tesseract misread ("Z5." for "25."): joined, the
 * amount would be a wrong one (5.70), worse than none.
 */
const AMOUNT_START = /^(?:[$€£¥₹]|\p{L}{2,3}\.?|\p{L}{1,2}\$)?\d[\d,.]*$/u;

export function restoreDecimalPoints(blocks: OcrBlocks | null, grey: Grey): void {
  if (!blocks) return;
  const threshold = inkThreshold(grey);
  // Sparse text (ocr.ts) reads each run of words apart: the halves come back as lines of their own.
  const lines = blocks.flatMap((block) => block.paragraphs.flatMap((para) => para.lines.map((l) => l.words)));
  const cents = lines.flatMap((words) =>
    words.filter((w) => /^\d\d$/.test(w.text)).map((w) => ({ w, words })),
  );
  for (const words of lines) {
    for (let i = 0; i < words.length; i++) {
      const a = words[i]!;
      if (!AMOUNT_START.test(a.text)) continue;
      const b = rightHalf(a, cents);
      if (!b) continue;
      const pointRead = /\d[.,]$/.test(a.text);
      if (!pointRead && !dotBetween(grey, threshold, a, b.w)) continue;
      words[i] = joined(a, b.w, pointRead ? '' : '.');
      b.words.splice(b.words.indexOf(b.w), 1);
      cents.splice(cents.indexOf(b), 1);
    }
  }
}

/** The two digits standing right after `a` on its baseline, no further than a letter or two. */
function rightHalf(a: OcrWord, cents: { w: OcrWord; words: OcrWord[] }[]) {
  const letter = (a.bbox.x1 - a.bbox.x0) / Math.max(1, a.text.length);
  const height = a.bbox.y1 - a.bbox.y0;
  let best: (typeof cents)[number] | undefined;
  for (const c of cents) {
    const gap = c.w.bbox.x0 - a.bbox.x1;
    if (c.w === a || gap < 0 || gap > letter * MAX_GAP_LETTERS) continue;
    if (Math.abs(c.w.bbox.y1 - a.bbox.y1) > height * 0.25) continue;
    if (!best || gap < best.w.bbox.x0 - a.bbox.x1) best = c;
  }
  return best;
}

function joined(a: OcrWord, b: OcrWord, point: string): OcrWord {
  return {
    text: `${a.text}${point}${b.text}`,
    confidence: Math.min(a.confidence, b.confidence),
    bbox: {
      x0: a.bbox.x0,
      y0: Math.min(a.bbox.y0, b.bbox.y0),
      x1: b.bbox.x1,
      y1: Math.max(a.bbox.y1, b.bbox.y1),
    },
    ...(a.symbols && b.symbols ? { symbols: [...a.symbols, ...b.symbols] } : {}),
  };
}

/**
 * Ink in the gap low on the baseline (a point, or a comma's head) and none in its upper part (a
 * letter or digit tesseract left out would reach up there).
 */
function dotBetween(grey: Grey, threshold: number, a: OcrWord, b: OcrWord): boolean {
  const base = Math.round(Math.min(a.bbox.y1, b.bbox.y1));
  const height = Math.max(4, base - Math.max(a.bbox.y0, b.bbox.y0));
  const x0 = Math.ceil(a.bbox.x1) + 1;
  const x1 = Math.floor(b.bbox.x0) - 1;
  if (x1 < x0) return false;
  const low = inkIn(
    grey,
    threshold,
    x0,
    base - Math.round(height * 0.3),
    x1,
    base + Math.round(height * 0.1),
  );
  const high = inkIn(grey, threshold, x0, base - height, x1, base - Math.round(height * 0.45));
  return low >= 2 && high === 0;
}

function inkIn(grey: Grey, threshold: number, x0: number, y0: number, x1: number, y1: number): number {
  let n = 0;
  for (let y = Math.max(0, y0); y <= Math.min(grey.height - 1, y1); y++)
    for (let x = Math.max(0, x0); x <= Math.min(grey.width - 1, x1); x++)
      if ((grey.data[y * grey.width + x] ?? 255) < threshold) n++;
  return n;
}
