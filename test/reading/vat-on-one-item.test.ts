import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A UK golf club's invoice typed by others (BP-en-invoice-golf-club): "Buggy hire | 8 | 30.00 |
// 20% | 240.00" among five items, VAT 20% 457.00 under them. The VAT asked of one item found the
// item's row by its words and answered its unit price, 30.00, at 0.97.
describe('the VAT asked of one item of the line table', () => {
  const page = typedPage('BP-en-invoice-golf-club');

  it('is not a figure of the item’s row', () => {
    for (const q of ['How much VAT is on the buggy hire?', 'What is the VAT on the green fees?'])
      expect(ask(page, q)).toBeNull();
  });

  it('the VAT of the whole bill is still answered, asked plainly or by its base', () => {
    for (const q of ['How much VAT is charged?', 'What is the VAT on the subtotal?'])
      expect(ask(page, q)).toBe('457.00');
  });
});
