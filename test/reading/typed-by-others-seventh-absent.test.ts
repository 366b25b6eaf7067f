import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The seventh batch typed by others (Q-, R-, S-): questions the page cannot answer, asked as its
// authors wrote them. Each was answered falsely before its change; the right answers beside them
// show the change did not take them away.

describe('a count of what is not the lines', () => {
  it('is not answered with the number of lines', () => {
    // "de" joins the words of a title ("ticket de caisse"): it names no document the lines are on.
    const cleaning = page('R-fr-facture-nettoyage-be');
    expect(ask(cleaning, 'Combien de titres-services ont été utilisés ?')).toBeNull();
    const brasserie = page('R-fr-note-brasserie');
    expect(ask(brasserie, 'Combien de points de fidélité ont été cumulés ?')).toBeNull();
  });

  it('still counts the lines a question names by their own word', () => {
    expect(
      ask(page('F-be-fr-facture-garage'), "Combien de lignes de pièces et de main d'oeuvre y a-t-il ?"),
    ).toBe('6');
    expect(ask(page('N-sv-faktura-akeri'), 'Hur många olika poster har de tagit betalt för?')).toBe('6');
    expect(ask(page('K-no-stromregning'), 'Hvor mange linjer har spesifikasjonen?')).toBe('7');
  });
});

describe("a till receipt's customer", () => {
  it('is no transaction heading over the store number', () => {
    // "SALE  03/09/2025 2:41 PM" over "STR 0417": a code without its town closes no window.
    const till = page('S-en-us-office-supplies-receipt');
    expect(ask(till, "What is the customer's name?")).toBeNull();
    expect(ask(till, 'What is the total?')).toBe('213.75');
  });

  it("is not the card slip's copy stamp, nor a tagline under the letterhead", () => {
    // "------ CUSTOMER COPY ------" over "LITTLE WATTLE ESPRESSO"; "espresso + kitchen" under the
    // letterhead "LITTLE WATTLE", over its name in full.
    const cafe = page('P-en-au-cafe-receipt');
    expect(ask(cafe, "What is the customer's name?")).toBeNull();
    const slip = printedPage([
      'Bakehouse Ltd',
      '12 Mill Lane',
      '',
      [
        [50, 'TOTAL'],
        [300, '12.40'],
      ],
      '',
      '------ CUSTOMER COPY ------',
      'BAKEHOUSE LTD',
      'VISA  ****1234',
    ]);
    expect(ask(slip, "What is the customer's name?")).toBeNull();
  });
});

describe('a registration number asked of the customer', () => {
  it('is read by its own label, not by the number word or the classifier', () => {
    // "le numéro SIRET": "siret" names which number; the customer prints none, the invoice's
    // number is no answer.
    const agency = page('R-fr-facture-agence-web');
    expect(ask(agency, 'Quel est le numéro SIRET du client ?')).toBeNull();
    expect(ask(agency, 'Quel est le numéro de facture ?')).toBe('F2025-0043');
    // "NAF" is a registration's code: the customer's number "C-04412" is no answer.
    const saas = page('O-fr-facture-saas');
    expect(ask(saas, 'Quel est le code NAF du client ?')).toBeNull();
    expect(ask(saas, 'Quel est le code client ?')).toBe('C-04412');
  });
});

describe("what a question asks of the customer, beside the word 'kunden'", () => {
  it('is not the customer number that word reads as', () => {
    // "Kundenr. 10872" is printed; no e-mail address of the customer is.
    const plumber = page('Q-no-faktura-rorlegger');
    expect(ask(plumber, 'Hva er e-postadressen til kunden?')).toBeNull();
    expect(ask(plumber, 'Hva er kundenummeret?')).toBe('10872');
  });
});

describe("a label of the page's own asked of the customer", () => {
  it("is not found by a 'No.' printed for the party's word", () => {
    // "Co. Reg. No. / UEN: 201834762W" is the seller's, in its letterhead.
    const signage = page('S-en-sg-signage-tax-invoice');
    expect(ask(signage, "What is the customer's UEN?")).toBeNull();
    expect(ask(signage, 'What is the UEN?')).toContain('201834762W');
  });
});
