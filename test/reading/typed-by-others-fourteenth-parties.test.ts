import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Wrong parties on the fourteenth batch, by kind: the customer's window taken for the letterhead
// (a company over a person addressed by a salutation, a name with figures over an attention line);
// the issuer asked of a receiver's wording ("raised on"); an asking phrase with an elided "s'"
// never read ("Comment s'appelle"); an item's line read as a name; a name in capitals closed by a
// two-letter form; a name abbreviated where the page prints it in full too.

describe('a company over a person addressed by a salutation is the window, not the letterhead', () => {
  const page = typedPage('AN-de-ch-rechnung-treuhand');
  it.each([
    ['Wer ist der Rechnungssteller?', 'TREUHAND STEINER + BLASER AG'],
    ['Absender?', 'TREUHAND STEINER + BLASER AG'],
    ['Kunde?', 'Gerber Holzbau AG'],
    ['Who is being billed?', 'Gerber Holzbau AG'],
  ])('%s', (q, name) => expect(ask(page, q)).toBe(name));

  const own = printedPage([
    [[60, 'BERGER + HOFMANN AG']],
    [[60, 'Bahnhofstrasse 5 · 3011 Bern']],
    '',
    [[340, 'Keller Metallbau GmbH']],
    [[340, 'Frau Anna Keller']],
    [[340, 'Industrieweg 8']],
    [[340, '4600 Olten']],
    '',
    [[50, 'Rechnung Nr. 2026-114']],
    [
      [50, 'Beratung März'],
      [400, '1’200.00'],
    ],
    [
      [300, 'Total CHF'],
      [400, '1’200.00'],
    ],
  ]);
  it('a page of its own wording', () => {
    expect(ask(own, 'Wer hat die Rechnung ausgestellt?')).toBe('BERGER + HOFMANN AG');
    expect(ask(own, 'Who is the customer?')).toBe('Keller Metallbau GmbH');
  });

  // The issuer's own block under its letterhead names its director: no window there.
  const letterhead = printedPage([
    [[50, 'Papier Lang GmbH – Ringstr. 4 – 53229 Bonn']],
    [[50, 'Muster Handel GmbH']],
    [[50, 'Lindenweg 3']],
    [[50, '06108 Halle']],
    '',
    [[50, 'Rechnung Nr. 4471']],
    [
      [300, 'Summe brutto'],
      [400, '202,80'],
    ],
    '',
    [[50, 'Papier Lang GmbH']],
    [[50, 'Dr. Carsten Lang']],
    [[50, 'Ringstr. 4']],
    [[50, '53229 Bonn']],
  ]);
  it('a company its sender line prints with its address keeps its director', () =>
    expect(ask(letterhead, 'Wer ist der Verkäufer?')).toBe('Papier Lang GmbH'));
});

describe('a window name with figures over an attention line is the customer', () => {
  it.each([
    ['Kunde?', 'Ejerforeningen Solsortevej 14-20'],
    ['Who is the invoice addressed to?', 'Ejerforeningen Solsortevej 14-20'],
  ])('%s', (q, name) => expect(ask(typedPage('AL-da-faktura-anlaegsgartner'), q)).toBe(name));

  const own = printedPage([
    [[50, 'Vestkyst Maling ApS']],
    [[50, 'Havnevej 2, 6700 Esbjerg']],
    '',
    [[50, 'Andelsboligforeningen Parkvej 3-7']],
    [[50, 'Att.: Kasserer Mette Holm']],
    [[50, 'Parkvej 5, 1. th.']],
    [[50, '6700 Esbjerg']],
    '',
    [[50, 'Faktura nr. 881']],
    [
      [300, 'Total DKK'],
      [400, '4.500,00'],
    ],
  ]);
  it('a page of its own wording', () =>
    expect(ask(own, 'Hvem er kunden?')).toBe('Andelsboligforeningen Parkvej 3-7'));
});

describe('a bill raised on a company asks the customer', () => {
  it('the typed page', () =>
    expect(
      ask(typedPage('AM-in-tax-invoice-printing'), 'Which company is this printing bill raised on?'),
    ).toBe('Kaveri Foods & Beverages Pvt Ltd'));
  it('a page of its own wording', () => {
    const page = printedPage([
      [[50, 'Sharma Traders Pvt Ltd']],
      [[50, 'Bill to:']],
      [[50, 'Lotus Textiles Pvt Ltd']],
      [[50, 'Invoice No: ST-114']],
      [
        [300, 'Total'],
        [400, '11,800.00'],
      ],
    ]);
    expect(ask(page, 'Who is this invoice raised on?')).toBe('Lotus Textiles Pvt Ltd');
    expect(ask(page, 'Who raised this invoice?')).toBe('Sharma Traders Pvt Ltd');
  });
});

describe('"comment s’appelle" asks a name, whatever a label the rest of the question holds', () => {
  it('the typed page', () =>
    expect(
      ask(typedPage('AL-fr-facture-traiteur'), "Comment s'appelle le traiteur qui a fait le cocktail ?"),
    ).toMatch(/^Maison Pelletier/));
});

describe('an item line is no party’s name', () => {
  it('the typed page says nothing rather than the rest of the item', () =>
    expect(ask(typedPage('AM-uk-receipt-coffee-shop'), 'Which café did I get the flat white from?')).not.toBe(
      'Regular',
    ));
  it('a page of its own wording', () => {
    const page = printedPage([
      [[60, 'CRUMB & CRUST']],
      [[60, '3 Mill Lane, York YO1 7HE']],
      '',
      [
        [60, 'Sourdough Loaf Large'],
        [266, '4.20'],
      ],
      [
        [60, 'TOTAL'],
        [254, '£4.20'],
      ],
    ]);
    expect(ask(page, 'Which bakery did I get the sourdough loaf from?')).not.toBe('Large');
  });
});

