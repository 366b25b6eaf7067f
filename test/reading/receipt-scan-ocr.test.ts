import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readIsolated, stopReader } from '../../main/reading/worker';
import { parseAmount, parseDate } from '../../main/reading/qa/normalize';
import { receiptPicture } from '../bench/reading/receipt-scans';
import { ask } from './ask';

// Real till receipts (SROIE) drawn back into pictures where they printed each line, in a
// monospaced font set wide apart as till printers set it, and read with OCR. The expected values
// are the receipts' SROIE keys.

const REAL = join(new URL('.', import.meta.url).pathname, '../fixtures/real');
const picture = (set: string, id: string, photo = false, scale = 1) =>
  receiptPicture(readFileSync(join(REAL, set, `${id}.box`), 'utf8'), scale, photo);
const amountOf = (a: string | null) => (a === null ? null : parseAmount(a.replace(/[^\d.,-]/g, '')));

afterAll(() => stopReader());

describe('scanned till receipts, read with OCR', () => {
  it('reads the totals block of a narrow receipt whole: "2.12", not "12"', async () => {
    // Read as sparse text, the wide-set "2." of every amount was dropped and the total was "12".
    const doc = await readIsolated('receipt.jpg', picture('receipts-more', 'sroie-119'));
    expect(amountOf(ask(doc, 'What is the total?'))).toBe(2.12);
    expect(parseDate(ask(doc, 'What is the date of the receipt?') ?? '')).toBe('2018-01-02');
    expect(ask(doc, 'What is the name of the store?')).toBe('SYARIKAT PERNIAGAAN GIN KEE');
  }, 240_000);

  it('keeps the decimal point of a total set wide apart: 25.40, not 25 or 40', async () => {
    const doc = await readIsolated('receipt.jpg', picture('receipts', 'sroie-144'));
    expect(amountOf(ask(doc, 'What is the total?'))).toBe(25.4);
    expect(ask(doc, 'What is the flight number?')).toBeNull();
  }, 240_000);

  it('reads a phone photo of a faded receipt lit unevenly: the dim half too', async () => {
    // Light falling off across the paper and a hand's shadow: one threshold for the whole picture
    // took the dim paper for ink, nothing below the item lines was read, and the slant was
    // measured at twice the real one: no total, no date, no store. Lit evenly first, all read.
    const doc = await readIsolated('receipt.jpg', picture('receipts', 'sroie-145', true));
    expect(amountOf(ask(doc, 'What is the total?'))).toBe(8.5);
    expect(parseDate(ask(doc, 'What is the date of the receipt?') ?? '')).toBe('2018-03-10');
    expect(ask(doc, 'What is the name of the store?')).toBe('GERBANG ALAF RESTAURANTS SDN BHD');
  }, 240_000);

  it('reads a faded photo a messenger shrank, which tesseract reads as noise, with the second reader', async () => {
    // The photo at 0.6 of its size: letters 12 pixels high, blurred. Tesseract read it 0.5 sure and
    // found no date, no total and no store; PP-OCR (ocr-paddle.ts) reads all three.
    const doc = await readIsolated('receipt.jpg', picture('receipts-more', 'sroie-222', true, 0.6));
    expect(amountOf(ask(doc, 'What is the total?'))).toBe(41);
    expect(parseDate(ask(doc, 'What is the date of the receipt?') ?? '')).toBe('2018-02-27');
    expect(ask(doc, 'What is the name of the store?')).toBe('POPULAR BOOK CO. (M) SDN BHD');
    expect(ask(doc, 'What is the flight number?')).toBeNull();
  }, 240_000);

  it('straightens a shrunk photo held askew before the second reader reads its lines', async () => {
    // Held 1.5° askew, a line across the receipt drifts by its own height: boxed upright, the date
    // and the total lines ran into their neighbours ("TOTAL INCLUDES 6% GST 0.74" was the total,
    // no date was read). Straightened as tesseract straightened it, both read.
    const doc = await readIsolated('receipt.jpg', picture('receipts', 'sroie-148', true, 0.6));
    expect(amountOf(ask(doc, 'What is the total?'))).toBe(13.1);
    expect(parseDate(ask(doc, 'What is the date of the receipt?') ?? '')).toBe('2018-03-18');
    expect(ask(doc, 'What is the tracking number?')).toBeNull();
  }, 240_000);

  it('gives the whole shop name of a line read word by word, not its legal form alone', async () => {
    // PP-OCR reads the wide-set "SWC ENTERPRISE SDN BHD" of a faded photo as four words set apart;
    // the legal form "SDN BHD" was the answer. (It reads "ENTERPRISE" with an O for the P.)
    const doc = await readIsolated('receipt.jpg', picture('receipts-more', 'sroie-150', true));
    expect(ask(doc, 'What is the name of the store?')).toMatch(/^SWC ENTER\w+ SDN BHD$/);
  }, 240_000);

  it('reads a faded receipt its ink took for one lying on its side as it lay', async () => {
    // A till roll's monospaced print stands in columns: on this shrunk photo the columns looked
    // more jagged than the lines, the receipt was turned a quarter and read as noise: no total,
    // no date, no store.
    const doc = await readIsolated('receipt.jpg', picture('receipts-more', 'sroie-545', true, 0.6));
    expect(amountOf(ask(doc, 'What is the total?'))).toBe(7.8);
    expect(parseDate(ask(doc, 'What is the date of the receipt?') ?? '')).toBe('2018-04-04');
    expect(ask(doc, 'What is the name of the store?')).toBe('RESTORAN WAN SHENG');
  }, 240_000);

  it('reads back a legal form OCR misread on a shrunk scan', async () => {
    // At 0.6 of its size tesseract read "DION REALTIES SON BHO (CO. N0:20154-T}": no legal form, so
    // no company, and no store was answered.
    const doc = await readIsolated('receipt.jpg', picture('receipts', 'sroie-583', false, 0.6));
    expect(ask(doc, 'What is the name of the store?')).toBe('DION REALTIES SDN BHD');
  }, 240_000);
});
