import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// What one thing cost, where several of the bill's lines print it and the seller's name says it
// does that and another thing the bill bills too ("the silencer" of "Ganesh Battery & Silencer
// Works" billing batteries as well), is a part of the bill: never its total.

const EXHAUST = 'BN-en-tax-invoice-battery-exhaust';

describe('what one thing of several cost', () => {
  it('is not the total where several lines and the seller name it as a part of the bill', () => {
    const exhaust = typedPage(EXHAUST);
    expect(ask(exhaust, 'How much did the silencer cost?')).toBeNull();
    expect(ask(exhaust, 'How much did the batteries cost?')).toBeNull();
  });

  it('is still the total of the bill as a whole', () => {
    const exhaust = typedPage(EXHAUST);
    expect(ask(exhaust, 'What is the grand total?')).toBe('36,189.00');
    expect(ask(exhaust, 'How much did we pay Ganesh Battery?')).toBe('36,189.00');
    expect(ask(exhaust, 'How much do we owe the battery shop after round off?')).toBe('36,189.00');
    expect(ask(exhaust, 'What did the silencer and battery work cost?')).toBe('36,189.00');
    expect(ask(typedPage('BF-en-invoice-skip-hire'), 'How much did the skip cost?')).toBe('500.52');
  });
});
