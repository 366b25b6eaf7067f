import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A ticket handed over at a counter prints the day the things were left and the day to collect
// them: "Dépôt le 03/03/2026 | 10:42" and "À retirer le : ven. 06/03/2026 dès 17h" (a dry
// cleaner's, pages typed by others, the thirty-first batch). The ticket is dated the day it was
// written and paid; the pick-up day is a later one.
describe('a date to collect things later', () => {
  it('is not the document date; the day stamped with its time is', () => {
    const pressing = typedPage('BV-fr-ticket-pressing');
    expect(ask(pressing, 'Date ?')).toBe('03/03/2026');
    expect(ask(pressing, 'À quelle date le ticket a-t-il été émis ?')).toBe('03/03/2026');
    expect(ask(pressing, 'What is the date of the receipt?')).toBe('03/03/2026');
    const cobbler = printedPage([
      'HEEL BAR EXPRESS',
      'Ticket 5521',
      'Received 12/05/2026 09:14',
      'Ready for collection: Sat 16/05/2026',
      '1 Resole pair  24.00',
      'TOTAL  24.00',
    ]);
    expect(ask(cobbler, 'What is the date of the ticket?')).toBe('12/05/2026');
  });

  it('is asked by its own words, which the document date does not answer', () => {
    const pressing = typedPage('BV-fr-ticket-pressing');
    expect(ask(pressing, 'Quelle est la date de retrait ?')).toBeNull();
    expect(ask(pressing, 'What is the collection date?')).toBeNull();
    expect(ask(pressing, "Quel est le prénom de l'employé qui a encaissé ?")).toBeNull();
    expect(ask(pressing, 'Quelle est la date d’échéance de paiement ?')).toBeNull();
  });

  it('leaves a thing the page only mentions with its date undated by a clock', () => {
    const page = printedPage([
      'Atelier Rahmen & Bild',
      'Rechnung 2026-114',
      'Lieferung vom 28.02.2026',
      'Gesamtbetrag 120,00 €',
    ]);
    expect(ask(page, 'Rechnungsdatum?')).toBeNull();
  });
});
