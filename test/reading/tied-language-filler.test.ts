import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A question Danish and Norwegian read alike is of one of those two: Swedish "kunde" (could) is
// no filler of theirs but their customer, which the question asks.
describe('a question of two tied languages', () => {
  it("keeps a word those languages name a thing by, though another's filler", () => {
    const plumber = typedPage('AI-da-faktura-vvs');
    expect(ask(plumber, 'Hvem står som kunde på regningen fra blikkenslageren?')).toBe('Helle Vestergaard');
    expect(ask(plumber, 'Hvem står som kunde på regningen?')).toBe('Helle Vestergaard');
  });
});
