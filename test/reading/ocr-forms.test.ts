import { describe, expect, it } from 'vitest';
import { readBackForms } from '../../main/reading/intake/ocr-forms';

// Shop names as OCR read them off shrunk receipt scans (the receipt-scans bench's small scans):
// the legal form that closes the name read as look-alike letters and digits.
const read = (line: string) =>
  readBackForms(line.split(' ').map((text, i) => ({ text, x: i * 60, y: 0, w: 50, h: 10 })))
    .map((w) => w.text)
    .join(' ');

describe('legal forms OCR misread a letter of', () => {
  it.each([
    ['DION REALTIES SON BHO (CO. N0:20154-T}', 'DION REALTIES SDN BHD (CO. N0:20154-T}'],
    ['FARMASI MALURI 5/8 (587969-U)', 'FARMASI MALURI S/B (587969-U)'],
    // One of the two misread, its own full stop kept.
    ['SANUNG REALITI S0N. BHD', 'SANUNG REALITI SDN. BHD'],
  ])('reads %s back as %s', (printed, name) => {
    expect(read(printed)).toBe(name);
  });

  it.each([
    // A fraction on an item's line, and the English word "son", are no legal form.
    'PIPE 5/8 INCH',
    'QTY 5/8',
    'JOHN SMITH & SON',
    // A form as printed stays as it is.
    'DION REALTIES SDN BHD',
    // A form that does not close a name: words follow.
    'MAPLE SON BHO LANE',
  ])('leaves %s as read', (printed) => {
    expect(read(printed)).toBe(printed);
  });

  it('reads only words of one line as a form', () => {
    const words = readBackForms([
      { text: 'DION', x: 0, y: 0, w: 50, h: 10 },
      { text: 'REALTIES', x: 60, y: 0, w: 50, h: 10 },
      { text: 'SON', x: 120, y: 0, w: 50, h: 10 },
      { text: 'BHO', x: 0, y: 30, w: 50, h: 10 },
    ]);
    expect(words.map((w) => w.text)).toEqual(['DION', 'REALTIES', 'SON', 'BHO']);
  });
});
