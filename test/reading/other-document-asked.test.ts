import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// An amount of a document the page only refers to (a signed quote, the invoice a credit note
// credits) and the order number a customer gave where the page prints only the seller's: the page
// shows neither, and its own total or number answered them falsely. Asked of the page's own kind,
// they answer as before.

describe('an amount of another document', () => {
  it('is absent from an invoice that refers to a quote', () => {
    const invoice = page('AL-fr-facture-traiteur');
    expect(ask(invoice, 'Quel était le montant total du devis signé ?')).toBeNull();
    expect(ask(invoice, 'Quel est le montant total de la facture ?')).toBe('4 866,65');
  });

  it('is absent from a credit note that refers to the invoice credited', () => {
    const credit = page('AN-da-kreditnota-vinhandel');
    expect(ask(credit, 'What was the total amount of the original invoice 20871?')).toBeNull();
    expect(ask(credit, 'What is the total of the credit note?')).toBe('-1.667,50');
    expect(ask(credit, 'What is the total amount of the credit note for invoice 20871?')).toBe('-1.667,50');
    // Its own number asked by the invoice's word is still its number.
    expect(ask(credit, 'What is the invoice number of this credit note?')).toBe('20914');
  });

  const rows = (title: string, reference: string): Row[] => [
    [[50, 'Hofmann Metallbau GmbH']],
    [[50, 'Industriestraße 4, 70565 Stuttgart']],
    '',
    [[50, title]],
    [[50, 'Datum: 12.02.2026']],
    [[50, reference]],
    '',
    [
      [50, 'Geländer verzinkt, montiert'],
      [400, '2.400,00'],
    ],
    [
      [300, 'Netto'],
      [400, '2.400,00'],
    ],
    [
      [300, 'MwSt 19 %'],
      [400, '456,00'],
    ],
    [
      [300, 'Gesamtbetrag'],
      [400, '2.856,00'],
    ],
  ];

  it('generalises: a quote asked of an invoice referring to one, and of the quote itself', () => {
    const invoice = printedPage(rows('RECHNUNG Nr. 2026-118', 'gemäß Angebot Nr. 2026-044 vom 20.01.2026'));
    expect(ask(invoice, 'Wie hoch war der Gesamtbetrag des Angebots?')).toBeNull();
    expect(ask(invoice, 'Wie hoch ist der Gesamtbetrag der Rechnung?')).toBe('2.856,00');
    const quote = printedPage(rows('ANGEBOT Nr. 2026-044', 'Gültig bis 20.03.2026'));
    expect(ask(quote, 'Wie hoch war der Gesamtbetrag des Angebots?')).toBe('2.856,00');
  });
});

describe('the order number a customer gave', () => {
  it('is absent where the page prints only the seller’s own order number', () => {
    const invoice = page('X-de-rechnung-moebelhaus-anzahlung');
    expect(ask(invoice, 'Welche Bestellnummer hat der Kunde angegeben?')).toBeNull();
    expect(ask(invoice, 'Welche Auftragsnummer hat die Rechnung?')).toBe('AB-24-1126');
    const shop = page('H-da-faktura-webshop');
    expect(ask(shop, 'Hvad er vores rekvisitionsnummer?')).toBeNull();
    expect(ask(shop, 'Hvad er ordrenummeret?')).toBe('W-583120');
  });

  const rows = (label: string): Row[] => [
    [[50, 'Bürotechnik Albers GmbH']],
    [[50, 'Hafenstraße 9, 28217 Bremen']],
    '',
    [[50, 'RECHNUNG']],
    [
      [50, 'Rechnungs-Nr.: RE-7781'],
      [300, 'Datum: 03.03.2026'],
    ],
    [[50, `${label}: 4500-2291`]],
    '',
    [
      [300, 'Gesamtbetrag'],
      [400, '412,80 €'],
    ],
  ];

  it('generalises: the buyer’s label answers, the seller’s alone does not', () => {
    const question = 'Welche Bestellnummer hat der Kunde angegeben?';
    expect(ask(printedPage(rows('Ihre Bestellung')), question)).toBe('4500-2291');
    expect(ask(printedPage(rows('Bestell-Nr.')), question)).toBe('4500-2291');
    expect(ask(printedPage(rows('Auftragsnummer')), question)).toBeNull();
    expect(ask(printedPage(rows('Auftragsnummer')), 'Wie lautet die Auftragsnummer?')).toBe('4500-2291');
  });
});
