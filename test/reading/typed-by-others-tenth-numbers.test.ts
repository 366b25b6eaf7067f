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

  it('reads "Inv No :" and a "#" glued to its word ("TRANS# 4471") as number labels', () => {
    const sg = typedPage('AB-sg-electronics-tax-invoice-receipt');
    expect(ask(sg, 'Inv no?')).toBe('SLS-240525-0093');
    expect(ask(sg, 'What is the invoice number on this receipt?')).toBe('SLS-240525-0093');
    const pharmacy = typedPage('AB-us-pharmacy-receipt-rewards');
    expect(ask(pharmacy, 'Trans #?')).toBe('4471');
    expect(ask(pharmacy, 'What is the transaction number?')).toBe('4471');
  });

  it('takes apart label-value pairs two spaces apart on one till line ("Fil 04  Kassa 3  Bon 5530.118")', () => {
    const nl = typedPage('Z-nl-kassabon-supermarkt-statiegeld');
    expect(ask(nl, 'Bonnr?')).toBe('5530.118');
    expect(ask(nl, 'What is the receipt number?')).toBe('5530.118');
    expect(ask(typedPage('Q-sv-kvitto-livs'), 'Kvittonr?')).toBe('4417');
    // A name followed by its registration stays one piece: the shop is the letterhead's.
    expect(ask(nl, 'Winkel?')).toBe('VERSMARKT HOEKSTRA');
  });

  it("reads the receipt's own number, not the card slip's Beleg-Nr.", () => {
    const de = typedPage('AA-de-kassenbon-drogerie');
    expect(ask(de, 'Bon-Nr.?')).toBe('4471');
    expect(ask(de, 'What is the receipt number?')).toBe('4471');
  });

  it('reads a date labelled in two languages by the label after the slash ("Échéance / Due:")', () => {
    const ca = typedPage('AB-ca-snow-removal-invoice-gst-qst');
    expect(ask(ca, 'Due date?')).toBe('2025-02-15');
    expect(ask(ca, 'When is it due?')).toBe('2025-02-15');
  });

  it('answers no named tax the page does not print, where it prints others (HST on GST + QST)', () => {
    const ca = typedPage('AB-ca-snow-removal-invoice-gst-qst');
    expect(ask(ca, 'What is the HST amount?')).toBeNull();
    expect(ask(ca, 'What is the QST amount?')).toBe('160.60');
    expect(ask(typedPage('AB-in-catering-gst-tax-invoice'), 'What is the IGST amount?')).toBeNull();
    // GST is charged as its parts on an Indian invoice: asked by its name, it is their sum.
    expect(ask(typedPage('A-en-in-gst'), 'Total GST charged?')).toBe('11516.40');
  });

  it('reads "taxes" as the tax asked, not the total ("Taxes total?" on a GST + QST invoice)', () => {
    expect(ask(typedPage('AB-ca-snow-removal-invoice-gst-qst'), 'Taxes total?')).toBe('241.10');
  });
});
