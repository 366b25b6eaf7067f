import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage as page } from './positioned-page';

// The fifth batch typed by others (K-, L-, M-): how questions and labels are worded. Each answer
// below was missing before its change.

describe('a "#" printed for a label\'s number word', () => {
  it('is the number word, glued to the value or not', () => {
    // "Check #4127": the label "check number", the value glued to its "#".
    expect(ask(page('M-en-us-restaurant-receipt-tip'), 'What is the check number?')).toBe('4127');
    expect(ask(page('M-en-us-restaurant-receipt-tip'), 'Check #?')).toBe('4127');
    const spaced = printedPage([
      'Pecan Street Smokehouse',
      [
        [40, 'Server: Jolene'],
        [300, 'Check # 4127'],
      ],
      '03/08/2025',
      [
        [40, 'TOTAL'],
        [300, '77.40'],
      ],
    ]);
    expect(ask(spaced, 'What is the check number?')).toBe('4127');
  });

  it('stands for the number word of a label no pack knows', () => {
    // "Table #412", "Table No. 412": the page's own label answers "the table number".
    for (const table of ['Table #412', 'Table No. 412']) {
      const slip = printedPage([
        'Pecan Street Smokehouse',
        [
          [40, table],
          [300, 'Check # 4127'],
        ],
        '03/08/2025',
      ]);
      expect(ask(slip, 'What is the table number?')).toBe('412');
      expect(ask(slip, 'What is the check number?')).toBe('4127');
    }
  });

  it('names no number the page does not label', () => {
    // "Table 14" is no check's number, nor is a table number asked of it any check's.
    expect(ask(page('M-en-us-restaurant-receipt-tip'), 'What is the table number?')).toBeNull();
  });
});
