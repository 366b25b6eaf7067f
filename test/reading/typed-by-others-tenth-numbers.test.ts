import { describe, expect, it } from 'vitest';
import { ask, typedPage } from './positioned-page';

/**
 * The tenth batch of typed pages (Z-AB): numbers, dates, totals and the VAT asked the way the
 * colleagues wrote them, and the absent questions that must stay unanswered.
 */
describe('typed pages, tenth batch: numbers, dates and totals', () => {
  it('adds up net + VAT = gross with the öre rounding, so the net beside "Momsspec." is no VAT line', () => {
    const page = typedPage('Z-sv-faktura-konferensanlaggning');
    expect(ask(page, 'Moms tot.?')).toBe('8 858,80');
    expect(ask(page, 'Total VAT on the invoice?')).toBe('8 858,80');
    // India's CGST + SGST with a round-off stay their sum, not the summary's one column.
    expect(ask(typedPage('A-en-in-gst'), 'Total GST charged?')).toBe('11516.40');
  });
});
