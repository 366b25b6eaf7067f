import { describe, expect, it } from 'vitest';
import { ask, scannedAs, typedPage } from './positioned-page';

// A scan's total read with three digits after the mark the page prints its cents after ("29,900"
// on a page of "58,00"): not formed as the page's figures are, no figure printed. Nothing is said.

describe("a scan's total not formed as the page's figures", () => {
  it('answers nothing for a total read with three digits after the mark of cents', () => {
    // "EUR 129,90" read "EUR $29,900" on a page of "58,00" and "108,25": no such figure is printed.
    const doc = scannedAs('AY-de-at-rechnung-friseur', { 'EUR 129,90': 'EUR $29,900' });
    expect(ask(doc, 'Brutto?')).toBeNull();
    expect(ask(doc, 'What is the total amount paid?')).toBeNull();
    expect(ask(doc, 'Nettobetrag?')).toBe('108,25');
    expect(ask(doc, 'Was kostete das Haarspray?')).toBeNull();
    expect(ask(typedPage('AY-de-at-rechnung-friseur'), 'Brutto?')).toBe('129,90');
  });
});
