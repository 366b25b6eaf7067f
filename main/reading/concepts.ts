import type { ValueType } from './qa/values';

/**
 * What business documents state, independent of language: the words for each concept live in the
 * language packs (lang/*.ts). The order is the tie-break order when a question fits two concepts
 * equally.
 */
export type ConceptDef = {
  id: string;
  /** Feature type of the interface this concept answers, when it has one. */
  feature?: string;
  type: ValueType;
  /** Names and addresses sit in a block under (or after) their heading. */
  block?: boolean;
  /**
   * Concepts whose printed labels also answer this one when the page has no label of its own: an
   * invoice without "amount due" still states what to pay as its total.
   */
  alsoFrom?: string[];
  /**
   * Stated only under a label of its own: an invoice that prints no delivery address has none to
   * give, and the customer's address (or any other) is not it.
   */
  labelledOnly?: boolean;
};

export const CONCEPT_DEFS: ConceptDef[] = [
  { id: 'invoice_number', feature: 'DOCUMENT_NUMBER', type: 'reference' },
  { id: 'invoice_date', feature: 'DOCUMENT_DATE', type: 'date' },
  { id: 'due_date', feature: 'PAYMENT_DUE_DATE', type: 'date' },
  { id: 'order_date', feature: 'ORDER_DATE', type: 'date' },
  { id: 'delivery_date', type: 'date' },
  { id: 'amount_due', type: 'amount', alsoFrom: ['total_incl'] },
  { id: 'total_incl', feature: 'TOTAL_INCL_VAT', type: 'amount', alsoFrom: ['amount_due'] },
  { id: 'total_excl', feature: 'TOTAL_EXCL_VAT', type: 'amount' },
  { id: 'total_vat', feature: 'TOTAL_VAT', type: 'amount' },
  { id: 'vat_rate', type: 'percent' },
  { id: 'line_count', type: 'count' },
  { id: 'supplier_name', feature: 'SUPPLIER_NAME', type: 'name', block: true },
  { id: 'receiver_name', feature: 'RECEIVER_NAME', type: 'name', block: true },
  { id: 'receiver_address', feature: 'RECEIVER_ADDRESS', type: 'address', block: true },
  // Where the goods went ("Ship to", "Warenempfänger"), when the invoice prints it apart.
  { id: 'delivery_address', type: 'address', block: true, labelledOnly: true },
  { id: 'supplier_vat', feature: 'SUPPLIER_VAT_NUMBER', type: 'vat' },
  { id: 'receiver_vat', feature: 'RECEIVER_VAT_NUMBER', type: 'vat' },
  { id: 'supplier_orgnr', feature: 'SUPPLIER_ORGANISATION_NUMBER', type: 'orgnr' },
  { id: 'customer_number', feature: 'CUSTOMER_NUMBER', type: 'reference' },
  { id: 'order_number', feature: 'ORDER_NUMBER', type: 'reference' },
  { id: 'reference', type: 'name' },
  { id: 'iban', feature: 'IBAN', type: 'iban' },
  { id: 'bic', feature: 'BIC', type: 'bic' },
  { id: 'bank_account', feature: 'BANK_ACCOUNT_NUMBER', type: 'account' },
  { id: 'payment_reference', type: 'reference' },
  { id: 'currency', feature: 'CURRENCY', type: 'currency' },
  { id: 'payment_terms', type: 'text' },
  { id: 'email', type: 'email' },
  { id: 'phone', type: 'phone' },
  // Last: the customer's address keeps the tie-break when the wording names no party.
  { id: 'supplier_address', feature: 'SUPPLIER_ADDRESS', type: 'address', block: true },
];

/**
 * The seller's values that have no twin of the customer's among the concepts: what the seller is
 * registered under and the account it is paid to. Asked of the customer ("the customer's IBAN"),
 * they are not the seller's.
 */
export const SELLER_ONLY: ReadonlySet<string> = new Set(['supplier_orgnr', 'iban', 'bic', 'bank_account']);
