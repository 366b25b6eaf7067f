import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// Two things a bill does not print, asked with words it does (pages typed by others, the
// thirty-first batch): a late payment fee, which is an amount, read as the due date its words
// share ("late payment"); the registration number of the locksmith's van, read as the company's
// CVR number (the Dutch filler "van" took the English vehicle away).
describe('a fee or a vehicle asked', () => {
  it('is not the due date', () => {
    const testing = typedPage('BW-en-invoice-pat-testing');
    expect(ask(testing, 'What late payment fee applies?')).toBeNull();
    expect(ask(testing, 'What is the due date?')).toBe('17 Jun 2026');
    const broker = typedPage('BN-en-fee-invoice-insurance-broker');
    expect(ask(broker, "What's the latest we can pay the broker's fees?")).toBe('28/03/2026');
  });

  it("is not the company's registration number", () => {
    const locksmith = typedPage('BW-da-faktura-laasesmed');
    expect(ask(locksmith, "What is the registration number of the locksmith's van?")).toBeNull();
    expect(ask(locksmith, 'What is the company registration number?')).toBe('38417207');
    const coffee = typedPage('BV-en-tax-invoice-coffee-van-au');
    expect(ask(coffee, "What's the number on the coffee van's invoice for the safety day?")).toBe('INV-0917');
  });
});
