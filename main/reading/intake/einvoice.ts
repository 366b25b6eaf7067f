import { UserError } from '../../util/errors';
import type { EInvoice, EInvoiceLine, EInvoiceParty } from '../../../preload/contract/einvoice';
import { parseUntrustedXml } from '../../util/safe-xml';

type Node = Record<string, unknown>;

const REPEATED = new Set([
  'InvoiceLine',
  'CreditNoteLine',
  'TaxSubtotal',
  'PartyTaxScheme',
  'PartyIdentification',
  'TaxTotal',
  'PaymentMeans',
  'ClassifiedTaxCategory',
]);

/**
 * PEPPOL BIS Billing 3.0 (UBL 2.1) Invoice and CreditNote to structured data. Entities are not
 * processed at all and any DOCTYPE is refused, so no external entity is ever resolved and no
 * "billion laughs" can expand; the five predefined XML escapes and character references are
 * decoded by hand.
 */
export function parseEInvoice(name: string, xml: string): EInvoice {
  const parsed = parseUntrustedXml(xml, REPEATED);
  if (!parsed.ok && parsed.reason === 'entities') {
    throw new UserError(
      'document_unsupported',
      `The XML file "${name}" declares a DOCTYPE or entities, which e-invoices never do; Kontera does not read it.`,
    );
  }
  if (!parsed.ok) {
    throw new UserError(
      'document_corrupt',
      `The XML file "${name}" is damaged (it is not well-formed XML). Ask the sender for a new copy.`,
    );
  }
  const root = parsed.root;
  const invoice = obj(root.Invoice);
  const credit = obj(root.CreditNote);
  const doc = invoice ?? credit;
  if (!doc) {
    throw new UserError(
      'document_unsupported',
      `The XML file "${name}" is not a PEPPOL/UBL invoice or credit note. Kontera reads UBL Invoice and CreditNote files.`,
    );
  }
  const isCredit = !invoice;
  const lineNodes = arr(doc[isCredit ? 'CreditNoteLine' : 'InvoiceLine']);
  const monetary = obj(doc.LegalMonetaryTotal) ?? {};
  const taxTotal = arr(doc.TaxTotal).find((t) => arr(t.TaxSubtotal).length > 0) ?? arr(doc.TaxTotal)[0] ?? {};
  const means = arr(doc.PaymentMeans)[0] ?? {};
  const account = obj(means.PayeeFinancialAccount) ?? {};
  return {
    documentType: isCredit ? 'credit-note' : 'invoice',
    number: text(doc.ID),
    issueDate: text(doc.IssueDate),
    dueDate:
      text(doc.DueDate) ??
      text(path(doc, 'PaymentTerms', 'PaymentDueDate')) ??
      text(path(doc, 'InvoicePeriod', 'EndDate')),
    currency: text(doc.DocumentCurrencyCode),
    buyerReference: text(doc.BuyerReference),
    orderReference: text(path(doc, 'OrderReference', 'ID')),
    supplier: party(obj(path(doc, 'AccountingSupplierParty', 'Party'))),
    customer: party(obj(path(doc, 'AccountingCustomerParty', 'Party'))),
    totals: {
      excludingVat: num(monetary.TaxExclusiveAmount) ?? num(monetary.LineExtensionAmount),
      vat: num(taxTotal.TaxAmount),
      includingVat: num(monetary.TaxInclusiveAmount),
      payable: num(monetary.PayableAmount),
    },
    vatBreakdown: arr(taxTotal.TaxSubtotal).map((s) => ({
      category: text(path(s, 'TaxCategory', 'ID')),
      percent: num(path(s, 'TaxCategory', 'Percent')),
      taxableAmount: num(s.TaxableAmount),
      taxAmount: num(s.TaxAmount),
    })),
    payment: {
      iban: text(account.ID),
      bic: text(path(account, 'FinancialInstitutionBranch', 'ID')),
      paymentId: text(means.PaymentID),
    },
    lines: lineNodes.map((l) => line(l, isCredit)),
  };
}

function line(l: Node, isCredit: boolean): EInvoiceLine {
  const qtyNode = l[isCredit ? 'CreditedQuantity' : 'InvoicedQuantity'];
  const item = obj(l.Item) ?? {};
  const category = arr(item.ClassifiedTaxCategory)[0] ?? {};
  return {
    id: text(l.ID),
    description: text(item.Name) ?? text(item.Description),
    quantity: num(qtyNode),
    unitCode: attr(qtyNode, 'unitCode'),
    unitPrice: num(path(l, 'Price', 'PriceAmount')),
    lineTotal: num(l.LineExtensionAmount),
    vatPercent: num(category.Percent),
  };
}

