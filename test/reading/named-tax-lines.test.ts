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
