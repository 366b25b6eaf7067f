import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage, type Row } from './positioned-page';

/**
 * OCR drops the small dots and bars between a sender line's or a legal line's parts and leaves
 * their room (two spaces' width here); it misreads a name by a letter in one place. The page is
 * marked as read by OCR, as a scan is.
 */
const scanned = (rows: Row[]): IntakeResult => {
  const doc = printedPage(
    rows.map((r) => (typeof r === 'string' ? dropMarks(r) : r.map(([x, t]) => [x, dropMarks(t)]))),
  );
  return { ...doc, kind: 'image', pages: doc.pages.map((p) => ({ ...p, readConfidence: 85 })) };
};
const dropMarks = (text: string) => text.replace(/ [·|] /g, '  ');
const typedRows = (id: string): Row[] => {
  const dir = join(new URL('.', import.meta.url).pathname, '../fixtures/typed-by-others');
  return (JSON.parse(readFileSync(join(dir, `${id}.json`), 'utf8')) as { rows: Row[] }).rows;
};

describe('a scan whose separators OCR dropped', () => {
  it("names the issuer from the footer's legal line read as one run", () => {
    const page = scanned(typedRows('N-no-kvittering-nettbutikk'));
    expect(ask(page, 'Who issued this invoice?')).toBe('Turgleden Friluft AS');
  });

  it("reads the sender line's name apart from its street", () => {
    const page = scanned(typedRows('AG-de-rechnung-steuerberater'));
    expect(ask(page, 'Who issued this invoice?')).toBe('Hofmann & Partner Steuerberatungsgesellschaft mbB');
    expect(ask(page, 'Who is the customer?')).toBe('Feldhaus Haustechnik GmbH');
  });

  it('takes the spelling the page prints more often over a letter misread once', () => {
    const rows = typedRows('I-de-rechnung-kleinunternehmer').map((r) =>
      typeof r === 'string'
        ? r
        : r.map(([x, t]): [number, string] => [x, t.replace('Lena Vogt |', 'Lena Voogt |')]),
    );
    expect(ask(scanned(rows), 'Who sent the invoice?')?.toLowerCase()).toBe('lena vogt');
  });

  it('generalises: a footer of our own wording', () => {
    const page = scanned([
      'QUAYSIDE JOINERY',
      '',
      'Invoice No. 4471',
      'Invoice date: 12/03/2025',
      '',
      'Oak shelving, fitted            640.00',
      'Total due                       640.00',
      '',
      '',
      '',
      'Quayside Joinery Ltd · 4 Harbour Lane, Bristol BS1 4QA · Company No. 08123456',
    ]);
    expect(ask(page, 'Who issued this invoice?')).toBe('Quayside Joinery Ltd');
    expect(ask(page, 'What is the VAT number?')).toBeNull();
  });
});
