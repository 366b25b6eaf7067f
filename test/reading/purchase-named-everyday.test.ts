import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The amount due and the document's number asked in everyday words that name the purchase, its
// payee by its trade, or the whole "all included", instead of the invoice: the page's own figures,
// where its words bear the question out; nothing where they do not.

describe('the whole sum asked "all included"', () => {
  it('reads "alles inbegrepen" as the whole sum of the lift maintenance', () => {
    expect(
      ask(typedPage('BH-nl-factuur-liftonderhoud'), 'Wat kost het liftonderhoud ons alles inbegrepen?'),
    ).toBe('1.508,75');
  });

  it('still asks the page to print what was bought without it', () => {
    expect(ask(typedPage('BH-nl-factuur-liftonderhoud'), 'Wat kost het liftonderhoud ons?')).toBeNull();
  });
});

describe('the payee named by its trade', () => {
  it('reads the jeweller as the shop that charged the card', () => {
    expect(ask(typedPage('BI-en-receipt-jeweller'), 'How much did the jeweller charge the card?')).toBe(
      '97.49',
    );
  });

  it('answers what is owed to the radio station for the ads, the broadcaster its issuer', () => {
    const doc = typedPage('BI-en-tax-invoice-radio-airtime');
    expect(ask(doc, 'How much do we owe the radio station for the ads?')).toBe('1,23,404.00');
    expect(ask(doc, 'When did the FM station raise this bill?')).toBe('27-11-2026');
  });

  it('answers nothing where more is said of what was billed ("last year")', () => {
    const doc = typedPage('BI-en-tax-invoice-radio-airtime');
    expect(ask(doc, 'How much do we owe the radio station for the ads last year?')).toBeNull();
  });

  it('answers nothing where the issuer is of another trade', () => {
    const doc = typedPage('BI-en-tax-invoice-radio-airtime');
    expect(ask(doc, 'How much do we owe the plumber for the ads?')).toBeNull();
  });

  it('reads a compound of a trade in its definite form ("båtverkstedet")', () => {
    expect(
      ask(typedPage('BH-no-faktura-batreparasjon'), 'Hvilket nummer har regningen fra båtverkstedet?'),
    ).toBe('10472');
  });
});

describe('the number of the document asked by what it billed', () => {
  it('reads "la location des WC a-t-elle été facturée" as what the invoice bills', () => {
    const doc = typedPage('BI-fr-facture-location-toilettes');
    expect(ask(doc, 'Sous quel numéro la location des WC a-t-elle été facturée ?')).toBe('F26/0793');
  });

  it('answers nothing where the page bills no such thing', () => {
    const doc = typedPage('BI-fr-facture-location-toilettes');
    expect(ask(doc, 'Sous quel numéro le parking a-t-il été facturé ?')).toBeNull();
  });
});
