import { describe, expect, it } from 'vitest';
import { parseQuestion } from '../../main/reading/qa/question';
import { ask, typedPage as page } from './positioned-page';

// Re-wordings that got no answer though the page states the value: terse shortenings joined by a
// dot or run together ("Förf.dag?", "RNr?"), the receiver in one compound word, a plain word for a
// business other than the pack's first ("firm", "boîte") with what it does beside it, a visit to the
// shop as the purchase ("innom"), and paying as what "went on" the card.

describe('terse and everyday wordings of printed values', () => {
  it('writes out shortenings joined by a dot or run together', () => {
    expect(ask(page('Z-sv-faktura-konferensanlaggning'), 'Förf.dag?')).toBe('2024-10-20');
    expect(parseQuestion('RNr?').concept?.id).toBe('invoice_number');
    expect(parseQuestion('Forf.dato?').concept?.id).toBe('due_date');
  });

  it('reads a printed label typed with a hyphen ("Bill-to name?") as the label, not one filler word', () => {
    expect(ask(page('A-en-us-hvac'), 'Bill-to name?')).toBe('Pecan Street Dental Group');
    expect(parseQuestion('Ship-to address?').concept?.id).toBe('delivery_address');
    // Filler words joined by a hyphen still name one thing: the check-in date is no invoice date.
    expect(parseQuestion('What is the check-in date?').unexplained).toContain('checkin');
  });

  it('reads the receiver named in one compound word', () => {
    expect(ask(page('Z-sv-faktura-konferensanlaggning'), 'Fakturamottagare?')).toBe(
      'Nordkraft Installation AB',
    );
  });

  it('reads what a business does beside a plain word for one as whose, not another thing', () => {
    expect(parseQuestion("C'est quelle boîte de sécurité qui facture ?").concept?.id).toBe('supplier_name');
    const firm = parseQuestion('Which security firm sent the invoice?');
    expect(firm.concept?.id).toBe('supplier_name');
    expect(firm.unexplained).toEqual([]);
    // Not beside a trade: the project architect is a person the page need not name.
    expect(ask(page('V-en-us-contractor-invoice'), 'Who is the project architect?')).toBeNull();
  });

  it('answers a visit to the shop and what went on the card', () => {
    expect(ask(page('Z-no-kvittering-bakeri'), 'Når var vi innom bakeriet?')).toBe('12.04.2025');
    expect(ask(page('AB-us-pharmacy-receipt-rewards'), 'How much went on the debit card?')).toBe('34.74');
  });
});
