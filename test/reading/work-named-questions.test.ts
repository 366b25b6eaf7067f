import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// A question naming the work billed by the asker's own noun asks of the whole document: its due
// date is for all it bills ("Hvornår skal vi senest have betalt for pudsningen?"). A question
// asking whose thing the work was done on asks its owner, the customer, not a business whose name
// prints the thing ("Whose pool was serviced?" of Crystal Cove Pool Care).

const gardener = () =>
  printedPage([
    [[50, 'GREENLEAF GARDENS LTD']],
    [[50, '14 Orchard Lane, Leeds LS6 2AB']],
    '',
    [
      [50, 'Bill to'],
      [350, 'Invoice no.'],
      [450, 'GL-3391'],
    ],
    [
      [50, 'Harriet Moss'],
      [350, 'Invoice date'],
      [450, '02/05/2026'],
    ],
    [
      [50, '3 Elm Row, Leeds'],
      [350, 'Due date'],
      [450, '16/05/2026'],
    ],
    '',
    [
      [50, 'Hedge trimming, front and back'],
      [500, '120.00'],
    ],
    [
      [50, 'Lawn mowing and edging'],
      [500, '45.00'],
    ],
    [
      [350, 'Total'],
      [500, '165.00'],
    ],
  ]);

describe('the due date asked by the work billed', () => {
  it('answers where the page prints the work', () => {
    expect(
      ask(page('AX-da-faktura-vinduespudser'), 'Hvornår skal vi senest have betalt for pudsningen?'),
    ).toBe('26.03.2026');
    expect(ask(gardener(), 'When do we have to pay for the hedge trimming by?')).toBe('16/05/2026');
    expect(ask(gardener(), 'By when must we pay for the mowing?')).toBe('16/05/2026');
  });

  it('stays silent where the work named is not on the page', () => {
    expect(ask(gardener(), 'By when must we pay for the roof repair?')).toBeNull();
    expect(
      ask(page('AX-da-faktura-vinduespudser'), 'Hvornår skal vi senest have betalt for tagudskiftningen?'),
    ).toBeNull();
  });
});

describe('the business asked as "the ... guys" by what it does', () => {
  it('is the issuer where the page prints what they do', () => {
    expect(ask(page('AB-ca-snow-removal-invoice-gst-qst'), 'By when do we have to pay the snow guys?')).toBe(
      '2025-02-15',
    );
    expect(ask(gardener(), 'When do we need to pay the lawn guys?')).toBe('16/05/2026');
  });

  it('is another business where the page does not print it', () => {
    expect(ask(gardener(), 'When do we need to pay the plumbing guys?')).toBeNull();
  });
});

describe('whose thing the work was done on', () => {
  it('is the customer, not the business named by the thing', () => {
    expect(ask(page('AX-en-au-tax-invoice-pool-maintenance'), 'Whose pool was serviced?')).toBe(
      'Natalie Brennan',
    );
    expect(ask(gardener(), 'Whose lawn was mowed?')).not.toBe('GREENLEAF GARDENS LTD');
  });
});
