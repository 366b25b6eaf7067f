import { describe, expect, it } from 'vitest';
import { receiptDocument } from '../fixtures/real/receipt-boxes';
import type { IntakeResult } from '../../main/reading/types';
import { ask, sureness } from './positioned-page';

// A real till receipt (SROIE's words where it printed them) as OCR returned it, once read sure of
// its words and once from a blurred, faded photo whose words OCR was unsure of.
const read = (readConfidence: number | undefined): IntakeResult => {
  const doc = receiptDocument('receipts', 'sroie-145');
  return { ...doc, pages: doc.pages.map((p) => ({ ...p, readConfidence })) };
};

describe('how sure OCR was of a page weighs what is found on it', () => {
  it('a page read sure is answered as sure as a text layer', () => {
    expect(ask(read(0.9), 'What is the total?')).toBe('8.50');
    expect(sureness(read(0.9), 'What is the total?')).toBe(sureness(read(undefined), 'What is the total?'));
  });

  it('a page OCR was unsure of is answered far less sure, or not at all', () => {
    const sure = sureness(read(0.9), 'What is the name of the store?');
    const unsure = sureness(read(0.4), 'What is the name of the store?');
    expect(sure).toBeGreaterThan(0.8);
    expect(unsure).toBeLessThan(sure * 0.7);
  });
});
