import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// Line counts on the eighth batch typed by others (T-, U-, V-), and the faults of kind they showed
// on the first run: each count below was wrong or missing before its change.

const page = typedPage;

describe('a charge the totals add after the VAT (line-charges.ts)', () => {
  it('is a line when it says it bears no VAT: an outlay passed on', () => {
    expect(ask(page('N-da-faktura-advokat'), 'Hvor mange linjer er der på fakturaen?')).toBe('4');
  });

  it('is a total\'s part when it says nothing of it: "Shipping & Handling" under "Sales Tax 8.25%"', () => {
    const doc = page('V-en-us-medical-supplies-invoice');
    expect(ask(doc, 'How many line items are on the invoice?')).toBe('7');
    expect(ask(doc, '# lines?')).toBe('7');
  });
});
