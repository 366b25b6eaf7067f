import { describe, expect, it } from 'vitest';
import { ask, printedPage, typedPage, type Row } from './positioned-page';

// A till receipt's minus row under an item: a discount of that item ("ACTIE 2 VOOR 12,00 -3,90"),
// no item of its own; or a return the receipt takes back ("RETUR SPACKEL FIN 0,5L -79,00"), which
// is one (till-lines.ts, the packs' `returns`).

describe('returns on till receipts are items of their own', () => {
  it('a Swedish hardware receipt: the return under a quantity row is the sixth item', () => {
    // "MASKERINGSTEJP 36MM" / "2 st x 34,90  69,80" / "RETUR SPACKEL FIN 0,5L  -79,00": the return
    // had been taken as a discount of the tape, and the items counted 5 at 0.66.
    const doc = typedPage('AI-sv-kvitto-jarnhandel');
    expect(ask(doc, 'Antal rader?')).toBe('6');
    expect(ask(doc, 'How many item lines are on the receipt?')).toBe('6');
  });

  const receipt = (last: string, amount: string, total: string): Row[] => [
    'BRICO CENTRE',
    '',
    [
      [150, 'PEINTURE BLANCHE 2,5L'],
      [404, '34,90'],
    ],
    [
      [150, 'ROULEAU 180MM'],
      [410, '8,50'],
    ],
    [[166, '2 x 4,25']],
    [
      [150, last],
      [404, amount],
    ],
    [[150, '------------------------------------']],
    [
      [150, 'TOTAL EUR'],
      [404, total],
    ],
  ];

  it('own wording: a return under an item counts; a discount there does not', () => {
    expect(ask(printedPage(receipt('RETOUR PINCEAU 50MM', '-6,90', '36,50')), 'Nb lignes ?')).toBe('3');
    expect(ask(printedPage(receipt('REMISE FIDELITE', '-6,90', '36,50')), 'Nb lignes ?')).toBe('2');
  });
});
