import { describe, expect, it } from 'vitest';
import { expandAbbreviations } from '../../main/reading/lang/abbreviations';
import { ask, typedPage as page } from './positioned-page';

// The fourth batch typed by others (H-, I-, J-: Nordic, Dutch, Flemish, German, Austrian, Swiss,
// French, Belgian, Luxembourg, US, UK, NZ, Singapore, South African, Canadian and Indian pages),
// and the faults of kind they showed on the first run: each answer below was wrong or missing
// before its change.

describe('pages typed by others, fourth batch: terse questions', () => {
  it('a shortened word asks what the word asks, in every language', () => {
    expect(ask(page('J-en-us-invoice-graphic-designer'), 'Inv #?')).toBe('2024-037');
    expect(ask(page('J-en-us-invoice-graphic-designer'), 'Amt due?')).toBe('3,483.00');
    expect(ask(page('J-en-za-vat-tax-invoice'), 'Doc no?')).toBe('IN104873');
    expect(ask(page('J-en-nz-gst-tax-invoice'), 'GST amt?')).toBe('118.93');
    expect(ask(page('I-de-at-rechnung-installateur'), 'Anz. Pos.?')).toBe('7');
    expect(ask(page('I-fr-facture-artisan-menuiserie'), 'Mt TVA ?')).toBe('442,25');
    expect(ask(page('I-de-rechnung-kleinunternehmer'), 'Rg.-Datum?')).toBe('03.06.2024');
  });

  it('a shortening that is also a word stays the word in a sentence', () => {
    expect(expandAbbreviations('Inv no?')).toBe('invoice number?');
    expect(expandAbbreviations('Is there no VAT on this invoice?')).toBe('Is there no VAT on this invoice?');
    // An English question's "POS" is a point of sale, not German "Pos." (Positionen).
    expect(expandAbbreviations('What is the POS terminal number?')).toBe('What is the POS terminal number?');
  });
});

describe('pages typed by others, fourth batch: what a value is not', () => {
  it('a key with its value, or a line with a mail address, is no party', () => {
    // "Bank Name: Saraswat Co-op Bank Ltd" in the footer had been the seller, "Client PO: none
    // provided" the customer, "Email: sales@…" with the "Co." below it the issuer.
    expect(ask(page('J-en-in-gst-tax-invoice-cgst-sgst'), 'Seller?')).toBe('SHREE GANESH ELECTRICALS');
    expect(ask(page('J-en-us-invoice-graphic-designer'), 'Bill to?')).toBe('Tidewater Brewing Co.');
    expect(ask(page('J-en-sg-gst-tax-invoice'), 'Supplier?')).toBe('LUMEN SIGNWORKS PTE. LTD.');
  });

  it('a question stating the rate asks the VAT charged at it', () => {
    expect(ask(page('I-fr-be-facture-fournisseur-hygiene'), 'TVA 21 % ?')).toBe('116,11');
    expect(ask(page('I-de-at-rechnung-installateur'), 'USt. 20 %?')).toBe('167,96');
    expect(ask(page('I-fr-be-facture-fournisseur-hygiene'), 'Quel est le taux de TVA ?')).toBe('21 %');
  });

  it('"who has to pay" asks a party, never the amount to pay', () => {
    expect(ask(page('J-en-nz-gst-tax-invoice'), 'Who has to pay this invoice?')).toBe(
      'Ridgeway Property Management Ltd',
    );
  });
});

describe('pages typed by others, fourth batch: whose block it is', () => {
  it("a block that prints the letterhead's name is the issuer's, however it is headed", () => {
    // "TRAITEUR" over "DE GOUDEN LEPEL" / "De Gouden Lepel BV" / street / town had been the customer.
    const doc = page('H-nl-factuur-traiteur-gent');
    expect(ask(doc, 'Klant?')).toBe('Verhaeghe & Partners Advocaten BV');
    expect(ask(doc, 'Wat is het telefoonnummer van de klant?')).toBeNull();
  });

  it('the trade printed over the letterhead names the issuer', () => {
    const doc = page('H-nl-factuur-traiteur-gent');
    expect(ask(doc, 'Welk nummer heeft de factuur van de traiteur?')).toBe('2024/0387');
  });

  it("what follows a party's possessive is the thing asked: the customer's Peppol ID is no customer number", () => {
    expect(ask(page('H-nl-factuur-traiteur-gent'), "What is the customer's Peppol ID?")).toBeNull();
    expect(ask(page('H-nl-factuur-traiteur-gent'), "What is the customer's number?")).toBe('K0291');
  });
});

describe('pages typed by others, fourth batch: the kind asked', () => {
  it('a fax number is no telephone number', () => {
    const doc = page('J-en-sg-gst-tax-invoice');
    expect(ask(doc, "What's the company's fax number?")).toBeNull();
    expect(ask(doc, "What's the phone number?")).toBe('+65 6745 2281');
  });

  it('"when" asks a date and "where" none: a question of either is never answered with the other', () => {
    // "Which day is this fuel receipt from?" had been answered with the station's name; read as
    // the document's date since the classifier knows "fuel" as a trade's (a station's) word.
    expect(ask(page('D-en-us-fuel-station'), 'Which day is this fuel receipt from?')).toBe('03/14/2024');
    // "eingekauft" is the day of buying; "where" asks no day.
    expect(ask(page('F-de-kleinbetrag'), 'An welchem Tag wurde eingekauft?')).toBe('16.03.2024');
    expect(ask(page('F-de-kleinbetrag'), 'Wo wurde eingekauft?')).not.toBe('16.03.2024');
  });
});

describe('pages typed by others, fourth batch: names and dates as printed', () => {
  it('the legal name beside the address is the issuer, not the trading name of its logo and sender line', () => {
    // "HAUSTECHNIK LEITNER" (logo), "Haustechnik Leitner, Römerstraße 27, …" (sender line),
    // "Florian Leitner e.U." (Austria's sole trader's legal form) over the address.
    expect(ask(page('I-de-at-rechnung-installateur'), 'Lieferant?')).toBe('Florian Leitner e.U.');
  });

  it("a sentence's due date with a longer clause or an inflected verb before it", () => {
    // "Zahlbar innerhalb von 14 Tagen ohne Abzug bis zum 29.11.2024."
    expect(ask(page('I-de-rechnung-it-service'), 'Fälligkeit?')).toBe('29.11.2024');
    // "Bitte überweise den Gesamtbetrag bis zum 17.06.2024 …"
    expect(ask(page('I-de-rechnung-kleinunternehmer'), 'When is payment due?')).toBe('17.06.2024');
  });
});
