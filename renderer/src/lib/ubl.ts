import type { InvoiceLineInput } from '../../../preload/api';

/** What the workspace needs of an e-invoice: the header a bookkeeper checks and the lines to book. */
export type EInvoiceDoc = {
  number: string;
  type: 'invoice' | 'credit-note';
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  supplier: { id: string; name: string | null; globalId: string | null; vatNumber: string | null };
  customerRef: string | null;
  total: number | null;
  vat: number | null;
  lines: { id: string; text: string; quantity: number | null; unitCode: string | null; amount: number | null }[];
};

const CBC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2';
const CAC = 'urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2';

/** First descendant by a path of local names (cac/cbc prefixes are ignored). */
function pick(root: Element | null | undefined, ...path: string[]): Element | null {
  let node: Element | null = root ?? null;
  for (const name of path) {
    if (!node) return null;
    node = Array.from(node.children).find((c) => c.localName === name && (c.namespaceURI === CBC || c.namespaceURI === CAC)) ?? null;
  }
  return node;
}

const text = (el: Element | null): string | null => el?.textContent?.trim() || null;
const num = (el: Element | null): number | null => {
  const t = text(el);
  const n = t === null ? NaN : Number(t);
  return Number.isFinite(n) ? n : null;
};

/**
 * Reads a PEPPOL BIS Billing 3.0 UBL Invoice or CreditNote. The browser's DOMParser never fetches
 * external entities or DTDs, so a hostile file cannot reach anything. Throws with a plain message
 * when the file is not an e-invoice.
 */
export function parseUbl(xml: string, fileName: string): EInvoiceDoc {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const root = doc.documentElement;
  if (doc.getElementsByTagName('parsererror').length > 0 || !root) {
    throw new Error(`${fileName} is not readable XML. Check that it is the e-invoice file itself.`);
  }
  if (root.localName !== 'Invoice' && root.localName !== 'CreditNote') {
    throw new Error(`${fileName} is XML but not a UBL invoice or credit note (it is <${root.localName}>).`);
  }
  const credit = root.localName === 'CreditNote';
  const party = pick(root, 'AccountingSupplierParty', 'Party');
  const vatNumber = text(pick(party, 'PartyTaxScheme', 'CompanyID'));
  const endpoint = text(pick(party, 'EndpointID'));
  const legal = text(pick(party, 'PartyLegalEntity', 'RegistrationName')) ?? text(pick(party, 'PartyName', 'Name'));
  const lineTag = credit ? 'CreditNoteLine' : 'InvoiceLine';
  const qtyTag = credit ? 'CreditedQuantity' : 'InvoicedQuantity';
  const lines = Array.from(root.children)
    .filter((c) => c.localName === lineTag)
    .map((l, i) => {
      const qty = pick(l, qtyTag);
      return {
        id: text(pick(l, 'ID')) ?? String(i + 1),
        text: text(pick(l, 'Item', 'Name')) ?? text(pick(l, 'Item', 'Description')) ?? '',
        quantity: num(qty),
        unitCode: qty?.getAttribute('unitCode') ?? null,
        amount: num(pick(l, 'LineExtensionAmount')),
      };
    });
  if (lines.length === 0) throw new Error(`${fileName} has no invoice lines to book.`);
  return {
    number: text(pick(root, 'ID')) ?? fileName,
    type: credit ? 'credit-note' : 'invoice',
    issueDate: text(pick(root, 'IssueDate')),
    dueDate: text(pick(root, 'DueDate')) ?? text(pick(root, 'PaymentMeans', 'PaymentDueDate')),
    currency: text(pick(root, 'DocumentCurrencyCode')),
    supplier: { id: (vatNumber ?? endpoint ?? legal ?? 'unknown').replace(/\s+/g, ''), name: legal, globalId: endpoint, vatNumber },
    customerRef: text(pick(root, 'BuyerReference')),
    total: num(pick(root, 'LegalMonetaryTotal', 'PayableAmount')),
    vat: num(pick(root, 'TaxTotal', 'TaxAmount')),
    lines,
  };
}

/** The suggestion service's view of one line of the invoice. */
export function lineInput(doc: EInvoiceDoc, line: EInvoiceDoc['lines'][number]): InvoiceLineInput {
  return {
    issueDate: doc.issueDate,
    currency: doc.currency,
    supplierId: doc.supplier.id,
    supplierName: doc.supplier.name,
    supplierGlobalId: doc.supplier.globalId,
    customerRef: doc.customerRef,
    amount: line.amount,
    text: line.text,
    lineId: `${doc.number}/${line.id}`,
  };
}
