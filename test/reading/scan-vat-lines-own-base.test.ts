import { describe, expect, it } from 'vitest';
import { ask, scannedAs } from './positioned-page';

// A Dutch caterer's invoice typed by others (BP-nl-factuur-bruiloftcatering): VAT at 9 % and 21 %,
// each line with its base, no VAT total printed. By OCR the net and the gross were misread
// ("38-379,25", "959169"), so no total showed the two lines to be the VAT; each line shows it
// itself, its rate of its own base.
const MISREAD = { '8.379,25': '38-379,25', '9.591,69': '959169' };

describe('VAT lines that each print their rate and base, the totals misread', () => {
  it('answers their sum as the VAT', () => {
    const page = scannedAs('BP-nl-factuur-bruiloftcatering', MISREAD);
    for (const q of ['BTW?', 'Hoeveel BTW staat er in totaal op de factuur?', 'What is the total VAT?'])
      expect(ask(page, q)).toBe('1212,44');
  });

  it('still answers one rate asked by it, not the sum', () => {
    const page = scannedAs('BP-nl-factuur-bruiloftcatering', MISREAD);
    expect(ask(page, 'BTW 9%?')).toBe('410,40');
  });

  it('gives no sum when a line is not its rate of its base (a figure misread into another)', () => {
    const page = scannedAs('BP-nl-factuur-bruiloftcatering', { ...MISREAD, '410,40': '416,40' });
    for (const q of ['BTW?', 'What is the total VAT?']) expect(ask(page, q)).not.toBe('1218,44');
  });
});
