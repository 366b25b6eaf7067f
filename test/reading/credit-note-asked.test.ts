import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// A credit note asked of a page that says it is an invoice: another document, whose number the
// invoice's is not. A credit note asked of a credit note is answered as before.

describe('a credit note asked', () => {
  it('is absent from an invoice that prints no credit note', () => {
    const invoice = page('AH-ie-invoice-it-support-retainer');
    expect(ask(invoice, 'What is the credit note number?')).toBeNull();
    // The invoice's own number is still its number.
    expect(ask(invoice, 'What is the invoice number?')).toBe('CT-2026-0217');
  });

  it('is the page itself when it is one', () => {
    expect(ask(page('C-en-gb-creditnote'), 'What is the credit note number?')).not.toBeNull();
    expect(ask(page('O-de-gutschrift-grosshandel'), 'Wie lautet die Gutschriftsnummer?')).not.toBeNull();
  });
});