function party(p: Node | null): EInvoiceParty {
  const node = p ?? {};
  const address = obj(node.PostalAddress) ?? {};
  const schemes = arr(node.PartyTaxScheme);
  const vat = schemes.find((s) => text(path(s, 'TaxScheme', 'ID')) === 'VAT') ?? schemes[0];
  return {
    name: text(path(node, 'PartyLegalEntity', 'RegistrationName')) ?? text(path(node, 'PartyName', 'Name')),
    vatNumber: vat ? text(vat.CompanyID) : null,
    organisationNumber:
      text(path(node, 'PartyLegalEntity', 'CompanyID')) ??
      text(path(arr(node.PartyIdentification)[0] ?? {}, 'ID')),
    street: text(address.StreetName),
    city: text(address.CityName),
    postalCode: text(address.PostalZone),
    country: text(path(address, 'Country', 'IdentificationCode')),
  };
}

function obj(v: unknown): Node | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Node) : null;
}
function arr(v: unknown): Node[] {
  if (Array.isArray(v)) return v.map(obj).filter((x): x is Node => x !== null);
  const o = obj(v);
  return o ? [o] : [];
}
function path(node: Node, ...keys: string[]): unknown {
  let cur: unknown = node;
  for (const k of keys) cur = obj(Array.isArray(cur) ? cur[0] : cur)?.[k];
  return Array.isArray(cur) ? cur[0] : cur;
}
function text(v: unknown): string | null {
  const raw =
    typeof v === 'string' || typeof v === 'number'
      ? String(v)
      : typeof obj(v)?.['#text'] === 'string'
        ? (obj(v)?.['#text'] as string)
        : null;
  if (raw === null) return null;
  const decoded = decodeXmlEscapes(raw).trim();
  return decoded === '' ? null : decoded;
}
function attr(v: unknown, name: string): string | null {
  const a = obj(v)?.[`@${name}`];
  return typeof a === 'string' ? a : null;
}
function num(v: unknown): number | null {
  const t = text(v);
  if (t === null) return null;
  const n = Number(t);
  return Number.isFinite(n) ? n : null;
}

export function decodeXmlEscapes(s: string): string {
  return s.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (_m, e: string) => {
    if (e === 'amp') return '&';
    if (e === 'lt') return '<';
    if (e === 'gt') return '>';
    if (e === 'quot') return '"';
    if (e === 'apos') return "'";
    const code = e.startsWith('#x') ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

/** The e-invoice as labelled text lines, so questions about it are answered like any other page. */
export function eInvoiceLines(e: EInvoice): string[] {
  const out: string[] = [];
  const add = (label: string, value: string | number | null) => {
    if (value !== null && value !== '')
      out.push(`${label}: ${typeof value === 'number' ? value.toFixed(2) : value}`);
  };
  out.push(e.documentType === 'credit-note' ? 'Credit note' : 'Invoice');
  add('Invoice number', e.number);
  add('Invoice date', e.issueDate);
  add('Due date', e.dueDate);
  add('Currency', e.currency);
  add('Order number', e.orderReference);
  add('Buyer reference', e.buyerReference);
  add('Supplier', e.supplier.name);
  add('Supplier VAT number', e.supplier.vatNumber);
  add('Supplier organisation number', e.supplier.organisationNumber);
  add(
    'Supplier address',
    [e.supplier.street, e.supplier.postalCode, e.supplier.city].filter(Boolean).join(', ') || null,
  );
  add('Customer', e.customer.name);
  add('Customer VAT number', e.customer.vatNumber);
  add(
    'Customer address',
    [e.customer.street, e.customer.postalCode, e.customer.city].filter(Boolean).join(', ') || null,
  );
  add('IBAN', e.payment.iban);
  add('BIC', e.payment.bic);
  add('Payment reference', e.payment.paymentId);
  for (const l of e.lines) {
    out.push(
      [
        l.description ?? '',
        l.quantity ?? '',
        l.unitCode ?? '',
        l.unitPrice?.toFixed(2) ?? '',
        l.lineTotal?.toFixed(2) ?? '',
      ].join('   '),
    );
  }
  add('Total excl. VAT', e.totals.excludingVat);
  add('VAT', e.totals.vat);
  add('Total incl. VAT', e.totals.includingVat);
  add('Amount due', e.totals.payable);
  return out;
}
