import type { EInvoice, EInvoiceParty } from '../../preload/contract/einvoice';
import { SELLER_ONLY } from './concepts';
import { confidence, type Confidence } from './confidence';
import { round2 } from '../util/round';

/**
 * What the answerer needs of a parsed question (`parseQuestion` in qa/question.ts): its concept,
 * and the meaningful words the concept does not account for ("flight" in "the flight number").
 */
export type AskedConcept = {
  concept?: { id: string; type?: string } | null;
  unexplained?: readonly string[];
  /** The kind of value the wording asks for ("when" asks for a date). */
  expected?: string | null;
  /** The party the question names ("the customer's"), when it names one side only. */
  party?: 'issuer' | 'receiver' | null;
};

export type EInvoiceAnswer = { answer: string; confidence: Confidence; pageRef: 1 };

/**
 * The e-invoice states its data, so an answer from it is exact: it is not read off a page. Not 1.0:
 * the question's concept itself may have been misunderstood.
 */
const STATED: Confidence = confidence(0.99);

/** Two decimals, as the interface writes amounts ("1021.91", "-5.00"). */
const amount = (n: number | null | undefined): string | null =>
  n === null || n === undefined ? null : round2(n).toFixed(2);

const address = (p: EInvoiceParty): string | null =>
  [p.street, [p.postalCode, p.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null;

/** "19%", or "7%, 19%" when the invoice charges several rates. */
function vatRates(e: EInvoice): string | null {
  const rates = [
    ...new Set(
      (e.vatBreakdown.length
        ? e.vatBreakdown.map((v) => v.percent)
        : e.lines.map((l) => l.vatPercent)
      ).filter((p): p is number => p !== null),
    ),
  ].sort((a, b) => a - b);
  return rates.length ? rates.map((r) => `${r}%`).join(', ') : null;
}

/** Each concept the e-invoice can state, and where it states it. Concepts not listed: no answer. */
const BY_CONCEPT = new Map<string, (e: EInvoice) => string | null | undefined>(
  Object.entries({
    invoice_number: (e) => e.number,
    invoice_date: (e) => e.issueDate,
    due_date: (e) => e.dueDate,
    delivery_date: (e) => e.deliveryDate,
    order_date: (e) => e.orderDate,
    payment_terms: (e) => e.paymentTerms,
    amount_due: (e) => amount(e.totals.payable),
    total_incl: (e) => amount(e.totals.includingVat),
    total_excl: (e) => amount(e.totals.excludingVat),
    total_vat: (e) => amount(e.totals.vat),
    vat_rate: vatRates,
    // An e-invoice without line items (ZUGFeRD MINIMUM, BASIC WL) does not say how many it had.
    line_count: (e) => (e.lines.length ? String(e.lines.length) : null),
    supplier_name: (e) => e.supplier.name,
    supplier_address: (e) => address(e.supplier),
    supplier_vat: (e) => e.supplier.vatNumber,
    supplier_orgnr: (e) => e.supplier.organisationNumber,
    receiver_name: (e) => e.customer.name,
    receiver_address: (e) => address(e.customer),
    receiver_vat: (e) => e.customer.vatNumber,
    delivery_address: (e) => (e.deliverTo ? address(e.deliverTo) : null),
    // The buyer identifier (BT-46) is the number the seller knows the buyer by.
    customer_number: (e) => e.customer.identifier,
    order_number: (e) => e.orderReference,
    iban: (e) => e.payment.iban,
    // The IBAN is the account number in its international form; an e-invoice states no other.
    bank_account: (e) => e.payment.iban,
    bic: (e) => e.payment.bic,
    payment_reference: (e) => e.payment.paymentId,
    currency: (e) => e.currency,
  } satisfies Record<string, (e: EInvoice) => string | null | undefined>),
);

/**
 * The answer to a question about a document that carries e-invoice data (UBL, CII, or CII inside a
 * PDF), taken from that data: the exact value with page 1 and a very high confidence, or null when
 * the e-invoice does not state what is asked, or the question asks for more than its concept
 * (then there is no answer from it, never a guess).
 * Amounts are two-decimal strings and dates YYYY-MM-DD, the forms the interface uses.
 */
export function answerFromEInvoice(eInvoice: EInvoice, question: AskedConcept): EInvoiceAnswer | null {
  // The data has no words beyond its fields: nothing in it can stand for "flight" or "patient".
  if (question.unexplained?.length) return null;
  // "When was it issued?" wants a date: a name, however exact, does not answer it (nor the reverse).
  const type = question.concept?.type;
  if (question.expected && type && (question.expected === 'date') !== (type === 'date')) return null;
  const id = question.concept?.id;
  // The seller's values asked of the customer: the data states the account the seller is paid to,
  // and for the buyer mostly an identifier the seller knows it by (CII's buyer ID, "GE2020211",
  // read as its organisation number when no legal registration is given). No answer from it.
  if (id && question.party === 'receiver' && SELLER_ONLY.has(id)) return null;
  const read = id ? BY_CONCEPT.get(id) : undefined;
  const value = read?.(eInvoice)?.trim();
  return value ? { answer: value, confidence: { ...STATED }, pageRef: 1 } : null;
}

/** The concepts an e-invoice can answer, for callers deciding whether to ask the pages instead. */
export const EINVOICE_CONCEPTS: readonly string[] = [...BY_CONCEPT.keys()];
