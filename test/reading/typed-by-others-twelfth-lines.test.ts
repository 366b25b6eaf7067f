import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// Line counts and VAT on the twelfth batch typed by others (AF-, AG-, AH-) and the older pages
// that showed the same faults of kind: each answer below was missing before its change.

describe("a till's items with their VAT rate after the price (till-line-rows.ts)", () => {
  it('"TVÄTTPROGRAM GULD | 249,00 | 25%": the price is the item\'s, the rate its column', () => {
    const doc = typedPage('AF-sv-kvitto-biltvatt');
    expect(ask(doc, 'Hur många artikelrader finns på kvittot?')).toBe('6');
    expect(ask(doc, 'How many item lines are listed?')).toBe('6');
  });
});

describe('a fee is no VAT compound (qualified-total.ts)', () => {
  it('"Flygplatsavgift 20,00" is a charge of the fare, not the VAT', () => {
    const doc = typedPage('D-sv-taxi-kvitto');
    expect(ask(doc, 'Hur många prisrader finns det?')).toBe('2');
    expect(ask(doc, 'Hur mycket moms?')).toBe('30,11');
  });

  it('"Egenavgift 125,00" (a patient\'s own charge) is an item of the pharmacy\'s receipt', () => {
    const doc = typedPage('K-sv-kvitto-apotek');
    expect(ask(doc, 'Hur många varurader finns på kvittot?')).toBe('4');
  });
});

describe('the totals as a row of figures under the items (lines.ts)', () => {
  it('"15 008,90 | 25,00 | 3 752,23 | SEK 18 761,00": the first figure sums the items, no item', () => {
    const doc = typedPage('AF-sv-faktura-stadfirma');
    expect(ask(doc, 'Hur många rader har fakturan?')).toBe('5');
    expect(ask(doc, 'How many invoice lines are there?')).toBe('5');
  });
});
