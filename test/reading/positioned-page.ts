import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { answerDocument } from '../../main/reading/answer-document';
import { layoutPage, splitIntoWords } from '../../main/reading/intake/layout';
import type { IntakeResult } from '../../main/reading/types';

/**
 * A printed page from rows of text at known places, as a PDF's text layer gives them: each row is
 * a line 14 pt below the last (an empty string skips a line); a row is one cell at the left margin,
 * or cells `[x, text]` at their own x. Letters are 5.5 pt wide at 10 pt, as in a common sans font.
 */
export type Row = string | [number, string][];

const CHAR = 5.5;

export function printedPage(rows: Row[]): IntakeResult {
  const words = rows.flatMap((row, i) => {
    const cells: [number, string][] = typeof row === 'string' ? (row ? [[50, row]] : []) : row;
    return cells.flatMap(([x, text]) => splitIntoWords(text, x, 40 + i * 14, text.length * CHAR, 10));
  });
  return { name: 'page.pdf', kind: 'pdf-text', pageCount: 1, pages: [layoutPage(1, 595, 842, words)] };
}

/** A run of words at `x`, `y` in print of its own `size`, as OCR sizes each word of a picture. */
export type SizedCell = [text: string, x: number, y: number, size: number];

/** A scanned page whose words come in their own print sizes: a logo or a stamp beside body text. */
export function sizedPage(cells: SizedCell[], width = 595, height = 842): IntakeResult {
  const words = cells.flatMap(([text, x, y, size]) =>
    splitIntoWords(text, x, y, text.length * size * (CHAR / 10), size),
  );
  return { name: 'scan.jpg', kind: 'image', pageCount: 1, pages: [layoutPage(1, width, height, words)] };
}

/** The answer given to a question, or null when Kontera says nothing. */
export function ask(doc: IntakeResult, question: string): string | null {
  return answerDocument(doc, [question]).find((a) => a.answer !== undefined)?.answer ?? null;
}

/** The confidence of the answer given (0 when none). */
export function sureness(doc: IntakeResult, question: string): number {
  return answerDocument(doc, [question]).find((a) => a.answer !== undefined)?.confidence.value ?? 0;
}

/** The line table and totals that end most invoices, so a page is shaped like one. */
export const LINES_AND_TOTALS: Row[] = [
  '',
  [
    [50, 'Description'],
    [300, 'Qty'],
    [400, 'Price'],
    [500, 'Amount'],
  ],
  [
    [50, 'Chair'],
    [300, '2'],
    [400, '50.00'],
    [500, '100.00'],
  ],
  [
    [50, 'Table'],
    [300, '1'],
    [400, '300.00'],
    [500, '300.00'],
  ],
  [
    [400, 'Subtotal'],
    [500, '400.00'],
  ],
  [
    [400, 'VAT 20%'],
    [500, '80.00'],
  ],
  [
    [400, 'Total'],
    [500, '480.00'],
  ],
];

const totals = (rows: [string, string][]): Row[] => [
  '',
  ...rows.map(([label, value]): Row => [
    [400, label],
    [500, value],
  ]),
];

/** A letterhead and a totals block in each language pack's language, around the rows tested. */
export const PAGE_IN: Record<string, { head: Row[]; foot: Row[] }> = {
  en: { head: ['Azure Interior Ltd', '4557 De Silva St', 'Fremont CA 94538', ''], foot: LINES_AND_TOTALS },
  de: {
    head: ['Muster Handel GmbH', 'Hauptstraße 1', '12345 Berlin', ''],
    foot: totals([
      ['Nettobetrag', '400,00'],
      ['USt. 19%', '76,00'],
      ['Rechnungsbetrag', '476,00'],
    ]),
  },
  fr: {
    head: ['ACME Fournitures SARL', '12 rue des Lilas', '75011 Paris', ''],
    foot: totals([
      ['Montant HT', '400,00'],
      ['TVA 20%', '80,00'],
      ['Montant TTC', '480,00'],
    ]),
  },
  nl: {
    head: ['Bakkerij De Graaf B.V.', 'Dorpsstraat 12', '1234 AB Utrecht', ''],
    foot: totals([
      ['Subtotaal', '400,00'],
      ['BTW 21%', '84,00'],
      ['Totaal te betalen', '484,00'],
    ]),
  },
  da: {
    head: ['Hansen ApS', 'Vestergade 1', '8000 Aarhus C', ''],
    foot: totals([
      ['Subtotal', '400,00'],
      ['Moms 25%', '100,00'],
      ['I alt at betale', '500,00'],
    ]),
  },
  sv: {
    head: ['Svensson AB', 'Storgatan 1', '111 22 Stockholm', ''],
    foot: totals([
      ['Netto', '400,00'],
      ['Moms 25%', '100,00'],
      ['Att betala', '500,00'],
    ]),
  },
  no: {
    head: ['Nordmann AS', 'Storgata 1', '0150 Oslo', ''],
    foot: totals([
      ['Sum eks. mva', '400,00'],
      ['Mva 25%', '100,00'],
      ['Å betale', '500,00'],
    ]),
  },
};

/** A page in a language: its letterhead, the rows tested, its totals. */
export const pageIn = (lang: string, rows: Row[]): IntakeResult =>
  printedPage([...(PAGE_IN[lang]?.head ?? []), ...rows, ...(PAGE_IN[lang]?.foot ?? [])]);

/** A page of test/fixtures/typed-by-others/ (written by colleagues, not real documents). */
export function typedPage(id: string): IntakeResult {
  const dir = join(new URL('.', import.meta.url).pathname, '../fixtures/typed-by-others');
  const { rows } = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { rows: Row[] };
  return printedPage(rows);
}

/** A totals block's row: a label at 300, its figure at 480. */
export const keyRow = (label: string, figure: string): Row => [
  [300, label],
  [480, figure],
];
/** An item row: its name at 50, its amount at 480. */
export const itemRow = (name: string, amount: string): Row => [
  [50, name],
  [480, amount],
];

/** A page as a scan: OCR gave its words, with the reading's confidence. */
export const asScan = (doc: IntakeResult, readConfidence = 0.88): IntakeResult => ({
  ...doc,
  kind: 'image',
  pages: doc.pages.map((p) => ({ ...p, readConfidence })),
});

/**
 * A typed page as a scan, with the cells OCR misread (`misread`: a cell's printed text, or its
 * "x|text" where the text is printed twice, -> as read).
 */
export function scannedAs(id: string, misread: Record<string, string>): IntakeResult {
  const dir = join(new URL('.', import.meta.url).pathname, '../fixtures/typed-by-others');
  const { rows } = JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { rows: Row[] };
  const read = (x: number, t: string) => misread[`${x}|${t}`] ?? misread[t] ?? t;
  const cells = rows.map((r) =>
    typeof r === 'string' ? read(50, r) : r.map(([x, t]) => [x, read(x, t)] as [number, string]),
  );
  return asScan(printedPage(cells));
}

/** A typed page drawn and read by OCR, its words as they came out (test/fixtures/ocr-read/). */
export function ocrReadPage(id: string): IntakeResult {
  const file = join(new URL('.', import.meta.url).pathname, '../fixtures/ocr-read/typed-pages-ocr.json');
  const read = JSON.parse(readFileSync(file, 'utf8')) as Record<string, SizedCell[]>;
  return sizedPage(read[id]!);
}
