import { describe, expect, it } from 'vitest';
import { ask, LINES_AND_TOTALS, printedPage, typedPage, type Row } from './positioned-page';
import { bulletedTagline } from '../../main/reading/qa/trade-heading';

const answers = (rows: Row[] | string, q: string): string | null =>
  ask(typeof rows === 'string' ? typedPage(rows) : printedPage(rows), q);

// A letterhead may open with a tagline of what the business does, its parts between middle dots
// ("Utbildning · Arbetsmiljö · Ledarskap"), with the legal name only in the footer's legal line.
const TAGLINE_HEAD: Row[] = [
  [
    [50, 'Rådgivning · Regnskab · Skat'],
    [380, 'FAKTURA'],
  ],
  [
    [50, 'Vestergade 12, 8000 Aarhus C'],
    [380, 'Fakturanr.'],
    [470, '4471'],
  ],
  [
    [50, 'Tlf. 86 12 34 56'],
    [380, 'Dato'],
    [470, '12.03.2026'],
  ],
  '',
];
const TAGLINE_PAGE: Row[] = [
  ...TAGLINE_HEAD,
  [[320, 'Bageriet Solsikken ApS']],
  [[320, 'Søndergade 4']],
  [[320, '8600 Silkeborg']],
  ...LINES_AND_TOTALS,
  '',
  [[50, 'Holm & Vang Revision ApS · CVR 31 22 44 58 · Aarhus']],
];

describe('a bulleted tagline names no party', () => {
  it('reads words listed between bullets as a tagline, a name with its legal form not', () => {
    expect(bulletedTagline('Utbildning · Arbetsmiljö · Ledarskap')).toBe(true);
    expect(bulletedTagline('Design • Installation • Seasonal Maintenance')).toBe(true);
    expect(bulletedTagline('Getränke Haberkorn e.K. · Inh. Bernd Haberkorn')).toBe(false);
    expect(bulletedTagline('Holm & Vang Revision ApS · CVR 31 22 44 58')).toBe(false);
    expect(bulletedTagline('Smith - Jones')).toBe(false);
  });

  it.each([
    ['Vilket företag har utfärdat fakturan?', 'Kompetensbron Utbildning AB'],
    ['Leverantör?', 'Kompetensbron Utbildning AB'],
    ['Who is the supplier on this invoice?', 'Kompetensbron Utbildning AB'],
    ['Kund?', 'Lindqvist & Berg Redovisning AB'],
  ])('AZ-sv-faktura-kursavgift: "%s"', (q, name) => {
    expect(answers('AZ-sv-faktura-kursavgift', q)).toBe(name);
  });

  it('takes the legal line for the issuer and the window for the customer, in Danish', () => {
    expect(answers(TAGLINE_PAGE, 'Hvem har udstedt fakturaen?')).toBe('Holm & Vang Revision ApS');
    expect(answers(TAGLINE_PAGE, 'Kunde?')).toBe('Bageriet Solsikken ApS');
  });

  it('answers no issuer where only the tagline heads the page', () => {
    expect(answers([...TAGLINE_HEAD, ...LINES_AND_TOTALS], 'Leverandør?')).toBeNull();
  });
});

// Bought at or from a shop ("købt hos", "bought from") asks the seller, though "bought" alone
// asks the buyer; bought or rented by us asks whom from.
const OPTICIAN: Row[] = [
  [
    [50, 'SYNHUSET OPTIK'],
    [400, 'KVITTO'],
  ],
  [
    [50, 'Synhuset Optik AB'],
    [400, 'Nr 5512'],
  ],
  [
    [50, 'Drottninggatan 8, 111 51 Stockholm'],
    [400, 'Datum 2026-03-02'],
  ],
  [[50, 'Org.nr 556701-2233']],
  '',
  [
    [50, 'Kund:'],
    [120, 'Lars Berg'],
  ],
  '',
  [
    [50, 'Glasögonbåge titan'],
    [480, '1 900,00'],
  ],
  [
    [50, 'Progressiva glas'],
    [480, '3 200,00'],
  ],
  [
    [380, 'Totalt SEK'],
    [480, '5 100,00'],
  ],
  [
    [380, 'varav moms 25%'],
    [480, '1 020,00'],
  ],
];

