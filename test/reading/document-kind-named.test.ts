import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, printedPage, typedPage } from './positioned-page';

// "What is the invoice number on the phone bill?" was read as a phone number (22 41 87 10, a
// subscription's line): a word before the title that closes the question says which document is
// asked about, as "the tax invoice" does, not what is asked of it.

const bill = (withNumber: boolean) =>
  printedPage([
    'Westfield Telecom Ltd',
    'Tel 0161 555 0199',
    withNumber
      ? [
          [50, 'Invoice No.'],
          [200, 'WT-88213'],
        ]
      : 'Your monthly statement',
    [
      [50, 'Date'],
      [200, '03/06/2024'],
    ],
    [
      [50, 'Line rental'],
      [400, '18.00'],
    ],
    [
      [50, 'Total'],
      [400, '18.00'],
    ],
  ]);

describe('the kind of document named after the thing asked', () => {
  it('asks the bill its number, not its phone number', () => {
    expect(
      ask(typedPage('K-da-faktura-mobilabonnement'), 'What is the invoice number on the phone bill?'),
    ).toBe('4201338917');
    expect(ask(bill(true), 'What is the invoice number on the phone bill?')).toBe('WT-88213');
    expect(parseQuestion('What is the invoice number on the phone bill?').concept?.id).toBe('invoice_number');
  });

  it('still asks what a word before the title names when nothing else is asked', () => {
    expect(parseQuestion('What is the total bill?').concept?.id).toBe('total_incl');
    expect(parseQuestion('What is the phone number on the bill?').concept?.id).toBe('phone');
  });

  it('gives no number where the bill prints none but a phone number', () => {
    expect(ask(bill(false), 'What is the invoice number on the phone bill?')).toBeNull();
  });
});
