import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// Totals the page's arithmetic decides among candidates: a VAT table's row adds up on its own
// (its base + VAT = its "Sum"), so it must not outrank the labelled total it is a share of; a tax
// summary's column sums are read alike under their headings, and the one that makes the totals
// add up is the VAT; taxes charged on lines of their own by name add up to the taxes asked.

describe('a VAT table row beside the labelled total', () => {
  it('is one rate’s share, not the total (thirteenth batch kiosk receipt)', () => {
    const kiosk = page('AI-no-kvittering-kiosk');
    expect(ask(kiosk, 'Totalt?')).toBe('270,80');
    expect(ask(kiosk, 'Hva var totalbeløpet som ble betalt?')).toBe('270,80');
    expect(ask(kiosk, 'How much was paid in total?')).toBe('270,80');
    expect(ask(kiosk, 'Sum mva?')).toBe('41,86');
  });

  it('holds on a receipt of our own wording', () => {
    const receipt = printedPage([
      'HAVNA KAFÉ',
      'Kvittering nr. 118',
      [
        [50, 'Vaffel'],
        [300, '60,00'],
      ],
      [
        [50, 'Brus'],
        [300, '40,00'],
      ],
      [
        [50, 'TOTALT'],
        [300, '100,00'],
      ],
      '',
      [
        [50, 'Grunnlag'],
        [130, 'Sats'],
        [200, 'Mva'],
        [300, 'Sum'],
      ],
      [
        [50, '52,17'],
        [130, '15 %'],
        [200, '7,83'],
        [300, '60,00'],
      ],
      [
        [50, '32,00'],
        [130, '25 %'],
        [200, '8,00'],
        [300, '40,00'],
      ],
    ]);
    expect(ask(receipt, 'Totalt?')).toBe('100,00');
  });
});

describe('a tax summary whose columns close with their sums', () => {
  it('answers the column sum that makes the totals add up (Indian HSN summary)', () => {
    const hardware = page('AK-in-tax-invoice-hardware');
    expect(ask(hardware, 'What is the total GST (CGST plus SGST) on the invoice?')).toBe('18,457.30');
    expect(ask(hardware, 'GST amt?')).toBe('18,457.30');
    expect(ask(hardware, 'What is the combined CGST and SGST amount?')).toBe('18,457.30');
  });
});

describe('taxes charged by name on lines of their own', () => {
  it('add up to the taxes asked by all their names, in either language, or as the taxes', () => {
    const plumber = page('AJ-fr-ca-facture-plombier');
    expect(ask(plumber, 'Quel est le montant total des taxes (TPS et TVQ)?')).toBe('224,06');
    expect(ask(plumber, 'How much GST and QST were charged in total?')).toBe('224,06');
    expect(ask(plumber, 'Taxes totales?')).toBe('224,06');
    // One of them asked is its own line; a tax the page does not charge, nothing.
    expect(ask(plumber, 'Montant de la TPS ?')).toBe('74,81');
    expect(ask(plumber, 'How much HST?')).toBeNull();
    expect(ask(page('P-en-ca-qc-design-studio'), 'What do the two taxes add up to?')).toBe('781.99');
  });

  it('add up only where the net and their sum make the gross', () => {
    const rows = (total: string) =>
      printedPage([
        'Rénovations Lapointe inc.',
        'Facture 2211',
        '',
        [
          [300, 'Sous-total'],
          [450, '1 000,00 $'],
        ],
        [
          [300, 'TPS (5 %)'],
          [450, '50,00 $'],
        ],
        [
          [300, 'TVQ (9,975 %)'],
          [450, '99,75 $'],
        ],
        [
          [300, 'TOTAL'],
          [450, total],
        ],
      ]);
    expect(ask(rows('1 149,75 $'), 'Quel est le montant total des taxes (TPS et TVQ) ?')).toBe('149,75');
    expect(ask(rows('1 249,75 $'), 'Quel est le montant total des taxes (TPS et TVQ) ?')).toBeNull();
  });

  it('are summed over both rates when the VAT is asked across them', () => {
    expect(ask(page('AK-ie-invoice-garage'), 'What is the total VAT across both rates?')).toBe('88.74');
  });
});
