import { describe, expect, it } from 'vitest';
import { readBackDates } from '../../main/reading/intake/ocr-dates';

// Dates as OCR read them off faded, shrunk receipt photos (the receipt-scans bench's thumbnails):
// a 0 that lost its sides reads as a 6 or an 8, a 2 as a Z.
const read = (text: string) => readBackDates([{ text, x: 0, y: 0, w: 10, h: 10 }])[0]!.text;

describe('dates OCR misread a digit of', () => {
  it.each([
    ['24-05-Z618', '24-05-2018'],
    ['04/04/2617', '04/04/2017'],
    ['26/82/18', '26/02/18'],
    ['38/05/18', '30/05/18'],
    ['12.06.2O18', '12.06.2018'],
    // The date inside a word OCR did not part: only the date changes.
    ['DATE:15/09/2617', 'DATE:15/09/2017'],
    // A separator read twice.
    ['17//1/2018', '17/1/2018'],
  ])('reads %s back as %s', (printed, date) => {
    expect(read(printed)).toBe(date);
  });

  it.each([
    // A date as read is never changed.
    '30/05/18',
    '16/06/2018',
    // More than one date could hide here: 16/10/86, or 16/18/80 read month first.
    '16/18/86',
    // Digits lost, not misread: nothing to read back.
    '2/03/201',
    // Letters with no digits, a phone number, an amount: no date's shape.
    'SO/OS/OO',
    '03-2163-2766',
    '1.234.56',
  ])('leaves %s as read', (printed) => {
    expect(read(printed)).toBe(printed);
  });

  it('joins a day to the rest of its date when OCR read the first separator as a space', () => {
    const words = readBackDates([
      { text: 'DATE', x: 0, y: 0, w: 40, h: 10 },
      { text: '05', x: 100, y: 0, w: 20, h: 10 },
      { text: '03-2018', x: 126, y: 1, w: 70, h: 10 },
      { text: '19:02:50', x: 210, y: 0, w: 80, h: 10 },
    ]);
    expect(words.map((w) => w.text)).toEqual(['DATE', '05-03-2018', '19:02:50']);
    expect(words[1]).toMatchObject({ x: 100, w: 96 });
  });

  it('joins a day and its separator to a month and year OCR ran together', () => {
    // "Datum 23.03.2026 16:21" read "Datum | 23. | 032026 | m1621": the second dot lost.
    const words = readBackDates([
      { text: 'Datum', x: 0, y: 0, w: 50, h: 10 },
      { text: '23.', x: 100, y: 0, w: 20, h: 10 },
      { text: '032026', x: 124, y: 1, w: 50, h: 10 },
      { text: 'm1621', x: 190, y: 0, w: 40, h: 10 },
    ]);
    expect(words.map((w) => w.text)).toEqual(['Datum', '23.03.2026', 'm1621']);
  });

  it.each([
    // No month 13; a two-digit year leaves the run's parts open; a day without its separator is
    // a count or a number before a reference ("Pos 3 | 032026").
    ['23.', '132026'],
    ['23.', '0326'],
    ['3', '032026'],
  ])('leaves %s | %s apart', (day, rest) => {
    const words = readBackDates([
      { text: day, x: 100, y: 0, w: 20, h: 10 },
      { text: rest, x: 124, y: 0, w: 50, h: 10 },
    ]);
    expect(words.map((w) => w.text)).toEqual([day, rest]);
  });

  it('leaves a number a column away from a month and year apart', () => {
    // "Qty 5" and a period "03-2018" printed in the next column are no date.
    const words = readBackDates([
      { text: '5', x: 100, y: 0, w: 10, h: 10 },
      { text: '03-2018', x: 200, y: 0, w: 70, h: 10 },
    ]);
    expect(words.map((w) => w.text)).toEqual(['5', '03-2018']);
  });
});
