import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// The balance asked after an advance was taken off, naming what was bought in the asker's words
// ("How much do we still owe for the excavator hire after the deposit?", "pour la salle",
// "voor het personeelsfeest"): the advance makes it the whole bill's balance, as "in total" does,
// so those words need no printing; nothing was answered before. The advance itself must still be
// printed above the balance.
describe('the balance asked after an advance, naming what was bought', () => {
  it('answers the balance due', () => {
    expect(
      ask(
        typedPage('BD-en-tax-invoice-equipment-hire'),
        'How much do we still owe for the excavator hire after the deposit?',
      ),
    ).toBe('997.43');
    expect(
      ask(
        typedPage('AZ-fr-facture-location-salle'),
        "Il nous reste combien à régler pour la salle, une fois l'acompte déduit ?",
      ),
    ).toBe('2 186,00');
  });

  it('answers nothing where the page takes no advance off', () => {
    const page = printedPage([
      'Ironbark Hire Co',
      [
        [50, 'Mini excavator 1.7t'],
        [400, '855.00'],
      ],
      [
        [50, 'Tilt trailer'],
        [400, '195.00'],
      ],
      [
        [330, 'Total inc GST'],
        [500, '1,155.00'],
      ],
    ]);
    expect(ask(page, 'How much do we still owe for the excavator hire after the deposit?')).toBeNull();
    expect(ask(page, 'How much do we owe for the excavator?')).toBeNull();
  });
});
