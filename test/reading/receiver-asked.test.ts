import { describe, expect, it } from 'vitest';
import { ask, LINES_AND_TOTALS, printedPage, type Row, typedPage as page } from './positioned-page';

// The customer asked by what it does or is to the issuer (qa/question-customer.ts): it pays, buys,
// is billed or has the work done for it, the document is in its name, or it plays a role the page
// prints (a guest, a patient, a member, an adviser's client). Each typed page's answer below was
// nothing, or the issuer, before.

/** A caterer's invoice to a builder, in Norwegian: no guest, no patient, no flight. */
const CATERING: Row[] = [
  [[350, 'Nordlys Catering AS']],
  [[350, 'Sjøgata 4']],
  [[350, '8006 Bodø']],
  '',
  'Fjordvik Bygg AS',
  'Att: Kari Nordmann',
  'Industriveien 12',
  '8010 Bodø',
  '',
  'FAKTURA',
  [
    [50, 'Fakturanr.'],
    [150, '2024-118'],
  ],
  [
    [50, 'Fakturadato'],
    [150, '04.03.2024'],
  ],
  '',
  [
    [50, 'Beskrivelse'],
    [300, 'Antall'],
    [400, 'Pris'],
    [500, 'Beløp'],
  ],
  [
    [50, 'Lunsj til byggemøte'],
    [300, '12'],
    [400, '150,00'],
    [500, '1 800,00'],
  ],
  [
    [400, 'Sum eks. mva'],
    [500, '1 800,00'],
  ],
  [
    [400, 'Mva 15%'],
    [500, '270,00'],
  ],
  [
    [400, 'Å betale'],
    [500, '2 070,00'],
  ],
];

/** A hotel's invoice to a company, its guest one of the company's people. */
const HOTEL: Row[] = [
  [[350, 'Harbour View Hotel Ltd']],
  [[350, '2 Quay Street']],
  [[350, 'Galway H91 X2Y3']],
  '',
  'Berg Consulting Ltd',
  '14 Mill Road',
  'Cork T12 AB34',
  '',
  'INVOICE',
  [
    [50, 'Invoice No.'],
    [150, 'HV-5521'],
  ],
  [
    [50, 'Date'],
    [150, '12/05/2024'],
  ],
  [
    [50, 'Guest'],
    [150, 'Anna Berg'],
  ],
  [
    [50, 'Room'],
    [150, '214'],
  ],
  ...LINES_AND_TOTALS,
];

describe('the customer asked by who pays, buys or is billed', () => {
  it("what was paid for is the asker's word for what the page bills, no other thing asked", () => {
    expect(
      ask(page('AH-ca-on-invoice-courier-freight'), 'Which company is paying for these shipments?'),
    ).toBe('Kestrel Lab Supplies Inc.');
    expect(ask(page('N-sv-faktura-akeri'), 'Vilket bolag ska betala för transporterna?')).toBe(
      'Nyhammar Bygg & Trä AB',
    );
    expect(ask(page('X-fr-facture-photographe-droits'), 'Quelle société paie le reportage ?')).toBe(
      'Maison Berthaud SAS',
    );
    expect(ask(page('M-en-ca-on-hst-invoice'), 'Who is being billed for the signage?')).toBe(
      'Maple Crest Dental Centre',
    );
    // A business no pack has a word for, printed in the customer's name.
    expect(ask(page('AF-nl-factuur-be-vertaalbureau'), 'Voor welke brouwerij is die factuur?')).toBe(
      'Brouwerij Het Klokhuis BV',
    );
  });

  it('who pays is the customer, not the issuer, in a question of no clear language', () => {
    // Danish or Norwegian: its "må" ("must") is no French "ma" ("my"), which made it ours to pay.
    expect(ask(page('Q-no-faktura-rorlegger'), 'Hvem er det som må betale regningen?')).toBe(
      'Sameiet Kløvertun',
    );
  });

  it('for whom the work was done, in whose name the document is', () => {
    expect(ask(page('AG-de-rechnung-schreiner'), 'Für wen hat die Schreinerei gearbeitet?')).toBe(
      'Stefan Lechner',
    );
    expect(
      ask(page('O-fr-facture-artisan-renovation'), 'Pour qui ont été faits les travaux de salle de bains ?'),
    ).toBe('M. et Mme Lefèvre');
    expect(ask(page('Q-nl-factuur-webshop'), 'Op wiens naam staat de bestelling?')).toBe('Lunchroom De Kade');
    expect(ask(page('AE-uk-train-booking-receipt'), 'In whose name is the booking?')).toBe('Daniel Okafor');
    expect(ask(page('M-en-us-saas-subscription'), 'Which company is this subscription for?')).toBe(
      'Northbeam Logistics LLC',
    );
    expect(ask(page('S-en-us-auto-repair'), 'Whose car was this bill for?')).toBe('Dana R. Whitfield');
  });

  it('the customer of what is billed, by a compound of its word', () => {
    expect(ask(page('K-no-stromregning'), 'Hvilket firma står som strømkunde?')).toBe('Bakkebø Frisør AS');
  });

  it('holds on a page of its own wording, and asks nothing the page does not say', () => {
    const catering = printedPage(CATERING);
    expect(ask(catering, 'Which firm has to pay for the lunches?')).toBe('Fjordvik Bygg AS');
    expect(ask(catering, 'Hvilket firma skal betale for lunsjen?')).toBe('Fjordvik Bygg AS');
    expect(ask(catering, 'Hvilket firma står som lunsjkunde?')).toBe('Fjordvik Bygg AS');
    expect(ask(catering, 'For which organisation is the invoice?')).toBe('Fjordvik Bygg AS');
    // A thing asked as which one, which the page does not print, is no customer; nor is a third
    // party paying ("Welche Krankenkasse ...?" of a bill naming none).
    expect(ask(catering, 'Which flight is this for?')).toBeNull();
    expect(ask(catering, 'Welche Krankenkasse zahlt die Behandlung?')).toBeNull();
    // Something asked of the customer is not the customer.
    expect(ask(page('AD-fr-facture-hotel'), 'Pour quelle société travaille le client ?')).toBeNull();
    // A number asked by what it refers the invoice to.
    expect(ask(page('T-sv-faktura-stadfirma'), 'Vilket avtalsnummer hänvisar fakturan till?')).toBeNull();
  });
});

