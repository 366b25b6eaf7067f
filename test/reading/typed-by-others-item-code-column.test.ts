import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The twenty-ninth batch: item lines that carry a tax code beside their names or amounts. The
// code is the item's cell: what the asker names is still printed as an item, and the item's row is
// no customer's window.

describe('what was bought, named beside a tax code column', () => {
  // "RIC hearing aid, Premium, size 312 - left | Z | 1 | 2,450.00 | 2,450.00": the code "Z" right
  // of the item's name is its cell, not a key's value.
  const page = typedPage('BS-en-invoice-audiologist');

  it("names the bill, whose number and day are the document's", () => {
    expect(ask(page, 'Which invoice number is this bill for the hearing aids?')).toBe('LHC-06217');
    expect(ask(page, 'When did the clinic issue the bill for the hearing aids?')).toBe('June 3, 2026');
    expect(ask(page, 'When is the bill for the hearing aids due?')).toBe('July 3, 2026');
  });

  it('is no answer of one item with the whole bill', () => {
    expect(ask(page, 'How much HST is on the batteries?')).toBeNull();
    expect(ask(page, 'How much was the hearing aid for the left ear?')).toBeNull();
    expect(ask(page, 'What did the assessment cost?')).toBeNull();
    expect(ask(page, 'How much did the drying kit cost?')).toBe('39.95');
  });
});

describe("a till receipt's item with its VAT code", () => {
  // "Skokräm Saphir neutral | 129,00 A": an item's row, no window's name.
  it('is not the customer', () => {
    const page = typedPage('BS-sv-kvitto-skomakare');
    expect(ask(page, 'Vad är kundens namn?')).toBeNull();
    expect(ask(page, 'Vem är kunden?')).toBeNull();
  });
});
