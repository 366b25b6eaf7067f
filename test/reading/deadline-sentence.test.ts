import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page, type Row } from './positioned-page';

// A due date printed in prose: after a deadline word in a sentence about paying, after a clause of
// stop words that goes on from the one before ("d. h. bis zum"), or on the line a debit wraps to.

const invoice = (...prose: string[]): Row[] => [
  [[50, 'Rechnung']],
  [
    [50, 'Rechnungsnummer'],
    [200, '1001'],
  ],
  [
    [50, 'Datum'],
    [200, '02.04.2024'],
  ],
  '',
  ...prose,
];

describe('due dates in payment prose', () => {
  it('a deadline word in a sentence about paying', () => {
    expect(ask(page('B-da-craftsman'), 'Hvad er betalingsfristen?')).toBe('22.03.2024');
    expect(ask(page('R-de-rechnung-beratung'), 'Zahlungsziel Datum?')).toBe('26.07.2024');
    // The sentence opens on the line above, this line going on in lower case.
    expect(ask(page('F-de-rechnung-skonto'), 'Fällig netto am?')).toBe('12.05.2024');
  });

  it('a clause of stop words goes on from the one before', () => {
    expect(ask(page('R-de-rechnung-elektro'), 'Fälligkeitsdatum?')).toBe('02.10.2024');
  });

  it('a debit sentence wrapping to the date', () => {
    expect(ask(page('Q-da-faktura-el'), 'Betalingsdato?')).toBe('01.11.2024');
  });

  it('no deadline of anything but paying', () => {
    const garage = printedPage(
      invoice(
        'Règlement : carte bancaire le 02.04.2024 – reste dû 0,00 €',
        'Prochaine vidange conseillée à 138 450 km ou au plus tard le 27/05/2025.',
      ),
    );
    expect(ask(garage, "Quelle est la date d'échéance de la facture ?")).toBeNull();
    const delivery = printedPage(invoice('Lieferung spätestens bis 12.05.2024, Zahlung nach Erhalt.'));
    expect(ask(delivery, 'Fälligkeitsdatum?')).toBeNull();
  });
});

describe('due dates asked by the verb of settling or debiting', () => {
  it('"zu begleichen" and "trukket" ask the due date, not the invoice date', () => {
    expect(
      ask(page('AA-de-rechnung-webagentur'), 'Bis zu welchem Datum ist die Rechnung zu begleichen?'),
    ).toBe('19.11.2024');
    expect(ask(page('Q-da-faktura-el'), 'Hvornår bliver beløbet trukket?')).toBe('01.11.2024');
  });
});
