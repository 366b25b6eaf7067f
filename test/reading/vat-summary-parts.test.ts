import { describe, expect, it } from 'vitest';
import { ask, itemRow as item, keyRow as r, printedPage, typedPage as page } from './positioned-page';

// The twenty-ninth batch typed by others: CGST and SGST whose total only a tax summary's row
// prints. Each answer below was wrong before its change.

describe('CGST and SGST whose total only a tax summary row prints', () => {
  it('makes the total tax their sum, each tax asked alone its own line', () => {
    const yoga = page('BS-en-tax-invoice-yoga');
    expect(ask(yoga, 'What is the total tax amount?')).toBe('23,940.00');
    expect(ask(yoga, 'Total tax?')).toBe('23,940.00');
    expect(ask(yoga, 'What is the CGST?')).toBe('11,970.00');
    expect(ask(yoga, 'What is the IGST amount?')).toBeNull();
    expect(ask(yoga, 'What is the TDS amount deducted?')).toBeNull();
  });

  it('holds on another tax invoice', () => {
    const bill = printedPage([
      'TAX INVOICE',
      'SHREE GANESH CATERERS',
      'GSTIN: 27AAGFS1234K1ZQ',
      'Invoice No. SGC/112 | Invoice Date 04-08-2026',
      '',
      item('Lunch buffet, 120 covers', '48,000.00'),
      item('Evening snacks, 120 covers', '12,000.00'),
      '',
      r('Taxable Value', '60,000.00'),
      r('CGST @ 2.5%', '1,500.00'),
      r('SGST @ 2.5%', '1,500.00'),
      r('Total Invoice Value', '63,000.00'),
      '',
      [
        [50, 'HSN'],
        [150, 'Taxable Value'],
        [280, 'CGST'],
        [360, 'SGST'],
        [450, 'Total Tax'],
      ],
      [
        [50, '996334'],
        [150, '60,000.00'],
        [280, '1,500.00'],
        [360, '1,500.00'],
        [450, '3,000.00'],
      ],
    ]);
    expect(ask(bill, 'What is the total tax amount?')).toBe('3,000.00');
    expect(ask(bill, 'What is the SGST amount?')).toBe('1,500.00');
  });
});
