import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, typedPage, type Row } from './positioned-page';

// A scan's gross whose cell OCR read with one digit misread ("1757473" for 11,574.73, "€799765"
// for € 199,65) was read back only where its every digit showed the figure, so the amount due
// went unanswered. A net and a VAT read whole that is the rate of that net prove each other, and
// their sum is the gross where the cell shows it but for one digit (figure-restored.ts
// provenGrosses); the unread cell leaves that reading standing (unread-value.ts).

describe("a scan's gross with one digit misread, read back from the net and its VAT", () => {
  it('reads the gross where net, VAT and rate agree and the cell shows all but one digit', () => {
    const doc = scannedAs('BR-en-invoice-farm-fencing', { '11,574.73': '1757473' });
    expect(ask(doc, 'What is the total amount payable?')).toBe('11574.73');
    expect(ask(doc, 'Total incl. VAT?')).toBe('11574.73');
    expect(ask(doc, 'What is the VAT?')).toBe('1,376.73');
    expect(ask(typedPage('BR-en-invoice-farm-fencing'), 'What is the total amount payable?')).toBe(
      '11,574.73',
    );
  });

  it('answers no item, deposit or absent field with it', () => {
    const doc = scannedAs('BR-en-invoice-farm-fencing', { '11,574.73': '1757473' });
    expect(ask(doc, 'What is the tracking number?')).toBeNull();
    expect(ask(doc, "What is the patient's date of birth?")).toBeNull();
    expect(ask(doc, 'How much was the deposit?')).toBeNull();
    expect(ask(doc, 'What is the flight number?')).toBeNull();
  });

  const invoice = (vat: string, total: string): Row[] => [
    'Harbour Joinery Ltd',
    [
      [50, 'Invoice no.'],
      [150, 'HJ-2291'],
    ],
    '',
    [
      [50, 'Oak kitchen cabinets, fitted'],
      [450, '1,200.00'],
    ],
    [
      [300, 'Net'],
      [450, '1,200.00'],
    ],
    [
      [300, 'VAT 20%'],
      [450, vat],
    ],
    [
      [300, 'Total due'],
      [450, total],
    ],
  ];

  it('reads nothing back where the VAT is not the rate of the net, or two digits are misread', () => {
    expect(ask(asScan(printedPage(invoice('240.00', '174000'))), 'Total due?')).toBe('1440.00');
    expect(ask(asScan(printedPage(invoice('250.00', '175000'))), 'Total due?')).toBeNull();
    expect(ask(asScan(printedPage(invoice('240.00', '179000'))), 'Total due?')).toBeNull();
  });
});
