import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findOnPage, parseQuestion } from '../../main/reading/qa/answer';
import { parseAmount } from '../../main/reading/qa/normalize';
import type { IntakeResult } from '../../main/reading/types';
import { boxesToPage, receiptDocument } from '../fixtures/real/receipt-boxes';
import { bestAnswer } from './ask';

// Till receipts of the SROIE set (their own OCR boxes): the total printed the many ways tills print
// it. Each expected total is the SROIE key's, not what Kontera happened to answer.

const RECEIPTS = join(new URL('.', import.meta.url).pathname, '../fixtures/real/receipts');
const box = (id: string): string => readFileSync(join(RECEIPTS, `${id}.box`), 'utf8');
const receipt = (boxFile: string): IntakeResult => ({
  name: 'receipt.jpg',
  kind: 'image',
  pageCount: 1,
  pages: [boxesToPage(boxFile)],
});

const ask = bestAnswer;
const amount = (a: { answer: string } | null) =>
  a === null ? null : parseAmount(a.answer.replace(/[^\d.,-]/g, ''));

describe('the total of a till receipt', () => {
  it.each([
    // A "TOTAL" column header above the first item's price; the total line starts with "TAKEOUT".
    { id: 'sroie-148', total: 13.1, how: 'TAKEOUT TOTAL (INCL GST) under a QTY ITEM TOTAL header' },
    { id: 'sroie-249', total: 130.0, how: 'TOTAL INCL. OF GST and TOTAL AMT ROUNDED' },
    { id: 'sroie-532', total: 43.4, how: 'abbreviated: Z ITEM AMT RM43.40, TTL CASH RM43.40' },
    { id: 'sroie-583', total: 5.0, how: 'AMOUNT INCL. GST on a parking ticket without cash or change' },
    // "ACCEPTED TOTAL 2.00" is what was handed over: 2.00 − change 0.50 = the total 1.50.
    { id: 'sroie-585', total: 1.5, how: 'ACCEPTED TOTAL 2.00 and CHANGE 0.50 under TOTAL AMOUNT 1.50' },
    { id: 'sroie-133', total: 248.05, how: 'ROUNDING then TOTAL, a GST summary with its own TOTAL below' },
    { id: 'sroie-528', total: 25.85, how: 'TOTAL beside ITEM: 5, TOTAL SAVING: 0.00 on the same line' },
  ])('$id: $how', ({ id, total }) => {
    const doc = receipt(box(id));
    expect(amount(ask(doc, 'What is the total?'))).toBe(total);
    expect(amount(ask(doc, 'How much was paid?'))).toBe(total);
    expect(amount(ask(doc, 'What is the total amount?'))).toBe(total);
  });

  it('is sure when two lines agree or cash minus change confirms it, less when one line says it', () => {
    // TAKEOUT TOTAL 13.10, TOTAL ROUNDED 13.10, cash 20.00 − change 6.90.
    expect(ask(receipt(box('sroie-148')), 'What is the total?')?.confidence).toBeGreaterThan(0.85);
    // Only "AMOUNT INCL. GST 5.00" and "ACCEPTAD TOTAL 5.00": two lines, no till arithmetic.
    expect(ask(receipt(box('sroie-583')), 'What is the total?')?.confidence).toBeGreaterThan(0.8);
  });

  it('points at the amount, not at its label, when both share a segment ("TOTAL : 248.05")', () => {
    const page = receipt(box('sroie-133')).pages[0]!;
    const hit = findOnPage(page, parseQuestion('What is the total?'));
    const line = page.segments.find((s) => s.text.startsWith('TOTAL :') && s.text.includes('248.05'));
    expect(hit?.found.text).toBe('248.05');
    expect(line).toBeDefined();
    expect(hit!.found.box.x).toBeGreaterThan(line!.x + line!.w / 3);
  });

  it('says nothing when the totals block is cut off: cash and change alone do not print the total', () => {
    // sroie-435 without its "7 TOTAL 75.70" line: the items, then CASH 100.00 and CHANGE 24.30.
    const cut = box('sroie-435')
      .split('\n')
      .filter((row) => !/,TOTAL$/.test(row.trim()) && !/,75\.70$/.test(row.trim()))
      .join('\n');
    expect(cut).not.toMatch(/75\.70/);
    const doc = receipt(cut);
    expect(ask(doc, 'What is the total?')).toBeNull();
    expect(ask(doc, 'How much was paid?')).toBeNull();
  });

  // OCR garbles a till's print: the faults below are the ones tesseract made on these receipts'
  // pictures (the receipt-scans bench), put into the real transcripts.
  const garbled = (id: string, from: RegExp, to: string): IntakeResult => {
    const rows = box(id).split('\n');
    const at = rows.findIndex((row) => from.test(row));
    expect(at).toBeGreaterThanOrEqual(0);
    rows[at] = rows[at]!.replace(from, to);
    return receipt(rows.join('\n'));
  };

  it('takes cash minus change as the total where OCR garbled the total label ("si 75.70")', () => {
    // sroie-435: TOTAL 75.70, CASH 100.00, CHANGE 24.30.
    const doc = garbled('sroie-435', /,TOTAL$/, ',si');
    expect(amount(ask(doc, 'What is the total?'))).toBe(75.7);
    expect(amount(ask(doc, 'How much was paid?'))).toBe(75.7);
  });

  it('takes the cash as the total when no change was given and the total has no readable label', () => {
    // sroie-255 as SROIE transcribed it: "T L 94.00", CASH 94.00, CHANGE 0.00.
    const doc = receiptDocument('receipts-more', 'sroie-255');
    expect(amount(ask(doc, 'What is the total?'))).toBe(94);
    expect(amount(ask(doc, 'How much was paid?'))).toBe(94);
  });

  it('reads a decimal point OCR took for a colon beside the total, not in a time', () => {
    // sroie-585: TOTAL AMOUNT 1.50, ACCEPTED TOTAL 2.00, CHANGE 0.50; printed at 27/06/18 10:08.
    const rows = box('sroie-585')
      .replace(/,1\.50 RM/g, ',1:50 RM')
      .replace(',2.00 RM', ',2:00 RM');
    const doc = receipt(rows);
    expect(amount(ask(doc, 'What is the total?'))).toBe(1.5);
    expect(amount(ask(doc, 'How much was paid?'))).toBe(1.5);
    expect(amount(ask(doc, 'What is the total amount?'))).not.toBe(10.08);
  });

  // The receipt's own sums: what OCR made of the receipt-scans bench's photos and thumbnails.
  const more = (id: string): string => readFileSync(join(RECEIPTS, '../receipts-more', `${id}.box`), 'utf8');
  const garbledAll = (boxFile: string, faults: [RegExp, string][]): IntakeResult => {
    const doc = receipt(faults.reduce((text, [from, to]) => text.replace(from, to), boxFile));
    // Read by OCR, as the faults were: a text layer's labels are not second-guessed.
    doc.pages[0]!.readConfidence = 0.8;
    return doc;
  };

  it('takes the amount a net and its tax add up to over a total line OCR misread ("53.39")', () => {
    // sroie-172: TOTAL INCL. GST@6% RM 53.30 read as 53.39; EDC (the card) RM 53.30; GST S@6% 50.28 + 3.02.
    const doc = garbledAll(more('sroie-172'), [[/,RM 53\.30\n/, ',RM 53.39\n']]);
    expect(doc.pages[0]!.lines.join('\n')).toMatch(/53\.39/);
    expect(amount(ask(doc, 'What is the total?'))).toBe(53.3);
    // Asked as what was paid too: nothing was taken off the printed total, and the sums decide it.
    expect(amount(ask(doc, 'How much was paid?'))).toBe(53.3);
    // Without the GST summary nothing tells the two apart, and the total line is read as printed.
    const noSummary = garbledAll(more('sroie-172'), [
      [/,RM 53\.30\n/, ',RM 53.39\n'],
      [/,50\.28\n/, ',50.2B\n'],
    ]);
    expect(amount(ask(noSummary, 'What is the total?'))).toBe(53.39);
  });

  it('tells the VAT a receipt says its total includes from the total ("TOTAL INCLUDED GST @ 6% : 1.09")', () => {
    // sroie-279: DUE 19.20 read as "DU", the change 0.80 as "0.a0": no label or till sum names 19.20.
    const doc = garbledAll(more('sroie-279'), [
      [/,DUE\n/, ',DU\n'],
      [/,0\.80\n/, ',0.a0\n'],
    ]);
    const total = ask(doc, 'What is the total?');
    expect(amount(total)).toBe(19.2);
    expect(amount(ask(doc, 'How much was paid?'))).toBe(19.2);
    expect(amount(ask(doc, 'What is the total VAT?'))).not.toBe(19.2);
  });

  it('reads a total whose decimal point OCR lost in wide print ("TOTAL : 7 80")', () => {
    // sroie-545: TOTAL (INCLUSIVE OF GST) 7.80, TOTAL 7.80, CASH 7.80, as OCR read them.
    const doc = garbledAll(more('sroie-545'), [
      [/,7\.80\n/, ',7 80\n'],
      [/,7\.80\n/, ',7 80\n'],
      [/,7\.80\n/, ',7 89\n'],
    ]);
    expect(doc.pages[0]!.lines.join('\n')).not.toMatch(/7\.80/);
    expect(amount(ask(doc, 'What is the total?'))).toBe(7.8);
  });

  it('reads a total PP-OCR parted at its lost point ("NET TOTAL" | "85" | "20")', () => {
    // sroie-610 as a faded photo: the point of NET TOTAL 85.20 not seen, the cash misread.
    const doc = garbledAll(more('sroie-610'), [
      [/\n482,817,543,817,543,842,482,842,85\.20/, '\n482,817,543,817,543,842,482,842,85.2O'],
      [
        /\n424,847,543,847,543,872,424,872,85\.20/,
        '\n424,847,464,847,464,872,424,872,85\n497,847,543,847,543,872,497,872,20',
      ],
      [/\n401,1058,464,1058,464,1080,401,1080,85\.20/, '\n401,1058,464,1058,464,1080,401,1080,85.28'],
    ]);
    expect(doc.pages[0]!.lines.join('\n')).not.toMatch(/85\.20/);
    expect(amount(ask(doc, 'What is the total?'))).toBe(85.2);
  });

  it('takes cash minus change as the total where OCR garbled the total\'s figure ("TOTAL Z9. 70")', () => {
    // sroie-435 as a phone photo read it: TOTAL 75.70 as "Z9. 70", CASH 100.00, CHANGE 24.30.
    const doc = garbledAll(box('sroie-435'), [[/,75\.70$/m, ',Z9. 70']]);
    expect(doc.pages[0]!.lines.join('\n')).not.toMatch(/75\.70/);
    expect(amount(ask(doc, 'What is the total?'))).toBe(75.7);
  });

  it('takes the amount a total-with-VAT line is the VAT of, where OCR garbled the total ("DUE 230")', () => {
    // sroie-246 as a scan read it: DUE 7.50 as "230", the item's figures misread, the VAT line
    // "(TOTAL INCLUDED GST 6% 0.42)" left as the only total; 0.42 is the 6% in the 7.50 printed
    // under the item.
    const doc = garbledAll(more('sroie-246'), [
      [/\n403,670,464,670,464,699,403,699,7\.50/, '\n403,670,464,670,464,699,403,699,T0'],
      [/\n566,666,662,666,662,695,566,695,7\.50 S/, '\n566,666,662,666,662,695,566,695,1.30 5'],
      [/\n563,868,623,868,623,894,563,894,7\.50/, '\n563,868,623,868,623,894,563,894,230'],
    ]);
    expect(amount(ask(doc, 'What is the total?'))).toBe(7.5);
  });

  it('leaves the VAT and questions a receipt cannot answer alone', () => {
    const doc = receipt(box('sroie-148'));
    expect(amount(ask(doc, 'What is the total VAT?'))).not.toBe(13.1);
    expect(ask(doc, 'What is the flight number?')).toBeNull();
    expect(ask(doc, 'What is the tracking number?')).toBeNull();
  });
});
