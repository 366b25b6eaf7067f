import { describe, expect, it } from 'vitest';
import { restoreDecimalPoints } from '../../main/reading/intake/decimal-points';
import type { Grey } from '../../main/reading/intake/grey';
import type { OcrBlocks, OcrWord } from '../../main/reading/intake/ocr-words';
import { scannedPaper } from './scanned-paper';

// A till printer sets "25.40" wide apart and tesseract reads two words, "25" and "40", each a line
// of its own in sparse text. The picture tells whether a point stands between them.

/** Paper, with blocks of ink: digits 20 pixels high on the baseline at y = 40, a point if asked. */
function picture(point: boolean): Grey {
  const { grey, ink } = scannedPaper(300, 60);
  ink(20, 20, 14, 20);
  ink(40, 20, 14, 20);
  if (point) ink(62, 36, 4, 4);
  ink(74, 20, 14, 20);
  ink(94, 20, 14, 20);
  return grey;
}

const word = (text: string, x0: number, x1: number): OcrWord => ({
  text,
  confidence: 90,
  bbox: { x0, y0: 20, x1, y1: 40 },
});
const lines = (...words: OcrWord[]): OcrBlocks => [
  { paragraphs: words.map((w) => ({ lines: [{ words: [w] }] })) },
];
const texts = (blocks: OcrBlocks) =>
  blocks.flatMap((b) => b.paragraphs.flatMap((p) => p.lines.flatMap((l) => l.words.map((w) => w.text))));

describe('decimal points tesseract read as a gap', () => {
  it('joins the cents to the amount when the picture shows a point between them', () => {
    const blocks = lines(word('25', 20, 54), word('40', 74, 108));
    restoreDecimalPoints(blocks, picture(true));
    expect(texts(blocks)).toEqual(['25.40']);
  });

  it('keeps two numbers apart when no point stands between them', () => {
    const blocks = lines(word('25', 20, 54), word('40', 74, 108));
    restoreDecimalPoints(blocks, picture(false));
    expect(texts(blocks)).toEqual(['25', '40']);
  });

  it('joins a point tesseract read onto the first half, after a currency code', () => {
    const blocks = lines(word('RM2.', 0, 54), word('00', 74, 108));
    restoreDecimalPoints(blocks, picture(false));
    expect(texts(blocks)).toEqual(['RM2.00']);
  });

  it('leaves a misread first digit alone: "Z5." and "70" would make a wrong 5.70', () => {
    const blocks = lines(word('Z5.', 20, 54), word('70', 74, 108));
    restoreDecimalPoints(blocks, picture(true));
    expect(texts(blocks)).toEqual(['Z5.', '70']);
  });
});
