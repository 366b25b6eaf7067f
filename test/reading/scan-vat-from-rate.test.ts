import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage, type Row } from './positioned-page';

// A scan's VAT whose separator OCR lost or read as a digit ("Moms 25%  571938"), on a page where
// OCR misread the net too ("Subtotal  22 877750"): no two figures read whole make it, but the
// rate its line prints does, of the net read whole or as the share of the gross. Every digit must
// be the read figure's; else the VAT stays unread. A text layer's figures are read as printed.

const invoice = (vat: string): Row[] => [
  [
    [50, 'Tekst'],
    [400, 'Beløb kr'],
  ],
  [
    [50, 'Anlægsgartner, timer'],
    [400, '10.462,50'],
  ],
  [
    [50, 'Muldjord, leveret'],
    [400, '12.415,00'],
  ],
  [
    [300, 'Subtotal'],
    [400, '22 877750'],
  ],
  [
    [300, 'Moms 25%'],
    [400, vat],
  ],
  [
    [300, 'Fakturabeløb i alt DKK'],
    [400, '28.596,88'],
  ],
];

describe('a scan VAT the page rate makes, its net misread too', () => {
  it('is read back from the share of the gross at its rate', () => {
    expect(ask(asScan(ocrReadPage('Z-da-faktura-anlaegsgartner')), 'Momsbeløb?')).toBe('5719,38');
    expect(ask(asScan(printedPage(invoice('571938'))), 'Momsbeløb?')).toBe('5719,38');
  });

  it('is read back from the rate of the net read whole', () => {
    expect(ask(asScan(ocrReadPage('AE-ke-supplier-vat-invoice')), 'VAT?')).toBe('13379.20');
    // Its separator read as a digit ("191775" of 191.75) beside the net 2'367.30 at 8.1 %.
    expect(ask(asScan(ocrReadPage('C-de-ch-elektro')), 'MWST?')).toBe('191.75');
  });

  it('is proved by the net read back from its own cell and the gross, its own digits misread', () => {
    // Since h98 the net "22 877750" reads back as 22.877,50 from its own digits, and 25 % of it is
    // the gross less it (vat-proved-twice.ts): the misread "571838" is never the answer.
    expect(ask(asScan(printedPage(invoice('571838'))), 'Momsbeløb?')).toBe('5719,38');
    // A text layer prints what its maker wrote: its figures are not read back.
    expect(ask(printedPage(invoice('571938')), 'Momsbeløb?')).toBeNull();
  });
});

describe('a scan total whose separators OCR misread', () => {
  it('is read back where the net and its VAT make it', () => {
    const page = asScan(ocrReadPage('W-da-opkraevning-forsyning'));
    expect(ask(page, 'I alt inkl moms?')).toBe('5925,05');
    expect(ask(page, 'Beløb til betaling?')).toBe('5.925,05');
  });

  it("is its label's value, not a figure on the line under the label", () => {
    // "I alt inkl. moms  535353" over "Heraf elafgift til staten: 1.401,76 kr.": the net 4.282,82
    // and the VAT 1070.71 make 5.353,53, the digits on the label's own line.
    const page = asScan(ocrReadPage('Q-da-faktura-el'));
    expect(ask(page, 'I alt inkl. moms?')).toBe('5353,53');
    expect(ask(page, 'Hvad er det samlede beløb på elregningen?')).toBe('5353,53');
  });

  it('is read back where OCR read a piece of it as a figure of its own', () => {
    // "Rechnungsbetrag  €2 15100": "€2" reads as an amount; the net 1.792,50 and its 358,50 VAT
    // make 2.151,00, every digit of the cell.
    const page = asScan(ocrReadPage('AR-de-at-honorarnote-steuerberater'));
    expect(ask(page, 'Rechnungsbetrag?')).toBe('2151,00');
  });
});
