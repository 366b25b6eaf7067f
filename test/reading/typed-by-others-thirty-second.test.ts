import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

const page = typedPage;

// The thirty-second batch typed by others (BX-, BY-): each answer below was wrong or missing when
// the batch was first read, before the change it names.

describe('pages typed by others, thirty-second batch', () => {
  it("a non-profit's legal form (gGmbH) names the sender line's issuer, the window its customer", () => {
    // "Musikschule Klangwerk gGmbH · Karl-Heine-Str. 52 · 04229 Leipzig" over the window: with the
    // form unknown the line was no sender's, and the customer's block was read as the issuer.
    const school = page('BY-de-rechnung-musikschule');
    expect(ask(school, 'Wer hat die Rechnung ausgestellt?')).toBe('Musikschule Klangwerk gGmbH');
    expect(ask(school, 'Who issued the invoice?')).toBe('Musikschule Klangwerk gGmbH');
    expect(ask(school, 'Rechnungsempfänger?')).toBe('Brenner Werkzeugbau GmbH');
    expect(ask(school, 'Who is the invoice addressed to?')).toBe('Brenner Werkzeugbau GmbH');
  });

  it("a cooperative bank (eG) named under the bank's details is the bank, not the issuer", () => {
    // "Bankverbindung | IBAN DE62 …" over "Evangelische Bank eG | Steuernummer 026 812 40573".
    const physio = typedPage('L-de-rechnung-physiotherapie');
    expect(ask(physio, 'Rechnungssteller?')).toBe('Physiotherapie am Rosengarten');
    expect(ask(physio, 'Who issued this invoice?')).toBe('Physiotherapie am Rosengarten');
  });

  it("an IBAN wrapped at the line's end is the IBAN, its first groups no German VAT number", () => {
    // "IBAN DE82 8605 5592" / "1100 4738 21": ten digits after DE, where a VAT number has nine.
    const school = page('BY-de-rechnung-musikschule');
    expect(ask(school, 'Wie lautet die USt-IdNr. der Musikschule?')).toBeNull();
    expect(ask(school, 'What is the seller’s VAT number?')).toBeNull();
    expect(ask(school, 'IBAN?')).toBe('DE82 8605 5592 1100 4738 21');
  });

  it("a notary's fee statement (ereloonstaat) is an invoice, its provision received no till's tender", () => {
    // "Ontvangen provisie (02.03.2026)  - € 36.000,00" had read as money handed over at a till: the
    // page was taken for a till receipt, the due date in its payment sentence and the legal name in
    // the footer were passed over.
    const notary = page('BY-nl-ereloonstaat-notaris');
    expect(ask(notary, 'Factuurnr.?')).toBe('F26-0341');
    expect(ask(notary, 'What is the invoice number?')).toBe('F26-0341');
    expect(ask(notary, 'Vervaldag?')).toBe('4 april 2026');
    expect(ask(notary, 'When is payment due?')).toBe('4 april 2026');
    expect(ask(notary, 'Leverancier?')).toBe('Vandenbroucke & Claes geassocieerde notarissen BV');
    expect(ask(notary, 'Te betalen?')).toBe('2.663,51');
    // Absent: no order number, no reminder fee.
    expect(ask(notary, 'Wat is het bestelnummer?')).toBeNull();
    expect(ask(notary, 'How much is the reminder fee?')).toBeNull();
    // "afrekening" names the statement itself.
    expect(ask(notary, 'Wanneer heeft het notariskantoor ons de afrekening gestuurd?')).toBe('20 maart 2026');
  });

  it('"taxes in" closing a question asks the total with the taxes, not the taxes', () => {
    // GST 38.80 and PST 15.68 printed apart, no total-tax line: the question had read as the taxes.
    const mover = typedPage('BX-en-ca-invoice-piano-mover');
    expect(ask(mover, 'How much did it cost in total to move the piano to the academy, taxes in?')).toBe(
      '830.48',
    );
    expect(ask(mover, 'How much were the taxes?')).toBe('54.48');
    expect(ask(mover, 'What is the amount excluding taxes?')).toBe('776.00');
  });

  it("the seller's legal name is the issuer's name", () => {
    const walker = typedPage('BY-en-tax-invoice-dog-walking');
    expect(ask(walker, "What is the seller's legal name?")).toBe('Kestrel Pet Care Pty Ltd');
    expect(ask(walker, 'What is the customer’s IBAN?')).toBeNull();
  });

  it("a word sharing a stem with another language's later day is no later day", () => {
    // "servicen" (the service) shares its start with German "Servicetermin": the due date asked
    // "for the service" had been read as a later day of the thing billed and left unanswered.
    const workshop = typedPage('BX-no-faktura-snoscooterservice');
    expect(ask(workshop, 'Innen hvilken dato må vi betale for servicen på Lynx-en?')).toBe('26.02.2026');
    const tester = typedPage('BW-en-invoice-pat-testing');
    expect(ask(tester, 'When is the next test due?')).toBeNull();
  });
});
