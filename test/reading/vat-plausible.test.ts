import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs, typedPage } from './positioned-page';

describe('a VAT total no figure of its page could be charged on is no answer', () => {
  it('a scan that read its separator as a digit into the VAT line is read back at the page rate', () => {
    expect(ask(typedPage('Y-za-furniture-invoice'), 'How much VAT is on this invoice?')).toBe('2 803.57');
    const scan = scannedAs('Y-za-furniture-invoice', { 'R 2 803.57': 'R 21803.57' });
    // '21803.57' shows 2 803.57 digit for digit, the page's one rate of its net (vat-read-back.ts).
    expect(ask(scan, 'How much VAT is on this invoice?')).toBe('2803.57');
    expect(ask(scan, 'What is the total including VAT?')).toBe('21 494.00');
  });

  const invoice = (vatLine: [string, string], total: string) =>
    printedPage([
      [[50, 'Kessler Haustechnik GmbH']],
      [[50, 'Am Anger 3, 99084 Erfurt']],
      '',
      [
        [50, 'Rechnung Nr.'],
        [160, 'SR-2026-044'],
      ],
      '',
      [
        [50, 'Heizungsanlage komplett'],
        [470, '12.400,00'],
      ],
      [
        [300, 'abzgl. Abschlag 1'],
        [470, '-5.000,00'],
      ],
      [
        [300, vatLine[0]],
        [470, vatLine[1]],
      ],
      [
        [300, 'Rechnungsbetrag'],
        [470, total],
      ],
    ]);

  it("a deduction's minus figure read as the VAT of an invoice is no VAT; the right one is", () => {
    const scan = asScan(invoice(['MwSt. 19 %', '-5.950,00'], '8.806,00'));
    expect(ask(scan, 'Wie hoch ist die Mehrwertsteuer?')).toBeNull();
    const right = asScan(invoice(['MwSt. 19 %', '1.406,00'], '8.806,00'));
    expect(ask(right, 'Wie hoch ist die Mehrwertsteuer?')).toBe('1.406,00');
  });

  it("a credit note's VAT is negative with its totals", () => {
    const credit = printedPage([
      [[50, 'KREDITFAKTURA']],
      [[50, 'Möbelhuset i Norr AB']],
      [
        [300, 'Netto'],
        [470, '-6 025,00'],
      ],
      [
        [300, 'Moms 25 %'],
        [470, '-1 506,25'],
      ],
      [
        [300, 'Att återbetala'],
        [470, '-7 531,25'],
      ],
    ]);
    expect(ask(asScan(credit), 'Hur mycket moms krediteras?')).toBe('-1 506,25');
  });
});
