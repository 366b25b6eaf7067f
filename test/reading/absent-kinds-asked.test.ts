import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// Questions whose words name something the page does not print, answered before from a value of
// another kind: a day set for later by the bill's own date, "which product" by the line count, the
// customer's IDE number by the customer number.
describe('a day set for later', () => {
  it("is not the bill's date, however the question names what is done then", () => {
    const page = typedPage('BD-en-invoice-pest-control');
    expect(ask(page, 'When is the next scheduled visit?')).toBeNull();
    expect(ask(page, 'When is the upcoming visit?')).toBeNull();
    // The day of what was billed is the bill's own.
    expect(ask(page, 'What was the date of the visit?')).toBe('09/03/2026');
  });

  it('nor in other languages', () => {
    const page = printedPage([
      'Skadedyrkontroll Nord AS',
      [
        [50, 'Faktura nr.'],
        [300, '5521'],
      ],
      [
        [50, 'Fakturadato'],
        [300, '02.02.2026'],
      ],
      [
        [50, 'Kontrollbesøk'],
        [400, '1 200,00'],
      ],
      [
        [50, 'Å betale'],
        [400, '1 500,00'],
      ],
    ]);
    expect(ask(page, 'Når er neste planlagte besøk?')).toBeNull();
  });
});

describe('which thing the page lists, asked', () => {
  it('is no count of its lines', () => {
    const page = typedPage('BD-en-invoice-pest-control');
    expect(ask(page, 'Which rodenticide product was used?')).toBeNull();
    expect(ask(page, 'Which products were supplied?')).toBeNull();
    // How many, or the number of them, is.
    expect(ask(page, 'What is the number of products?')).toBe('4');
    expect(ask(page, 'How many products are billed?')).toBe('4');
  });
});

describe('a number named by a word after it (French)', () => {
  it("gives no customer number for the customer's IDE number", () => {
    const page = typedPage('BD-fr-facture-fleuriste');
    expect(ask(page, 'Quel est le numéro IDE du client ?')).toBeNull();
    expect(ask(page, 'Quel est le numéro client ?')).toBe('0457');
  });
});
