import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// Pages typed by others, twenty-fourth batch (BH-/BI-): the customer's block read past a care-of
// line, and the party billed asked by being billed or by bearing the costs.

/** A window letter: a sender line over the receiver's block, then the bill's lines. */
const windowLetter = (sender: string, block: string[], title: string, foot: Row[]): Row[] => [
  [[50, sender]],
  ...block.map((l): Row => [[50, l]]),
  '',
  [[50, title]],
  '',
  ...foot,
];

const DE_FOOT: Row[] = [
  [
    [50, 'Rechnung Nr.'],
    [200, 'R-1044'],
  ],
  [
    [50, 'Gartenpflege Oktober'],
    [500, '400,00'],
  ],
  [
    [350, 'MwSt. 19 %'],
    [500, '76,00'],
  ],
  [
    [350, 'Rechnungsbetrag'],
    [500, '476,00'],
  ],
];

const NL_FOOT: Row[] = [
  [
    [50, 'Factuurnummer'],
    [200, 'F-2210'],
  ],
  [
    [50, 'Onderhoud tuin oktober'],
    [500, '400,00'],
  ],
  [
    [350, 'BTW 21%'],
    [500, '84,00'],
  ],
  [
    [350, 'Totaal te betalen'],
    [500, '484,00'],
  ],
];

describe("a care-of or attention line under the customer's name names whom the letter goes through", () => {
  it('the typed page: the owners\' association above "c/o Brunold Liegenschaften AG"', () => {
    const doc = typedPage('BI-de-rechnung-schneeraeumung');
    for (const q of ['An wen ist die Rechnung gerichtet?', 'Empfänger?', 'Who is the invoice addressed to?'])
      expect(ask(doc, q)).toBe('Stockwerkeigentümergemeinschaft Sonnhalde');
  });

  it('a German window with "c/o" and a company under a two-word name', () => {
    const doc = printedPage(
      windowLetter(
        'Grün & Co. GmbH · Feldweg 3 · 80331 München',
        [
          'Erbengemeinschaft Huber',
          'c/o Kanzlei Maier Rechtsanwälte GmbH',
          'Lindenstraße 8',
          '80333 München',
        ],
        'Rechnung',
        DE_FOOT,
      ),
    );
    expect(ask(doc, 'Wer ist der Kunde?')).toBe('Erbengemeinschaft Huber');
  });

  it('a Dutch window with "p/a" (per adres) under the owners\' association', () => {
    const doc = printedPage(
      windowLetter(
        'Hoveniersbedrijf Groen B.V. · Dorpsstraat 12 · 1234 AB Utrecht',
        ['VvE Residentie Zeezicht', 'p/a Beheer Van Dam B.V.', 'Postbus 112', '1000 AB Amsterdam'],
        'Factuur',
        NL_FOOT,
      ),
    );
    expect(ask(doc, 'Aan wie is de factuur gericht?')).toBe('VvE Residentie Zeezicht');
  });
});

describe('the party billed, asked by being billed or by bearing the costs', () => {
  it('"has been billed": the buyer beside the consignee, not the seller', () => {
    expect(
      ask(typedPage('BH-en-tax-invoice-stationery'), 'Which firm has been billed for the stationery?'),
    ).toBe('Deshpande & Kulkarni Associates');
  });

  it("the notary's fee statement: who bears the costs is the one it is addressed to", () => {
    const doc = typedPage('BH-de-kostenberechnung-notarin');
    expect(ask(doc, 'Welche Firma muss die Notarkosten tragen?')).toBe('Ohlsen Grundbesitz GmbH');
    expect(ask(doc, 'Wer trägt die Kosten?')).toBe('Ohlsen Grundbesitz GmbH');
    expect(ask(doc, 'Who bears the costs?')).toBe('Ohlsen Grundbesitz GmbH');
  });

  it('in the other packs: "draagt de kosten", "supporte les frais", "bære omkostningerne"', () => {
    expect(ask(typedPage('BH-nl-factuur-liftonderhoud'), 'Wie draagt de kosten?')).toBe(
      'VME Residentie Leiezicht',
    );
    expect(ask(typedPage('BI-fr-facture-location-toilettes'), 'Qui supporte les frais ?')).toBe(
      'Comité des Fêtes de Hautrival ASBL',
    );
    expect(ask(typedPage('BH-da-faktura-landinspektoer'), 'Hvem skal bære omkostningerne?')).toBe(
      'Hedegaard Ejendomme ApS',
    );
  });
});
