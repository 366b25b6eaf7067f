import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// Absent questions on pages typed by others, answered before with something else the page prints:
// the store's name for its manager's, the invoice number for a PO number, the invoice number for
// a deposit's check. The answer must be nothing; what the pages do print still answers.

describe('absent questions: whose thing, which number', () => {
  it("a possessor is asked, not said of the word before it: the store manager's name", () => {
    expect(parseQuestion("What's the store manager's name?").unexplained).toEqual(['manager']);
    expect(parseQuestion("What's the store's name?").unexplained).toEqual([]);
    for (const id of ['J-en-ca-retail-receipt-gst-pst', 'S-en-us-office-supplies-receipt']) {
      const doc = page(id);
      expect(ask(doc, "What's the store manager's name?"), id).toBeNull();
      expect(ask(doc, "What's the store's name?"), id).not.toBeNull();
    }
  });

  it("a label read word for word is not the classifier's shared word: the invoice's PO number", () => {
    expect(parseQuestion("What is the invoice's PO number?").concept?.id).toBe('order_number');
    // A word more than the label is the classifier's to read: the total with VAT, not the VAT.
    expect(parseQuestion('Quel est le total TVA comprise ?').concept?.id).toBe('total_incl');
    const doc = page('AB-uk-coffee-shop-receipt');
    expect(ask(doc, "What is the invoice's PO number?")).toBeNull();
    expect(ask(doc, 'What is the receipt number?')).toBe('R-10388');
  });

  it("a letter alone is no title's word: \"Deposit rec'd\" does not name the deposit's check", () => {
    const doc = page('AB-us-printing-invoice-deposit');
    expect(ask(doc, 'What was the check number for the deposit?')).toBeNull();
    expect(ask(doc, 'What is the invoice number?')).toBe('58213');
  });
});
