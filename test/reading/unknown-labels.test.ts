import { describe, expect, it } from 'vitest';
import { receiptDocument } from '../fixtures/real/receipt-boxes';
import { ask } from './ask';

// A question about something no language pack names ("pickup time") is answered from the page's
// own label: what the real receipt prints after that label on its line, not a cell of the table
// under it. The expected values are printed on the receipts (SROIE, receipts-more).

describe('a label the packs do not know, and the value after it on its line', () => {
  it('reads "PICKUP TIME: 11:07:09" as the pickup time, not the coupon code in the table below', () => {
    expect(ask(receiptDocument('receipts-more', 'sroie-440'), 'What is the pickup time?')).toBe('11:07:09');
  });

  it('reads "TIME: 09:29:00" as the time, not an amount of the line table', () => {
    expect(ask(receiptDocument('receipts-more', 'sroie-119'), 'What is the time?')).toBe('09:29:00');
  });

  it('still says nothing of a flight number, which the receipt does not print', () => {
    expect(ask(receiptDocument('receipts-more', 'sroie-440'), 'What is the flight number?')).toBeNull();
  });
});
