import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// "How long do we have to pay?" asks the day the time to pay ends, where the page prints it, and
// the terms where it prints only those, in each pack's words, for the whole purchase or what the
// asker calls it ("for the kitchen") where the page bills it. A VAT asked at one rate of two is
// that rate's line; a rate the page prints nowhere is charged nowhere there: nothing is answered.

type Pack = { head: Row[]; date: string; due: string; terms: string; termsText: string; item: string };
const PACKS: Record<string, Pack> = {
  en: {
    head: ['Harbour Joinery Ltd', '3 Quay Road, Bristol BS1 4QA', '', 'INVOICE', ''],
    ...{
      date: 'Invoice date',
      due: 'Due date',
      terms: 'Terms',
      termsText: 'Net 14 days',
      item: 'Fitted kitchen, oak',
    },
  },
  da: {
    head: ['Tømrer Holm ApS', 'Vestergade 4, 8000 Aarhus C', '', 'FAKTURA', ''],
    ...{
      date: 'Fakturadato',
      due: 'Forfaldsdato',
      terms: 'Betalingsbetingelser',
      termsText: 'Netto 14 dage',
    },
    item: 'Køkken, eg',
  },
  sv: {
    head: ['Snickeri Berg AB', 'Storgatan 4, 111 22 Stockholm', '', 'FAKTURA', ''],
    ...{
      date: 'Fakturadatum',
      due: 'Förfallodatum',
      terms: 'Betalningsvillkor',
      termsText: '14 dagar netto',
    },
    item: 'Kök, ek',
  },
  no: {
    head: ['Snekker Berg AS', 'Storgata 4, 0150 Oslo', '', 'FAKTURA', ''],
    ...{
      date: 'Fakturadato',
      due: 'Forfallsdato',
      terms: 'Betalingsbetingelser',
      termsText: '14 dager netto',
    },
    item: 'Kjøkken, eik',
  },
  nl: {
    head: ['Timmerbedrijf De Vries B.V.', 'Dorpsstraat 4, 1234 AB Utrecht', '', 'FACTUUR', ''],
    ...{ date: 'Factuurdatum', due: 'Vervaldatum', terms: 'Betalingstermijn', termsText: '14 dagen netto' },
    item: 'Keuken, eiken',
  },
  de: {
    head: ['Schreinerei Vogt GmbH', 'Hauptstraße 4, 12345 Berlin', '', 'RECHNUNG', ''],
    ...{ date: 'Rechnungsdatum', due: 'Fällig am', terms: 'Zahlungsbedingungen', termsText: '14 Tage netto' },
    item: 'Küche, Eiche',
  },
  fr: {
    head: ['Menuiserie Dubois SARL', '12 rue des Lilas, 75011 Paris', '', 'FACTURE', ''],
    ...{
      date: 'Date de facture',
      due: "Date d'échéance",
      terms: 'Conditions de paiement',
      termsText: '14 jours net',
    },
    item: 'Cuisine en chêne',
  },
};

const bill = (p: Pack, due: boolean): ReturnType<typeof printedPage> =>
  printedPage([
    ...p.head,
    [
      [50, p.date],
      [200, '02.03.2025'],
    ],
    ...(due
      ? [
          [
            [50, p.due],
            [200, '16.03.2025'],
          ] as Row,
        ]
      : []),
    [
      [50, p.terms],
      [200, p.termsText],
    ],
    '',
    [
      [50, p.item],
      [500, '1.250,00'],
    ],
  ]);

