import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage, type Row } from './positioned-page';

// A scan's reader loses the lone capital "I" that opens the Danish total "I alt": it drops the
// stroke ("alt DKK inkl moms  35.977,50") or runs it into the word ("lalt DKK"). The line is read
// with the letter set back; a text layer prints its letters, and its lines are read as printed.

const till = (key: string): Row[] => [
  [
    [50, 'Rugbrød'],
    [300, '114,00'],
  ],
  [
    [50, 'Kager'],
    [300, '100,00'],
  ],
  [
    [50, key],
    [300, '214,00'],
  ],
  [
    [50, 'Heraf moms'],
    [300, '42,80'],
  ],
];

describe("a total key whose lone opening 'I' OCR lost", () => {
  it('keys the total on pages as OCR read them', () => {
    const invoice = asScan(ocrReadPage('T-da-faktura-tomrer'));
    expect(ask(invoice, 'I alt?')).toBe('35.977,50');
    expect(ask(invoice, 'Hvad er det samlede beløb at betale?')).toBe('35.977,50');
    expect(ask(invoice, 'Hvad er momsen?')).toBe('7.195,50');
    const receipt = asScan(ocrReadPage('AU-da-kvittering-bager'));
    expect(ask(receipt, 'I alt?')).toBe('214,00');
  });

  it('keys it where the letter was dropped or run into the word', () => {
    expect(ask(asScan(printedPage(till('alt DKK'))), 'I alt?')).toBe('214,00');
    expect(ask(asScan(printedPage(till('lalt DKK'))), 'I alt?')).toBe('214,00');
  });

  it('reads a text layer as printed', () => {
    expect(ask(printedPage(till('alt DKK')), 'I alt?')).toBeNull();
    expect(ask(printedPage(till('lalt DKK')), 'I alt?')).toBeNull();
  });
});
