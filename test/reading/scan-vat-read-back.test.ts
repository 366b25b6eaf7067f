import { describe, expect, it } from 'vitest';
import { ask, printedPage, scannedAs, typedPage, type Row } from './positioned-page';
import { asScan } from './positioned-page';

// A scan's VAT figure that the page's arithmetic contradicts was dropped (vat-contradicted.ts,
// vat-plausible.ts) and the VAT went unanswered, though the arithmetic proves what the cell shows:
// the one rate of the net read whole, shown digit for digit with a separator read as a digit, or
// with one digit misread where the gross less the net makes the same VAT (vat-read-back.ts).

describe("a scan's contradicted VAT read back by the page's arithmetic", () => {
  it('reads back a VAT one digit misread that the rate of the net and the totals both make', () => {
    // "MWST 8.1 % 257.93" between "Total exkl MWST 4'418.90" and "Total inkl. MWST 4'776.85".
    const doc = scannedAs('U-de-ch-rechnung-it', { '357.93': '257.93' });
    expect(ask(doc, 'MWST-Betrag?')).toBe('357.93');
    expect(ask(doc, 'How much VAT is on the invoice?')).toBe('357.93');
    expect(ask(typedPage('U-de-ch-rechnung-it'), 'MWST-Betrag?')).toBe('357.93');
  });

  it('reads back a VAT whose separators OCR read as a digit and a point ("31083.32")', () => {
    const doc = scannedAs('AA-de-rechnung-dachdecker', { '3.083,32': '31083.32', '19.311,32': 'T91 T32' });
    expect(ask(doc, 'Wie hoch ist die Mehrwertsteuer auf der Schlussrechnung?')).toBe('3083,32');
  });

  it('answers nothing of a figure no arithmetic proves, nor any absent field', () => {
    const doc = scannedAs('U-de-ch-rechnung-it', { '357.93': '257.93' });
    expect(ask(doc, 'What is the IBAN of the customer?')).toBeNull();
    expect(ask(doc, 'Wie viel Rabatt?')).toBeNull();
    expect(ask(doc, 'How much is the deposit?')).toBeNull();
    // Two digits misread: one sum and a cell that shows it only in part prove nothing.
    expect(ask(scannedAs('U-de-ch-rechnung-it', { '357.93': '257.98' }), 'MWST-Betrag?')).toBeNull();
  });

  const invoice = (vat: string, total: string): Row[] => [
    'Harbour Joinery Ltd',
    [
      [50, 'Invoice no.'],
      [150, 'HJ-2291'],
    ],
    '',
    [
      [300, 'Net'],
      [450, '1,200.00'],
    ],
    [
      [300, 'VAT 20%'],
      [450, vat],
    ],
    [
      [300, 'Total'],
      [450, total],
    ],
  ];

  it('needs the second sum for a digit misread: a gross misread too leaves the VAT unread', () => {
    expect(ask(asScan(printedPage(invoice('290.00', '1,440.00'))), 'How much VAT?')).toBe('240.00');
    expect(ask(asScan(printedPage(invoice('290.00', '1,4A0.00'))), 'How much VAT?')).toBeNull();
  });
});
