import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The tax closing a question with its including word after an amount asked ("How much did the
// charter cost, tax included?") qualifies the amount: the total with the tax, not the tax.

describe('a tax and its including word closing the question', () => {
  const plane = () => typedPage('BU-en-invoice-float-plane-charter');

  it('asks the total with the tax', () => {
    expect(
      ask(plane(), 'How much did flying the survey crew in and out of Knight Inlet cost, tax included?'),
    ).toBe('13,032.18');
  });

  it('still asks the tax alone or with a verb between', () => {
    expect(ask(plane(), 'How much VAT is included?')).toBe('620.58');
    expect(ask(plane(), 'How much tax included?')).toBe('620.58');
  });

  it('answers no one item with the total', () => {
    for (const q of [
      'How much did the landing fees cost, tax included?',
      'How much was the fuel surcharge, tax included?',
      "How much did the pilot's standby cost, GST included?",
    ])
      expect(ask(plane(), q)).toBeNull();
  });
});
