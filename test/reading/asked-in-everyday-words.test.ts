import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, printedPage, typedPage } from './positioned-page';

// Questions the pages answer, asked in words a pack lacked: the familiar "tu", "in the end", "all in
// all", "the whole lot", and the day of a direct debit. Each pack that has such words got them.

describe('the familiar "you" is no word the page must show (fr stop words)', () => {
  it('"Tu peux me donner le n° de facture ?"', () => {
    expect(ask(typedPage('A-fr-conseil'), 'Tu peux me donner le n° de facture ?')).toBe('AC-2024-031');
    expect(ask(typedPage('C-fr-be-chauffage'), 'Tu peux me donner le n° de facture ?')).toBe('F2024-0317');
  });
});

describe('"in the end", "all in all", "the whole lot" ask what was paid (amount cues, together words)', () => {
  it('Dutch: "Wat heb ik daar uiteindelijk afgerekend?", "Hoeveel was het al met al?"', () => {
    const doc = typedPage('H-nl-kassabon-ijzerhandel');
    expect(ask(doc, 'Wat heb ik daar uiteindelijk afgerekend?')).toBe('47,35');
    expect(ask(doc, 'Hoeveel was het al met al?')).toBe('47,35');
    expect(ask(typedPage('L-nl-bon-restaurant'), 'Wat hebben we uiteindelijk afgerekend?')).toBe('135,00');
  });

  it('German: "alles in allem", "das Ganze", "der ganze Einkauf"', () => {
    expect(ask(typedPage('R-de-hotelrechnung-zellamsee'), 'Was hat das Hotel alles in allem gekostet?')).toBe(
      '709,80',
    );
    expect(ask(typedPage('AD-de-kassabon-supermarkt-at'), 'Was hat der ganze Einkauf gekostet?')).toBe(
      '34,09',
    );
  });

  it('every pack reads its own words for it', () => {
    for (const q of [
      'How much did it cost all in all?',
      'How much did we finally pay?',
      'Hvad kostede det alt i alt?',
      'Hva kostet det alt i alt?',
      'Vad kostade det allt som allt?',
      'Hur mycket betalade vi till sist?',
      'Hva betalte vi til sist?',
      'Wat hebben we per saldo betaald?',
      'Was hat das Ganze gekostet?',
    ]) {
      expect(parseQuestion(q).concept?.id, q).toBe('amount_due');
      expect(parseQuestion(q).unexplained, q).toEqual([]);
    }
  });

  it('a page of its own, and no answer where it prints no total', () => {
    const till = (total: string[]) =>
      printedPage([
        [[200, 'IJSSALON DE POOL']],
        '',
        [
          [170, 'Aardbei-vanille'],
          [365, '3,50'],
        ],
        [
          [170, 'Koffie verkeerd'],
          [365, '3,20'],
        ],
        [[170, '-------------------------------']],
        ...(total.length
          ? [
              [
                [170, total[0]!],
                [365, total[1]!],
              ] as [number, string][],
            ]
          : []),
      ]);
    expect(ask(till(['TOTAAL', '6,70']), 'Wat heb ik uiteindelijk afgerekend?')).toBe('6,70');
    expect(ask(till([]), 'Wat heb ik uiteindelijk afgerekend?')).toBeNull();
  });
});

describe("the day a direct debit is taken asks the debit's day, the bill's due date (question-paid.ts)", () => {
  it('"Incassodatum?", "Op welke datum wordt het bedrag geïncasseerd?"', () => {
    const doc = typedPage('L-nl-factuur-energie');
    expect(ask(doc, 'Incassodatum?')).toBe('15 april 2024');
    expect(ask(doc, 'Op welke datum wordt het bedrag geïncasseerd?')).toBe('15 april 2024');
    expect(ask(doc, 'Wat is de factuurdatum?')).toBe('5 april 2024');
  });

  it("in every pack's words, and the invoice's own date still asked as such", () => {
    for (const q of ['Wann wird abgebucht?', 'Abbuchungsdatum?', 'Når trekkes beløpet?', 'Trækdato?'])
      expect(parseQuestion(q).concept?.id, q).toBe('due_date');
    expect(parseQuestion('Wanneer is de factuur verstuurd?').concept?.id).toBe('invoice_date');
  });

  it('no answer on a page that prints no day to pay', () => {
    const doc = printedPage([
      [[330, 'RECHNUNG']],
      [
        [50, 'Malerbetrieb Kunz'],
        [330, 'Rechnungs-Nr.'],
        [430, '2024-77'],
      ],
      [
        [50, 'Gartenweg 2, 79098 Freiburg'],
        [330, 'Datum'],
        [430, '02.04.2024'],
      ],
      '',
      [
        [50, 'Beschreibung'],
        [300, 'Menge'],
        [360, 'Preis'],
        [450, 'Betrag'],
      ],
      [
        [50, 'Wandanstrich Flur'],
        [310, '1'],
        [360, '480,00'],
        [450, '480,00'],
      ],
      [
        [330, 'Gesamtbetrag'],
        [450, '571,20'],
      ],
    ]);
    expect(ask(doc, 'Wann wird abgebucht?')).toBeNull();
    expect(ask(doc, 'Abbuchungsdatum?')).toBeNull();
  });
});

describe('more everyday words: "-wise", "holen", "lagt oven i", "lappen" (stop, VAT, together and document words)', () => {
  it('English "number-wise", "company-wise" ask the number, the company', () => {
    expect(ask(typedPage('C-en-ca-office'), 'Which invoice is this, number-wise?')).toBe('NB-24-0392');
    expect(ask(typedPage('C-en-ie-print'), "Who's it addressed to, company-wise?")).toBe(
      'Clew Bay Walking Festival CLG',
    );
  });

  it('German "Vorsteuer ... holen": the VAT to reclaim', () => {
    const q = 'Wie viel Vorsteuer kann ich mir von der Tankquittung holen?';
    expect(ask(typedPage('AN-de-quittung-tankstelle'), q)).toBe('14,95');
    expect(ask(typedPage('AQ-de-tankquittung'), q)).toBe('15,25');
  });

  it('VAT "added on top", in every pack that says it', () => {
    expect(ask(typedPage('AV-da-faktura-kloakmester'), 'Hvor meget moms har kloakfirmaet lagt oven i?')).toBe(
      '2.787,88',
    );
    for (const q of [
      'Hvor meget moms er der lagt oven i?',
      'Hvor mye mva er lagt på toppen?',
      'Wie viel MwSt kommt obendrauf?',
      'Hoeveel btw komt erbovenop?',
      'Hur mycket moms läggs ovanpå?',
    ]) {
      expect(parseQuestion(q).concept?.id, q).toBe('total_vat');
      expect(parseQuestion(q).unexplained, q).toEqual([]);
    }
  });

  it('"lappen" (the slip) is the receipt itself in Norwegian and Swedish', () => {
    expect(
      ask(typedPage('BA-no-kvittering-fiskebutikk'), 'Hvilket nummer står på lappen fra fiskebutikken?'),
    ).toBe('55821');
    expect(
      ask(typedPage('BA-sv-kvitto-frisor'), 'Vad står det för kvittonummer på lappen från frisören?'),
    ).toBe('3-10482');
  });
});
