import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { ask } from './positioned-page';

// A coworking invoice under "Description | Qty | Rate excl. | Amount excl." as the scan bench read
// it: only the printing row's quantity and rate read ('1240', '0.85'), so the table kept that row
// alone, its amount unsure; the rows' own reading finds all five, their amounts adding up to the
// printed "Total excl. VAT R 16 034.00".

describe('a table that kept one row of several', () => {
  const file = join(new URL('.', import.meta.url).pathname, '../fixtures/ocr-read/table-of-one-row.json');
  const doc = JSON.parse(readFileSync(file, 'utf8')) as IntakeResult;

  it('counts the rows their sum proves', () => {
    expect(ask(doc, 'How many line items are there?')).toBe('5');
    expect(ask(doc, 'How many different charges are on the invoice?')).toBe('5');
  });

  it('answers no absent field', () => {
    expect(ask(doc, 'What is the purchase order number?')).toBeNull();
    expect(ask(doc, 'How much was the discount?')).toBeNull();
  });
});
