import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts, type PDFFont } from 'pdf-lib';
import { readDocument } from '../../main/reading/intake/read';
import { stopOcr } from '../../main/reading/intake/ocr';
import { locateAnswer } from '../../main/reading/locate-answer';
import type { AnswerBox } from '../../preload/contract/documents';
import type { PageText } from '../../main/reading/types';
import { corpus, makeInvoice, suppliers, type DrawOp, type Invoice } from '../fixtures/documents/generate';
import { renderPdf, renderScan } from '../fixtures/documents/render';
import { VOCAB } from '../fixtures/documents/languages';

// The viewer highlights where an answer was found: main looks the answer's text up in the words
// intake read from the generated PDF, and the box must sit on the words the generator drew.

let regular: PDFFont;
let bold: PDFFont;

beforeAll(async () => {
  const doc = await PDFDocument.create();
  regular = await doc.embedFont(StandardFonts.Helvetica);
  bold = await doc.embedFont(StandardFonts.HelveticaBold);
});
afterAll(() => stopOcr());

/** Where the generator drew a piece of text, in PDF points (top-left origin). */
function drawnAt(op: DrawOp, part = op.text): { x0: number; x1: number; y0: number; y1: number } {
  const font = op.bold ? bold : regular;
  const full = font.widthOfTextAtSize(op.text, op.size);
  const left = op.align === 'right' ? op.x - full : op.x;
  const before = font.widthOfTextAtSize(op.text.slice(0, op.text.indexOf(part)), op.size);
  const x0 = left + before;
  return { x0, x1: x0 + font.widthOfTextAtSize(part, op.size), y0: op.y, y1: op.y + op.size };
}

/** The box covers the drawn text and not much more (a highlight on the right words, not the line). */
function expectCovers(box: AnswerBox | null, page: PageText, op: DrawOp, part = op.text): void {
  expect(box, `no box for "${part}"`).not.toBeNull();
  const b = box!;
  const at = drawnAt(op, part);
  const x0 = b.x * page.width;
  const x1 = (b.x + b.width) * page.width;
  const y0 = b.y * page.height;
  const y1 = (b.y + b.height) * page.height;
  const slack = 3;
  expect(x0).toBeLessThanOrEqual(at.x0 + slack);
  expect(x1).toBeGreaterThanOrEqual(at.x1 - slack);
  expect(y0).toBeLessThanOrEqual(at.y0 + op.size * 0.5);
  expect(y1).toBeGreaterThanOrEqual(at.y1 - op.size * 0.5);
  // Not the whole line or page: no wider than the words plus a little room.
  expect(x1 - x0).toBeLessThan(at.x1 - at.x0 + op.size * 2);
  expect(y1 - y0).toBeLessThan(op.size * 2.5);
}

const opWith = (inv: Invoice, text: string): DrawOp => {
  const op = inv.ops.find((o) => o.text.includes(text));
  if (!op) throw new Error(`the generator drew no "${text}" on ${inv.id}`);
  return op;
};

async function pagesOf(inv: Invoice): Promise<PageText[]> {
  return (await readDocument(`${inv.id}.pdf`, await renderPdf(inv.ops))).pages;
}

// One supplier per language and layout, so every number format and placement is met.
const sample = suppliers()
  .filter((s, i, all) => all.findIndex((o) => o.lang === s.lang) === i || s.layout === 3)
  .map((s, n) => makeInvoice(s, n, 500 + n));

