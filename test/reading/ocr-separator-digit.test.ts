import { describe, expect, it } from 'vitest';
import { ask, asScan, ocrReadPage, printedPage } from './positioned-page';

// OCR at 200 dpi may read a figure's cents separator as a digit: "TVA 20 %  12710 €" for 12,10,
// "TOTAL  555154" for 555.54. The figure is read without that digit only where the page's own
// arithmetic shows it: a VAT as the gross less the net and the rate printed times that net; a
// total as the sum or difference of two figures printed. Else it says nothing (was nothing before).
describe('figures whose separator OCR read as a digit, on pages typed by others', () => {
  it.each([
    ['A-fr-telecom', 'Quel est le montant de la TVA ?', '12,10'],
    ['AK-ie-invoice-garage', 'What is the total amount?', '555.54'],
  ])('%s: %s -> %s', (id, q, answer) => {
    expect(ask(asScan(ocrReadPage(id), 0.87), q)).toBe(answer);
  });
});

describe('figures whose separator OCR read as a digit, on pages of our own', () => {
  const invoice = (vat: string, gross: string) =>
    asScan(
      printedPage([
        [[60, 'Atelier Vasseur SARL']],
        [[60, 'Facture N° 2024-118']],
        [
          [60, 'Pose de prises'],
          [400, '1.240,00'],
        ],
        [
          [60, 'Fournitures'],
          [400, '360,00'],
        ],
        [
          [300, 'Total HT'],
          [400, '1.600,00'],
        ],
        [
          [300, 'TVA 25 %'],
          [400, vat],
        ],
        [
          [300, 'Montant TTC'],
          [400, gross],
        ],
      ]),
    );

  it('reads the VAT where the gross less the net is the rate times the net', () => {
    expect(ask(invoice('400700 €', '2.000,00 €'), 'Quel est le montant de la TVA ?')).toBe('400,00');
  });

  it('says nothing where the rate times the net is another figure', () => {
    expect(ask(invoice('450700 €', '2.050,00 €'), 'Quel est le montant de la TVA ?')).toBeNull();
  });
});
