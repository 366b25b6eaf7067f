import { allowanceWords, deductionWords } from '../lang/phrases';
import type { FeatureCandidate } from './candidate';
import { amountString, parseAmount, tokens } from './normalize';

/**
 * Allowances printed among a line table's rows: a discount under its item ("abzgl. | 16,7% Rabatt
 * | -2,00"), an item's own allowances under a heading of their own ("Abschlag Direktbelieferung |
 * 1000,00 -50,00", a ZUGFeRD print's "Zu- und Abschläge der Rechnungsposition"), the invoice's
 * discount under the items ("Rechnungsrabatt 1: 2,00% ... | -5,60"). Something taken off is no item
 * of its own, as an e-invoice's line allowance is none: counted, the ZUGFeRD prints' counts were one
 * too many. A row with a quantity is a line whatever it says (a credit for damage, "Prisavdrag
 * skrivbord | -1 st | 750,00 | -750,00").
 */

/** Every pack's words for something taken off ("Rabatt", "discount", "remise", "Abschlag"). */
const DEDUCTIONS = [...deductionWords(null), ...allowanceWords(null)];

/** A compound closing with such a word is one too ("Rechnungsrabatt", "Sondernachlass", "Kunderabat"). */
const COMPOUND = { word: 5, whole: 8 };

/** A figure with a minus before it: what is taken off. */
const MINUS = /(?:^|[\s(:])[-−–]\s?\d/;

/** A row's words name something taken off and print it with a minus (the quantity is the caller's). */
export function allowanceRow(text: string): boolean {
  if (!MINUS.test(text)) return false;
  return tokens(text).some((t) =>
    DEDUCTIONS.some(
      (d) => t === d || (d.length >= COMPOUND.word && t.length >= COMPOUND.whole && t.endsWith(d)),
    ),
  );
}

/**
 * Whether an allowance lowers the item over it, and by what: printed right under it, it is that
 * item's (lines.ts did so before); further down among the item's rows (under its GTIN, its
 * details), only while the item's amount is still its quantity times its price, the amount before
 * anything was taken off, and the row is not printed left of the item's description, where the
 * invoice's own discount starts. An item's amount already net of its allowances (ZUGFeRD 2's
 * "Toolbox 0815 Stahlcoil | 100,0000 | 10 Stk | 850,00" over its two allowances) stays as printed.
 */
export function lowered(
  item: FeatureCandidate,
  off: number | null,
  place: { rightUnder: boolean; leftOfItem: boolean },
): string | null {
  if (off === null || off >= 0 || typeof item.amount !== 'string') return null;
  const amount = Number(item.amount);
  if (place.rightUnder) return amountString(amount + off);
  const quantity = typeof item.quantity === 'string' ? Number(item.quantity) : null;
  const price = typeof item.unitPrice === 'string' ? parseAmount(item.unitPrice) : null;
  const gross = quantity !== null && price !== null && Math.abs(quantity * price - amount) < 0.005;
  return gross && !place.leftOfItem && amount + off > 0 ? amountString(amount + off) : null;
}
