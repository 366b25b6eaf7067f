import { describe, expect, it } from 'vitest';
import { notAName } from '../../main/reading/qa/name-shape';
import { ask, typedPage as page } from './positioned-page';

// Questions about something these pages do not print, each answered at 0.97 before: the answer
// must be nothing, while the same pages still answer what they do print.

describe('absent questions on pages typed by others', () => {
  it('a word typed in capitals is an abbreviation asked, not another language filler', () => {
    // "EIN" (a US employer number) is German "ein": dropped, "the store's ?" was the store's name.
    const doc = page('Y-us-hardware-receipt');
    expect(ask(doc, "What is the store's EIN?")).toBeNull();
    expect(ask(doc, 'What is the name of the store?')).toMatch(/granger hardware/i);
  });

  it('a phrase of lower-case words is no one name', () => {
    // "Trainer travel & local conveyance" is an item line, not who the trainer was.
    expect(ask(page('Y-in-training-invoice'), 'Who was the trainer?')).toBeNull();
    expect(notAName('travel & local conveyance')).toBe(true);
    expect(notAName('bol.com')).toBe(false);
    expect(notAName('Koffiebar Den Uil BV')).toBe(false);
  });

  it("a party's name words say whose, not what: no contact person from the name line", () => {
    const doc = page('W-nl-be-factuur-tweedehands-winstmarge');
    expect(ask(doc, 'Wie is de contactpersoon bij Koffiebar Den Uil?')).toBeNull();
    expect(ask(doc, 'Wie is de klant?')).toMatch(/koffiebar den uil/i);
  });
});
