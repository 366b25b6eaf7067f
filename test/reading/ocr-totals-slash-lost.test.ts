import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A scan's totals labelled in two languages whose thin slash OCR dropped ("Totaal / Total" read
// "Totaal Total"): the second label is the first's translation, and the figure beside is the
// label's. A VAT's translation may close with its rate ("HST TVH 13%"). A figure OCR misread stays
// what the page's arithmetic makes of it, or unread.

const tweetalig = {
  'Subtotaal / Subtotal': 'Subtotaal Subtotal',
  'BTW / VAT 21%': 'BTW VAT 21%',
  'Totaal / Total': 'Totaal Total',
};

describe("a scan's totals labelled in two languages, the slash lost", () => {
  it('reads the VAT and the total beside a Dutch label and its English', () => {
    const doc = scannedAs('AQ-nl-factuur-tweetalig', tweetalig);
    expect(ask(doc, 'Btw-bedrag?')).toBe('1.250,34');
    expect(ask(doc, 'How much VAT is on the invoice?')).toBe('1.250,34');
    expect(ask(doc, 'Wat is het totaalbedrag?')).toBe('7.204,34');
  });

  it("reads a Canadian HST misread from the net and the total, its label's French closing with the rate", () => {
    const doc = scannedAs('AM-ca-invoice-snow-removal', {
      'Subtotal / Sous-total': 'Subtotal Sous-total',
      'HST / TVH 13%': 'HST TVH 13%',
      '85.15': '35.15',
      'AMOUNT DUE / MONTANT DÛ': 'AMOUNT DUE MONTANT DÛ',
    });
    expect(ask(doc, 'HST?')).toBe('85.15');
    expect(ask(doc, 'What is the amount due?')).toMatch(/^\$?740\.15$/);
  });

  it('says nothing of an item, a rate or a date the totals do not state', () => {
    const doc = scannedAs('AQ-nl-factuur-tweetalig', tweetalig);
    expect(ask(doc, 'Hoeveel kost de fotobewerking?')).not.toBe('7.204,34');
    expect(ask(doc, 'Wat kosten de stockfotolicenties?')).not.toBe('7.204,34');
    expect(ask(doc, 'What was the deposit paid?')).toBeNull();
  });

  it('leaves a VAT misread past reading unread where no net and gross prove it', () => {
    const doc = scannedAs('AQ-nl-factuur-tweetalig', {
      ...tweetalig,
      '€ 1.250,34': '€ 1250B4',
      '€ 7.204,34': '€ 72O4B4',
    });
    expect(ask(doc, 'Btw-bedrag?')).toBeNull();
  });

  it("says no VAT total where a second tax's label OCR misread leaves the first line no total", () => {
    const doc = scannedAs('AB-ca-snow-removal-invoice-gst-qst', {
      'Sous-total / Subtotal': 'Sous-total Subtotal',
      'TPS / GST 5%': 'TPS GST 5%',
      'TVQ / QST 9,975%': 'TVO 79519975%',
    });
    expect(ask(doc, 'Taxes total?')).toBeNull();
    expect(ask(doc, 'Combined GST and QST amount?')).toBeNull();
  });

  it('reads both Quebec taxes where their labels read, the slash lost', () => {
    const doc = scannedAs('AB-ca-snow-removal-invoice-gst-qst', {
      'Sous-total / Subtotal': 'Sous-total Subtotal',
      'TPS / GST 5%': 'TPS GST 5%',
      'TVQ / QST 9,975%': 'TVQ QST 9,975%',
    });
    expect(ask(doc, 'Taxes total?')).toBe('241.10');
  });

  it("says no VAT total where the other tax's rate OCR misread past any rate levied", () => {
    const doc = scannedAs('AJ-fr-ca-facture-plombier', { 'TPS (5 %)': 'MES (51%)' });
    expect(ask(doc, 'Taxes totales?')).toBeNull();
    expect(ask(doc, 'How much GST and QST were charged in total?')).toBeNull();
  });

  it('reads the Quebec taxes together where both labels read', () => {
    const doc = scannedAs('AJ-fr-ca-facture-plombier', {});
    expect(ask(doc, 'Taxes totales?')).toBe('224,06');
  });
});
