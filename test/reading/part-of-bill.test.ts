import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// What some of a bill's things cost is their lines' sum, not the bill's: an audiologist's bill
// prints two hearing aids (and batteries for them) beside an assessment, a fitting and a drying
// kit, then the total less the insurer's share. Asked what the aids cost, the balance 3,951.53
// was answered at 0.97.
describe('what some of the things billed cost', () => {
  it("is not the bill's total or balance", () => {
    const clinic = typedPage('BS-en-invoice-audiologist');
    expect(ask(clinic, 'How much did the hearing aids cost?')).toBeNull();
    expect(ask(clinic, 'What did the batteries cost?')).not.toBe('3,951.53');
  });

  it('leaves the bill asked as a whole, or by what is still to pay for a thing named', () => {
    // The asker's convention on the pages typed by others: a thing named "in total" is the bill.
    const clinic = typedPage('BS-en-invoice-audiologist');
    expect(ask(clinic, 'How much is the balance due?')).toBe('3,951.53');
    expect(ask(clinic, 'What did the visit cost altogether?')).toBe('3,951.53');
    expect(ask(typedPage('BN-nl-factuur-imkerij'), 'Hoeveel kost de hele honingbestelling?')).toBe('857,96');
    const hosting = typedPage('Y-sg-webhosting-invoice');
    expect(ask(hosting, 'How much do we still need to pay for the renewal?')).toBe('529.36');
  });
});
