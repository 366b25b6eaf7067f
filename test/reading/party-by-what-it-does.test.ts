import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// "Which rental company sent the invoice?", "Which company did the training for us?" got nothing:
// the word saying what the business does ("rental"), or what it sold ("training", printed in the
// items), was left unexplained. The first says which party, as a trade does; the second is what
// the page bills, and the party who sold it is the issuer. "Which company is billed?" is the
// receiver: the party is billed, it does not bill.

describe('a party asked by what it does or sold', () => {
  it('is the issuer named by what the business does', () => {
    expect(ask(page('W-no-faktura-bilutleie'), 'Which rental company sent the invoice?')).toBe(
      'Nordlys Bilutleie AS',
    );
    expect(ask(page('X-fr-be-facture-location-voiture'), 'Which rental company sent the invoice?')).toMatch(
      /^locauto meuse/i,
    );
  });

  it('is the issuer of what the page bills', () => {
    expect(ask(page('Y-in-training-invoice'), 'Which company did the training for us?')).toBe(
      'KAVERI SKILLS & LEARNING PVT. LTD.',
    );
    expect(ask(page('J-en-ca-retail-receipt-gst-pst'), "Where did I buy the chef's knife?")).toBe(
      'COASTLINE KITCHEN & HOME',
    );
  });

  it('is nothing when the page bills no such thing', () => {
    expect(ask(page('Y-in-training-invoice'), 'Which company did the catering for us?')).toBeNull();
    expect(ask(page('J-en-ca-retail-receipt-gst-pst'), 'Where did I buy the lawnmower?')).toBeNull();
  });

  it('is the receiver when the party is billed', () => {
    expect(ask(page('E-sv-faktura-konsult'), 'Which company is billed?')).toBe('Bergqvist Fastigheter AB');
  });
});