describe('the seller asked by buying from it', () => {
  it('BA-da-kvittering-optiker: the optician, and the customer who bought', () => {
    expect(answers('BA-da-kvittering-optiker', 'Hvilken optiker er brillerne købt hos?')).toBe(
      'Klarsyn Optik ApS',
    );
    expect(answers('BA-da-kvittering-optiker', 'Hvem har købt brillerne?')).toBe('Birthe Mølgaard');
  });

  it('reads "hos" and "from" closing the question on a page of its own', () => {
    expect(answers(OPTICIAN, 'Vilken optiker köptes glasögonen hos?')).toBe('Synhuset Optik AB');
    expect(answers(OPTICIAN, 'Which optician were the glasses bought from?')).toBe('Synhuset Optik AB');
    expect(answers(OPTICIAN, 'Vem köpte glasögonen?')).toBe('Lars Berg');
  });

  it('AZ-en-us-invoice-equipment-rental: rented from, by us', () => {
    const id = 'AZ-en-us-invoice-equipment-rental';
    expect(answers(id, 'Who did we rent the excavator and scissor lift from?')).toBe(
      'Big Timber Equipment Rentals LLC',
    );
    expect(answers(id, 'Who rented us the excavator?')).toBe('Big Timber Equipment Rentals LLC');
    // No crane is billed: another rental's.
    expect(answers(id, 'Who did we rent the crane from?')).toBeNull();
  });

  it('AZ-fr-facture-location-salle: "Qui nous a loué la salle ?"', () => {
    expect(answers('AZ-fr-facture-location-salle', 'Qui nous a loué la salle ?')).toContain(
      'Le Clos des Tilleuls',
    );
  });

  it('asks a person at work, not the seller, where nothing was bought from', () => {
    expect(answers('AI-no-faktura-taktekker', 'Hvem var prosjektleder på jobben?')).toBeNull();
  });
});

const AGENCY: Row[] = [
  [
    [50, 'Brightside Talent Ltd'],
    [400, 'INVOICE'],
  ],
  [
    [50, '12 Quay Street, Bristol BS1 4DJ'],
    [400, 'Invoice No.'],
    [480, 'BS-2207'],
  ],
  [
    [400, 'Date'],
    [480, '02/03/2026'],
  ],
  '',
  [[50, 'Bill to']],
  [[50, 'Avon Packaging Ltd']],
  [[50, '8 Mill Lane']],
  [[50, 'Bath BA2 3QT']],
  ...LINES_AND_TOTALS,
];

describe('a business asked by the kind of place it is, qualified', () => {
  it('AZ-en-uk-invoice-recruitment-agency: "Which recruitment agency is billing us?"', () => {
    expect(answers('AZ-en-uk-invoice-recruitment-agency', 'Which recruitment agency is billing us?')).toBe(
      'Harbourside Talent Partners Ltd',
    );
  });

  it('reads a qualifier before a place of business as which business', () => {
    expect(answers(AGENCY, 'Which staffing agency is billing us?')).toBe('Brightside Talent Ltd');
    expect(answers(AGENCY, 'Which temp agency sent this invoice?')).toBe('Brightside Talent Ltd');
  });
});

const LEASE: Row[] = [
  [[340, 'Kade Vastgoed B.V.']],
  [[340, 'Havenstraat 4, 3011 AB Rotterdam']],
  '',
  [[50, 'Atelier Noorderlicht']],
  [[50, 'Havenstraat 4-B']],
  [[50, '3011 AB Rotterdam']],
  '',
  [
    [50, 'FACTUUR'],
    [340, 'Factuurnummer'],
    [480, '2026-118'],
  ],
  [
    [340, 'Huurdernummer'],
    [480, '0412'],
  ],
  ...LINES_AND_TOTALS,
];

