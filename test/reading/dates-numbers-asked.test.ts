import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// Due dates, document numbers and dates as bookkeepers ask them: the kind asked (when, which
// number) over a party's word in the question, labels printed in two languages, deadlines in
// payment sentences, the document called a statement, and the number or day of a bill named by
// what it bills or who wrote it.

const invoice = (...prose: Row[]): Row[] => [
  [[50, 'Northwind Design Ltd']],
  [
    [50, 'INVOICE'],
    [300, 'Invoice no.'],
    [420, 'ND-7781'],
  ],
  [
    [300, 'Invoice date'],
    [420, '31/03/2026'],
  ],
  [
    [50, 'Description'],
    [420, 'Amount'],
  ],
  [
    [50, 'Logo design'],
    [420, '800.00'],
  ],
  [
    [300, 'VAT 20%'],
    [420, '160.00'],
  ],
  [
    [300, 'Total due'],
    [420, '960.00'],
  ],
  '',
  ...prose,
];

describe('labels printed in two languages', () => {
  it('the second language is any pack’s, not only the page’s', () => {
    const itSupport = page('AI-nl-be-factuur-itsupport');
    expect(ask(itSupport, 'Vervaldag?')).toBe('30/05/2026');
    expect(ask(itSupport, 'When is the invoice due?')).toBe('30/05/2026');
    // The value printed after the translated label is still the label's.
    expect(ask(itSupport, 'Factuurnr.?')).toBe('2026/0318');
    expect(ask(page('AJ-fr-be-facture-imprimerie'), 'N° facture ?')).toBe('2026-0415');
    const danish = printedPage([
      [[50, 'Tømrer Hansen ApS']],
      [
        [50, 'Faktura'],
        [300, 'Fakturanr.'],
        [420, '5521'],
      ],
      [
        [300, 'Fakturadato'],
        [420, '01.04.2026'],
      ],
      [
        [300, 'Forfaldsdato / Fälligkeitsdatum'],
        [420, '15.04.2026'],
      ],
      [
        [50, 'Udskiftning af vinduer'],
        [420, '4.000,00'],
      ],
      [
        [300, 'I alt at betale'],
        [420, '5.000,00'],
      ],
    ]);
    expect(ask(danish, 'Forfaldsdato?')).toBe('15.04.2026');
  });
});

describe('a date question gets a date', () => {
  it('"Pay by?" is the due date label, not the amount to pay', () => {
    const dental = page('AK-us-invoice-dental');
    expect(ask(dental, 'Pay by?')).toBe('04/11/2026');
    expect(ask(dental, 'Pay how much?')).toBe('128.00');
    expect(ask(printedPage(invoice('Please pay by 30/04/2026.')), 'Pay by?')).toBe('30/04/2026');
  });

  it('"when" and "which day" over the trade the question opens with', () => {
    expect(ask(page('AJ-fr-be-facture-imprimerie'), "L'imprimeur nous a facturé quand ?")).toBe('11/03/2026');
    expect(ask(page('AJ-fr-ca-facture-plombier'), 'Le plombier a fait sa facture quelle journée?')).toBe(
      '12 mars 2026',
    );
    expect(ask(page('AD-fr-note-honoraires-avocat'), "L'avocate a envoyé sa note quel jour ?")).toBe(
      '25 mars 2024',
    );
  });
});

describe('due dates in payment sentences', () => {
  it('"by", "vóór", "jusqu’au" before the date, the paying verb before or after it', () => {
    expect(ask(page('AK-uk-invoice-accountant'), 'What is the due date?')).toBe('29 March 2026');
    expect(ask(page('AI-nl-factuur-tandarts'), 'Vervaldatum?')).toBe('15-05-2026');
    expect(ask(page('X-fr-ch-facture-ecole-langues-exoneree'), 'What is the due date?')).toBe('28.02.2024');
    expect(
      ask(printedPage(invoice('Kindly transfer the balance before 30 April 2026.')), 'What is the due date?'),
    ).toBe('30 April 2026');
  });

  it('a direct debit the issuer will collect on a day', () => {
    expect(ask(page('P-en-uk-energy-bill'), 'When will the Direct Debit be collected?')).toBe(
      '28 March 2024',
    );
  });

  it('no deadline where nothing is paid', () => {
    expect(
      ask(printedPage(invoice('Goods delivered by 12 April 2026.')), 'What is the due date?'),
    ).toBeNull();
    expect(ask(printedPage(invoice('Goods delivered by 12 April 2026.')), 'Pay by?')).toBeNull();
  });
});

