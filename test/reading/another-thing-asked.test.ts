import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Questions of another document or thing than the page's own values, answered before with them:
// the repair order's number by the invoice's, a cost estimate by the amount due, the day a mandate
// was given by the invoice's date, the cook by the restaurant's name.
describe('a number of another document, named by a word of another number', () => {
  it("gives no invoice number for a repair order's", () => {
    const page = typedPage('AR-fr-facture-garage');
    expect(ask(page, "Quel est le numéro de l'ordre de réparation ?")).toBeNull();
    expect(ask(page, 'Quel est le numéro de la facture ?')).toBe('F26-00318');
  });

  it('answers the order number the page prints, and no invoice number for it', () => {
    const withOrder = printedPage([
      'AUTOHAUS BERGER GMBH',
      'Hauptstraße 4, 80331 München',
      '',
      [
        [50, 'RECHNUNG Nr. R-4471'],
        [330, 'Datum: 12.03.2026'],
      ],
      [
        [50, 'Auftragsnummer'],
        [200, 'A-2290'],
      ],
      '',
      [
        [50, 'Inspektion'],
        [400, '250,00'],
      ],
      [
        [50, 'Gesamtbetrag'],
        [400, '297,50'],
      ],
    ]);
    expect(ask(withOrder, 'Wie lautet die Auftragsnummer?')).toBe('A-2290');
    expect(ask(withOrder, 'Wie lautet die Rechnungsnummer?')).toBe('R-4471');
    const plain = printedPage([
      'Garage Lefort SARL',
      '',
      [
        [50, 'FACTURE N° F-1021'],
        [330, 'Lyon, le 3 mars 2026'],
      ],
      '',
      [
        [50, 'Vidange'],
        [400, '120,00'],
      ],
      [
        [50, 'Total TTC'],
        [400, '144,00'],
      ],
    ]);
    // Was "F-1021": the invoice's number for the repair order's.
    expect(ask(plain, "Quel est le numéro de l'ordre de réparation ?")).toBeNull();
    expect(ask(plain, 'Quel est le numéro de la facture ?')).toBe('F-1021');
  });
});

describe('an amount of a quote the bill does not print', () => {
  it('gives no amount due for the cost estimate given before treatment', () => {
    const page = typedPage('AS-no-faktura-tannlege');
    expect(ask(page, 'What was the cost estimate given before treatment?')).toBeNull();
    const clinic = printedPage([
      'Harbour Dental Ltd',
      '',
      [
        [50, 'INVOICE 7781'],
        [330, 'Date: 4 March 2026'],
      ],
      '',
      [
        [50, 'Root canal treatment'],
        [400, '640.00'],
      ],
      [
        [50, 'Amount due'],
        [400, '640.00'],
      ],
    ]);
    expect(ask(clinic, 'What was the cost estimate given before treatment?')).toBeNull();
    expect(ask(clinic, 'What is the amount due?')).toBe('640.00');
  });
});

describe('the day a mandate was given', () => {
  it("gives no invoice date for the mandate's", () => {
    const page = typedPage('AJ-de-rechnung-anwalt');
    expect(ask(page, 'Wann wurde der Kanzlei das Mandat erteilt?')).toBeNull();
    expect(ask(page, 'Rechnungsdatum?')).toBe('10. März 2026');
    const firm = printedPage([
      'Harrow & Vale Solicitors LLP',
      '',
      [
        [50, 'INVOICE 2231'],
        [330, 'Date: 4 March 2026'],
      ],
      [
        [50, 'Professional fees'],
        [400, '900.00'],
      ],
      [
        [50, 'Amount due'],
        [400, '1,080.00'],
      ],
    ]);
    expect(ask(firm, 'When was the mandate given to the firm?')).toBeNull();
    expect(ask(firm, 'What is the invoice date?')).toBe('4 March 2026');
  });
});

describe('a person at work asked by name', () => {
  it("gives no restaurant's name for the cook", () => {
    const page = typedPage('AR-sv-kvitto-restaurang');
    expect(ask(page, 'Vad hette kocken som lagade maten?')).toBeNull();
    expect(ask(page, 'Vilken restaurang?')).toBe('RESTAURANG FYRSKEPPET');
  });

  it("gives no café's name for its cook, and the cook the page prints", () => {
    const rows = (extra: [number, string][][]) => [
      'THE COPPER KETTLE CAFE LTD',
      '12 Mill Lane, York',
      '',
      [
        [50, 'Receipt 5512'],
        [330, '02/03/2026'],
      ] as [number, string][],
      [
        [50, 'Full breakfast'],
        [400, '11.50'],
      ] as [number, string][],
      [
        [50, 'TOTAL'],
        [400, '11.50'],
      ] as [number, string][],
      ...extra,
    ];
    const cafe = printedPage(rows([]));
    expect(ask(cafe, 'What was the name of the cook who made breakfast?')).toBeNull();
    expect(ask(cafe, 'Which cafe is this from?')).toBe('THE COPPER KETTLE CAFE LTD');
    const signed = printedPage(
      rows([
        [
          [50, 'Cook'],
          [200, 'Marco Bellini'],
        ],
      ]),
    );
    expect(ask(signed, 'Who was the cook?')).toBe('Marco Bellini');
  });
});
