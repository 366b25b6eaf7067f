import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// The issuer where the page names it twice: a trading name over the company that runs it, a
// professional under the practice named after her, a sole trader's legal line printing the brand;
// and the payee asked, who is the issuer.

describe('a trading name heading the letterhead over the company that runs it', () => {
  it('pages typed by others: the heading is the business dealt with', () => {
    const sparks = typedPage('S-en-au-electrician-tax-invoice');
    expect(ask(sparks, 'Supplier?')).toBe('Coastline Sparks Electrical');
    expect(ask(sparks, 'Who is being invoiced?')).toBe('Jess Barrett');
    const restaurant = typedPage('AR-sv-kvitto-restaurang');
    expect(ask(restaurant, 'Säljare?')).toBe('RESTAURANG FYRSKEPPET');
    expect(ask(restaurant, 'Which business issued this receipt?')).toBe('RESTAURANG FYRSKEPPET');
    const school = typedPage('AV-fr-facture-auto-ecole');
    expect(ask(school, 'Émetteur ?')).toBe('AUTO-ÉCOLE DU PLATEAU');
    expect(ask(school, 'Client ?')).toBe('Mme Inès Benali');
  });

  it("the heading its domain spells is no contact over the company's line", () => {
    const page = printedPage(ROWS_PLUMBER);
    expect(ask(page, 'Who issued this tax invoice?')).toBe('Harbour Lights Plumbing');
    expect(ask(page, 'Which plumber did the job?')).toBe('Harbour Lights Plumbing');
    expect(ask(page, 'Who is the customer?')).toBe('Tom Nguyen');
  });

  it('a heading over its street and phone, the block closed by the legal name and its number', () => {
    const page = printedPage(ROWS_KROG);
    expect(ask(page, 'Säljare?')).toBe('KROG STRANDHUGGET');
    expect(ask(page, 'Vilket företag har utfärdat kvittot?')).toBe('KROG STRANDHUGGET');
  });

  it("a sole trader's legal line printing the heading beside the trader's name", () => {
    const page = printedPage(ROWS_GARAGE);
    expect(ask(page, 'Émetteur ?')).toBe('GARAGE DU LAC');
    expect(ask(page, 'Qui est le client ?')).toBe('M. Hugo Perrin');
  });
});

describe('a professional practising in person under the practice named after her', () => {
  it('page typed by others: Maître Hélène CASTAING under CABINET CASTAING', () => {
    const note = typedPage('AD-fr-note-honoraires-avocat');
    expect(ask(note, 'Émetteur ?')).toBe('Maître Hélène CASTAING');
    expect(ask(note, "C'est quel avocat qui nous facture ?")).toBe('Maître Hélène CASTAING');
    expect(ask(note, 'Client ?')).toBe('SARL BOULANGERIE DELORME');
  });

  it('in other words and languages', () => {
    const fr = printedPage(ROWS_DELMAS);
    expect(ask(fr, 'Émetteur ?')).toBe('Maître Claire DELMAS');
    expect(ask(fr, 'Qui est le client ?')).toBe('SAS Transports Rigaud');
    const de = printedPage(ROWS_KANZLEI);
    expect(ask(de, 'Rechnungssteller?')).toBe('Rechtsanwältin Dr. Eva Brandt');
    expect(ask(de, 'Wer ist der Kunde?')).toBe('Schreinerei Vogl GmbH');
  });

  it('a practice the page prints as a company is the issuer, the professional one working in it', () => {
    expect(ask(typedPage('AJ-fr-note-honoraires-avocat'), 'Émetteur ?')).toBe('CASTAGNET AVOCATS');
    const firm = printedPage([
      ...ROWS_DELMAS,
      '',
      [[110, 'SCP Delmas Avocats - SIRET 512 884 301 00025 - N° TVA FR41512884301']],
    ]);
    expect(ask(firm, 'Émetteur ?')).toMatch(/^(CABINET DELMAS|SCP Delmas Avocats)$/);
  });

  it('a practice of another name keeps its name: the professional under it is no heading of hers', () => {
    const page = printedPage(ROWS_TANDLAEGE);
    expect(ask(page, 'Hvem har udstedt fakturaen?')).toBe('TANDLÆGERNE I TORVEGADE');
  });
});