describe('a name in capitals closed by a two-letter form is a company', () => {
  it.each([
    ['Leverancier?', 'VAN HOOREBEKE & CLAES BV'],
    ['Who issued the invoice?', 'VAN HOOREBEKE & CLAES BV'],
  ])('%s', (q, name) => expect(ask(typedPage('AN-nl-be-factuur-schilder'), q)).toBe(name));
});

describe('a name abbreviated on the sender line yields to the name in full', () => {
  it.each(['Wer ist der Rechnungssteller?', 'Absender?', 'Who issued this invoice?'])('%s', (q) =>
    expect(ask(typedPage('AL-de-rechnung-steuerberater'), q)).toBe(
      'Hübenthal Steuerberatungsgesellschaft mbH',
    ),
  );
  it('a page of its own wording', () => {
    const page = printedPage([
      [[60, 'Krause']],
      [[60, 'Wirtschaftsprüfungsgesellschaft mbH']],
      [[60, 'Am Markt 2 · 34117 Kassel']],
      '',
      [[50, 'Krause WPG mbH · Am Markt 2 · 34117 Kassel']],
      [[50, 'Lindner Bau GmbH']],
      [[50, 'Hafenstr. 9']],
      [[50, '34125 Kassel']],
      '',
      [[50, 'Rechnung Nr. 26-204']],
      [
        [300, 'Gesamtbetrag'],
        [400, '2.380,00'],
      ],
    ]);
    expect(ask(page, 'Wer hat die Rechnung ausgestellt?')).toBe('Krause Wirtschaftsprüfungsgesellschaft mbH');
  });
});

describe('a trading name with a word of its own heads the company that runs it', () => {
  it.each([
    'Which business issued this receipt?',
    'Merchant?',
    'What is the name of the café on the receipt?',
  ])('%s', (q) => expect(ask(typedPage('AM-sg-receipt-hawker-cafe'), q)).toBe('SEVEN LANTERNS KOPITIAM'));
  const receipt = (heading: string, legal: string) =>
    printedPage([
      [[200, heading]],
      [[210, legal]],
      [[200, '12 Harbour Road #01-02']],
      [[200, 'GST Reg No: 201822214K']],
      '',
      [[185, 'Date: 07/03/2026']],
      [
        [185, '1 Fish Soup'],
        [381, '6.50'],
      ],
      [
        [185, 'TOTAL'],
        [363, 'S$6.50'],
      ],
      [
        [185, 'CASH'],
        [375, '10.00'],
      ],
    ]);
  it('a page of its own wording', () =>
    expect(ask(receipt('HARBOUR LIGHTS NOODLE BAR', 'Harbour Lights Hospitality Pte Ltd'), 'Merchant?')).toBe(
      'HARBOUR LIGHTS NOODLE BAR',
    ));
  it('a heading that is the legal name cut short yields to it', () =>
    expect(ask(receipt('HARBOUR LIGHTS', 'Harbour Lights Hospitality Pte Ltd'), 'Merchant?')).toBe(
      'Harbour Lights Hospitality Pte Ltd',
    ));
});

describe('the plain words for a company in Dutch and Norwegian', () => {
  it.each([
    [
      'AN-nl-be-factuur-schilder',
      'Welke onderneming heeft deze factuur uitgereikt?',
      'VAN HOOREBEKE & CLAES BV',
    ],
    [
      'AL-nl-factuur-transport',
      'Welke onderneming heeft deze factuur uitgereikt?',
      'Van der Heijden Transport B.V.',
    ],
    ['AN-no-kvittering-sportsbutikk', 'Hvilket foretak har utstedt kvitteringen?', 'Toppturbua Sport AS'],
  ])('%s: %s', (id, q, name) => expect(ask(typedPage(id), q)?.toLowerCase()).toBe(name.toLowerCase()));
  it('a page of its own wording', () => {
    const page = printedPage([
      [[50, 'Nordvik Rør AS']],
      [[50, 'Sjøgata 4, 8006 Bodø']],
      [[50, 'Org.nr. 912 345 678 MVA']],
      '',
      [[50, 'Kunde:']],
      [[50, 'Bodø Bakeri AS']],
      [[50, 'Faktura nr. 3321']],
      [
        [300, 'Å betale'],
        [400, '6 250,00'],
      ],
    ]);
    expect(ask(page, 'Hvilken virksomhet har sendt fakturaen?')).toBe('Nordvik Rør AS');
    expect(ask(page, 'Hvilket foretak er kunden?')).toBe('Bodø Bakeri AS');
  });
});

describe('a landscape gardener asked by its trade', () => {
  it('the typed page', () =>
    expect(
      ask(typedPage('AL-da-faktura-anlaegsgartner'), 'Hvad hedder anlægsgartneren, der har lavet arbejdet?'),
    ).toBe('Grønkløver Anlæg ApS'));
  it('a page of its own wording', () => {
    const page = printedPage([
      [[50, 'Lindholt Have & Anlæg ApS']],
      [[50, 'Anlægsgartner · Belægning']],
      [[50, 'Skovvej 3, 8600 Silkeborg']],
      '',
      [[50, 'Faktura nr. 512']],
      [
        [300, 'Total DKK'],
        [400, '9.375,00'],
      ],
    ]);
    expect(ask(page, 'Hvad hedder anlægsgartneren?')).toBe('Lindholt Have & Anlæg ApS');
  });
});
