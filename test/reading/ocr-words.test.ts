import { describe, expect, it } from 'vitest';
import { despeckle } from '../../main/reading/intake/despeckle';
import { eraseTableRules } from '../../main/reading/intake/table-rules';
import { ocrWords, type OcrLine, type OcrWord } from '../../main/reading/intake/ocr-words';
import { layoutPage } from '../../main/reading/intake/layout';
import { scannedPaper } from './scanned-paper';

// Tesseract's words turned into the page's words: boxed by their print size on the baseline, as a
// PDF's text layer boxes them, so that the layout groups them as it groups a text PDF's words.

/** A word as tesseract reports it: its ink box, and a box per letter (`tops` above the baseline). */
function word(text: string, x: number, baseline: number, size: number, confidence = 92): OcrWord {
  const letters = [...text];
  const step = (size * 0.55) | 0;
  const symbols = letters.map((ch, i) => {
    const tall = /[A-Z0-9bdfhiklt#&]/.test(ch);
    const top = baseline - Math.round(size * (tall ? 0.72 : 0.5));
    return { text: ch, bbox: { x0: x + i * step, y0: top, x1: x + (i + 1) * step - 2, y1: baseline } };
  });
  const y0 = Math.min(...symbols.map((s) => s.bbox.y0));
  return { text, confidence, bbox: { x0: x, y0, x1: x + letters.length * step, y1: baseline }, symbols };
}

function line(words: OcrWord[], baseline: number): OcrLine {
  const x0 = Math.min(...words.map((w) => w.bbox.x0));
  const x1 = Math.max(...words.map((w) => w.bbox.x1));
  return { words, baseline: { x0, y0: baseline, x1, y1: baseline } };
}

const page = (lines: OcrLine[]) => [{ paragraphs: [{ lines }] }];

describe('the words of a scanned page', () => {
  it('gives the words of one printed line one print size, so they stay one line and one segment', () => {
    // 'Rechnung # RE-20170509/505 von 09.05.2017' in 12 pt at 200 dpi (33 pixels): the ink of
    // 'von' is half as high as the ink of 'Rechnung'.
    const words = ocrWords(
      page([
        line(
          [
            word('Rechnung', 100, 1000, 33),
            word('#', 262, 1000, 33),
            word('RE-20170509/505', 290, 1000, 33),
            word('von', 570, 1000, 33),
            word('09.05.2017', 640, 1000, 33),
          ],
          1000,
        ),
      ]),
      1,
    );
    expect(words.map((w) => w.text)).toEqual(['Rechnung', '#', 'RE-20170509/505', 'von', '09.05.2017']);
    for (const w of words) expect(Math.abs(w.h - 33)).toBeLessThan(2);
    const laid = layoutPage(1, 1653, 2339, words);
    expect(laid.lines).toEqual(['Rechnung # RE-20170509/505 von 09.05.2017']);
  });

  it('keeps a large name and small print printed on one baseline apart in size', () => {
    const words = ocrWords(page([line([word('Theodor', 200, 500, 39), word('fon', 1250, 500, 21)], 500)]), 2);
    // Scaled by 2 back to the picture's pixels: 39 / 2 and 21 / 2.
    expect(Math.abs((words[0]?.h ?? 0) - 19.5)).toBeLessThan(1);
    expect(Math.abs((words[1]?.h ?? 0) - 10.5)).toBeLessThan(1);
  });

  it("does not let a speck joined to a word's letters make it larger than the word a space before it", () => {
    // 'Theodor Est' on a scan fed in askew: 'Est' took in a stroke of the sender line above and
    // its letters reached 83 pixels against 44 for 'Theodor' on the same baseline.
    const words = ocrWords(page([line([word('Theodor', 198, 505, 44), word('Est', 355, 505, 83)], 505)]), 1);
    expect(Math.abs((words[1]?.h ?? 0) - (words[0]?.h ?? 0))).toBeLessThan(1);
    expect(Math.abs((words[1]?.y ?? 0) - (words[0]?.y ?? 0))).toBeLessThan(1);
    // Laid out, the name is one segment of the name's own height.
    const seg = layoutPage(1, 1654, 2339, words).segments.find((s) => s.text === 'Theodor Est');
    expect(seg?.h).toBeLessThan(50);
  });

  it('leaves out text running up the margin and an unsure read of a logo, and keeps unsure body text', () => {
    const margin: OcrLine = {
      words: [{ text: 'Copyright', confidence: 92, bbox: { x0: 56, y0: 900, x1: 69, y1: 996 } }],
      baseline: { x0: 65, y0: 1288, x1: 65, y1: 846 },
    };
    const body = [1000, 1050, 1100].map((y) =>
      line([word('Zwischensumme', 100, y, 26), word('202,76', 900, y, 26)], y),
    );
    const words = ocrWords(
      page([
        margin,
        line([word('FeRD)', 1290, 160, 90, 28)], 160),
        line([word('elehironische', 1451, 120, 11, 15)], 120),
        line([word('Advokater', 100, 1200, 26, 27)], 1200),
        ...body,
      ]),
      1,
    );
    const texts = words.map((w) => w.text);
    expect(texts).not.toContain('Copyright');
    expect(texts).not.toContain('FeRD)');
    expect(texts).not.toContain('elehironische');
    expect(texts).toContain('Advokater');
    expect(texts.filter((t) => t === '202,76')).toHaveLength(3);
  });
});

describe('specks on a scan', () => {
  it('erases a speck with no ink near it, and keeps the full stop of a date and the dot of an i', () => {
    const width = 200;
    const { grey, ink } = scannedPaper(width, 100);
    const data = grey.data;
    // Two 'digits' 24 pixels high with a full stop between them at the baseline, an 'i' with its
    // dot, and a speck well above the line.
    ink(20, 40, 12, 24);
    ink(36, 61, 3, 3);
    ink(42, 40, 12, 24);
    ink(70, 48, 3, 16);
    ink(70, 42, 3, 3);
    ink(120, 10, 2, 2);
    const clean = despeckle(grey, 24);
    const at = (x: number, y: number) => clean.data[y * width + x] ?? 255;
    expect(at(120, 10)).toBeGreaterThan(200);
    expect(at(37, 62)).toBe(20);
    expect(at(71, 43)).toBe(20);
    expect(at(25, 50)).toBe(20);
    // The picture given is left as it was.
    expect(data[10 * width + 120]).toBe(20);
  });
});

describe('a decimal point printed wide apart', () => {
  it("keeps a till receipt's point between digits set wide apart, and erases a speck between lines", () => {
    const width = 200;
    const { grey, ink } = scannedPaper(width, 100);
    // "5" and "4" 24 pixels high, 22 pixels apart, a point on the baseline 9 pixels from each;
    // a speck of the same size between two lines, nothing beside it.
    ink(20, 40, 12, 24);
    ink(41, 61, 3, 3);
    ink(53, 40, 12, 24);
    ink(120, 80, 3, 3);
    const clean = despeckle(grey, 24);
    expect(clean.data[62 * width + 42]).toBe(20);
    expect(clean.data[81 * width + 121]).toBeGreaterThan(200);
  });
});

describe('table rules on a scaled-up scan', () => {
  it('erases a ruled line and its soft edge, and keeps the letter touching it and a filled bar', () => {
    const width = 400;
    const height = 200;
    const data = new Uint8Array(width * height).fill(228);
    // Scanned ink is not one grey: 20, 30 or 40 here.
    const paint = (x: number, y: number, w: number, h: number, v: number) => {
      for (let yy = y; yy < y + h; yy++)
        for (let xx = x; xx < x + w; xx++) data[yy * width + xx] = v === 30 ? 20 + ((xx + yy) % 3) * 10 : v;
    };
    // A rule across the page, 3 pixels of ink with a grey edge, broken by a lighter pixel of noise;
    // a letter's stem 30 pixels high standing on it; a rule down the side; a filled bar.
    paint(10, 99, 380, 1, 150);
    paint(10, 100, 380, 3, 30);
    paint(10, 103, 380, 1, 150);
    data[100 * width + 200] = 140;
    paint(60, 70, 5, 30, 30);
    paint(5, 10, 3, 180, 30);
    paint(250, 20, 120, 30, 30);
    const clean = eraseTableRules({ data, width, height }, 30);
    const at = (x: number, y: number) => clean.data[y * width + x] ?? 255;
    for (const [x, y] of [
      [300, 101],
      [300, 99],
      [300, 103],
      [200, 100],
      [6, 150],
    ] as const)
      expect(at(x, y)).toBe(228);
    expect(at(62, 80)).toBeLessThan(50);
    expect(at(62, 101)).toBeLessThan(50);
    expect(at(300, 30)).toBeLessThan(50);
  });
});
