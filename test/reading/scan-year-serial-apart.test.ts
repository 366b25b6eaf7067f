import { describe, expect, it } from 'vitest';
import { ask, scannedAs, typedPage } from './positioned-page';

// A yearly invoice number ("2026-0211") whose mark OCR dropped, read "2026 0211": the year one of
// the page's dates prints, then a serial. Which mark the page printed is unknown, and the number
// without it would be booked as another: nothing is said. A reference that prints its parts apart
// with letters ("HN 2026/0287"), or a text layer, is answered as printed.

describe('a year and a serial read apart on a scan', () => {
  it('says nothing where the mark between them was dropped', () => {
    const doc = scannedAs('BB-nl-factuur-glazenwasser', { '2026-0211': '2026 0211' });
    expect(ask(doc, 'Factuurnummer?')).toBeNull();
    expect(ask(doc, 'What is the invoice number?')).toBeNull();
  });

  it('answers the number read with its mark, and the text layer as printed', () => {
    expect(ask(scannedAs('BB-nl-factuur-glazenwasser', {}), 'Factuurnummer?')).toBe('2026-0211');
    expect(ask(typedPage('BB-nl-factuur-glazenwasser'), 'Factuurnummer?')).toBe('2026-0211');
    const at = scannedAs('AR-de-at-honorarnote-steuerberater', {});
    expect(ask(at, 'What is the invoice number?')).toBe('HN 2026/0287');
  });
});
