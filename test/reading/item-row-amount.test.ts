import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A UK golf club's invoice typed by others (BP-en-invoice-golf-club): "Buggy hire (2 players per
// buggy) | 8 | 30.00 | 20% | 240.00". Asked what the buggy hire cost, the item's row was found by
// its words and the first figure right of them, the unit price 30.00, was answered at 0.97.
describe('what one item of the line table cost', () => {
  const page = typedPage('BP-en-invoice-golf-club');

  it("is the row's amount, not its unit price", () => {
    expect(ask(page, 'How much did the buggy hire cost?')).toBe('240.00');
    expect(ask(page, 'What did the function room cost?')).toBe('350.00');
  });

  it('the bill as a whole is still its amount due', () => {
    expect(ask(page, 'What is the total amount due?')).toBe('2,742.00');
  });
});
