import { describe, expect, it } from 'vitest';
import { answerDocument } from '../../main/reading/answer-document';
import { documentLines } from '../../main/reading/qa/lines';
import type { IntakeResult } from '../../main/reading/types';
import { ask, printedPage, type Row } from './positioned-page';

// German invoices as the ZUGFeRD sample set prints them (../shared/corpus/zugferd, the two-currency
// "Fremdwaehrung" invoice): a table of surcharges whose tax column prints "19 % USt" beside each
// surcharge's amount, on a page before the totals; headings in narrow cells hyphenated over two
// lines ("Rechnungs-" / "nummer", "Positions-" / "betrag"), or stacked ("Invoice" / "number").
// Values are ours.

/** Pages printed one after another, as a PDF's text layer gives them. */
function pages(...rowsOfPages: Row[][]): IntakeResult {
  const printed = rowsOfPages.map((rows, i) => ({ ...printedPage(rows).pages[0]!, page: i + 1 }));
  return { name: 'invoice.pdf', kind: 'pdf-text', pageCount: printed.length, pages: printed };
}

/** The most confident answer over all pages, as a client takes it. */
function best(doc: IntakeResult, question: string): string | null {
  const answers = answerDocument(doc, [question]).filter((a) => a.answer !== undefined);
  return answers.sort((a, b) => b.confidence.value - a.confidence.value)[0]?.answer ?? null;
}

const HEAD: Row[] = ['Rohstoff AG Salzgitter', 'Marktstr. 153', '38226 Salzgitter', '', 'Rechnung', ''];

describe('a surcharge row whose tax column names the VAT', () => {
  const surcharges: Row[] = [
    ...HEAD,
    'Rechnungsnummer: 47110815',
    '',
    'Zu- und Abschläge:',
    [
      [50, 'Art'],
      [300, 'Steuer'],
      [500, 'Betrag'],
    ],
    [
      [50, 'Fremdwährungszuschlag'],
      [300, '19 % USt'],
      [500, '30,00'],
    ],
  ];
  const totals: Row[] = [
    'Steueraufschlüsselung:',
    [
      [50, 'Art'],
      [200, 'Basisbetrag'],
      [350, 'USt. %'],
      [450, 'Steuerbetrag'],
    ],
    [
      [50, 'Umsatzsteuer'],
      [200, '858,75'],
      [350, '19'],
      [450, '163,16'],
    ],
    '',
    [
      [250, 'Rechnungssumme ohne USt.'],
      [450, '858,75'],
    ],
    [
      [250, 'Steuerbetrag'],
      [450, '163,16'],
    ],
    [
      [250, 'Bruttosumme'],
      [450, '1021,91'],
    ],
  ];

  it('is not the VAT: the totals on the next page are', () => {
    const doc = pages(surcharges, totals);
    expect(best(doc, 'Wie hoch ist die Umsatzsteuer insgesamt?')).toBe('163,16');
    expect(best(doc, 'What is the total VAT?')).toBe('163,16');
    expect(best(doc, 'Wie hoch ist der Nettobetrag?')).toBe('858,75');
    expect(best(doc, 'Wie lautet die Flugnummer?')).toBeNull();
  });
});

describe('headings hyphenated over two lines', () => {
  const foot: Row[] = [
    '',
    [
      [350, 'Nettobetrag'],
      [500, '400,00'],
    ],
    [
      [350, 'USt. 19%'],
      [500, '76,00'],
    ],
    [
      [350, 'Rechnungsbetrag'],
      [500, '476,00'],
    ],
  ];

  it('read as one label over the values under them', () => {
    const doc = printedPage([
      ...HEAD,
      [
        [50, 'Rechnungs-'],
        [200, 'Rechnungs-'],
        [350, 'Kunden-'],
      ],
      [
        [50, 'nummer'],
        [200, 'datum'],
        [350, 'nummer'],
      ],
      [
        [50, 'RE-2019-114'],
        [200, '12.06.2019'],
        [350, '10042'],
      ],
      ...foot,
    ]);
    expect(ask(doc, 'Wie lautet die Rechnungsnummer?')).toBe('RE-2019-114');
    expect(ask(doc, 'Wie lautet die Kundennummer?')).toBe('10042');
    expect(ask(doc, 'Was ist das Rechnungsdatum?')).toBe('12.06.2019');
  });

  it('read as one label beside its value', () => {
    const doc = printedPage([
      ...HEAD,
      [[50, 'Rechnungs-']],
      [
        [50, 'nummer:'],
        [200, 'RE-2019-114'],
      ],
      ...foot,
    ]);
    expect(ask(doc, 'Wie lautet die Rechnungsnummer?')).toBe('RE-2019-114');
    expect(ask(doc, 'Wie lautet die Sendungsnummer?')).toBeNull();
  });

  it('read as one label when a cell stacks its words without a hyphen', () => {
    const doc = printedPage([
      'Azure Interior Ltd',
      '1 High St',
      'London EC1A 1BB',
      '',
      'INVOICE',
      '',
      [
        [50, 'Invoice'],
        [200, 'Invoice'],
        [350, 'Due'],
      ],
      [
        [50, 'number'],
        [200, 'date'],
        [350, 'date'],
      ],
      [
        [50, 'INV-0042'],
        [200, '12/06/2019'],
        [350, '12/07/2019'],
      ],
      '',
      [
        [350, 'Total'],
        [500, '£120.00'],
      ],
    ]);
    expect(ask(doc, 'What is the invoice number?')).toBe('INV-0042');
    expect(ask(doc, 'What is the invoice date?')).toBe('12/06/2019');
    expect(ask(doc, 'What is the due date?')).toBe('12/07/2019');
    expect(ask(doc, 'What is the tracking number?')).toBeNull();
  });

  it('leave a line table row broken the same way on its row', () => {
    const doc = printedPage([
      ...HEAD,
      'Rechnungsnummer: RE-2019-114',
      '',
      [
        [50, 'Beschreibung'],
        [300, 'Menge'],
        [380, 'Einzelpreis'],
        [480, 'Positions-'],
      ],
      [[480, 'betrag']],
      [
        [50, 'Montage-'],
        [300, '2'],
        [380, '100,00'],
        [480, '200,00'],
      ],
      [[50, 'arbeiten']],
      [
        [50, 'Material'],
        [300, '1'],
        [380, '200,00'],
        [480, '200,00'],
      ],
      ...foot,
    ]);
    const lines = documentLines(doc.pages);
    expect(lines.map((l) => [l.description, l.amount])).toEqual([
      ['Montage-arbeiten', '200.00'],
      ['Material', '200.00'],
    ]);
  });
});
