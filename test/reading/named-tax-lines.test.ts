import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A tax asked by its name among several a page charges (Canada's GST + QST, India's CGST + SGST)
// is its own line; every one of them named together, or none, is their total (named-tax.ts).
describe('one named tax among several', () => {
  const fleuriste = typedPage('AG-fr-recu-fleuriste');

  it('reads the TPS and the TVQ of a Montréal receipt each on its own line', () => {
    expect(ask(fleuriste, 'Montant de la TPS ?')).toBe('4,57');
    expect(ask(fleuriste, 'Quel est le montant de la TVQ ?')).toBe('9,13');
    // Not the rate's digits ("TVQ 9,975 %").
    expect(ask(fleuriste, 'TVQ ?')).toBe('9,13');
  });

  it('reads both taxes named together as their printed total', () => {
    expect(ask(fleuriste, 'Quel est le montant total des taxes (TPS et TVQ) ?')).toBe('13,70');
    expect(ask(fleuriste, 'TPS + TVQ ?')).toBe('13,70');
    expect(ask(fleuriste, 'Nb de lignes ?')).toBe('4');
  });

  it('reads a bilingual Quebec invoice by either language name', () => {
    const page = typedPage('P-en-ca-qc-design-studio');
    expect(ask(page, 'GST amount?')).toBe('261.10');
    expect(ask(page, 'Montant de la TVQ ?')).toBe('520.89');
    expect(ask(page, 'GST + QST?')).toBe('781.99');
  });

  it('answers an English GST + QST receipt the same way', () => {
    const page = printedPage([
      'Corner Florist',
      [
        [50, 'Roses'],
        [300, '91.49'],
      ],
      [
        [50, 'Subtotal'],
        [300, '91.49'],
      ],
      [
        [50, 'GST 5 %'],
        [300, '4.57'],
      ],
      [
        [50, 'QST 9.975 %'],
        [300, '9.13'],
      ],
      [
        [50, 'Total taxes'],
        [300, '13.70'],
      ],
      [
        [50, 'TOTAL'],
        [300, '105.19'],
      ],
    ]);
    expect(ask(page, 'What is the QST amount?')).toBe('9.13');
    expect(ask(page, 'GST?')).toBe('4.57');
    expect(ask(page, 'GST + QST?')).toBe('13.70');
  });

  it('takes no item named by the word for a tax line ("TPS cable")', () => {
    const page = typedPage('S-en-au-electrician-tax-invoice');
    expect(ask(page, 'GST?')).toBe('267.10');
  });
});

// Indian tax invoices print their taxes' total under them ("CGST @ 9%", "SGST @ 9%", "Total GST"),
// and at two rates say what each is charged on ("CGST @ 14% on 26,890.00 | 3,764.60").
describe('named taxes with their total printed under them', () => {
  it('reads the total of CGST and SGST as the GST, and each alone on its line', () => {
    const page = typedPage('BO-en-tax-invoice-mobile-repair');
    for (const q of ['GST?', 'What is the total GST on this invoice?', 'How much CGST plus SGST is charged?'])
      expect(ask(page, q)).toBe('1,664.46');
    expect(ask(page, 'How much CGST?')).toBe('832.23');
  });

  it('reads a tax line by its amount column, not the base it is charged on', () => {
    const page = typedPage('BN-en-tax-invoice-battery-exhaust');
    for (const q of ['How much CGST plus SGST is charged in all?', 'Total GST?'])
      expect(ask(page, q)).toBe('7,799.20');
    // CGST at two rates: two lines, no one amount of it.
    expect(ask(page, 'How much CGST?')).toBeNull();
  });
});