describe('how long there is to pay', () => {
  it.each([
    ['en', ['How long do we have to pay?', 'How long do we have to pay for the kitchen?']],
    ['da', ['Hvor længe har vi til at betale?', 'Hvor længe har vi til at betale for køkkenet?']],
    ['sv', ['Hur länge har vi på oss att betala?', 'Hur länge har vi på oss att betala köket?']],
    [
      'no',
      ['Hvor lenge har vi på oss til å betale?', 'Hvor lenge har vi på oss til å betale for kjøkkenet?'],
    ],
    ['nl', ['Hoe lang hebben we om te betalen?', 'Hoe lang hebben we om de keuken te betalen?']],
    ['de', ['Wie lange haben wir Zeit?', 'Wie lange haben wir Zeit, die Küche zu bezahlen?']],
    ['fr', ['Combien de temps pour payer ?', 'Combien de temps avons-nous pour payer la cuisine ?']],
  ])('%s: the due date printed, else the terms', (lang, questions) => {
    const p = PACKS[lang]!;
    for (const q of questions) {
      expect(ask(bill(p, true), q), q).toBe('16.03.2025');
      expect(ask(bill(p, false), q), q).toBe(p.termsText);
    }
  });

  it('not for a purchase the page does not bill', () => {
    expect(ask(bill(PACKS.en!, true), 'How long do we have to pay for the roof?')).toBeNull();
    expect(ask(bill(PACKS.de!, true), 'Wie lange haben wir Zeit, das Dach zu bezahlen?')).toBeNull();
  });

  it('on the typed pages', () => {
    expect(ask(typedPage('AF-sv-faktura-stadfirma'), 'Hur länge har vi på oss att betala städningen?')).toBe(
      '2024-12-01',
    );
    expect(ask(typedPage('AD-de-rechnung-arzt'), 'Bis wann hab ich Zeit, das zu überweisen?')).toBe(
      '12.10.2024',
    );
  });
});

/** A page charging two rates, each on its own VAT line, in a pack's words. */
const twoRates = (head: string, rows: [string, string][]): ReturnType<typeof printedPage> =>
  printedPage([
    head,
    'Main Street 1',
    '',
    [
      [50, 'Goods'],
      [500, '500,00'],
    ],
    '',
    ...rows.map(([label, value]): Row => [
      [380, label],
      [500, value],
    ]),
  ]);

describe('the VAT of one rate asked by its figure', () => {
  const nl = twoRates('Bakkerij De Graaf B.V.', [
    ['Subtotaal', '500,00'],
    ['BTW 21%', '42,00'],
    ['BTW 9%', '27,00'],
    ['Totaal', '569,00'],
  ]);
  const de = twoRates('Muster Handel GmbH', [
    ['Nettobetrag', '500,00'],
    ['MwSt. 19%', '57,00'],
    ['MwSt. 7%', '14,00'],
    ['Rechnungsbetrag', '571,00'],
  ]);
  const en = twoRates('Kiwi Garden Supplies Pte Ltd', [
    ['Subtotal', '600.00'],
    ['GST 9%', '36.00'],
    ['GST 0%', '0.00'],
    ['Total', '636.00'],
  ]);
  const sv = twoRates('Svensson Livs AB', [
    ['Netto', '500,00'],
    ['Moms 25%', '50,00'],
    ['Moms 12%', '36,00'],
    ['Att betala', '586,00'],
  ]);
  const no = twoRates('Nordmann Mat AS', [
    ['Sum eks. mva', '500,00'],
    ['Mva 25%', '50,00'],
    ['Mva 15%', '45,00'],
    ['Å betale', '595,00'],
  ]);
  const da = twoRates('Hansen ApS', [
    ['Subtotal', '500,00'],
    ['Moms 25%', '100,00'],
    ['Moms 0%', '0,00'],
    ['I alt', '600,00'],
  ]);
  const fr = twoRates('ACME Fournitures SARL', [
    ['Total HT', '500,00'],
    ['TVA 20%', '60,00'],
    ['TVA 5,5%', '11,00'],
    ['Total TTC', '571,00'],
  ]);

  it.each([
    [nl, 'Hoeveel btw tegen 9%?', '27,00'],
    [nl, 'Hoeveel btw tegen 21%?', '42,00'],
    [de, 'Wie viel MwSt zu 7 %?', '14,00'],
    [de, 'Wie viel MwSt zu 19 %?', '57,00'],
    [en, 'How much GST at 9%?', '36.00'],
    [en, 'GST at 0%?', '0.00'],
    [sv, 'moms 12 %?', '36,00'],
    [sv, 'Hur mycket är momsen på 25 %?', '50,00'],
    [no, 'Hvor mye mva på 15 %?', '45,00'],
    [da, 'Hvor meget moms til 25 %?', '100,00'],
    [fr, 'Combien de TVA à 5,5 % ?', '11,00'],
    [fr, 'Montant de la TVA à 20 % ?', '60,00'],
  ])('%#: %s', (page, q, want) => {
    expect(ask(page, q)).toBe(want);
  });

  it.each([
    [nl, 'Hoeveel btw tegen 6%?'],
    [de, 'Wie viel MwSt zu 16 %?'],
    [en, 'How much GST at 8%?'],
    [sv, 'Hur mycket moms 6 %?'],
    [no, 'Hvor mye mva på 12 %?'],
    [fr, 'Combien de TVA à 10 % ?'],
  ])('%#: a rate not printed: %s', (page, q) => {
    expect(ask(page, q)).toBeNull();
  });

  it('the VAT summed over both rates is still their total', () => {
    expect(ask(de, 'Wie viel MwSt, 7 und 19 Prozent zusammen?')).toBe('71,00');
  });
});