describe('the payee asked is the issuer', () => {
  it('page typed by others: who the check is made out to', () => {
    const page = typedPage('AB-us-printing-invoice-deposit');
    expect(ask(page, 'Who should the check be made out to?')).toBe('Keystone Print & Graphics, Inc.');
    expect(ask(page, 'Who is the invoice made out to?')).not.toBe('Keystone Print & Graphics, Inc.');
  });

  it('in other words and languages', () => {
    const en = printedPage(ROWS_CHECK);
    expect(ask(en, 'Who should the check be made out to?')).toBe('Bluefin Signs & Print, LLC');
    expect(ask(en, 'Who do I make the cheque payable to?')).toBe('Bluefin Signs & Print, LLC');
    expect(ask(en, 'Who is the invoice made out to?')).toBe('Casco Bay Yoga Studio');
    const no = printedPage(ROWS_PAYEE);
    expect(ask(no, 'Betalingsmottaker?')).toBe('Fjordlys Regnskap AS');
    expect(ask(no, 'Hvem er kunden?')).toBe('Kari Nilsen');
  });
});

type Rows = Parameters<typeof printedPage>[0];
const ROWS_PLUMBER: Rows = [
  [
    [40, 'TAX INVOICE'],
    [340, 'Harbour Lights Plumbing'],
  ],
  [[340, 'Harbour Lights Group Pty Ltd']],
  [[340, 'ABN 33 514 821 906']],
  [[340, 'PO Box 22, Wollongong NSW 2500']],
  [[340, 'info@harbourlights.com.au']],
  '',
  [[40, 'INVOICE TO']],
  [[40, 'Tom Nguyen']],
  [[40, '3 Beach St']],
  [[40, 'Wollongong NSW 2500']],
  '',
  [
    [40, 'Invoice No:'],
    [120, 'HL-2207'],
  ],
  [
    [40, 'Date:'],
    [120, '04/03/2026'],
  ],
  '',
  [
    [40, 'Replace hot water system'],
    [480, '1,800.00'],
  ],
  [
    [305, 'GST 10%'],
    [480, '180.00'],
  ],
  [
    [305, 'Total inc GST'],
    [480, '1,980.00'],
  ],
];
const ROWS_KROG: Rows = [
  [[50, 'KROG STRANDHUGGET']],
  [[50, 'Hamngatan 2, 371 30 Karlskrona']],
  [[50, 'Tel 0455-31 22 90']],
  [[50, 'Strandhugget Mat AB']],
  [[50, 'Org.nr 559321-4411']],
  '',
  [[330, 'Bord 4']],
  '',
  [[50, 'Faktura nr. 2026-114']],
  [[50, 'Date: 03/03/2026']],
  '',
  [
    [50, 'Travaux / Arbeiten / Work'],
    [480, '400,00'],
  ],
  [
    [330, 'Total'],
    [480, '500,00'],
  ],
  '',
];
const ROWS_GARAGE: Rows = [
  [[50, 'GARAGE DU LAC']],
  [[50, 'Mécanique · Carrosserie']],
  [[50, '4 route du Lac – 74000 Annecy']],
  '',
  [[330, 'M. Hugo Perrin']],
  [[330, '9 rue Royale']],
  [[330, '74000 Annecy']],
  '',
  [[50, 'Facture N° 2026-114']],
  [[50, 'Date: 03/03/2026']],
  '',
  [
    [50, 'Travaux / Arbeiten / Work'],
    [480, '400,00'],
  ],
  [
    [330, 'Total'],
    [480, '500,00'],
  ],
  '',
  [[60, 'Marc Duval EI – Garage du Lac – SIRET 812 445 903 00017 – APE 4520A']],
];
/** A practice's one-service bill: its letterhead at the left, the customer's window at the right. */
const practiceBill = (letterhead: string[], customer: string[], numberLine: string): Rows => [
  ...letterhead.map((text): Rows[number] => [[50, text]]),
  '',
  ...customer.map((text): Rows[number] => [[330, text]]),
  '',
  [[50, numberLine]],
  [[50, 'Date: 03/03/2026']],
  '',
  [
    [50, 'Travaux / Arbeiten / Work'],
    [480, '400,00'],
  ],
  [
    [330, 'Total'],
    [480, '400,00'],
  ],
  '',
];
const ROWS_DELMAS = practiceBill(
  [
    'CABINET DELMAS',
    'Maître Claire DELMAS',
    'Avocat au Barreau de Lyon',
    '12, quai Saint-Antoine - 69002 Lyon',
  ],
  ['SAS Transports Rigaud', '5 rue de la Gare', '69007 Lyon'],
  'Facture N° 2026-114',
);
const ROWS_KANZLEI: Rows = [
  [[50, 'KANZLEI BRANDT']],
  [[50, 'Rechtsanwältin Dr. Eva Brandt']],
  [[50, 'Fachanwältin für Arbeitsrecht']],
  [[50, 'Marktplatz 3 · 93047 Regensburg']],
  '',
  [[330, 'Schreinerei Vogl GmbH']],
  [[330, 'Industriestraße 9']],
  [[330, '93055 Regensburg']],
  '',
  [
    [50, 'Rechnung Nr. 2026-0412'],
    [330, 'Regensburg, 12.03.2026'],
  ],
  '',
  [
    [50, 'Beratung Arbeitsvertrag, 3 Std.'],
    [480, '750,00'],
  ],
  [
    [330, 'Nettobetrag'],
    [480, '750,00'],
  ],
  [
    [330, 'USt. 19%'],
    [480, '142,50'],
  ],
  [
    [330, 'Rechnungsbetrag'],
    [480, '892,50'],
  ],
  '',
  [[50, 'IBAN DE12 7505 0000 0001 2345 67 · USt-IdNr. DE284715590']],
];
const ROWS_TANDLAEGE = practiceBill(
  ['TANDLÆGERNE I TORVEGADE', 'Tandlæge Søren Vinther', 'Torvegade 12, 6700 Esbjerg'],
  ['Line Bech', 'Kongensgade 40', '6700 Esbjerg'],
  'Faktura nr. 2026-114',
);
const ROWS_CHECK: Rows = [
  [[50, 'Bluefin Signs & Print, LLC']],
  [[50, '88 Dock St']],
  [[50, 'Portland, ME 04101']],
  '',
  [[330, 'BILL TO']],
  [[330, 'Casco Bay Yoga Studio']],
  [[330, '12 Fore St']],
  [[330, 'Portland, ME 04101']],
  '',
  [[50, 'Invoice no. 2026-114']],
  [[50, 'Date: 03/03/2026']],
  '',
  [
    [50, 'Travaux / Arbeiten / Work'],
    [480, '400,00'],
  ],
  [
    [330, 'Total'],
    [480, '500,00'],
  ],
  '',
  [[50, 'Make checks payable to Bluefin Signs & Print, LLC']],
];
const ROWS_PAYEE: Rows = [
  [[50, 'Fjordlys Regnskap AS']],
  [[50, 'Strandgata 5, 5013 Bergen']],
  [[50, 'Org.nr. 912 345 678 MVA']],
  '',
  [[330, 'Kari Nilsen']],
  [[330, 'Elgeseter gate 2']],
  [[330, '7030 Trondheim']],
  '',
  [
    [50, 'Faktura nr. 2026-118'],
    [330, 'Dato: 03.03.2026'],
  ],
  '',
  [
    [50, 'Årsoppgjør 2025'],
    [480, '4 000,00'],
  ],
  [
    [330, 'Mva 25%'],
    [480, '1 000,00'],
  ],
  [
    [330, 'Å betale'],
    [480, '5 000,00'],
  ],
  '',
  [
    [50, 'Betalingsmottaker:'],
    [170, 'Fjordlys Regnskap AS'],
  ],
  [
    [50, 'Kontonummer:'],
    [170, '1503 22 45678'],
  ],
];
