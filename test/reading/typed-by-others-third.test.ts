import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// The third batch typed by others (E-, F-, G-: Nordic, Dutch, German, Austrian, Swiss, French,
// Belgian, British, Irish, Indian, Malaysian, Australian, Canadian and US pages), and the faults of
// kind they showed on the first run: each answer below was wrong or missing before its change.

const page = typedPage;

describe('pages typed by others, third batch: parties', () => {
  it('a window whose postcode stands alone on its last line is the customer under the sender line', () => {
    // "Mr & Mrs D. Okafor" / "14 Linden Avenue" / "Walton" / "Chesterfield" / "S40 3HF".
    const doc = page('G-uk-invoice-part-paid');
    expect(ask(doc, 'Who was billed?')).toBe('Mr & Mrs D. Okafor');
    expect(ask(doc, 'Customer?')).toBe('Mr & Mrs D. Okafor');
  });

  it('the letterhead in capitals is the company of the footer, never its own customer', () => {
    // "VESTBRIS ENERGI" over the window, "Vestbris Energi AS" in the footer.
    expect(ask(page('E-no-faktura-strom'), 'Kunde?')).toBe('Ingrid Solheim');
  });

  it("a till's seller by first name is who stood at the till; the shop is its letterhead", () => {
    expect(ask(page('E-nl-bon-bakker'), 'Van welke winkel is de bon?')).toBe('BAKKERIJ VAN DER MEULEN');
  });

  it('a heading with its label in brackets labels the block; a column over figures is no window', () => {
    // "Details of Receiver (Billed to)"; "HSN/SAC" over "3901", "3920" had been the customer.
    expect(ask(page('G-in-igst-invoice'), 'Who is the buyer?')).toBe('Kaveri Packaging Industries');
  });

  it('"Client n°" labels the number, not the name of the customer', () => {
    expect(ask(page('F-be-fr-facture-garage'), 'Client ?')).toBe('Renard Toitures SRL');
  });
});

describe('pages typed by others, third batch: the bill that names itself', () => {
  it('a window of four lines with its Eircode alone is the customer; a heading with a date is not', () => {
    // "Your electricity bill" over "Billing period: 05 Jan 2024 - 06 Mar 2024" had been the customer.
    const doc = page('G-ie-utility-bill');
    expect(ask(doc, 'Who is the customer?')).toBe('Ms Aoife Brennan');
    expect(ask(doc, 'Customer name?')).toBe('Ms Aoife Brennan');
  });

  it('a question naming the bill as its heading does ("the electricity bill") asks about it', () => {
    const doc = page('G-ie-utility-bill');
    expect(ask(doc, 'Who is the electricity supplier?')).toBe('Emerald Current Energy DAC');
    expect(ask(doc, 'When do we have to pay the electricity bill?')).toBe('02 Apr 2024');
    expect(ask(page('E-no-faktura-strom'), 'Hva er totalbeløpet på strømregningen?')).toBe('2 703,49');
  });

  it('a title of several words names the document: "this tax invoice" asks no tax', () => {
    expect(ask(page('G-au-tax-invoice'), "what's the number on this tax invoice")).toBe('INV-003482');
  });

  it('"Total inkl. MWST" is the gross, and the VAT is the VAT', () => {
    expect(ask(page('F-ch-rechnung-chf'), 'MWST-Betrag?')).toBe('80.92');
  });

  it('a question that is a label and nothing else asks what the label names', () => {
    expect(ask(page('G-my-tax-invoice'), 'Customer?')).toBe('TEGUH JAYA RENOVATION ENTERPRISE');
  });
});

describe('pages typed by others, third batch: totals and lines', () => {
  it("a net's word before a VAT word names the VAT's base, not the VAT", () => {
    // "Herav MVA 25%  356,96" over "Grunnlag MVA  1 427,84".
    expect(ask(page('D-no-kvittering-jernvare'), 'Hvor mye MVA er det?')).toBe('356,96');
  });

  it('totals side by side may include one no pack labels ("Forskudd betalt")', () => {
    expect(ask(page('E-no-faktura-regnskap'), 'Å betale?')).toBe('30 300,00');
    // A VAT table's header opens with its rates' column: its first row is no total.
    expect(ask(page('D-fr-ticket-epicerie'), 'Montant total TTC ?')).toBe('17,70');
  });

  it('"Gross" alone labels the gross total', () => {
    expect(ask(page('G-uk-courier-invoice'), 'What is the gross amount?')).toBe('148.12');
  });

  it('a rule under the line table headings is no heading; "Spesifikasjon" heads the description', () => {
    expect(ask(page('E-sv-faktura-konsult'), 'How many line items are there?')).toBe('5');
    expect(ask(page('E-no-faktura-strom'), 'Antall linjer?')).toBe('8');
  });
});

