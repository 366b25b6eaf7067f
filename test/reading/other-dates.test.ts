import { describe, expect, it } from 'vitest';
import type { IntakeResult } from '../../main/reading/types';
import { boxesToPage, receiptDocument } from '../fixtures/real/receipt-boxes';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ask, printedPage } from './positioned-page';

// A date printed without a label is taken as the document's own only when no word beside it makes
// it some other date: a card's expiry, a validity, a birth date.

const BOXES = join(new URL('.', import.meta.url).pathname, '../fixtures/real/receipts-more');

describe("a date that is not the document's", () => {
  it("is not a till receipt's date: the member card's expiry when OCR garbled the real date", () => {
    // sroie-222 as the receipt-scans picture read it: "217027/IB 21:22" for "27/02/18 21:22".
    const rows = readFileSync(join(BOXES, 'sroie-222.box'), 'utf8').replace(
      ',27/02/18 21:22',
      ',217027/IB 21:22',
    );
    const doc: IntakeResult = { name: 'r.jpg', kind: 'image', pageCount: 1, pages: [boxesToPage(rows)] };
    expect(ask(doc, 'What is the date of the receipt?')).toBeNull();
    // Read as printed, the receipt's own date is still found before the card's.
    expect(ask(receiptDocument('receipts-more', 'sroie-222'), 'What is the date of the receipt?')).toBe(
      '27/02/18',
    );
  });

  it.each([
    ['en', 'MEMBER CARD VALID', 'What is the date of the receipt?'],
    ['da', 'MEDLEMSKORT GYLDIG TIL', 'Hvad er datoen på kvitteringen?'],
    ['de', 'KUNDENKARTE GÜLTIG BIS', 'Was ist das Datum des Belegs?'],
  ])('%s: "%s" before the sale\'s date is passed over', (_lang, words, question) => {
    const doc = printedPage([
      'VERBENA CONFECTIONERY SDN BHD',
      [
        [50, words],
        [200, '31/12/19'],
      ],
      [
        [50, '12/05/2018 15:16'],
        [200, 'CASHIER 3'],
      ],
      [
        [50, 'TOTAL'],
        [200, '75.70'],
      ],
      [
        [50, 'CASH'],
        [200, '100.00'],
      ],
      [
        [50, 'CHANGE'],
        [200, '24.30'],
      ],
    ]);
    expect(ask(doc, question)).toBe('12/05/2018');
  });
});
