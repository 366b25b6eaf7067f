import { describe, expect, it } from 'vitest';
import { ask, typedPage as page } from './positioned-page';

// "Which reference should I quote when paying?" was answered "Practice Manager" at 0.97: a pack's
// plain "reference" is a person's too ("Your ref.", "Attn."). Asked to pay with, it is the page's
// payment reference, or, where none is printed, the invoice number a payer quotes.

describe('the reference to quote when paying', () => {
  it("is the page's printed payment reference (KID, OCR) when it prints one", () => {
    expect(ask(page('B-no-invoice'), 'Hvilken referanse skal vi bruke ved betaling?')).toBe('00104520731');
    expect(ask(page('B-no-invoice'), 'Which reference should I quote when paying?')).toBe('00104520731');
    expect(ask(page('E-sv-faktura-konsult'), 'Vilken referens ska vi ange vid betalningen?')).toBe(
      '4417203850',
    );
  });

  it('is the invoice number where the page prints no payment reference', () => {
    expect(ask(page('A-en-uk-cleaning'), 'Which reference should I quote when paying?')).toBe('BCS-4471');
    expect(ask(page('F-fr-facture-acompte-solde'), 'Quelle référence indiquer sur le virement ?')).toBe(
      'FS-2024-0093',
    );
  });

  it('is the invoice number when the question names it', () => {
    expect(ask(page('E-sv-faktura-konsult'), 'Which invoice number do I put on the bank transfer?')).toBe(
      ask(page('E-sv-faktura-konsult'), 'What is the invoice number?'),
    );
    expect(ask(page('A-en-uk-cleaning'), 'Give me the invoice reference')).toBe('BCS-4471');
    expect(ask(page('F-fr-facture-acompte-solde'), "C'est quoi la référence de cette facture ?")).toBe(
      'FS-2024-0093',
    );
  });

  it("is read from the payment's own field names: libellé, mededeling, meddelande, Verwendungszweck", () => {
    const number = ask(page('E-sv-faktura-konsult'), 'Vad är fakturanumret?');
    expect(ask(page('E-sv-faktura-konsult'), 'Vilket fakturanummer ska jag skriva på överföringen?')).toBe(
      number,
    );
    expect(ask(page('F-fr-facture-acompte-solde'), 'Quel libellé mettre sur le virement ?')).toBe(
      'FS-2024-0093',
    );
    expect(ask(page('A-en-uk-cleaning'), 'What number do we quote with the payment?')).toBe('BCS-4471');
  });

  it('is nothing for a named scheme the page does not use, or another number of the payment', () => {
    expect(ask(page('A-en-uk-cleaning'), 'What is the OCR reference?')).toBeNull();
    expect(ask(page('F-fr-facture-acompte-solde'), 'Quelle est la communication structurée ?')).toBeNull();
    expect(ask(page('A-en-uk-cleaning'), 'What is the transaction ID of the payment?')).toBeNull();
  });
});
