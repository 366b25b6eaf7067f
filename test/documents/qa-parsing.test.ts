import { describe, expect, it } from 'vitest';
import { parseAmount, parseDate } from '../../main/reading/qa/normalize';
import { parseQuestion } from '../../main/reading/qa/question';
import { findValues } from '../../main/reading/qa/values';
import { classifySegment } from '../../main/reading/qa/page-model';
import { splitIntoWords } from '../../main/reading/intake/layout';
import type { Segment } from '../../main/reading/types';

// The small parts the answerer stands on: numbers and dates as printed in five countries, typed
// values found inside text, and questions mapped to what they ask for.

describe('amounts and dates as printed', () => {
  it.each([
    ['1.234,50', 1234.5],
    ['1,234.50', 1234.5],
    ['1 234,50', 1234.5],
    ['12 345 678,90', 12345678.9],
    ['95,00-', -95],
    ['-1.000,00', -1000],
    ['(250.00)', -250],
    ['1234.5', 1234.5],
  ])('%s is %d', (text, value) => expect(parseAmount(text)).toBe(value));

  it('refuses what is not an amount', () => {
    expect(parseAmount('12.34.56')).toBeNull();
    expect(parseAmount('INV-2025')).toBeNull();
  });

  it.each([
    ['2025-03-12', '2025-03-12'],
    ['12.03.2025', '2025-03-12'],
    ['12-03-2025', '2025-03-12'],
    ['12/03/2025', '2025-03-12'],
    ['12.03.25', '2025-03-12'],
    ['12. marts 2025', '2025-03-12'],
    ['12 maart 2025', '2025-03-12'],
    ['12 mars 2025', '2025-03-12'],
    ['March 12, 2025', '2025-03-12'],
    ['1 oktober 2025', '2025-10-01'],
  ])('%s is %s', (text, iso) => expect(parseDate(text)).toBe(iso));

  it('refuses impossible dates', () => {
    expect(parseDate('31.02.2025')).toBeNull();
    expect(parseDate('2025-13-01')).toBeNull();
  });
});

describe('values inside text', () => {
  it('finds amounts but not rates, dates or years', () => {
    expect(findValues('amount', 'Moms 25 %   1.234,50 DKK').map((f) => f.text)).toEqual(['1.234,50']);
    expect(findValues('amount', 'Dato 12.03.2025')).toEqual([]);
  });

  it('accepts only IBANs whose check digits are right', () => {
    expect(findValues('iban', 'IBAN: DK50 0040 0440 1162 43').map((f) => f.normalized)).toEqual([
      'DK5000400440116243',
    ]);
    expect(findValues('iban', 'IBAN: DK51 0040 0440 1162 43')).toEqual([]);
  });

  it('recognises VAT numbers of the five countries', () => {
    for (const vat of [
      'DK12345678',
      'SE556677889901',
      'NO 987 654 321 MVA',
      'NL123456789B01',
      'GB123456789',
    ]) {
      expect(
        findValues('vat', `VAT: ${vat}`).map((f) => f.text),
        vat,
      ).toEqual([vat]);
    }
  });
});

describe('questions in five languages', () => {
  it.each([
    ['What is the total VAT?', 'total_vat'],
    ['Hvor meget er momsen?', 'total_vat'],
    ['Hur mycket moms ska betalas?', 'total_vat'],
    ['What is the amount excluding VAT?', 'total_excl'],
    ['Hva er beløpet uten mva?', 'total_excl'],
    ['Wat is het totaalbedrag inclusief btw?', 'total_incl'],
    ['When is the payment due?', 'due_date'],
    ['Hvornår forfalder fakturaen?', 'due_date'],
    ['Vilket är fakturanumret?', 'invoice_number'],
    ['Wat is het btw-nummer van de leverancier?', 'supplier_vat'],
    ["What is the supplier's VAT number?", 'supplier_vat'],
    ['Hvem er kunden?', 'receiver_name'],
    ['Hva er kundenummeret?', 'customer_number'],
    ['Wie is de leverancier?', 'supplier_name'],
  ])('%s asks for %s', (q, concept) => expect(parseQuestion(q).concept?.id).toBe(concept));

  it('a question about something no label names keeps its own words for the search', () => {
    const q = parseQuestion('What is the project code?');
    expect(q.concept).toBeNull();
    expect(q.keywords).toEqual(['project', 'code']);
  });
});

describe('labels qualified by currency or VAT', () => {
  const segment = (text: string): Segment => {
    const words = splitIntoWords(text, 0, 0, text.length * 6, 10);
    return { x: 0, y: 0, w: text.length * 6, h: 10, text, words, line: 0 };
  };

  it.each([
    ['Total DKK inkl. moms', 'total_incl'],
    ['Subtotal ekskl. moms', 'total_excl'],
    ['Totalt SEK inkl. moms', 'total_incl'],
    ['Total incl. VAT', 'total_incl'],
    ['Moms 25 %', 'total_vat'],
  ])('"%s" is a %s label', (text, concept) => {
    expect(classifySegment(segment(text))?.concept.id).toBe(concept);
  });

  it('still refuses a label followed by words that are not its value', () => {
    expect(classifySegment(segment('Total weight of the delivery in the van'))?.concept.id).not.toBe(
      'total_incl',
    );
  });

  it('"the name of the supplier" asks for the supplier', () => {
    expect(parseQuestion('What is the name of the supplier?').concept?.id).toBe('supplier_name');
    expect(parseQuestion('Hvad er leverandørens navn?').concept?.id).toBe('supplier_name');
    // Whose VAT number: the party word stays a possessive when a real noun is asked for.
    expect(parseQuestion('What is the VAT number of the supplier?').concept?.id).toBe('supplier_vat');
  });
});
