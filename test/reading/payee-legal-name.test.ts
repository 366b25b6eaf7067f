import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// The issuer's legal name printed on a payee key ("Payable to: Hartwell Pryce Insurance Brokers
// Ltd" on the remittance slip) where the letterhead prints only its first words ("HARTWELL
// PRYCE"): the name in full is the issuer's, as the books want it. A payee of another name (a
// factor) or without a legal form leaves the letterhead the issuer.
describe("the issuer's legal name on a payee key", () => {
  const broker = typedPage('BN-en-fee-invoice-insurance-broker');
  const legal = 'Hartwell Pryce Insurance Brokers Ltd';

  it('reads the payee key name that extends the letterhead as the issuer', () => {
    expect(ask(broker, 'Who issued the invoice?')).toBe(legal);
    expect(ask(broker, 'Supplier?')).toBe(legal);
    expect(ask(broker, 'Who do we make payment to?')).toBe(legal);
  });

  it('still gives no insurer, VAT number or IBAN the page does not print', () => {
    expect(ask(broker, 'Which insurer underwrites the motor fleet?')).toBeNull();
    expect(ask(broker, 'Who is the insurer?')).toBeNull();
    expect(ask(broker, "What is the insurer's name?")).toBeNull();
    expect(ask(broker, "What is the broker's VAT registration number?")).toBeNull();
    expect(ask(broker, 'What is the IBAN?')).toBeNull();
    expect(ask(broker, 'What is the policy number of the Commercial Combined policy?')).toBeNull();
  });

  // A joiner's invoice of my own with a remittance slip at its foot.
  const slip = (payee: string): Row[] => [
    [
      [50, 'NORTHGATE JOINERY'],
      [360, 'Invoice'],
    ],
    [
      [50, '7 Tanner Row, York YO1 6JB'],
      [360, 'Invoice No.:'],
      [450, 'NJ-1044'],
    ],
    [
      [360, 'Date:'],
      [450, '09/02/2026'],
    ],
    '',
    [[50, 'Fairfax Lettings Ltd']],
    [[50, '3 Bootham, York YO30 7BN']],
    '',
    [
      [50, 'Fit new sash windows, 3 off'],
      [470, '1,260.00'],
    ],
    [
      [330, 'Total due'],
      [470, '£1,260.00'],
    ],
    '',
    [[50, '- - - - - - - - detach and return with your payment - - - - - - - -']],
    [
      [50, 'REMITTANCE ADVICE'],
      [330, `Payable to: ${payee}`],
    ],
    [
      [50, 'Invoice No.: NJ-1044'],
      [330, 'Amount due: £1,260.00'],
    ],
  ];

  it('reads the name in full on a slip of my own', () => {
    expect(ask(printedPage(slip('Northgate Joinery & Sash Windows Ltd')), 'Who issued the invoice?')).toBe(
      'Northgate Joinery & Sash Windows Ltd',
    );
  });

  it('keeps the letterhead where the payee is another business or names no legal form', () => {
    expect(ask(printedPage(slip('Castle Invoice Finance Ltd')), 'Who issued the invoice?')).toBe(
      'NORTHGATE JOINERY',
    );
    expect(ask(printedPage(slip('Northgate Joinery')), 'Who issued the invoice?')).toBe('NORTHGATE JOINERY');
  });
});
