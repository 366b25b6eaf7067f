import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// What "went through" on a card is what was paid; "beim ... dabei" ask only what a VAT was in.

describe('paid and included, asked in everyday words', () => {
  it('reads what went through on a card as the amount paid', () => {
    expect(ask(typedPage('AY-en-au-receipt-chemist'), 'How much went through on EFTPOS?')).toBe('70.67');
    expect(ask(typedPage('AW-en-nz-receipt-petrol'), 'What amount went through on EFTPOS?')).toBe('115.55');
    const page = printedPage([
      'CORNER DELI',
      '12/03/2026 10:14',
      [
        [50, 'SANDWICH'],
        [300, '9.50'],
      ],
      [
        [50, 'TOTAL'],
        [300, '9.50'],
      ],
      [
        [50, 'EFTPOS'],
        [300, '9.50'],
      ],
    ]);
    expect(ask(page, 'How much went through on EFTPOS?')).toBe('9.50');
    expect(ask(page, 'How much went through on Amex?')).toBeNull();
  });

  it('reads the VAT a hairdresser bill had in it', () => {
    expect(ask(typedPage('AY-de-at-rechnung-friseur'), 'Wie viel Steuer war beim Friseur dabei?')).toBe(
      '21,65',
    );
  });
});
