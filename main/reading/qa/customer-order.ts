import { ORDER_SIDES } from '../lang';
import { tokens } from './normalize';
import type { PageModel } from './page-types';
import type { ParsedQuestion } from './question';

const SELLER = ORDER_SIDES.seller.map((t) => t.split(' '));
const BUYER = ORDER_SIDES.buyer.map((t) => t.split(' '));

/** A one-word label this long is read inside a compound ("rekvisitionsnummer", "Bestellnummer"). */
const LONG = 7;

/** Whether the folded words hold one of the phrases: its words in a row, or a long word inside one. */
const holds = (all: readonly string[], phrases: readonly string[][]): boolean =>
  phrases.some((p) =>
    p.length === 1 && p[0]!.length >= LONG
      ? all.some((t) => t.includes(p[0]!))
      : all.some((_, i) => p.every((w, k) => all[i + k] === w)),
  );

/** A label's words: the segment's before its first number. */
const labelWords = (seg: readonly string[]): string[] => {
  const at = seg.findIndex((t) => /\d/.test(t));
  return at < 0 ? [...seg] : seg.slice(0, at);
};

/**
 * The order number a customer gave, asked where the page prints only the seller's own: "Welche
 * Bestellnummer hat der Kunde angegeben?" of an invoice printing "Auftrag: AB-24-1126", "Hvad er
 * vores rekvisitionsnummer?" of a web shop's "Ordrenr.: W-583120". The seller numbers the orders
 * it takes; the buyer's purchase order or requisition is another number, which the page does not
 * print. Asked as the buyer's by the customer as its party or by a buyer's word; only where every
 * order label the page prints is the seller's and none the buyer's ("Ihr Auftrag" is the buyer's).
 * A neutral label ("Order No.") may be either, and answers as before.
 */
export function customerOrderUnprinted(model: PageModel, q: ParsedQuestion): boolean {
  if (q.concept?.id !== 'order_number') return false;
  if (q.party !== 'receiver' && !holds(tokens(q.text), BUYER)) return false;
  const labels = model.segs
    .filter((s) => s.label?.concept.id === 'order_number')
    .map((s) => labelWords(s.tokens));
  return labels.length > 0 && labels.every((l) => holds(l, SELLER) && !holds(l, BUYER));
}
