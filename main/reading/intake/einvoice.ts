import type { EInvoice } from '../../../preload/contract/einvoice';
import { UserError } from '../../util/errors';
import { parseUntrustedXml } from '../../util/safe-xml';
import { CII_REPEATED, ciiInvoice, ciiRoot } from './cii';
import { UBL_REPEATED, ublInvoice, ublRoot } from './ubl';

export { decodeXmlEscapes } from './xml-nodes';

const REPEATED = new Set([...UBL_REPEATED, ...CII_REPEATED]);

/**
 * An e-invoice's XML to structured data, whichever syntax it is written in: PEPPOL BIS Billing 3.0
 * (UBL 2.1 Invoice and CreditNote) or UN/CEFACT Cross Industry Invoice (ZUGFeRD 1 and 2, Factur-X,
 * XRechnung CII). Entities are not processed at all and any DOCTYPE is refused, so no external
 * entity is ever resolved and no "billion laughs" can expand. Every problem is a UserError naming
 * the file and saying what to do.
 */
export function parseEInvoice(name: string, xml: string): EInvoice {
  const parsed = parseUntrustedXml(xml.replace(/^\uFEFF/, ''), REPEATED);
  if (!parsed.ok && parsed.reason === 'entities') {
    throw new UserError(
      'document_unsupported',
      `The XML file "${name}" declares a DOCTYPE or entities, which e-invoices never do; Kontera does not read it. Ask the sender for the invoice as a plain PEPPOL, ZUGFeRD, Factur-X or XRechnung file.`,
    );
  }
  if (!parsed.ok) {
    throw new UserError(
      'document_corrupt',
      `The XML file "${name}" is damaged (it is not well-formed XML). Ask the sender for a new copy.`,
    );
  }
  const cii = ciiRoot(parsed.root);
  if (cii) return ciiInvoice(cii);
  const ubl = ublRoot(parsed.root);
  if (ubl) return ublInvoice(ubl.doc, ubl.isCredit);
  throw new UserError(
    'document_unsupported',
    `The XML file "${name}" is not a PEPPOL/UBL invoice or credit note, nor a ZUGFeRD, Factur-X or XRechnung (CII) invoice. Kontera reads e-invoices in those formats only.`,
  );
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
  add('Delivery date', e.deliveryDate ?? null);
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
