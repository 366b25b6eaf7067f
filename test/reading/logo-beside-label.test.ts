import { describe, expect, it } from 'vitest';
import { layoutPage, splitIntoWords } from '../../main/reading/intake/layout';
import type { IntakeResult, Word } from '../../main/reading/types';
import { ask } from './positioned-page';

// A scan fed in askew and straightened: the ZUGFeRD logo at the top right ('FeRD', in print three
// times the text's size) comes out level with the heading "Rechnungsersteller" over the issuer's
// block at the left, as the bench's askew scan of ZUGFeRD_1p0_BASIC_Einfach read it.
const cell = (text: string, x: number, y: number, size: number): Word[] =>
  splitIntoWords(text, x, y, text.length * size * 0.55, size);

const page = (logo: boolean): IntakeResult => ({
  name: 'scan.jpg',
  kind: 'image',
  pageCount: 1,
  pages: [
    layoutPage(1, 595, 842, [
      ...cell('Rechnungsersteller', 40, 40, 8),
      ...(logo ? cell('FeRD', 480, 33, 22) : []),
      ...cell('Lieferant GmbH', 54, 54, 11),
      ...cell('Lieferantenstraße 20', 54, 68, 11),
      ...cell('RECHNUNG', 365, 69, 11),
      ...cell('80333 München', 54, 82, 11),
      ...cell('Rechnungsnummer', 365, 82, 8),
      ...cell('471102', 538, 83, 11),
      ...cell('Deutschland', 54, 97, 11),
      ...cell('Rechnungsdatum', 365, 97, 8),
      ...cell('05.03.2013', 520, 98, 11),
      ...cell('Rechnungssumme Brutto (inkl. USt.)', 40, 400, 9),
      ...cell('235,62', 500, 400, 9),
    ]),
  ],
});

describe('a logo level with a label', () => {
  it('is not the value of the label beside it: the issuer is the block under its heading', () => {
    expect(ask(page(false), 'Wer hat die Rechnung ausgestellt?')).toBe('Lieferant GmbH');
    expect(ask(page(true), 'Wer hat die Rechnung ausgestellt?')).toBe('Lieferant GmbH');
    expect(ask(page(true), 'Who issued the invoice?')).toBe('Lieferant GmbH');
  });
});
