import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// The twenty-ninth batch: a levy besides VAT asked by its name ("la taxe de séjour", "de
// G-rekening") where the page prints none is neither its VAT nor its total.

describe('a levy besides VAT asked by its name', () => {
  it('is not the VAT where the page prints no such levy', () => {
    const page = typedPage('BS-fr-facture-spa');
    expect(ask(page, 'Quel est le montant de la taxe de séjour ?')).toBeNull();
    expect(ask(page, 'Combien de TVA ?')).toBe('340,00');
  });

  it('is not the total where the page names no G-account', () => {
    const page = typedPage('BR-nl-factuur-asbestsanering');
    expect(ask(page, 'Welk bedrag moet naar de G-rekening?')).toBeNull();
    expect(ask(page, 'Hoeveel btw?')).toBe('986,88');
  });
});
