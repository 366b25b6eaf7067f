import { describe, expect, it } from 'vitest';
import { readBackDatePoints } from '../../main/reading/intake/date-points';
import { layoutPage } from '../../main/reading/intake/layout';
import type { IntakeResult } from '../../main/reading/types';
import { ask, scannedAs } from './positioned-page';

// Dates whose points OCR read as digits or dropped, as tesseract read them off pages typed by
// others (the scan bench's readings of I-de-rechnung-it-service, AO-de-rechnung-maler, ...).
const word = (text: string, x = 0) => ({ text, x, y: 0, w: text.length * 5.5, h: 10 });
const read = (...texts: string[]) => {
  let x = 0;
  const words = texts.map((t) => {
    const w = word(t, x);
    x += w.w + 5.5;
    return w;
  });
  return readBackDatePoints(words).map((w) => w.text);
};

describe('a date whose points OCR read as digits', () => {
  it.each([
    ['1511112024', '15.11.2024'],
    ['2160972026', '21.09.2026'],
    ['121172026', '12.11.2026'],
    ['3170172026)', '31.01.2026)'],
    ['03110.2024', '03.10.2024'],
    // A 3 is no point: 12.03.2026, never 12.10.2026.
    ['121032026', '12.03.2026'],
  ])('reads %s back as %s', (ocr, date) => {
    expect(read(ocr)).toEqual([date]);
  });

  it('joins a day OCR set a space apart to its month and year', () => {
    expect(read('Datum', '23', '0212024')).toEqual(['Datum', '23.02.2024']);
    expect(read('12', '032026', '09:14')).toEqual(['12.03.2026', '09:14']);
  });

  it.each([
    // Printed so, or a date any reader sees.
    '15112024',
    '15.11.2024',
    // Two dates could hide here: 12.01.2026 or 12.10.2026.
    '121012026',
    // No day of the calendar: the 31st of November.
    '3111112024',
    // No year of an invoice's.
    '1511111924',
    // Amounts and long numbers.
    '1234567.89',
    '40912034567',
  ])('leaves %s as read', (ocr) => {
    expect(read(ocr)).toEqual([ocr]);
  });

  it('leaves a day apart from a number that is no month and year', () => {
    expect(read('12', '13202', 'Stk')).toEqual(['12', '13202', 'Stk']);
  });
});

/** The page as the intake lays it out once OCR's words are read back. */
const readBack = (doc: IntakeResult): IntakeResult => ({
  ...doc,
  pages: doc.pages.map((p) => ({
    ...layoutPage(p.page, p.width, p.height, readBackDatePoints(p.words)),
    readConfidence: p.readConfidence,
  })),
});

describe('the invoice date of a scanned page whose points OCR lost', () => {
  it('answers the date beside its label, as the page printed it', () => {
    const page = scannedAs('I-de-rechnung-it-service', { '15.11.2024': '1511112024' });
    expect(ask(page, 'Rechnungsdatum?')).toBeNull();
    for (const q of ['Rechnungsdatum?', 'Wann wurde die Rechnung ausgestellt?', 'What is the invoice date?'])
      expect(ask(readBack(page), q)).toBe('15.11.2024');
  });

  it('gives no date where the run could be two dates', () => {
    const page = readBack(scannedAs('I-de-rechnung-it-service', { '15.11.2024': '121012024' }));
    expect(ask(page, 'Rechnungsdatum?')).toBeNull();
  });
});
