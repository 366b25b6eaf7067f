import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// "Which invoice is this?" got nothing and "Welche Rechnung wird hier bezahlt?" the customer; "Which
// invoice does this pay?" the amount due ("pay" is a cue of it), on a till receipt that pays no
// invoice. A question word before the document's title asks which document it is, told by its
// number; asked of the document paid, it asks another one, which this page's number is not.

describe('which document is asked', () => {
  it('is told by its number, in each language', () => {
    expect(ask(page('J-en-uk-solicitor-invoice'), 'Which invoice is this?')).toBe('AR/24/01187');
    expect(ask(page('S-en-us-office-supplies-receipt'), 'Which receipt is this?')).toBe('8812');
    expect(parseQuestion('Welke factuur is dit?').concept?.id).toBe('invoice_number');
    expect(parseQuestion('Which receipt is this?').concept?.id).toBe('invoice_number');
  });

  it('but the document paid is another one', () => {
    expect(ask(page('S-en-us-office-supplies-receipt'), 'Which invoice does this pay?')).toBeNull();
    expect(ask(page('J-en-uk-solicitor-invoice'), 'Welche Rechnung wird hier bezahlt?')).toBeNull();
  });

  it('and a field named after the title is that field, and another document is not this one', () => {
    expect(ask(page('J-en-uk-solicitor-invoice'), 'What invoice date is printed?')).toBe('02/08/2024');
    expect(parseQuestion('What bill amount?').concept?.id).toBe('amount_due');
    expect(parseQuestion('Which bill is this receipt for?').concept?.id).not.toBe('invoice_number');
  });
});
