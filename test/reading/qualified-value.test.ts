import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A question whose words make the value asked another thing than a field of the page ("the stand
// number", "which dates the fair lasted") is answered by that thing where a
// label of the page prints it, and by nothing otherwise: never the invoice number, the invoice
// date or the seller's phone.

const FAIR = 'BN-no-faktura-messestand';
const REPAIR = 'BO-en-tax-invoice-mobile-repair';
const PRINTING = 'AB-us-printing-invoice-deposit';

describe('a number or a model of another thing', () => {
  it('is not the invoice number nor the phone number', () => {
    expect(ask(typedPage(FAIR), 'Which stand number did we have?')).toBeNull();
    expect(ask(typedPage(FAIR), 'What is the stand number?')).toBeNull();
    expect(ask(typedPage(PRINTING), 'What is the stand number?')).toBeNull();
    expect(ask(typedPage(REPAIR), 'What is the QuickFix number?')).toBeNull();
  });

  it('is the one printed by its own label', () => {
    const labelled = printedPage([
      [[50, 'Rogaland Messe AS']],
      [[50, 'FAKTURA']],
      [
        [50, 'Fakturanr.'],
        [160, 'Fakturadato'],
        [270, 'Stand nr.'],
      ],
      [
        [50, '40912'],
        [160, '02.03.2026'],
        [270, 'B-214'],
      ],
      [
        [270, 'Å betale NOK'],
        [460, '91 325,00'],
      ],
    ]);
    expect(ask(labelled, 'Which stand number did we have?')).toBe('B-214');
    expect(ask(labelled, 'What is the invoice number?')).toBe('40912');
  });

  it('leaves the fields asked plainly as they were', () => {
    const fair = typedPage(FAIR);
    expect(ask(fair, 'What is the invoice number?')).toBe('40912');
    expect(ask(fair, 'Hva er fakturanummeret?')).toBe('40912');
    expect(ask(fair, 'What number is on the invoice?')).toBe('40912');
    expect(ask(fair, 'What is the customer number?')).toBe('2207');
    expect(ask(fair, 'Hvilket telefonnummer har selskapet?')).toBe('51 70 44 90');
    const repair = typedPage(REPAIR);
    expect(ask(repair, "What is the seller's phone number?")).toBe('+91 80 4127 9935');
    expect(ask(repair, 'Phone?')).toBe('+91 80 4127 9935');
    expect(ask(repair, 'What is the job card number?')).toBe('JC-11592');
  });
});

describe('the days an event lasted', () => {
  it('are no date of the bill', () => {
    const fair = typedPage(FAIR);
    expect(ask(fair, 'Hvilke datoer varte messen?')).toBeNull();
    expect(ask(fair, 'Which dates did the fair last?')).toBeNull();
    expect(ask(typedPage(PRINTING), 'Which dates did the trade show last?')).toBeNull();
    expect(ask(typedPage('BM-de-rechnung-kalibrierung'), 'Wie lange dauerte die Kalibrierung?')).toBeNull();
  });

  it('leave the dates asked plainly as they were', () => {
    const fair = typedPage(FAIR);
    expect(ask(fair, 'Hvilken dato er fakturaen?')).toBe('02.03.2026');
    expect(ask(fair, 'Fakturadato?')).toBe('02.03.2026');
    expect(ask(fair, 'What is the invoice date?')).toBe('02.03.2026');
    expect(ask(fair, 'Når forfaller fakturaen?')).toBe('16.03.2026');
    expect(ask(fair, 'When is the invoice due?')).toBe('16.03.2026');
  });
});
