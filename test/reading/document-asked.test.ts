import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// "Which invoice does this pay?" was answered with the amount due ("pay" is a cue of it), and
// "Welche Rechnung wird hier bezahlt?" with the customer: a question word before the document's
// title asks which document it is, and a document is told by its number.

describe('which document is asked', () => {
  it('is told by its number, in each language', () => {
    expect(ask(page('J-en-uk-solicitor-invoice'), 'Which invoice does this pay?')).toBe('AR/24/01187');
    expect(parseQuestion('Welche Rechnung wird hier bezahlt?').concept?.id).toBe('invoice_number');
    expect(parseQuestion('Welke factuur is dit?').concept?.id).toBe('invoice_number');
    expect(parseQuestion('Which receipt is this?').concept?.id).toBe('invoice_number');
  });

  it('but a field named after the title is that field, and another document is not this one', () => {
    expect(ask(page('J-en-uk-solicitor-invoice'), 'What invoice date is printed?')).toBe('02/08/2024');
    expect(parseQuestion('What bill amount?').concept?.id).toBe('amount_due');
    expect(parseQuestion('Which bill is this receipt for?').concept?.id).not.toBe('invoice_number');
  });
});
