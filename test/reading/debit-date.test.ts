import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// An invoice paid by direct debit states the day the money is taken instead of a due date: that
// day is its due date, printed as a label or in a sentence, the verb before or after the date.

const invoice = (sentence: string, title: string, number: string, dated: string): Row[] => [
  [[50, title]],
  [
    [50, number],
    [200, '1001'],
  ],
  [
    [50, dated],
    [200, '02.04.2024'],
  ],
  '',
  sentence,
];

describe('direct-debit dates are due dates', () => {
  it('a sentence with the verb after the date (Dutch, German)', () => {
    expect(ask(page('L-nl-factuur-energie'), 'When will the amount be debited?')).toBe('15 april 2024');
    expect(ask(page('L-nl-factuur-energie'), 'Vervaldatum?')).toBe('15 april 2024');
    const de = printedPage(
      invoice(
        'Der Rechnungsbetrag wird am 15.04.2024 von Ihrem Konto abgebucht.',
        'Rechnung',
        'Rechnungsnummer',
        'Rechnungsdatum',
      ),
    );
    expect(ask(de, 'Wann ist die Rechnung fällig?')).toBe('15.04.2024');
    expect(ask(de, 'Wann wird der Betrag abgebucht?')).toBe('15.04.2024');
    expect(ask(de, 'Rechnungsdatum?')).toBe('02.04.2024');
  });

  it('a sentence with the verb before the date (French, Danish)', () => {
    const fr = printedPage(
      invoice('Le montant sera prélevé le 15.04.2024 sur votre compte.', 'Facture', 'N° de facture', 'Date'),
    );
    expect(ask(fr, "Quelle est la date d'échéance ?")).toBe('15.04.2024');
    const da = printedPage(
      invoice('Beløbet trækkes den 15.04.2024 via Betalingsservice.', 'Faktura', 'Fakturanr.', 'Fakturadato'),
    );
    expect(ask(da, 'Hvornår trækkes beløbet?')).toBe('15.04.2024');
  });

  it('a debit-date label is the due date', () => {
    expect(ask(page('G-uk-courier-invoice'), 'Due date?')).toBe('14/04/2024');
    expect(ask(page('G-uk-courier-invoice'), "when's the money taken from our account")).toBe('14/04/2024');
  });

  it("a debit's word is no word of the invoice's own date", () => {
    const q = parseQuestion('Op welke datum wordt het bedrag geïncasseerd?');
    if (q.concept?.id === 'invoice_date') expect(q.unexplained).toContain('geincasseerd');
    expect(ask(page('L-nl-factuur-energie'), 'Op welke datum wordt het bedrag geïncasseerd?')).not.toBe(
      '5 april 2024',
    );
  });
});
