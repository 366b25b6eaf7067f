import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A bill paid on the spot prints the payment, then nothing left to pay: "Betalt MobilePay
// 13.10.2026  -3.675,00" over "Rest at betale  0,00" (a locksmith's, pages typed by others, the
// thirty-first batch). Asked what was paid that way, the payment is the answer, not the zero.
describe('a question naming how the bill was paid', () => {
  it('is the payment, not what is left', () => {
    const locksmith = typedPage('BW-da-faktura-laasesmed');
    expect(ask(locksmith, 'Hvor meget betalte klinikken låsesmeden med MobilePay?')).toBe('3.675,00');
    expect(ask(locksmith, 'Hvor meget blev der betalt med MobilePay?')).toBe('3.675,00');
  });

  it('leaves what is left, and one item paid that way, to their own readings', () => {
    const locksmith = typedPage('BW-da-faktura-laasesmed');
    expect(ask(locksmith, 'Rest at betale?')).toBe('0,00');
    expect(ask(locksmith, 'Hvor meget betalte vi for cylinderen med MobilePay?')).not.toBe('3.675,00');
    expect(ask(locksmith, 'Hvor meget betalte klinikken for udkaldet med MobilePay?')).not.toBe('3.675,00');
    expect(ask(locksmith, 'What is the IBAN for payment?')).toBeNull();
  });
});
