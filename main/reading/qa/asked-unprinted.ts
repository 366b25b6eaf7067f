import { acronymUnprinted } from './acronym-asked';
import { creditNoteAbsent } from './credit-note-asked';
import { customerOrderUnprinted } from './customer-order';
import { customersNumberUnprinted } from './customer-number';
import { levyUnprinted } from './levy-asked';
import { advanceDocumentAsked, numberedOtherAsked } from './named-document';
import { namedTaxAbsent } from './named-tax';
import { otherDocumentAsked } from './other-document-asked';
import { invoiceAskedOfQuote } from './own-kind';
import { partUnprinted } from './part-asked';
import type { PageModel } from './page-types';
import type { ParsedQuestion } from './question';
import { subjectPriceAsked } from './subject-line';
import { unknownDocumentAsked } from './unknown-document-asked';

/**
 * Whether the question asks a thing the page does not print, which no value of the page may stand
 * in for: a tax by its name, a credit note, another document or its number, a customer's order or
 * number, a part of the sum, a scheme's identifier. Each is a module of its own; answer.ts asks
 * them all before it looks for any answer.
 */
export function askedUnprinted(model: PageModel, q: ParsedQuestion): boolean {
  if ((q.concept?.id === 'total_vat' || q.concept?.id === 'vat_rate') && namedTaxAbsent(model, q.text))
    return true;
  if (creditNoteAbsent(model, q.text)) return true;
  // A levy besides VAT asked by its name where the page prints none (levy-asked.ts).
  if (levyUnprinted(model, q.text, q.lang)) return true;
  // An amount of a document the page refers to ("le montant du devis signé"): other-document-asked.ts.
  // The price of the thing its subject line names, not billed (subject-line.ts subjectPriceAsked).
  if (otherDocumentAsked(model, q) || subjectPriceAsked(model, q)) return true;
  // Another document named by its own number or as the deposit's (named-document.ts).
  if (numberedOtherAsked(model, q) || advanceDocumentAsked(model, q)) return true;
  // The number of a document no pack knows, named by words the page never prints (unknown-document-asked.ts).
  if (unknownDocumentAsked(model, q)) return true;
  // An invoice's number or date asked of a quote, which is no invoice (own-kind.ts).
  if (invoiceAskedOfQuote(model, q)) return true;
  // The order number a customer gave, where the page prints only the seller's (customer-order.ts).
  if (customerOrderUnprinted(model, q)) return true;
  // The document's number asked as a customer's the page does not name (customer-number.ts).
  if (customersNumberUnprinted(model, q)) return true;
  // A tip or a deposit asked where the page prints none (part-asked.ts); an identifier asked by
  // a scheme's initials the page never prints ("le numéro AVS", acronym-asked.ts).
  if (partUnprinted(model, q) || acronymUnprinted(model, q)) return true;
  return false;
}