describe('the document’s number', () => {
  it('a statement is the document', () => {
    const dental = page('AK-us-invoice-dental');
    expect(ask(dental, 'Statement #?')).toBe('ST-48817');
    expect(ask(dental, 'What is the statement number?')).toBe('ST-48817');
    const statement = printedPage([
      [[50, 'RIVERBEND VETERINARY CLINIC']],
      [
        [50, 'ACCOUNT STATEMENT'],
        [300, 'Statement No.'],
        [420, 'S-20931'],
      ],
      [
        [300, 'Statement Date'],
        [420, '03/02/2026'],
      ],
      [
        [50, '02/14/2026'],
        [110, 'Annual vaccination'],
        [420, '95.00'],
      ],
      [
        [300, 'Balance due'],
        [420, '95.00'],
      ],
    ]);
    expect(ask(statement, 'What is the statement number?')).toBe('S-20931');
    expect(ask(statement, 'What is the order number?')).toBeNull();
  });

  it('the number the business put on its bill, the number on the bill from it', () => {
    expect(ask(page('AJ-fr-facture-electricien'), "L'électricien a mis quel numéro sur sa facture ?")).toBe(
      'F2026-0087',
    );
    expect(
      ask(page('AI-nl-be-factuur-itsupport'), 'Welk factuurnummer heeft de IT-firma op de rekening gezet?'),
    ).toBe('2026/0318');
    expect(ask(page('AK-ie-invoice-garage'), 'What number is on the bill from the garage?')).toBe('4417');
    expect(ask(page('R-de-hotelrechnung-zellamsee'), 'Welche Nummer steht auf der Hotelrechnung?')).toBe(
      '24-08817',
    );
  });

  it('the bill named by what it bills: printed on the page, or no answer', () => {
    const vet = page('AK-au-tax-invoice-vet');
    expect(ask(vet, "What number's on the vet bill for Biscuit?")).toBe('115902');
    expect(ask(vet, "What number's on the vet bill for Rex?")).toBeNull();
    expect(
      ask(page('AI-da-faktura-vvs'), 'Hvilket nummer har VVS-regningen for det nye køkkenbatteri?'),
    ).toBe('20417');
    expect(
      ask(page('AJ-fr-be-facture-imprimerie'), 'Elle a quel numéro, la facture pour les dépliants ?'),
    ).toBe('2026-0415');
    expect(ask(page('AK-ie-invoice-garage'), 'When did the garage do up the bill for the Octavia?')).toBe(
      '06/03/2026',
    );
  });
});

describe('everyday names of the one who billed', () => {
  it('an abbreviation inflected after an apostrophe, a business by its trade or a compound of one', () => {
    expect(ask(page('AI-da-faktura-vvs'), "Hvornår skal VVS'eren senest have sine penge?")).toBe(
      '26.03.2026',
    );
    expect(
      ask(page('AJ-de-ch-rechnung-gaertnerei'), 'Wann hat die Gärtnerei die Rechnung geschrieben?'),
    ).toBe('16. März 2026');
    expect(
      ask(page('AI-nl-be-factuur-itsupport'), 'Wanneer heeft de computerfirma de factuur opgemaakt?'),
    ).toBe('30/04/2026');
    expect(ask(page('AK-us-invoice-dental'), 'When did the dental office send this bill out?')).toBe(
      '03/12/2026',
    );
  });
});

describe('a line table’s date column', () => {
  it('dates the lines, not the document', () => {
    expect(ask(page('P-en-us-hotel-folio'), 'What is the invoice date?')).toBe('06/21/24');
  });
});
