import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// Money paid before the bill asked by its own word ("Montant de l'acompte ?") is an amount of its
// own: the rest it leaves to pay is never the answer. Pages typed by others: a French renovation
// with "Acompte reçu le 05/06/2024  -1 000,00" above "NET À PAYER  2 579,18 €", a toilet hire with
// an acompte, a US DJ hire with a deposit under its total.
describe('an advance asked by its own word', () => {
  it('is never answered with the rest to pay', () => {
    const reno = typedPage('O-fr-facture-artisan-renovation');
    for (const q of ["Quel est le montant de l'acompte ?", "Montant de l'acompte ?"])
      expect([null, '1 000,00', '-1 000,00']).toContain(ask(reno, q));
    const hire = typedPage('BI-fr-facture-location-toilettes');
    expect(ask(hire, "Montant de l'acompte ?")).not.toBe('692,98');
    const dj = typedPage('BR-en-invoice-dj-sound-hire');
    expect([null, '500.00', '-500.00']).toContain(ask(dj, 'How much was the deposit?'));
  });

  it('still answers the rest asked once the advance is taken off', () => {
    const reno = typedPage('O-fr-facture-artisan-renovation');
    for (const q of [
      "Quel est le net à payer après déduction de l'acompte ?",
      'Combien reste-t-il à payer, acompte déduit ?',
      'Net à payer ?',
    ])
      expect(ask(reno, q)).toBe('2 579,18');
    expect(ask(typedPage('BR-en-invoice-dj-sound-hire'), 'What is the balance due?')).toBe('2,350.00');
  });
});
