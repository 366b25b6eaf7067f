import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, scannedAs } from './positioned-page';

// Till receipts typed by others, read as OCR read them at 200 dpi: a row of the VAT table (rate,
// net, VAT, gross) whose VAT cell lost its separator ("220" of 2,20), or whose net did ("370" of
// 3,70) so only its VAT and gross tell the rate. The row's other figures still show its VAT.
describe('a till VAT table whose rows OCR misread', () => {
  it('reads the VAT of a one-rate row from its net and gross where its own cell lost its comma', () => {
    const page = scannedAs('AY-de-kassenbon-metzgerei', { '320|2,20': '220' });
    for (const q of ['Wie viel Mehrwertsteuer ist im Betrag enthalten?', 'How much VAT is included?'])
      expect(ask(page, q)).toBe('2,20');
  });

  it("sums rows read one from its net and one from its gross (the other row's net misread)", () => {
    const page = scannedAs('D-nl-kassabon-buurtsuper', { '278|3,70': '370', '272.5|15,13': '1S.' });
    for (const q of ['Hoeveel btw zit erin?', 'Total VAT amount?']) expect(ask(page, q)).toBe('1,81');
  });

  it('reads a row whose gross stands right of its VAT ("BTW | Totaal"), its net misread', () => {
    const page = scannedAs('AO-nl-kassabon-supermarkt', {
      '305|3,51': '351',
      '230|12,78': 'L2 UE',
      '230|51,73': '5172',
      '305|6,19': '619',
    });
    for (const q of ['Totaal btw?', 'What is the total VAT on this receipt?'])
      expect(ask(page, q)).toBe('6,19');
  });

  const till = (net: string, gross: string) =>
    asScan(
      printedPage([
        [[60, 'BAECKEREI KORN']],
        [
          [60, 'Roggenbrot'],
          [300, '4,20'],
        ],
        [
          [60, 'Brezeln'],
          [300, '3,28'],
        ],
        [
          [60, 'SUMME EUR'],
          [300, '7,48'],
        ],
        [
          [60, 'MwSt'],
          [120, 'Netto'],
          [200, 'MwSt'],
          [300, 'Brutto'],
        ],
        [
          [60, 'A 7,0%'],
          [120, net],
          [200, '049'],
          [300, gross],
        ],
      ]),
    );

  it('answers where rate, net and gross agree, and nothing where they do not', () => {
    expect(ask(till('6,99', '7,48'), 'Wie viel MwSt?')).toBe('0,49');
    // 7,48 less 6,48 is 1,00, no 7 % of 6,48: the misread cell's figure cannot be told.
    expect(ask(till('6,48', '7,48'), 'Wie viel MwSt?')).toBeNull();
  });
});
