import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

const page = typedPage;

describe('pages typed by others: layouts', () => {
  it('a customer heading level with the issuer across the page heads the block under it', () => {
    // "FACTURÉ À" at the left, "ARCADIE CONSEIL" (the issuer) at the right of the same line.
    const doc = page('A-fr-conseil');
    expect(ask(doc, 'Qui est le client ?')).toBe('Vignobles Castelnau SAS');
    expect(ask(doc, 'Who is the invoice addressed to?')).toBe('Vignobles Castelnau SAS');
    expect(ask(doc, 'Who sent us this invoice?')).toMatch(/arcadie conseil/i);
  });

  it('a VAT number printed in groups is a VAT number, not the invoice number after "N°"', () => {
    const doc = page('A-fr-conseil');
    expect(ask(doc, 'Quel est le numéro de facture ?')).toBe('AC-2024-031');
    expect(ask(doc, 'Invoice number please?')).toBe('AC-2024-031');
  });

  it('totals printed side by side over their figures, under a line table headed "Summa"', () => {
    const doc = page('B-sv-service');
    expect(ask(doc, 'Vad är totalt att betala?')).toBe('78 487,50');
    expect(ask(doc, 'How much is the invoice in total?')).toBe('78 487,50');
    expect(ask(doc, 'Hur mycket moms?')).toBe('15 697,50');
  });

  it("India's CGST + SGST with a rounding line: the VAT is their sum; a party's bank details or order are no name", () => {
    const doc = page('A-en-in-gst');
    expect(ask(doc, 'How much GST in total?')).toBe('11516.40');
    expect(ask(doc, "What's the total tax amount (CGST + SGST)?")).toBe('11516.40');
    expect(ask(doc, 'What is the CGST?')).toBe('5,758.20');
    expect(ask(doc, 'Who is the seller?')).toBe('Sai Krupa Office Solutions');
    expect(ask(doc, 'Who is the buyer?')).toBe('Nirmal Pharma Distributors Pvt. Ltd.');
  });
});

describe('pages typed by others: questions', () => {
  it('a party asked by its own name or trade is the one the page names so', () => {
    expect(ask(page('A-en-in-gst'), 'How much do we have to pay Sai Krupa?')).toBe('75,496.00');
    expect(ask(page('A-fr-plombier'), 'Numéro de facture du plombier ?')).toBe('F-2023-118');
    expect(ask(page('B-sv-service'), 'Vilken byrå har fakturerat oss?')).toBe('Norrsken Digitalbyrå AB');
    // A word the page prints nowhere still asks for something else.
    expect(ask(page('A-en-in-gst'), 'What is the flight number?')).toBeNull();
    expect(ask(page('A-fr-plombier'), 'Numéro de facture du pharmacien ?')).toBeNull();
  });

  it('"which customer" asks for the customer, whatever the verb leans to', () => {
    expect(ask(page('B-sv-service'), 'Vilken kund gäller det?')).toBe('Hälsocentralen Ekbacken AB');
    expect(ask(page('B-de-software'), 'Welcher Kunde wird hier belastet?')).toBe(
      'Holzmann Logistik GmbH & Co. KG',
    );
  });

  it('a question closing with "when" asks for a date', () => {
    expect(ask(page('A-en-us-hvac'), 'Pay by when?')).toMatch(/September 2, 2024|09\/02\/2024/);
    expect(ask(page('A-fr-telecom'), "C'est à régler pour quand ?")).toMatch(/20\/03\/2024|20 mars 2024/);
  });

  it("a receipt's own words: bon, kvittonr", () => {
    expect(ask(page('B-da-kassebon'), 'Hvad er momsen på bonen?')).toBe('31,77');
    expect(ask(page('B-sv-kvitto'), 'Vilket kvittonummer är det?')).toBe('20417');
  });
});

describe('pages typed by others: the second batch', () => {
  it('a sender line whose street starts with a word still leads into the window under it', () => {
    // "Hofer & Strasser Reinigungstechnik GmbH, Gewerbestraße 7, 4600 Wels", the key table beside
    // the window's lines.
    const at = page('C-de-at-reinigung');
    expect(ask(at, 'Wer ist der Kunde?')).toBe('Gasthof Zur Linde');
    expect(ask(at, 'Who is the customer?')).toBe('Gasthof Zur Linde');
    // Ireland's Eircode ends the sender line; the attention line is a person over the company.
    const ie = page('C-en-ie-print');
    expect(ask(ie, 'Who is the customer?')).toBe('Clew Bay Walking Festival CLG');
  });

  it("a currency's sign after a total's label leaves it that label", () => {
    const ie = page('C-en-ie-print');
    expect(ask(ie, 'How much is due?')).toBe('1,555.95');
    expect(ask(ie, 'What is the net total?')).toBe('1,265.00');
  });

  it("a party's number beside its label is no name, nor a till's tender line a customer", () => {
    expect(ask(page('D-en-uk-supermarket'), 'Which shop is this from?')).toBe('HOLLBROOK FRESH');
    expect(ask(page('B-sv-kvitto'), "What's the customer's name?")).toBeNull();
  });

  it('a label printed in two languages is one label', () => {
    const web = page('D-fr-facture-web-usd');
    expect(ask(web, 'Numéro de facture ?')).toBe('NBL-2024-00871');
    expect(ask(web, 'Invoice number?')).toBe('NBL-2024-00871');
    expect(ask(web, 'Échéance ?')).toBe('13/04/2024');
  });

  it('two rates print a net and a VAT each: the VAT is the sum of the two', () => {
    const gastro = page('C-de-de-gastro');
    expect(ask(gastro, 'Wie viel Umsatzsteuer insgesamt?')).toBe('33,90');
    expect(ask(gastro, 'Total VAT on this invoice?')).toBe('33,90');
  });
});
