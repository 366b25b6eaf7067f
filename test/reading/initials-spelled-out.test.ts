import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A sole trader's sender line cuts the first name to its initial ("J. Albrecht · Lotter Straße
// 52 · 49078 Osnabrück"), the footer's first cell prints the business in full beside its bank and
// tax numbers ("Jörg Albrecht Klavierbau"): a piano tuner's bill, pages typed by others, the
// thirty-first batch. The name in full is the issuer's.
describe('a name cut to an initial', () => {
  it('yields to the name the page spells out', () => {
    const tuner = typedPage('BW-de-rechnung-klavierstimmung');
    expect(ask(tuner, 'Wer hat die Rechnung ausgestellt?')).toBe('Jörg Albrecht Klavierbau');
    expect(ask(tuner, 'Who issued the invoice?')).toBe('Jörg Albrecht Klavierbau');
  });

  it('answers nothing else', () => {
    const tuner = typedPage('BW-de-rechnung-klavierstimmung');
    expect(ask(tuner, 'Wie lautet die Bestellnummer der Musikschule?')).toBeNull();
    expect(ask(tuner, "What is the customer's VAT ID?")).toBeNull();
    expect(ask(tuner, 'What is the serial number of the Steinway grand?')).toBeNull();
  });
});
