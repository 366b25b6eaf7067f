import type { OpenInvoiceView } from '../../preload/contract/bank';
import type { EInvoice as EInvoiceView } from '../../preload/contract/einvoice';
import type { DocumentView } from '../../preload/contract/documents';
import { keyWords, sharedWords } from '../reading/key-words';
import { round2 } from '../util/round';

/** What matching reads of the inbox: its documents, with the e-invoice data of those read as one. */
export type InboxDocuments = {
  list(companyId: number): (DocumentView & { eInvoice: EInvoiceView | null })[];
};

const vatDigits = (v: string | null | undefined) => (v ?? '').toUpperCase().replace(/[^0-9]/g, '');

/** Who the company is on paper: its name in Kontera, its legal name and VAT number (company identity). */
export type OwnNames = { names: string[]; vatNumber: string | null };

/**
 * Whether the company itself issued the invoice (its VAT number, or its name, as the supplier's):
 * then it is a customer invoice and the other party is the customer.
 */
export function issuedBy(own: OwnNames): (inv: EInvoiceView) => boolean {
  const ownWords = keyWords(...own.names);
  const ownVat = vatDigits(own.vatNumber);
  return (inv) => {
    const supplierVat = vatDigits(inv.supplier.vatNumber);
    return (
      (ownVat !== '' && supplierVat !== '' && ownVat.endsWith(supplierVat.slice(-8))) ||
      (ownWords.size > 0 && sharedWords(keyWords(inv.supplier.name), ownWords) >= Math.min(2, ownWords.size))
    );
  };
}

/** The other party of an invoice: the supplier of a bill, the customer of an invoice the company issued. */
export const otherParty = (inv: EInvoiceView, issuedByUs: boolean): string | null =>
  (issuedByUs ? inv.customer.name : inv.supplier.name) ?? null;

/**
 * The company's invoices that are not paid in full: e-invoices read into the inbox, less what
 * matched bank entries already paid. An invoice the company itself issued (its name or VAT number as
 * the supplier) is a customer invoice: money comes in; any other is a supplier invoice: money goes out.
 */
export function openInvoices(
  documents: InboxDocuments,
  companyId: number,
  own: OwnNames,
  paid: Map<number, number>,
): OpenInvoiceView[] {
  const ours = issuedBy(own);
  const out: OpenInvoiceView[] = [];
  for (const d of documents.list(companyId)) {
    const inv = d.eInvoice;
    if (!inv || d.state !== 'ready') continue;
    const gross = inv.totals.payable ?? inv.totals.includingVat;
    if (gross === null || gross === 0) continue;
    const issuedByUs = ours(inv);
    const total = round2(Math.abs(gross));
    const open = round2(total - (paid.get(d.id) ?? 0));
    if (open < 0.005) continue;
    out.push({
      documentId: d.id,
      name: d.name,
      number: inv.number,
      party: otherParty(inv, issuedByUs),
      direction: issuedByUs ? 'customer' : 'supplier',
      creditNote: inv.documentType === 'credit-note',
      currency: inv.currency,
      total,
      open,
      issueDate: inv.issueDate,
      dueDate: inv.dueDate,
      paymentId: inv.payment.paymentId,
    });
  }
  return out;
}
