import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A zero-rated invoice prints its VAT line at 0 % with its nought ("VAT @ 0% (Z)  0.00"): the VAT
// is nothing, said in figures, where the net and the gross are the same.

describe('a VAT line at a rate of nought', () => {
  it('answers the VAT with its nought (twenty-sixth batch coach hire)', () => {
    const coach = page('BM-en-invoice-coach-hire');
    expect(ask(coach, 'How much VAT is charged?')).toBe('0.00');
    expect(ask(coach, 'VAT?')).toBe('0.00');
    expect(ask(coach, 'What is the balance due?')).toBe('797.00');
  });

  const bill = (second: [number, string][]) =>
    printedPage([
      'Harbour Books Ltd',
      'Invoice 2291',
      '',
      [
        [300, 'Total net'],
        [450, '240.00'],
      ],
      [
        [300, 'VAT @ 0% (Z)'],
        [450, '0.00'],
      ],
      second,
    ]);

  it('is no nought where another VAT line charges a rate', () => {
    expect(
      ask(
        bill([
          [300, 'Invoice total'],
          [450, '240.00'],
        ]),
        'How much VAT?',
      ),
    ).toBe('0.00');
    expect(
      ask(
        bill([
          [300, 'VAT @ 20% (S)'],
          [450, '12.00'],
        ]),
        'How much VAT?',
      ),
    ).not.toBe('0.00');
  });
});
