import { schemesIn } from '../lang/phrases';
import { findConcept } from './find';
import { conceptById, type Concept } from './lexicon';
import type { PageModel } from './page-model';

const PAYMENT_REFERENCE = conceptById.get('payment_reference');
const INVOICE_NUMBER = conceptById.get('invoice_number');

/**
 * The reference to quote when paying: the page's own payment reference when it prints one; else
 * its invoice number, which is what a payer quotes where a page asks for nothing else ("Please quote
 * the invoice number with your payment"). Not for a named scheme ("the KID number", "the OCR
 * reference"): a page using one prints it, and no other number stands in for it.
 */
export function referenceToQuote(
  model: PageModel,
  concept: Concept,
  keywords: readonly string[],
  lang: string | null,
): Concept {
  if (concept !== PAYMENT_REFERENCE || !INVOICE_NUMBER || schemesIn(keywords, lang).size) return concept;
  return findConcept(model, concept).length ? concept : INVOICE_NUMBER;
}
