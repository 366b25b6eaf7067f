import { findConcept } from './find';
import { conceptById } from './lexicon';
import type { PageModel } from './page-types';
import type { ParsedQuestion } from './question';

const CUSTOMER = conceptById.get('receiver_name');

/**
 * The document's own number asked as the customer's ("Welche Rechnungsnummer hat der Kunde?",
 * "What is the customer's invoice number?"), of a page that names no customer (a till's
 * receipt): a customer the page does not know has its number in its own books, no number this
 * page prints, and the receipt's own is the shop's. Where the page names its customer, the
 * customer's invoice is the bill to them, and its number answers as before.
 */
export function customersNumberUnprinted(model: PageModel, q: ParsedQuestion): boolean {
  if (q.concept?.id !== 'invoice_number' || q.party !== 'receiver' || !CUSTOMER) return false;
  return findConcept(model, CUSTOMER).length === 0;
}
