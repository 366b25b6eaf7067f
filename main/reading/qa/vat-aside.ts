import { conceptById } from './lexicon';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { findConcept } from './find';
import { amountString, parseAmount } from './normalize';

/** A figure in brackets alone ("(35,13)"), which values.ts reads as a credit. */
const BRACKETED = /^\(\s*([^()]*\d[^()]*?)\s*\)$/;

/**
 * A VAT printed in brackets on a page whose totals are positive ("in diesem Beitrag enthaltene
 * Versicherungsteuer | (35,13 €)" under "... inklusive 19 % Versicherungsteuer | 220,00 €"): the
 * brackets set the VAT contained in the total aside, as "(darin enthalten)" does; it is no credit,
 * and booked as one it turned the net into more than the gross. A credit note brackets its totals
 * too, and its VAT stays a credit.
 */
export function vatAside(model: PageModel, found: Located[]): Located[] {
  if (!found.some((l) => BRACKETED.test(l.text))) return found;
  const gross = ['total_incl', 'amount_due'].flatMap((id) => {
    const concept = conceptById.get(id);
    return concept ? findConcept(model, concept) : [];
  });
  const values = gross.map((l) => parseAmount(l.text)).filter((v): v is number => v !== null);
  if (!values.some((v) => v > 0) || values.some((v) => v < 0)) return found;
  return found.map((l) => {
    const inner = BRACKETED.exec(l.text)?.[1];
    const value = inner === undefined ? null : parseAmount(inner);
    return value === null || value <= 0 ? l : { ...l, text: inner!, normalized: amountString(value) };
  });
}
