import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// What left the card is the total with the tip, below the tip line, where OCR garbled its figure
// past a till row's reading ("Total 76-93" under "Amount: $64.93" and "Tip: 12.00").

describe('a total with the tip, its figure garbled', () => {
  it('answers the total with the tip where OCR garbled its figure under the tip line', () => {
    const doc = scannedAs('AY-en-us-receipt-pizzeria', { '76.93': '76-93' });
    expect(ask(doc, 'Total paid?')).toBe('76.93');
    expect(ask(doc, 'What was the final amount on the card?')).toBe('76.93');
    expect(ask(doc, 'How much was the tip?')).toBe('12.00');
    expect(ask(doc, 'What did the pepperoni pizza cost?')).toBeNull();
  });
});