describe('the customer asked by the role it plays', () => {
  it("the value of the role's own key, in any language", () => {
    expect(ask(page('D-en-hotel-invoice'), 'Guest name?')).toBe('Mr Daniel Okafor');
    expect(ask(page('H-sv-kvitto-hotell'), 'Gästnamn?')).toBe('Erik Sandberg');
    // Asked in English of a Swedish receipt keying "Gäst".
    expect(ask(page('H-sv-kvitto-hotell'), 'Who was the guest?')).toBe('Erik Sandberg');
    expect(ask(page('V-en-in-pharmacy-receipt'), 'Patient name?')).toBe('Mr. R. Venkatesh');
    expect(
      ask(page('AH-za-invoice-coworking-membership'), 'Which company is the member on this invoice?'),
    ).toBe('Mthembu Digital Studio (Pty) Ltd');
  });

  it("the page's customer where the role is printed otherwise (a number's key, a title)", () => {
    // "Patientnr. 11472": the patient is the customer, not the number.
    expect(ask(page('AC-da-faktura-tandlaege'), 'Patient?')).toBe('Søren Vestergaard Holm');
    expect(ask(page('F-at-honorarnote'), 'Für welchen Klienten ist die Abrechnung?')).toBe(
      'Gasthof Zur Linde Huber KG',
    );
    expect(ask(page('AG-de-rechnung-steuerberater'), 'Debitor / Mandant?')).toBe('Feldhaus Haustechnik GmbH');
    expect(ask(page('P-en-us-hotel-folio'), 'Guest name?')).toBe('Ms. Dana Whitfield');
  });

  it("the guest on a company's hotel bill is the guest, who pays is the company", () => {
    const hotel = printedPage(HOTEL);
    expect(ask(hotel, 'Guest name?')).toBe('Anna Berg');
    expect(ask(hotel, 'Who was the guest?')).toBe('Anna Berg');
    expect(ask(hotel, 'Which company is paying for the stay?')).toBe('Berg Consulting Ltd');
    expect(ask(hotel, 'Who is the bill for?')).toBe('Berg Consulting Ltd');
    expect(ask(hotel, 'What company does the guest work for?')).toBeNull();
  });

  it('a role heading its column in a row of headings no pack knows: the value under it, not the next heading', () => {
    // "Guest | Room | Arrival | Departure | Folio No." over the stay's values: "Room" was the guest.
    expect(ask(page('AK-uk-hotel-folio'), 'Guest?')).toBe('Ms Harriet Collingwood');
    expect(ask(page('AK-uk-hotel-folio'), 'In whose name is the folio made out?')).toBe(
      'Ms Harriet Collingwood',
    );
    const clinic = printedPage([
      [[50, 'Tierarztpraxis Dr. Lena Vogt']],
      [[50, 'Lindenweg 3, 79098 Freiburg']],
      '',
      [[50, 'RECHNUNG']],
      [
        [50, 'Patient'],
        [170, 'Tierart'],
        [260, 'Behandlung am'],
        [380, 'Beleg'],
      ],
      [
        [50, 'Bello'],
        [170, 'Hund'],
        [260, '14.02.2026'],
        [380, '26-0412'],
      ],
      '',
      ...LINES_AND_TOTALS,
    ]);
    expect(ask(clinic, 'Patient?')).toBe('Bello');
    expect(ask(clinic, 'Who was the guest?')).toBeNull();
  });

  it("a role printed only in a sentence, or as another language's word for a customer, is no customer's", () => {
    // "Mitglied der Kammer der Steuerberater:innen" is the adviser's membership.
    expect(ask(page('F-at-honorarnote'), 'Member name?')).toBeNull();
    // "Client :" keys the customer of a French page; no adviser's "Mandant" is printed.
    expect(ask(page('F-be-fr-facture-garage'), 'Für welchen Mandanten ist das?')).toBeNull();
  });

  it("a role the page does not print is another document's", () => {
    const catering = printedPage(CATERING);
    expect(ask(catering, 'Who is the patient?')).toBeNull();
    expect(ask(catering, 'Patient name?')).toBeNull();
    expect(ask(catering, 'Who is the guest?')).toBeNull();
    expect(ask(printedPage(HOTEL), 'Who is the member?')).toBeNull();
  });
});

