import { describe, expect, it } from 'vitest';
import { notAName } from '../../main/reading/qa/name-shape';
import { ask, typedPage as page } from './positioned-page';

// A party's name is never a value of another kind: each of these was given as a name at 0.97 on
// the seventh batch of pages typed by others (Q-S) before name-shape.ts knew it.

describe("a name's shape", () => {
  it('an e-mail or web address, a rate, a date or a line of figures is no name', () => {
    for (const text of [
      'billing@chinookcomputer.ca',
      'Sales Tax 7% (parts)',
      '14.10.2024',
      '2024-10-30',
      '0447 Term 03',
    ])
      expect(notAName(text)).toBe(true);
  });

  it('names with figures stay names', () => {
    for (const text of ['99 SPEED MART S/B', '7-Eleven', 'Tømrerfirmaet 2000 ApS', '3M Company'])
      expect(notAName(text)).toBe(false);
  });

  it("a till's terminal line is passed over for the store's name above it", () => {
    expect(ask(page('Q-sv-kvitto-livs'), 'Vilken butik är kvittot från?')).toBe('Matkassen Ekbacken');
  });
});