/** A fuel receipt selling one grade, in a pack's words. */
const fuelReceipt = (head: string, grade: string, total: string): ReturnType<typeof printedPage> =>
  printedPage([
    head,
    'Hoofdweg 1',
    '',
    [
      [50, grade],
      [500, '60,00'],
    ],
    [[50, '40,00 l x 1,50']],
    '',
    [
      [350, total],
      [500, '60,00'],
    ],
  ]);

describe('what a thing costs, where the page sells or bills no such thing', () => {
  it('the price of a fuel the receipt did not sell is not its total', () => {
    expect(
      ask(typedPage('AN-de-quittung-tankstelle'), 'Wie viel kostet Diesel an dieser Tankstelle?'),
    ).toBeNull();
    expect(ask(typedPage('AN-de-quittung-tankstelle'), 'Was hat das Tanken gekostet?')).toBe('93,61');
    const nl = fuelReceipt('Tankstation De Brug B.V.', 'Euro 95', 'Totaal');
    expect(ask(nl, 'Hoeveel kost diesel hier?')).toBeNull();
    expect(ask(nl, 'Hoeveel heeft het tanken gekost?')).toBe('60,00');
    expect(
      ask(fuelReceipt('Tankstation De Brug B.V.', 'Diesel', 'Totaal'), 'Hoeveel kost diesel hier?'),
    ).toBe('60,00');
    expect(ask(fuelReceipt('Bensinstation Norr AB', 'Bensin 95', 'Totalt'), 'Vad kostar diesel?')).toBeNull();
    expect(
      ask(fuelReceipt('Tankstelle Meier GmbH', 'Super E10', 'Summe EUR'), 'Wie viel kostet Diesel?'),
    ).toBeNull();
  });

  it('the price of the thing a bill is about is not the bill', () => {
    const bill = typedPage('AS-en-uk-solicitor-bill');
    expect(ask(bill, 'What was the purchase price of 14 Larkspur Close?')).toBeNull();
    expect(ask(bill, 'What do we owe for the purchase of 14 Larkspur Close?')).toBe('4,203.20');
    const own = printedPage([
      'Hallam & Reed Solicitors',
      '9 Bridge Street, York YO1 6DD',
      '',
      'INVOICE',
      '',
      'Re: Your purchase of 8 Mill Lane, York',
      '',
      [
        [50, 'Legal fees for acting in your purchase'],
        [500, '900.00'],
      ],
      '',
      [
        [350, 'Subtotal'],
        [500, '900.00'],
      ],
      [
        [350, 'VAT 20%'],
        [500, '180.00'],
      ],
      [
        [350, 'Total due'],
        [500, '1,080.00'],
      ],
    ]);
    expect(ask(own, 'What was the purchase price of 8 Mill Lane?')).toBeNull();
    expect(ask(own, 'What is the bill for 8 Mill Lane?')).toBe('1,080.00');
  });
});
