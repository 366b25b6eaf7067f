import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, printedPage, typedPage } from './positioned-page';

// The seller asked by where, or at whose place, something was bought, eaten, stayed at, washed or
// rented (question-shop.ts), by a one-word name of a business by what it does ("tømrerfirmaet",
// "Sportladen": lang/phrases.ts businessStem), or by a plain word for a shop or a merchant. Each
// answer below was missing before.

describe('where, or at whose place, something was bought asks the shop', () => {
  it.each([
    { id: 'R-de-hotelrechnung-zellamsee', q: 'Wo haben wir übernachtet?', name: 'Hotel Seeblick' },
    { id: 'H-sv-kvitto-hotell', q: 'Var bodde gästen?', name: 'Strandporten' },
    { id: 'AD-fr-facture-hotel', q: 'On a dormi dans quel hôtel ?', name: 'Hôtel Les Glycines' },
    { id: 'B-da-kassebon', q: 'Hvor er der handlet?', name: 'FRISKVAREN NØRREBRO' },
    { id: 'B-sv-kvitto', q: 'Var åt vi?', name: 'Restaurang Sjöboden' },
    { id: 'AD-de-rechnung-autovermietung', q: 'Bei wem haben wir das Auto gemietet?', name: 'Kessler Mobil' },
    { id: 'O-de-rechnung-kfz', q: 'Bei wem war der Wagen in der Reparatur?', name: 'Kfz-Technik Hollweg' },
    { id: 'AD-de-quittung-taxi', q: 'Mit welchem Taxi bin ich gefahren?', name: 'Taxi Hellwig' },
    {
      id: 'I-fr-ticket-de-caisse-supermarche',
      q: 'Dans quel supermarché ai-je fait mes courses ?',
      name: 'MAXIMARCHÉ DES CAPUCINS',
    },
    {
      id: 'O-nl-be-factuur-kinesitherapie',
      q: 'Bij welke kinepraktijk was de behandeling?',
      name: 'Vlasbloem',
    },
    { id: 'M-en-uk-taxi-receipt', q: 'Who did I ride with?', name: 'Minster Taxis' },
  ])('$id: "$q"', ({ id, q, name }) => {
    expect(ask(typedPage(id), q)?.toLowerCase()).toContain(name.toLowerCase());
  });

  it('the plain words for what was bought need not be printed; one thing bought printed is enough', () => {
    expect(ask(typedPage('AE-au-hardware-tax-invoice'), 'Where were the materials bought?')).toContain(
      'Bayside',
    );
    expect(ask(typedPage('N-da-bon-byggemarked'), 'Hvor er tingene købt?')).toContain('Skovlund');
    // "Medicines are not returnable", "DECK SCREW", "BYGELLÅS", "Biltvätt", "tweedehandsmeubelen".
    expect(ask(typedPage('AH-sg-receipt-pharmacy'), 'Where did I buy the medicine?')).toBe(
      'Kallang Family Pharmacy',
    );
    expect(
      ask(typedPage('Y-us-hardware-receipt'), 'Where did we buy the screws and the extension cord?'),
    ).toBe('GRANGER HARDWARE & SUPPLY');
    expect(ask(typedPage('W-sv-kvitto-cykelverkstad'), 'Var köptes kedjan och låset?')).toBe(
      'HAGAS CYKELVERKSTAD AB',
    );
    expect(ask(typedPage('Z-sv-kvitto-biltvatt'), 'Var tvättade vi bilen?')).toContain('Glansen');
    expect(
      ask(typedPage('W-nl-be-factuur-tweedehands-winstmarge'), 'Bij welke zaak zijn de meubels gekocht?'),
    ).toBe('Het Tweede Leven BV');
  });

  it('a card, a figure or the customer asked after a word of place is no shop', () => {
    expect(parseQuestion('Mit welcher Karte haben wir bezahlt?').shop).toBeFalsy();
    expect(parseQuestion("Est-ce qu'on paie de la TVA là-dessus, et combien ?").concept?.id).toBe(
      'total_vat',
    );
    expect(parseQuestion('Für wen wurde die Reparatur gemacht?').concept?.id).not.toBe('supplier_name');
    expect(ask(typedPage('U-fr-facture-location-materiel'), 'Quelle entreprise a loué le matériel ?')).toBe(
      'EURL BÂTI CONCEPT 71',
    );
  });
});