describe('the customer asked by its role and what was billed to it', () => {
  it('AZ-da-faktura-lokaleleje: "Hvilken lejer er huslejen faktureret til?"', () => {
    expect(answers('AZ-da-faktura-lokaleleje', 'Hvilken lejer er huslejen faktureret til?')).toBe(
      'Nordlys Tandteknik ApS',
    );
  });

  it('reads the role billed in other words, and not a role the page does not print', () => {
    expect(answers(LEASE, 'Aan welke huurder is de huur gefactureerd?')).toBe('Atelier Noorderlicht');
    expect(answers(LEASE, 'Which tenant is the rent invoiced to?')).toBe('Atelier Noorderlicht');
    expect(answers(LEASE, 'Which guest was the stay billed to?')).toBeNull();
  });

  it('AZ-nl-factuur-evenementenbureau: the name the invoice is in', () => {
    const id = 'AZ-nl-factuur-evenementenbureau';
    expect(answers(id, 'Op welke naam staat de factuur van het personeelsfeest?')).toBe(
      'Van Dijk Installatietechniek B.V.',
    );
    expect(answers(id, 'In what name is the invoice for the staff party?')).toBe(
      'Van Dijk Installatietechniek B.V.',
    );
  });

  it('reads "in what name" in other languages on a page of its own', () => {
    expect(answers(LEASE, 'På vilket namn står fakturan för hyran?')).toBe('Atelier Noorderlicht');
    expect(answers(LEASE, 'Auf welchen Namen lautet die Rechnung für die Miete?')).toBe(
      'Atelier Noorderlicht',
    );
  });
});

// A till receipt or a receipt book's page may print its title, its number or a registration over
// the shop's name: the shop's name is then the first line that names anyone.
const BAKERY: Row[] = [
  [
    [60, 'KVITTO'],
    [430, 'Nr'],
    [455, '118'],
  ],
  '',
  [[110, 'BAGERI SOLROSEN']],
  [[110, 'Storgatan 3, Umeå']],
  '',
  [
    [60, 'Kanelbullar 6 st'],
    [470, '90,00'],
  ],
  [
    [60, 'Surdegsbröd'],
    [470, '65,00'],
  ],
  [
    [300, 'TOTALT'],
    [470, '155,00'],
  ],
  [
    [300, 'varav moms 12%'],
    [475, '16,61'],
  ],
];

describe('the shop under the receipt title or a registration', () => {
  it.each([
    ['BA-en-us-receipt-farmers-market', 'Which vendor issued this receipt?', 'hollow oak apiary'],
    ['BA-en-us-receipt-farmers-market', 'Vendor?', 'hollow oak apiary'],
    ['BA-en-au-receipt-newsagent', 'Which business issued this tax invoice?', 'kurrajong point newsagency'],
    ['BA-en-au-receipt-newsagent', 'Who is the seller on this receipt?', 'kurrajong point newsagency'],
  ])('%s: "%s"', (id, q, name) => {
    expect(answers(id, q)?.toLowerCase()).toBe(name);
  });

  it('never takes the shop for the customer', () => {
    expect(answers('BA-en-au-receipt-newsagent', "What is the customer's name?")).toBeNull();
    expect(answers(BAKERY, 'Vad heter kunden?')).toBeNull();
  });

  it('reads the shop under a title and number on a page of its own', () => {
    expect(answers(BAKERY, 'Vilken butik är kvittot från?')?.toLowerCase()).toBe('bageri solrosen');
    expect(answers(BAKERY, 'Säljare?')?.toLowerCase()).toBe('bageri solrosen');
  });
});

describe('a salon, and the plain word for a company asked alone', () => {
  it('BA-sv-kvitto-frisor', () => {
    expect(answers('BA-sv-kvitto-frisor', 'Vilken salong var det jag gick till?')).toBe(
      'Lindbloms Hår & Hud AB',
    );
    expect(answers('BA-sv-kvitto-frisor', 'Företag?')).toBe('Lindbloms Hår & Hud AB');
  });

  it('asks the issuer by the company word alone in other languages', () => {
    expect(answers(AGENCY, 'Entreprise ?')).toBe('Brightside Talent Ltd');
    expect(answers(AGENCY, 'Bedrijf?')).toBe('Brightside Talent Ltd');
    expect(answers(TAGLINE_PAGE, 'Selskab?')).toBe('Holm & Vang Revision ApS');
  });
});
