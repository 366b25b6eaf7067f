import { ROUNDING_PHRASES, TIP_WORDS } from '../lang';
import { sameCents, tokens } from './normalize';
import { namesTax, type TillRow } from './till-line-rows';
import { hasPhrase } from './till-rows';

/**
 * The items a page bills after its subtotal's tax, untaxed: a fee passed on at cost ("KV 32011
 * Grundbuchabrufgebühren  16,00" under "Zwischensumme 1.268,00" and "Umsatzsteuer 19 %  240,92",
 * over "Rechnungsbetrag  1.524,92"), which is no part of the taxed subtotal but of what is billed.
 * Row `end` is the subtotal the items above it add up to; under it the tax rows, then item rows,
 * then the total, which the arithmetic must show is the subtotal, its taxes and those items: the
 * tax rows themselves are no items, nor is a tip or a rounding added after the tax ("Tip  50.00"
 * under "Sales Tax"): what the payer adds, no thing billed. Anything else under the subtotal says
 * nothing: [].
 */
export function itemsAfterTax(rows: readonly TillRow[], end: number): TillRow[] {
  const subtotal = rows[end]?.amount;
  if (subtotal === null || subtotal === undefined) return [];
  let i = end + 1;
  let taxes = 0;
  for (; rows[i]?.amount != null && namesTax(rows[i]!); i++) taxes += rows[i]!.amount!;
  if (i === end + 1) return [];
  const items: TillRow[] = [];
  for (; rows[i]?.item && !rows[i]!.labelled && (rows[i]!.amount ?? 0) > 0; i++) {
    if (added(rows[i]!.description)) return [];
    items.push(rows[i]!);
  }
  const total = rows[i];
  if (!items.length || !total?.labelled || total.amount === null) return [];
  const billed = subtotal + taxes + items.reduce((s, r) => s + r.amount!, 0);
  return sameCents(billed, total.amount) ? items : [];
}

/** A tip or a rounding, by its words: added to the total, no item. */
function added(description: string): boolean {
  const words = tokens(description);
  return words.some((w) => TIP_WORDS.has(w)) || hasPhrase(words, ROUNDING_PHRASES);
}
