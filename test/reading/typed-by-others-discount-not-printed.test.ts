import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A discount the page grants none of is not its total: only the discount's own line answers.

describe('a discount the page grants none of', () => {
  it('is not its total', () => {
    const vet = typedPage('BQ-fr-facture-veterinaire');
    for (const q of [
      "Quel est le montant de l'escompte pour paiement comptant ?",
      'Quel est le montant de la remise ?',
      'How much is the discount?',
    ])
      expect(ask(vet, q)).toBeNull();
    expect(ask(vet, 'Quel est le total à payer ?')).toBe('868,71');
  });

  it('is not its total where it prints that none is granted', () => {
    // "Escompte pour paiement anticipé : néant."
    const page = typedPage('AJ-fr-facture-electricien');
    expect(ask(page, "Quel est le montant de l'escompte pour paiement comptant ?")).toBeNull();
    expect(ask(page, "Quel est le net à payer après déduction de l'acompte ?")).toBe('1 375,64');
  });

  it("is read from the discount's own line where the page prints one", () => {
    expect(ask(typedPage('AC-sv-kvitto-mobelbutik'), 'Hur stor var rabatten?')).toBe('-299,00');
  });
});