describe('locating an answer on its page', () => {
  it.each(sample.map((inv) => [inv.id, inv] as const))(
    '%s: the total given as 1234.50 finds the printed 1.234,50 (or 1 234,50) at the foot',
    async (_id, inv) => {
      const pages = await pagesOf(inv);
      const v = VOCAB[inv.lang];
      const printed = v.amount(inv.totalIncl);
      const box = locateAnswer(pages, inv.totalIncl.toFixed(2), {
        pageRef: 1,
        question: v.questions.totalIncl,
      });
      const op = inv.ops.filter((o) => o.text.startsWith(printed)).at(-1)!;
      expectCovers(box, pages[0]!, op, printed);
      expect(box!.page).toBe(1);
    },
  );

  it.each(sample.map((inv) => [inv.id, inv] as const))(
    '%s: an ISO due date finds the date as the invoice prints it',
    async (_id, inv) => {
      const pages = await pagesOf(inv);
      const printed = VOCAB[inv.lang].date(inv.dueDate, inv.supplier.variant);
      const op = opWith(inv, printed);
      const box = locateAnswer(pages, inv.dueDate, {
        pageRef: 1,
        question: VOCAB[inv.lang].questions.dueDate,
      });
      expectCovers(box, pages[0]!, op, printed);
    },
  );

  it('a multi-word name with loose spacing covers all its words', async () => {
    const inv = sample[0]!;
    const pages = await pagesOf(inv);
    const name = inv.customer.name;
    expect(name.split(' ').length).toBeGreaterThan(1);
    const box = locateAnswer(pages, `  ${name.replace(/ /g, '   ')} `, { pageRef: 1 });
    const op = opWith(inv, name);
    expectCovers(box, pages[0]!, op, name);
  });

  it('an address answered as "street, city" spans both printed lines', async () => {
    const inv = sample[0]!;
    const pages = await pagesOf(inv);
    const box = locateAnswer(pages, `${inv.customer.street}, ${inv.customer.city}`, { pageRef: 1 });
    const street = drawnAt(opWith(inv, inv.customer.street));
    const city = drawnAt(opWith(inv, inv.customer.city));
    expect(box).not.toBeNull();
    const y0 = box!.y * pages[0]!.height;
    const y1 = (box!.y + box!.height) * pages[0]!.height;
    expect(y0).toBeLessThanOrEqual(street.y0 + 2);
    expect(y1).toBeGreaterThanOrEqual(city.y1 - 2);
  });

  it('a value printed twice: the question picks the labelled one (subtotal, not the only line)', async () => {
    const inv = corpus(3).find((i) => i.lines.length === 1 && i.supplier.layout !== 1)!;
    const pages = await pagesOf(inv);
    const v = VOCAB[inv.lang];
    const printed = v.amount(inv.totalExcl);
    const both = inv.ops.filter((o) => o.text === printed);
    expect(both.length).toBe(2);
    const subtotal = both.reduce((a, b) => (b.y > a.y ? b : a));
    const box = locateAnswer(pages, printed, { pageRef: 1, question: v.questions.totalExcl });
    expectCovers(box, pages[0]!, subtotal);
  });

  it('says nothing (null) for text not on the page, and tries other pages for a correction', async () => {
    const inv = sample[1]!;
    const pages = await pagesOf(inv);
    expect(locateAnswer(pages, '9.999.999,99', { pageRef: 1 })).toBeNull();
    expect(locateAnswer(pages, 'Nowhere Printed Ltd', { pageRef: 1 })).toBeNull();
    expect(locateAnswer(pages, '   ', { pageRef: 1 })).toBeNull();
    // The same words on page 2 only: found there, and the box says which page.
    const page2 = { ...pages[0]!, page: 2 };
    const blank = { ...pages[0]!, words: [], segments: [], lines: [] };
    const box = locateAnswer([blank, page2], inv.number, { pageRef: 1 });
    expect(box?.page).toBe(2);
  });

  it('on a scan photographed 6° askew, the box lands on the value as scanned, not as straightened', async () => {
    const inv = sample[3]!;
    const dpi = 200;
    const angle = 6;
    const doc = await readDocument('scan.png', renderScan(inv.ops, { angleDegrees: angle, seed: 5, dpi }));
    const page = doc.pages[0]!;
    const v = VOCAB[inv.lang];
    const printed = v.amount(inv.totalIncl);
    const box = locateAnswer(doc.pages, printed, { pageRef: 1, question: v.questions.totalIncl });
    expect(box).not.toBeNull();
    // Where the scanner put the middle of the printed total: the drawing turned by the angle.
    const at = drawnAt(inv.ops.filter((o) => o.text.startsWith(printed)).at(-1)!, printed);
    const s = dpi / 72;
    const [mx, my] = [((at.x0 + at.x1) / 2) * s, ((at.y0 + at.y1) / 2) * s];
    const [cx, cy] = [page.width / 2, page.height / 2];
    const a = (angle * Math.PI) / 180;
    const ex = cx + (mx - cx) * Math.cos(a) - (my - cy) * Math.sin(a);
    const ey = cy + (mx - cx) * Math.sin(a) + (my - cy) * Math.cos(a);
    const b = box!;
    expect(ex).toBeGreaterThan(b.x * page.width);
    expect(ex).toBeLessThan((b.x + b.width) * page.width);
    expect(ey).toBeGreaterThan(b.y * page.height);
    expect(ey).toBeLessThan((b.y + b.height) * page.height);
    expect(b.height * page.height).toBeLessThan(60 * s);
  });
});
