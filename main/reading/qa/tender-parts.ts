import { cents } from './receipt-arithmetic';
import type { Row } from './till-rows';

/** How far apart, in lines, the tenders of one payment split are printed: one under the other. */
const SPLIT_LINES = 2;

/**
 * A payment split between tenders one under the other ("CB 40,00", "ESPECES 20,00"): each is a
 * part of the total, none of them the total. Not a tender word far from another (a card slip
 * printed beside the items puts "DEBIT" on an item's row).
 */
export const paidInParts = (tendered: Row[]): boolean =>
  tendered.some((a) =>
    tendered.some(
      (b) => cents(a.value) !== cents(b.value) && Math.abs(a.seg.line - b.seg.line) <= SPLIT_LINES,
    ),
  );

/**
 * A total's line under a split payment that prints one of its parts again: the card terminal's
 * slip ("MONTANT 40,00 EUR" under "CB 40,00" and "ESPECES 20,00"), whose amount is the card's part.
 * It votes for no total: read beside the receipt's own ("TOTAL TTC 54,80"), the later line would
 * win as the last total printed (an equal vote goes to the last). The slip's words may be too few
 * or misread to tell its block (card-slip.ts); the part's figure and its place under the tenders
 * say it.
 */
export const restatesPart = (r: Row, tendered: Row[]): boolean =>
  paidInParts(tendered) && tendered.some((t) => t.line < r.line && cents(t.value) === cents(r.value));
