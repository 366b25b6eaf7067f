import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A thing's make or maker is a property of what was fitted or sold, no party of the bill: the
// seller's name is no answer, though a word of the question opens it ("Fliesen" of "Fliesenserie").
describe("a thing's make or maker asked", () => {
  it('gives no party name', () => {
    const tiler = typedPage('BB-de-rechnung-fliesenleger');
    expect(ask(tiler, 'Welche Fliesenserie bzw. welcher Hersteller wurde verbaut?')).toBeNull();
    expect(ask(tiler, 'Welcher Fliesenleger hat die Rechnung geschrieben?')).toBe('Fliesen Brandhuber GmbH');
  });
});
