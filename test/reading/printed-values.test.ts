import { describe, expect, it } from 'vitest';
import { findValues } from '../../main/reading/qa/values';

// Values as invoices written by others print them (seen on Indian, US and Dutch invoices).
describe('printed values', () => {
  it('reads a whole amount beside its currency, and not a bare whole number', () => {
    expect(findValues('amount', 'Grand Total Rs 1234').map((f) => f.normalized)).toEqual(['1234']);
    expect(findValues('amount', 'Total 120 EUR').map((f) => f.normalized)).toEqual(['120']);
    expect(findValues('amount', 'Total $ 15').map((f) => f.normalized)).toEqual(['15']);
    expect(findValues('amount', 'Qty 12 pcs')).toEqual([]);
    expect(findValues('amount', 'Invoice 2018')).toEqual([]);
  });

  it('reads a date with a space before its comma', () => {
    expect(findValues('date', 'Date: April 2 , 2018').map((f) => f.normalized)).toEqual(['2018-04-02']);
  });
});
