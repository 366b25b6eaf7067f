import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// "Vad är kaféets momsregistreringsnummer?" was answered with a Swedish till's control unit
// ("Kontrollenhet: KE12B4471902"): two letters and digits are a VAT number's shape, but the key
// printed before it says what it is.

describe('a value shaped like a VAT number after a key of its own', () => {
  it("is that key's value, not a VAT number", () => {
    expect(ask(page('N-sv-kvitto-kafe'), 'Vad är kaféets momsregistreringsnummer?')).toBeNull();
  });

  it('is still a VAT number after a VAT key, or with no key', () => {
    const keyed = printedPage([
      [[60, 'KAFÉ LINDEN AB']],
      [[60, 'Kontrollenhet: KE12B4471902']],
      [[60, 'Momsreg.nr: SE559214380301']],
    ]);
    expect(ask(keyed, 'Vad är momsregistreringsnumret?')).toBe('SE559214380301');
    const bare = printedPage([
      [[60, 'KAFÉ LINDEN AB']],
      [[60, 'Kontrollenhet: KE12B4471902']],
      [[60, 'SE559214380301']],
    ]);
    expect(ask(bare, 'What is the VAT number?')).toBe('SE559214380301');
  });
});