describe("pages typed by others, third batch: a till's items", () => {
  it('are the rows over the total whose prices add up to it, a quantity row part of its item', () => {
    expect(ask(page('E-nl-bon-bakker'), 'Aantal regels?')).toBe('7');
    expect(ask(page('G-us-restaurant-receipt'), 'How many line items does the receipt have?')).toBe('8');
    // "Malerkrepp 50mm" over "2 x 2,79   5,58": one item, its price on its quantity's row.
    expect(ask(page('F-de-kleinbetrag'), 'Anzahl Positionen?')).toBe('4');
    // "BANANER ØKO  17,94" over "1,200 kg á 14,95 kr/kg".
    expect(ask(page('B-da-kassebon'), 'Hvor mange varelinjer er der?')).toBe('6');
  });

  it('are not counted when their prices do not add up to a printed amount', () => {
    const till = (total: string): Row[] => [
      [[150, 'BAKKERIJ DE ZON']],
      [[150, 'Kassabon 12']],
      [
        [150, 'Brood wit'],
        [388, '2,95'],
      ],
      [
        [150, 'Croissant'],
        [388, '1,20'],
      ],
      [
        [150, 'TOTAAL'],
        [382, total],
      ],
      [
        [150, 'PIN'],
        [382, total],
      ],
    ];
    expect(ask(printedPage(till('4,15')), 'Aantal regels?')).toBe('2');
    expect(ask(printedPage(till('5,15')), 'Aantal regels?')).toBeNull();
  });
});

describe('pages typed by others, third batch: questions', () => {
  it('the document named by a title of its kind is this document', () => {
    const fee = page('F-at-honorarnote');
    expect(ask(fee, 'Wie hoch ist der Gesamtbetrag der Honorarnote?')).toBe('2.110,80');
    expect(ask(fee, 'Welche Nummer hat die Honorarnote?')).toBe('2024/0187');
    expect(ask(page('F-de-abschlagsrechnung'), 'An wen geht die Schlussrechnung?')).toBe(
      'Frau Dr. Katrin Vollmer',
    );
  });

  it('a compound before the asked word names another thing: no delivery note number', () => {
    const doc = page('F-de-abschlagsrechnung');
    expect(ask(doc, 'What is the delivery note number?')).toBeNull();
    expect(ask(doc, 'Rechnungsnummer?')).toBe('SR-2024-041');
  });

  it("a party named by its printed name asks that party's value: Frau Vollmer prints no phone", () => {
    const doc = page('F-de-abschlagsrechnung');
    expect(ask(doc, 'Wie lautet die Telefonnummer von Frau Vollmer?')).toBeNull();
    expect(ask(doc, 'Telefonnummer?')).toBe('05422 93 18');
  });

  it('a word deep in a sentence labels nothing; a label leading its line does', () => {
    // As "... by Interac e-Transfer to billing@northbridgeoffice.ca (quote the invoice #)." had
    // answered "Who's billing us here?" with "the invoice #)." at 0.97.
    const rows: Row[] = [
      'Invoice No. 2024-118',
      'Invoice date: 02.04.2024',
      '',
      'We thank you for choosing our team again for the extension works, site Elm Street 4.',
      '',
      'Total due 1,250.00',
    ];
    expect(ask(printedPage(rows), 'Which site?')).toBeNull();
    expect(ask(printedPage(rows), 'What are the works?')).toBeNull();
    expect(ask(printedPage([...rows, 'Site: Elm Street 4']), 'Which site?')).toBe('Elm Street 4');
  });

  it("capitals of a BIC's shape are no BIC without its label or an IBAN of its country", () => {
    // "INDBETALING", "REGNSKAP" had been answered at 0.70.
    expect(ask(page('E-da-faktura-vvs'), 'What is the SWIFT/BIC code?')).toBeNull();
    expect(ask(page('E-no-faktura-regnskap'), 'What is the SWIFT/BIC code?')).toBeNull();
    // Printed after its label, or with an IBAN of its country, it is one.
    expect(ask(page('G-ie-utility-bill'), 'BIC?')).toBe('AIBKIE2D');
    expect(ask(page('E-nl-factuur-zzp-verlegd'), 'BIC?')).toBe('INGBNL2A');
  });
});
