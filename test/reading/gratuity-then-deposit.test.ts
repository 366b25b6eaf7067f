import { describe, expect, it } from 'vitest';
import {
  ask,
  itemRow as item,
  keyRow as r,
  printedPage,
  typedPage as page,
  type Row,
} from './positioned-page';

// The twenty-ninth batch typed by others: a gratuity added to the bill, then a deposit taken off.
// The amount due is what the arithmetic of the totals block ends in. Each answer below was wrong
// before its change.

describe('a gratuity added to the bill, then a deposit taken off', () => {
  it('leaves the balance after the deposit to pay, the total with the gratuity its gross', () => {
    const dj = page('BR-en-invoice-dj-sound-hire');
    expect(ask(dj, 'What is the balance due?')).toBe('2,350.00');
    expect(ask(dj, 'What amount remains to be paid?')).toBe('2,350.00');
    expect(ask(dj, 'What is the total?')).toBe('2,850.00');
    // The deposit or the gratuity asked alone is not the balance.
    expect(ask(dj, 'How much was the deposit?')).not.toBe('2,350.00');
    expect(ask(dj, 'How much was the gratuity?')).toBe('200.00');
  });

  const bill = (deposit: boolean): Row[] => [
    'PARTYSERVICE HANSEN GMBH',
    'Hafenstraße 4, 20457 Hamburg',
    'Rechnung Nr. 2026-311',
    'Rechnungsdatum 02.11.2026',
    '',
    item('Buffet für 40 Personen', '1.600,00'),
    item('Servicepersonal, 3 Personen, 6 Std.', '540,00'),
    '',
    r('Zwischensumme', '2.140,00'),
    r('Trinkgeld für das Team', '100,00'),
    r('Gesamt', '2.240,00'),
    ...(deposit ? [r('Anzahlung erhalten 01.10.2026', '- 1.000,00'), r('Restbetrag', '1.240,00')] : []),
  ];

  it('holds in German, and a bill that deducts nothing pays the total with the tip', () => {
    const withDeposit = printedPage(bill(true));
    expect(ask(withDeposit, 'Wie hoch ist der Restbetrag?')).toBe('1.240,00');
    expect(ask(withDeposit, 'Wie viel ist noch zu zahlen?')).toBe('1.240,00');
    expect(ask(withDeposit, 'Wie hoch war die Anzahlung?')).not.toBe('1.240,00');
    const none = printedPage(bill(false));
    expect(ask(none, 'Wie viel ist zu zahlen?')).toBe('2.240,00');
  });
});
