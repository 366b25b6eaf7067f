import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

// A count in the asker's own words (no pack knows the word) counts the page's lines only where the
// page prints the word on none of them or on all: one line of eight naming it, or the page
// printing only a part of the word ("juletræ" of "juletræsfødder"), says a thing of its own.

describe('a count in the asker own words', () => {
  it('is no count of the lines where the page prints it on some lines or only in part', () => {
    const trees = typedPage('BU-da-faktura-juletraeer');
    for (const q of [
      'Hvor mange juletræsfødder er der bestilt?',
      'Hvor mange juletræer er der bestilt?',
      'Hvor mange nordmannsgraner er der leveret?',
      'Hvor mange pyntegrøntbundter er der?',
    ])
      expect(ask(trees, q)).toBeNull();
  });

  it('still counts the lines where the page prints the word on none of them, or as the lines', () => {
    const trees = typedPage('BU-da-faktura-juletraeer');
    expect(ask(trees, 'Hvor mange forskellige poster står der på juletræsfakturaen?')).toBe('8');
    expect(ask(trees, 'Antal linjer?')).toBe('8');
    expect(ask(typedPage('AH-ca-on-invoice-courier-freight'), 'How many shipments are listed?')).toBe('5');
    expect(ask(typedPage('V-en-in-pharmacy-receipt'), 'How many medicines are listed on the bill?')).toBe(
      '6',
    );
    expect(ask(typedPage('AU-en-nz-tax-invoice-builder'), 'How many stages of the build are itemised?')).toBe(
      '8',
    );
  });
});
