import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// An Indian tax invoice charging "CGST 9%" and "SGST 9%" (832.23 each) over "Total GST 1,664.46",
// as the scan bench read it: the CGST's figure misread ('33223'), the SGST's read whole. Asked the
// two together, the SGST's line alone is a part of what is asked, no answer.

describe('named taxes asked together, one of them unread', () => {
  const file = join(new URL('.', import.meta.url).pathname, '../fixtures/ocr-read/tax-part-unread.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it('does not answer the one tax read for both', () => {
    expect(ask(doc, 'How much CGST plus SGST is charged?')).not.toBe('832.23');
    expect(ask(doc, 'What are CGST and SGST together?')).not.toBe('832.23');
  });

  it('still answers the tax read when asked alone', () => {
    expect(ask(doc, 'What is the SGST?')).toBe('832.23');
    expect(ask(doc, 'Grand total?')).toBe('10,911.00');
  });

  it('answers no absent field', () => {
    expect(ask(doc, 'What is the IGST?')).toBeNull();
    expect(ask(doc, 'What is the purchase order number?')).toBeNull();
  });
});
