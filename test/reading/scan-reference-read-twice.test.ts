import { describe, expect, it } from 'vitest';
import { ask, asScan as scan, printedPage, scannedAs, typedPage, type Row } from './positioned-page';

// A scanned invoice number OCR read with a mark dropped or a letter changed ("CSE 3318" for
// CSE-3318) was answered at full confidence. The page prints it again (the payment slip, the line
// asking it be quoted): the reading with the marks OCR dropped elsewhere is the number as printed,
// and where the two readings differ in a letter or a digit nothing is said.

describe('a scanned invoice number the page prints twice', () => {
  it('takes the hyphen OCR dropped in the head from the payment line', () => {
    const page = scannedAs('S-en-au-electrician-tax-invoice', { '120|CSE-3318': 'CSE 3318' });
    expect(ask(page, 'What is the invoice number?')).toBe('CSE-3318');
    expect(ask(page, 'Inv no?')).toBe('CSE-3318');
    const glued = scannedAs('S-en-ca-ab-it-services-invoice', { '492|CCR-5521': 'CCR5521' });
    expect(ask(glued, 'Inv #?')).toBe('CCR-5521');
  });

  it('takes the prefix OCR blurred from the line asking it be quoted', () => {
    const page = scannedAs('AH-ie-invoice-it-support-retainer', { '430|CT-2026-0217': '@T 2026 0217' });
    expect(ask(page, 'What is the invoice number?')).toBe('CT-2026-0217');
  });

  it('says nothing where the two readings differ in a letter or a digit', () => {
    const page = scannedAs('M-en-ie-vat-invoice', { '450|CFS-25-0219': 'CES 2570219' });
    expect(ask(page, 'What is the invoice number?')).toBeNull();
    const kid = scannedAs('AF-no-faktura-dyrlege', { '140|58213': '58215' });
    expect(ask(kid, 'Hva er fakturanummeret?')).toBeNull();
  });

  it('answers as read where the readings agree, and a text layer as printed', () => {
    expect(ask(scannedAs('M-en-ie-vat-invoice', {}), 'What is the invoice number?')).toBe('CFS-25-0219');
    expect(ask(scannedAs('AF-no-faktura-dyrlege', {}), 'Fakturanr.?')).toBe('58213');
    expect(ask(typedPage('S-en-au-electrician-tax-invoice'), 'Inv no?')).toBe('CSE-3318');
  });

  it('holds on a page of its own wording', () => {
    const rows = (head: string, slip: string): Row[] => [
      [[50, 'Harbour Joinery Ltd']],
      [
        [50, 'Invoice number:'],
        [160, head],
      ],
      [
        [50, 'Invoice date:'],
        [160, '14/03/2026'],
      ],
      [
        [50, 'Kitchen cabinets'],
        [450, '1,200.00'],
      ],
      [
        [50, 'Total'],
        [450, '1,200.00'],
      ],
      [[50, `Please use reference ${slip} with your payment.`]],
    ];
    const q = 'What is the invoice number?';
    expect(ask(scan(printedPage(rows('HJ2026/114', 'HJ-2026/114'))), q)).toBe('HJ-2026/114');
    expect(ask(scan(printedPage(rows('HJ-2026/114', 'HJ-2026/114'))), q)).toBe('HJ-2026/114');
    // A slip printing the number two ways leaves which is printed open.
    const both = rows('HJ2026/114', 'HJ-2026/114 or HJ/2026-114');
    expect(ask(scan(printedPage(both)), q)).toBeNull();
  });
});
