import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, type Row } from './positioned-page';

// The amount due keyed with a word before the pack's key ("Noch zu zahlender Betrag") was no key:
// the gross above it, before the deposit taken off (its minus sign lost on a scan), was answered as
// what is left to pay. (The Danish "Beløb til betaling" on a scan: scan-vat-from-rate.test.ts.)

const page = (deduction: string, key: string, due: string): Row[] => [
  [
    [300, 'Summe netto'],
    [450, '4.480,70 €'],
  ],
  [
    [300, 'zzgl. 19 % USt.'],
    [450, '851,33 €'],
  ],
  [
    [300, 'Gesamtbetrag brutto'],
    [450, '5.332,03 €'],
  ],
  [
    [50, deduction],
    [450, '2.380,00 €'],
  ],
  [
    [300, key],
    [450, due],
  ],
];

describe('the amount due keyed with a word before the key', () => {
  it('is the figure beside that key, not the gross above it', () => {
    const doc = asScan(
      printedPage(page('abzgl. Abschlagsrechnung AR-2026-031', 'Noch zu zahlender Betrag', '2.952,03 €')),
    );
    expect(ask(doc, 'Zahlbetrag?')).toBe('2.952,03');
    expect(ask(doc, 'How much remains to be paid on this invoice?')).toBe('2.952,03');
  });
});
