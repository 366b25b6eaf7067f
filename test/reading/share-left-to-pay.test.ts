import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

describe("what is left to pay once an insurer's share comes off the gross", () => {
  it("gives the patient's own share, the VAT and net under the gross passed over", () => {
    const page = typedPage('BJ-de-rechnung-hoerakustik');
    expect(ask(page, 'Welcher Betrag ist zu zahlen?')).toBe('2.210,10');
    expect(ask(page, 'What amount has to be paid?')).toBe('2.210,10');
    expect(ask(page, 'Wie hoch ist der Gesamtbetrag brutto?')).toBe('3.743,90');
  });

  it('does so on another page, and keeps the gross where nothing comes off', () => {
    const rows = (deduction: boolean) =>
      printedPage([
        'Optik Brandner GmbH',
        [
          [340, 'Rechnungs-Nr.:'],
          [440, 'OB-1187'],
        ],
        '',
        [
          [50, 'Gleitsichtbrille, komplett'],
          [480, '890,00 €'],
        ],
        '',
        [
          [300, 'Gesamtbetrag brutto'],
          [480, '890,00 €'],
        ],
        [
          [300, 'darin enthalten 19 % USt.'],
          [480, '142,10 €'],
        ],
        ...(deduction
          ? [
              [
                [300, 'abzgl. Zuschuss Krankenkasse'],
                [480, '-120,00 €'],
              ] as [number, string][],
              [
                [300, 'Ihr Anteil'],
                [480, '770,00 €'],
              ] as [number, string][],
            ]
          : []),
      ]);
    expect(ask(rows(true), 'Welcher Betrag ist zu zahlen?')).toBe('770,00');
    expect(ask(rows(false), 'Welcher Betrag ist zu zahlen?')).toBe('890,00');
  });
});