describe('a business named by what it does in one word, or by a plain word for a shop', () => {
  it.each([
    { id: 'B-da-craftsman', q: 'Hvad hedder tømrerfirmaet?', name: 'Kragh Tømrer & Snedker ApS' },
    { id: 'B-no-small', q: 'Hvilket gartnerfirma er det?', name: 'Solberg Hage & Anlegg' },
    { id: 'A-de-handwerk', q: 'Name des Handwerksbetriebs?', name: 'Elektro Brandl GmbH' },
    { id: 'O-de-tankquittung', q: 'Bei welcher Tankstellengesellschaft wurde getankt?', name: 'Hanse-Tank' },
    {
      id: 'AA-de-rechnung-sportgeschaeft-ch',
      q: 'Bei welchem Sportladen haben wir gemietet?',
      name: 'Sport Caviezel',
    },
    {
      id: 'Z-nl-factuur-fietsenmaker',
      q: 'Bij welke fietsenwinkel is de bakfiets hersteld?',
      name: 'Fietsen Verbeeck',
    },
    { id: 'W-no-kvittering-togbillett', q: 'Hvilket togselskap solgte billettene?', name: 'Vestbane Tog' },
    { id: 'D-no-kvittering-jernvare', q: 'Navn på forretningen?', name: 'FJORDHEIM JERNVARE' },
    { id: 'AG-fr-recu-fleuriste', q: 'Marchand ?', name: 'Atelier Floral Marguerite' },
    {
      id: 'L-fr-facture-commande-en-ligne',
      q: 'Quel site marchand a émis la facture ?',
      name: 'Maison Ardoise',
    },
    { id: 'D-en-us-fuel-station', q: "What's the name of the station?", name: 'LONE STAR FUEL STOP' },
    { id: 'V-en-in-pharmacy-receipt', q: 'Chemist name?', name: 'SRI LAKSHMI MEDICALS' },
    { id: 'AH-us-nc-invoice-roofing-progress', q: 'Contractor name?', name: 'Piedmont Ridge Roofing' },
    { id: 'P-en-ca-qc-design-studio', q: 'Which studio did the design work?', name: 'Atelier Boréal Design' },
    {
      id: 'AE-nz-accountant-tax-invoice',
      q: 'What is the name of the firm on the letterhead?',
      name: 'Kowhai Lane',
    },
    { id: 'C-de-de-gastro', q: 'Von welchem Lieferanten kommt die Rechnung?', name: 'Nordkontor' },
  ])('$id: "$q"', ({ id, q, name }) => {
    expect(ask(typedPage(id), q)?.toLowerCase()).toContain(name.toLowerCase());
  });

  it('a company of a trade asked by its possessive, a compound of its title, who we pay', () => {
    expect(ask(typedPage('P-en-za-courier-vat-invoice'), "What is the courier company's name?")).toBe(
      'SwiftLine Couriers (Pty) Ltd',
    );
    expect(ask(typedPage('P-en-za-courier-vat-invoice'), "Who is the courier we're paying?")).toBe(
      'SwiftLine Couriers (Pty) Ltd',
    );
    expect(
      ask(typedPage('AH-za-invoice-coworking-membership'), 'Which co-working space is billing us?'),
    ).toBe('Bree Street Workspace (Pty) Ltd');
    expect(ask(typedPage('U-de-rechnung-steuerberater'), 'Von wem kommt die Gebührenrechnung?')).toContain(
      'Wendland & Roth',
    );
  });

  it('a shop named with its branch number is the shop ("MAPLE STREET PHARMACY #118")', () => {
    expect(ask(typedPage('AB-us-pharmacy-receipt-rewards'), 'Store?')).toContain('MAPLE STREET PHARMACY');
  });

  it('the hotel asked, or its supplier, is the name it trades under, where the legal name leads', () => {
    // The page's truth: the trading name heading it (the legal name stays the issuer's other name).
    for (const q of ['Bij welk hotel hebben we overnacht?', 'Leverancier?'])
      expect(ask(typedPage('W-nl-nota-hotel-havenzicht'), q)).toBe('HOTEL HAVENZICHT');
    expect(ask(typedPage('Y-uk-vet-invoice'), 'Name of the veterinary practice?')).toBe(
      'RIVERSIDE VETERINARY CENTRE',
    );
  });

  it('a customer named by a compound is no business asked ("Kundenfirma"), nor a cleaner on site', () => {
    expect(parseQuestion('Wie heißt die Kundenfirma?').trades).toEqual([]);
    expect(ask(typedPage('AB-au-cleaning-tax-invoice'), 'Who was the cleaner on site?')).toBeNull();
    expect(ask(typedPage('Z-sv-kvitto-biltvatt'), 'Vem körde bilen?')).toBeNull();
  });
});

describe('of a page of our own wording', () => {
  const receipt = printedPage([
    [[60, 'LAKESIDE GARDEN CENTRE #204']],
    [[60, '18 Mill Road, Exeter EX2 4PL']],
    '',
    [[60, 'Receipt 55120   12/04/2025 10:14']],
    [
      [60, 'COMPOST 50L'],
      [260, '7.99'],
    ],
    [
      [60, 'TERRACOTTA POT 30CM'],
      [260, '14.50'],
    ],
    [
      [60, 'TOTAL'],
      [260, '22.49'],
    ],
    [
      [60, 'VISA'],
      [260, '22.49'],
    ],
  ]);
  const hotel = printedPage([
    [[60, 'Hotel Marktblick']],
    [[60, 'Marktplatz 4, 86150 Augsburg']],
    '',
    [[60, 'Rechnung Nr. 7781   Datum 03.05.2025']],
    [
      [60, 'Übernachtung Doppelzimmer 2 Nächte'],
      [300, '198,00'],
    ],
    [
      [60, 'Gesamt EUR'],
      [300, '198,00'],
    ],
    '',
    [[60, 'Marktblick Gastgewerbe GmbH · USt-IdNr. DE281234567']],
  ]);

  it('answers the shop asked where, at whose place or by a compound of its kind', () => {
    expect(ask(receipt, 'Where did we buy the pots?')).toContain('LAKESIDE GARDEN CENTRE');
    expect(ask(receipt, 'Where were the things bought?')).toContain('LAKESIDE GARDEN CENTRE');
    expect(ask(hotel, 'Wo haben wir geschlafen?')).toContain('Marktblick');
    expect(ask(hotel, 'Bei welcher Hotelgesellschaft haben wir übernachtet?')).toContain('Marktblick');
  });

  it('says nothing of a thing the page does not sell', () => {
    expect(ask(receipt, 'Where did I buy the lawnmower?')).toBeNull();
  });
});
