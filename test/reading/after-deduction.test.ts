import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// "How much is to be paid after the RUT deduction?" got nothing: its "RUT deduction" named no
// concept and is printed in no party's name, though the totals print it above the amount due.
// What is named after "after" is what was taken off on the way to the amount asked.

describe('the amount asked after a deduction', () => {
  it('is the amount due when the page prints the deduction above it, in each language', () => {
    expect(ask(page('T-sv-faktura-stadfirma'), 'Hur mycket ska betalas efter RUT-avdraget?')).toBe(
      '4 175,00',
    );
    expect(
      ask(page('V-en-us-contractor-invoice'), 'How much do we actually have to pay after retainage?'),
    ).toBe('10,693.02');
    expect(
      ask(page('V-en-in-pharmacy-receipt'), 'What was the final amount after discount and round off?'),
    ).toBe('533.00');
    expect(ask(page('C-en-au-plumbing'), "What's left to pay after the deposit?")).toBe('2,161.34');
  });

  it('is nothing when the page prints no such deduction', () => {
    expect(ask(page('T-sv-faktura-stadfirma'), 'Hur mycket ska betalas efter rabatten?')).toBeNull();
    expect(ask(page('V-en-us-contractor-invoice'), 'How much is due after the deposit?')).toBeNull();
    expect(ask(page('V-en-in-pharmacy-receipt'), 'What is payable after the RUT deduction?')).toBeNull();
  });
});
