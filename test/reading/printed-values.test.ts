import { describe, expect, it } from 'vitest';
import { splitIntoWords } from '../../main/reading/intake/layout';
import { classifySegment } from '../../main/reading/qa/page-model';
import { findValues } from '../../main/reading/qa/values';
import type { Segment } from '../../main/reading/types';

// Values as invoices written by others print them (seen on Indian, US and Dutch invoices).
describe('printed values', () => {
  it('reads a whole amount beside its currency, and not a bare whole number', () => {
    expect(findValues('amount', 'Grand Total Rs 1234').map((f) => f.normalized)).toEqual(['1234']);
    expect(findValues('amount', 'Total 120 EUR').map((f) => f.normalized)).toEqual(['120']);
    expect(findValues('amount', 'Total $ 15').map((f) => f.normalized)).toEqual(['15']);
    expect(findValues('amount', 'Qty 12 pcs')).toEqual([]);
    expect(findValues('amount', 'Invoice 2018')).toEqual([]);
  });

  it('reads a number printed with spaces round its dashes as one number', () => {
    const [found] = findValues('reference', 'Nr. 01.234.567.8 - 2018 - 1 vom 06.12.2018');
    expect(found?.normalized).toBe('01.234.567.8-2018-1');
    expect(findValues('reference', 'RE-4711 - Lieferung').map((f) => f.normalized)).toEqual(['RE-4711']);
  });

  it('reads a date with a space before its comma', () => {
    expect(findValues('date', 'Date: April 2 , 2018').map((f) => f.normalized)).toEqual(['2018-04-02']);
  });
});

describe('printed labels that are not labels', () => {
  it('a citation of the law is not the invoice number', () => {
    const segment = (text: string): Segment => {
      const words = splitIntoWords(text, 0, 0, text.length * 6, 10);
      return { x: 0, y: 0, w: text.length * 6, h: 10, text, words, line: 0 };
    };
    expect(classifySegment(segment('§4 Nr. 10a UStG'))).toBeNull();
    // The same citation where the PDF's font gives "§" as "$" (ZUGFeRD insurance invoices).
    expect(classifySegment(segment('$4 Nr. 10a UStG'))).toBeNull();
    expect(classifySegment(segment('Total due $4.11'))?.concept.id).toBe('amount_due');
    expect(classifySegment(segment('Nr. 4711'))?.concept.id).toBe('invoice_number');
  });
});
