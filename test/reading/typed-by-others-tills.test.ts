import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// The fourth batch's till receipts typed by others (H-, I-, J-: a Danish kiosk, a Norwegian taxi,
// a Dutch hardware shop, a Swedish hotel, a German fuel station, a French supermarket, a UK pub, a
// US hardware store, a Canadian shop with GST and PST), and the faults of kind they showed on the
// first run: each answer below was wrong, missing or false before its change.

const page = typedPage;

describe('till receipts typed by others: items counted', () => {
  it("a fare's priced lines of quantity x price are items of their own", () => {
    // "Km 14,2 à 16,50   234,30", "Tid 22,0 min à 9,80   215,60" between a start price and a surcharge.
    expect(ask(page('H-no-kvittering-taxi'), 'Antall linjer?')).toBe('4');
  });

  it("a row of the item's arithmetic under it is no item, whatever its words", () => {
    // "Säule 04   42,18 l x 1,749 EUR/l" under "Super E10  73,77".
    expect(ask(page('I-de-tankquittung-kassenbon'), 'Wie viele Artikel stehen auf dem Bon?')).toBe('5');
  });

  it("a discount under its item takes off its price and is no item; a VAT code's digit follows a price", () => {
    expect(ask(page('H-nl-kassabon-ijzerhandel'), 'Aantal regels?')).toBe('7');
    expect(
      ask(page('I-fr-ticket-de-caisse-supermarche'), "Combien d'articles sont listés sur le ticket ?"),
    ).toBe('10');
  });

  it("another language's word for cash in an item's name does not end the items", () => {
    // "2 DOOM BAR PINT", "Bar, vin glas 2 st": German "bar" is cash.
    expect(ask(page('J-en-uk-pub-receipt'), 'No. of lines?')).toBe('8');
    expect(ask(page('H-sv-kvitto-hotell'), 'Antal rader?')).toBe('6');
  });

  it('no count where the prices do not add up to a total printed under them', () => {
    const doc = printedPage([
      [
        [170, 'KAFFE'],
        [395, '25,00'],
      ],
      [
        [170, 'Km 14,2 à 16,50'],
        [379, '200,00'],
      ],
      [
        [170, 'I ALT DKK'],
        [389, '300,00'],
      ],
    ]);
    expect(ask(doc, 'Antal linjer?')).toBeNull();
  });
});

describe('till receipts typed by others: the store', () => {
  it('a brand printed alone over the line it opens names the chain; the line names the store', () => {
    expect(ask(page('I-fr-ticket-de-caisse-supermarche'), 'De quel magasin vient ce ticket ?')).toBe(
      'MAXIMARCHÉ DES CAPUCINS',
    );
    expect(ask(page('I-de-tankquittung-kassenbon'), 'Verkäufer?')).toBe('NORDOEL Station Lüneburg-Ost');
  });

  it("the owner's line is no letterhead and no customer", () => {
    const doc = page('I-de-tankquittung-kassenbon');
    expect(ask(doc, 'Who issued the receipt?')).toBe('NORDOEL Station Lüneburg-Ost');
    expect(ask(doc, 'What is the name of the customer?')).toBeNull();
  });

  it("a till's tagline and its customer's copy name no customer", () => {
    expect(ask(page('J-en-uk-pub-receipt'), 'What is the name of the customer?')).toBeNull();
    expect(ask(page('I-fr-ticket-de-caisse-supermarche'), 'Quel est le nom du client ?')).toBeNull();
    expect(ask(page('D-fr-ticket-epicerie'), "C'est quoi le nom du client ?")).toBeNull();
  });
});

describe('till receipts typed by others: numbers and taxes', () => {
  it("a till's receipt, transaction and sale numbers", () => {
    expect(ask(page('J-en-uk-pub-receipt'), 'What is the receipt number?')).toBe('118742');
    expect(ask(page('J-en-us-hardware-receipt'), 'What is the transaction number on this receipt?')).toBe(
      '4418',
    );
    expect(ask(page('J-en-ca-retail-receipt-gst-pst'), 'Which receipt number is printed?')).toBe('000872');
    expect(ask(page('H-no-kvittering-taxi'), 'Kvitt.nr?')).toBe('004417');
  });

  it('GST and PST keyed by their tax codes add up to the tax', () => {
    // "G - GST 5%  9.17", "P - PST 7%  10.53" between a subtotal of 200.33 and a total of 220.03.
    const doc = page('J-en-ca-retail-receipt-gst-pst');
    expect(ask(doc, 'Total tax?')).toBe('19.70');
    expect(ask(doc, 'What did GST and PST add up to together?')).toBe('19.70');
  });

  it('a tax named by its label alone is the tax, not the bill', () => {
    expect(ask(page('C-en-ca-office'), 'How much HST was charged?')).toBe('320.46');
  });
});
