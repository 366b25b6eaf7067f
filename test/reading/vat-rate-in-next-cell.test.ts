import { describe, expect, it } from 'vitest';
import { ask, asScan, printedPage, type Row } from './positioned-page';

// A sentence saying part of a bill bears no VAT ("no VAT is shown on them") is no VAT of nought for
// the whole bill while a VAT line charges a rate, even where a scan split that line into cells
// ("VAT" | "20% on buyer's premium") and misread its figure: then the VAT is unread, not zero.

const auction = (vatLine: Row): ReturnType<typeof printedPage> =>
  asScan(
    printedPage([
      'HARTWELL & PENROSE',
      "BUYER'S INVOICE",
      [
        [50, 'Invoice No.'],
        [150, '26-04417'],
      ],
      '',
      [
        [90, 'Totals'],
        [340, '735.00'],
        [405, '183.75'],
        [480, '9118:75'],
      ],
      vatLine,
      [
        [300, 'Invoice total'],
        [480, '955150'],
      ],
      [
        [300, 'BALANCE DUE'],
        [475, '£755.50'],
      ],
      "Hammer prices are sold under the Auctioneers' Margin Scheme: no VAT is shown on them and none",
      'is reclaimable.',
    ]),
  );

describe('a VAT rate printed in the cell after the VAT word', () => {
  it('is a VAT charged: the sentence of no VAT on part answers no nought', () => {
    const split = auction([
      [300, 'VAT'],
      [340, "20% on buyer's premium"],
      [485, '56775'],
    ]);
    expect(ask(split, 'VAT?')).toBeNull();
    expect(ask(split, 'How much VAT is charged?')).toBeNull();
  });

  it('still lets a page that charges no VAT at all say so', () => {
    const none = auction([
      [300, 'VAT'],
      [340, 'none charged'],
      [485, '0.00'],
    ]);
    expect(ask(none, 'VAT?')).toBe('0.00');
  });
});
