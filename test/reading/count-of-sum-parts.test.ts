import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A count of a part of the sum ("How many deposits were paid?") is no count of the bill's lines:
// the page prints a deposit as an amount of its totals, not as what its lines bill.

const FAIR = 'BN-no-faktura-messestand';
const PRINTING = 'AB-us-printing-invoice-deposit';

describe('a count of deposits', () => {
  it('is not the line count', () => {
    expect(ask(typedPage(PRINTING), 'How many deposits were paid?')).toBeNull();
    expect(ask(typedPage(FAIR), 'Hvor mange depositum ble betalt?')).toBeNull();
    expect(ask(typedPage(FAIR), 'How many deposits were paid?')).toBeNull();
    expect(ask(typedPage(PRINTING), 'Hur många handpenningar betalades?')).toBeNull();
    expect(ask(typedPage(PRINTING), 'Hvor mange forudbetalinger blev betalt?')).toBeNull();
  });

  it('leaves the lines counted as they were', () => {
    expect(ask(typedPage(PRINTING), 'How many lines are on the invoice?')).toBe('5');
    expect(ask(typedPage(PRINTING), 'How many items are billed?')).toBe('5');
    expect(ask(typedPage(FAIR), 'Hvor mange linjer har fakturaen?')).toBe('6');
    expect(ask(typedPage('AE-uk-train-booking-receipt'), 'How many tickets are on this booking?')).toBe('2');
  });
});