/** A chemist's till receipt, keying the one it is for or only who served. */
const chemist = (key: Row): Row[] => [
  [[200, 'GREENLEAF CHEMISTS']],
  [[200, '12 High Street, Leeds LS1 4AB']],
  '',
  [
    [50, 'Receipt No: 88214'],
    [330, 'Date: 03/04/2024'],
  ],
  key,
  '',
  [
    [50, 'Item'],
    [300, 'Qty'],
    [500, 'Amount'],
  ],
  [
    [50, 'Amoxicillin 500mg'],
    [300, '1'],
    [500, '8.40'],
  ],
  [
    [300, 'TOTAL'],
    [500, '8.40'],
  ],
];

describe('the customer keyed by its role where the page prints no customer of its own', () => {
  it("a pharmacy's patient is whom the bill is for", () => {
    const pharmacy = page('V-en-in-pharmacy-receipt');
    expect(ask(pharmacy, 'Who is the bill for?')).toBe('Mr. R. Venkatesh');
    expect(ask(pharmacy, 'In whose name was the bill made?')).toBe('Mr. R. Venkatesh');
    const keyed = printedPage(chemist([[50, 'Patient: Jane Doe']]));
    expect(ask(keyed, 'Who is the customer?')).toBe('Jane Doe');
    expect(ask(keyed, 'Who is the bill for?')).toBe('Jane Doe');
    // Who served is no customer; a guest is no patient.
    expect(ask(printedPage(chemist([[50, 'Served by: Tom']])), 'Who is the customer?')).toBeNull();
    expect(ask(keyed, 'Who was the guest?')).toBeNull();
  });

  it("the bill named by the issuer's trade asks its customer, the trade printed in the issuer's words", () => {
    // "the vet bill" of "RIVERSIDE VETERINARY CENTRE".
    expect(ask(page('Y-uk-vet-invoice'), 'Whose name is on the vet bill?')).toBe('Mrs H. Pargeter');
  });
});

describe("the customer's block against a key of another thing", () => {
  it("an item's row, its price last, is no window's name", () => {
    // "2024-08-12 | Logi enkelrum inkl. frukost | 12% | 1 295,00" had been the window; the guest's key names him.
    const hotel = page('H-sv-kvitto-hotell');
    expect(ask(hotel, 'Who is the customer?')).toBe('Erik Sandberg');
    expect(ask(hotel, 'Vem är kunden?')).toBe('Erik Sandberg');
  });

  it("a client's key under the fees yields to the window an attention line addresses", () => {
    // "CLIENT TRUST ACCOUNT (IOLTA) ACTIVITY" heads the trust account, under the fees.
    const lawyers = page('P-en-us-law-firm');
    expect(ask(lawyers, 'Bill to?')).toBe('Delmont Ridge Builders, Inc.');
    expect(ask(lawyers, 'Who is the client on this invoice?')).toBe('Delmont Ridge Builders, Inc.');
    expect(ask(lawyers, 'Which company is being billed for the legal work?')).toBe(
      'Delmont Ridge Builders, Inc.',
    );
  });

  it('a ride\'s destination keyed "Til:" under "Fra:" is no addressee', () => {
    const taxi = page('H-no-kvittering-taxi');
    expect(ask(taxi, 'Who is the customer?')).toBeNull();
    expect(ask(taxi, 'Hvilket firma skal turen faktureres til?')).toBeNull();
  });
});
