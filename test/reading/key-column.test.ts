import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage } from './positioned-page';

// A column of keys, each with its value beside it, read by OCR: a key no pack knows is no
// letterhead ("Advisor | Mike T" beside the repair shop's address, read a little taller than the
// body), and the last key of a payment slip, its blank lost ("Amount enclosed"), is no customer.

describe('a column of keys and their values', () => {
  it("a key's value in the column is not the shop's name", () => {
    const doc = asScan(ocrReadPage('S-en-us-auto-repair'));
    expect(ask(doc, 'Which repair shop issued this invoice?')).toBe('KESSLER BROS. AUTO SERVICE');
    expect(ask(doc, 'Vendor?')).toBe('KESSLER BROS. AUTO SERVICE');
  });

  it('the key under a party key is no party', () => {
    const doc = asScan(ocrReadPage('AK-nz-invoice-plumber'));
    for (const q of ['Customer?', 'Who is the invoice made out to?', 'To whom is the invoice addressed?'])
      expect(ask(doc, q)).toBe('Aroha Ngata');
  });

  it('a party key over a column of keys, its own value unread, has no name under it', () => {
    const doc = printedPage([
      [
        [50, 'Fjordlys Rør AS'],
        [300, 'Faktura 2291'],
      ],
      [[50, 'Strandgata 4, 5013 Bergen']],
      [],
      [
        [300, 'Kunde'],
        [400, '____'],
      ],
      [
        [300, 'Fakturanr.'],
        [400, '2291'],
      ],
      [
        [300, 'Forfall'],
        [400, '14.03.2025'],
      ],
      [[300, 'Beløp innbetalt']],
    ]);
    expect(ask(doc, 'Hvem er kunden?')).not.toBe('Beløp innbetalt');
  });
});
