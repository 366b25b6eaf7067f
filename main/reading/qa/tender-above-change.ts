import { QUALIFIER_GROUPS, RECEIPT_WORDS, ROUNDING_PHRASES } from '../lang';
import { CHANGE_AFTER, CHANGE_WORDS, hasPhrase, type Row } from './till-rows';

/**
 * The money handed over where no word of it was read: a till prints it on the line right above the
 * change it gave back ("TENOER 100.00" over "CHANGE/BALANCE 20.65", OCR's misread of TENDER; "PAY
 * 20.00" over "CHANGE 0.80"), whatever word it used. Without it the till's arithmetic (cash less
 * change) never checks the total line, and a total OCR misread by a digit ("DUE 19.29" for 19.20)
 * stands unchallenged. Taken only where no tender was read near the change, from the one amount
 * line right above it that names no total, rounding or tax and is more than the change: the money
 * handed over is more than what it got back. It only confirms a figure another line prints
 * (receipt-total.ts tillArithmetic), so a line taken wrongly here adds no answer of its own.
 */
export function tenderAboveChange(all: Row[], change: Row[], tendered: Row[]): Row[] {
  const out: Row[] = [];
  for (const c of change) {
    if (c.value <= 0 || c.words.length > CHANGE_WORDS) continue;
    if (tendered.some((t) => t.line < c.line && c.line - t.line <= CHANGE_AFTER)) continue;
    const above = all.filter((r) => r.line < c.line && c.line - r.line <= CHANGE_AFTER);
    const last = above[above.length - 1];
    if (!last || change.includes(last) || above.some((r) => r.line === last.line && r !== last)) continue;
    if (last.value <= c.value || namesAnother(last.words) || out.includes(last)) continue;
    out.push(last);
  }
  return out;
}

/** Words of a line that says what it is: a total, a subtotal or discount, a rounding, a tax. */
const namesAnother = (words: string[]): boolean =>
  hasPhrase(words, RECEIPT_WORDS.total) ||
  hasPhrase(words, RECEIPT_WORDS.notTotal) ||
  hasPhrase(words, ROUNDING_PHRASES) ||
  words.some((w) => QUALIFIER_GROUPS.vat.has(w));
