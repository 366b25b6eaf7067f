import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A Swiss invoice rounds its gross to 5 Rappen on a line of its own that takes money off
// ("Rundungsdifferenz  -0.02"): what is owed is the rounded figure under it, whatever its label.

describe('a rounding that takes money off the gross', () => {
  it('makes the rounded figure the total (twenty-sixth batch calibration invoice)', () => {
    const calibration = page('BM-de-rechnung-kalibrierung');
    expect(ask(calibration, 'Total?')).toBe("1'069.25");
    expect(ask(calibration, 'Was kostet uns die Kalibrierung insgesamt?')).toBe("1'069.25");
    expect(ask(calibration, 'Wie hoch ist der Rechnungsbetrag?')).toBe("1'069.25");
    // Asked before the rounding, the total is as printed.
    expect(ask(calibration, 'Total exkl. MWST?')).toBe('989.15');
  });

  const bill = (adjustment: string, rounded: string) =>
    printedPage([
      'Velo Huber AG',
      'Rechnung 88',
      '',
      [
        [300, 'Total inkl. MWST'],
        [450, '212.43'],
      ],
      [
        [300, 'Rundungsdifferenz'],
        [450, adjustment],
      ],
      [
        [300, 'Rechnungsbetrag CHF'],
        [450, rounded],
      ],
    ]);

  it('holds either sign, and not where the figures do not add up', () => {
    expect(ask(bill('-0.03', '212.40'), 'Total?')).toBe('212.40');
    expect(ask(bill('0.02', '212.45'), 'Total?')).toBe('212.45');
    expect(ask(bill('-0.03', '212.35'), 'Total?')).toBe('212.43');
  });
});
