import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage } from './positioned-page';

// A letterhead's trades between bars ("DJ  |  Sound  |  Lighting") are a tagline: they label
// nothing beside them, so a question naming one of the trades is not answered with the others.
describe('a tagline of trades between bars', () => {
  it('answers no question that names one of its trades', () => {
    const dj = typedPage('BR-en-invoice-dj-sound-hire');
    expect(ask(dj, 'Who was the DJ?')).toBeNull();
    expect(ask(dj, 'Who did the lighting?')).toBeNull();
  });

  it('still lets one bar part a label from its value', () => {
    const page = printedPage(['Northgate Print Ltd', 'Order ref  |  NG-7741', 'Total due  £ 120.00']);
    expect(ask(page, 'What is the order ref?')).toBe('NG-7741');
  });
});
