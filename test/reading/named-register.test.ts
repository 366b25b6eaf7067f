import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A register or payment system asked by its name ("Plusgiro", "code APE", "Steuernummer") is that
// one's: where the page prints others of its kind and not it, none of theirs stands in; a value
// printed after another register's name is no answer to it (named-register.ts).
describe('a register or payment system asked by its name', () => {
  it('pays a Swedish invoice by the Bankgiro it prints, and names no Plusgiro', () => {
    const page = typedPage('AI-sv-faktura-oversattning');
    expect(ask(page, 'Vilket bankgiro ska betalningen gå till?')).toBe('527-1440');
    expect(ask(page, 'What is the bankgiro number?')).toBe('527-1440');
    expect(ask(page, 'Vilket plusgiro ska betalningen gå till?')).toBeNull();
  });

  it('gives no SIREN for the code APE of a French freelancer', () => {
    const page = typedPage('AA-fr-facture-dev-freelance');
    expect(ask(page, 'Quel est le code APE de la prestataire ?')).toBeNull();
    // The SIRET asked is the one printed after "SIRET", not the SIREN above it.
    expect(ask(page, 'Quel est le numéro SIRET ?')).not.toBe('892 604 117');
  });

  it('reads a German page by the register each number is printed under', () => {
    const page = printedPage([
      'Holzbau Kammerer GmbH',
      'Sägewerkstraße 4, 83022 Rosenheim',
      '',
      [
        [50, 'Rechnung Nr.'],
        [200, '2025-118'],
      ],
      [
        [50, 'Gesamtbetrag'],
        [200, '1.190,00 €'],
      ],
      '',
      [
        [50, 'Amtsgericht Traunstein HRB 24117'],
        [300, 'USt-IdNr. DE298114562'],
      ],
    ]);
    expect(ask(page, 'Wie lautet die Handelsregisternummer?')).toContain('24117');
    expect(ask(page, 'Wie lautet die Steuernummer?')).toBeNull();
  });

  it('still answers a register asked where the page names none by name', () => {
    const page = printedPage([
      'Nordvik Service AB',
      [
        [50, 'Fakturanummer'],
        [200, '5512'],
      ],
      [
        [50, 'Konto'],
        [200, '5012-3341'],
      ],
    ]);
    expect(ask(page, 'Vilket bankgiro har de?')).toBe('5012-3341');
  });
});

// "4:17 PM  0118 02 4471" on a till's stamp is a time and the till's numbers: "PM" there is the
// afternoon, no country, and no VAT number is read from its shape (shape-values.ts).
describe('a time of day is no VAT number', () => {
  it('gives a US pharmacy receipt no tax ID', () => {
    const page = typedPage('AB-us-pharmacy-receipt-rewards');
    expect(ask(page, "What is the store's tax ID number?")).toBeNull();
  });

  it('still reads a grouped VAT number printed without a time before it', () => {
    const page = printedPage([
      'Le Comptoir SARL',
      '12/03/2025  14:02',
      [
        [50, 'Total TTC'],
        [300, '18,40'],
      ],
      'TVA intracom. FR 62 438 911 204',
    ]);
    expect(ask(page, 'Quel est le numéro de TVA ?')).toContain('438 911 204');
  });
});
