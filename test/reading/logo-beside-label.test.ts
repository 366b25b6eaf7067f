import { describe, expect, it } from 'vitest';
import { ask, sizedPage, type SizedCell } from './positioned-page';

// A scan fed in askew and straightened: the ZUGFeRD logo at the top right ('FeRD', in print three
// times the text's size) comes out level with the heading "Rechnungsersteller" over the issuer's
// block at the left, as the bench's askew scan of ZUGFeRD_1p0_BASIC_Einfach read it.
const page = (logo: boolean) =>
  sizedPage([
    ['Rechnungsersteller', 40, 40, 8],
    ...(logo ? [['FeRD', 480, 33, 22] as SizedCell] : []),
    ['Lieferant GmbH', 54, 54, 11],
    ['Lieferantenstraße 20', 54, 68, 11],
    ['RECHNUNG', 365, 69, 11],
    ['80333 München', 54, 82, 11],
    ['Rechnungsnummer', 365, 82, 8],
    ['471102', 538, 83, 11],
    ['Deutschland', 54, 97, 11],
    ['Rechnungsdatum', 365, 97, 8],
    ['05.03.2013', 520, 98, 11],
    ['Rechnungssumme Brutto (inkl. USt.)', 40, 400, 9],
    ['235,62', 500, 400, 9],
  ]);

describe('a logo level with a label', () => {
  it('is not the value of the label beside it: the issuer is the block under its heading', () => {
    expect(ask(page(false), 'Wer hat die Rechnung ausgestellt?')).toBe('Lieferant GmbH');
    expect(ask(page(true), 'Wer hat die Rechnung ausgestellt?')).toBe('Lieferant GmbH');
    expect(ask(page(true), 'Who issued the invoice?')).toBe('Lieferant GmbH');
  });
});
