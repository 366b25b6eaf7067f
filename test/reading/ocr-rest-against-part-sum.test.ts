import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A scan's rest to pay that the gross less the deduction makes stands against a net and its tax
// that add up in a sentence below it (a part's, the labour of § 35a EStG).

describe("a scan's rest to pay, read twice over", () => {
  it('keeps a rest the gross less the deduction makes against a part sum in a sentence', () => {
    // The net read "91817150": no net + VAT = gross, and the § 35a sentence's 2.516,00 + 478,04 =
    // 2.994,04 was taken for the page's sum.
    const doc = scannedAs('AJ-de-rechnung-heizungsbau', { '9.817,50': '91817150' });
    expect(ask(doc, 'Restbetrag?')).toBe('5.732,83');
    expect(ask(doc, 'How much is still owed on this invoice?')).toBe('5.732,83');
    expect(ask(doc, 'Was kostet der Warmwasserspeicher?')).toBeNull();
    expect(ask(doc, 'Wie viel kosteten die Monteurstunden?')).toBeNull();
  });
});
