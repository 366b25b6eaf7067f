import type { OpenInvoiceView } from '../../preload/contract/bank';
import type { EInvoice as EInvoiceView } from '../../preload/contract/einvoice';
import type { DocumentView } from '../../preload/contract/documents';
import type { DraftSummaryView } from '../../preload/contract/drafts';
import { keyWords, sharedWords } from '../reading/key-words';
import { round2 } from '../util/round';

/** A draft of an invoice read from a PDF or a scan: its headline values, corrections applied. */
export type DraftHeadline = Pick<
  DraftSummaryView,
  'documentId' | 'name' | 'supplierName' | 'invoiceNumber' | 'gross' | 'currency'
>;

/**
 * What matching reads of the inbox: its documents, with the e-invoice data of those read as one,
 * and the drafts of the invoices read from PDFs and scans.
 */
export type InboxDocuments = {
  list(companyId: number): (DocumentView & { eInvoice: EInvoiceView | null })[];
  drafts(companyId: number): DraftHeadline[];
};

const vatDigits = (v: string | null | undefined) => (v ?? '').toUpperCase().replace(/[^0-9]/g, '');

/** Who the company is on paper: its name in Kontera, its legal name and VAT number (company identity). */
export type OwnNames = { names: string[]; vatNumber: string | null };

/**
 * Whether the company itself issued the invoice (its VAT number, or its name, as the supplier's):
 * then it is a customer invoice and the other party is the customer.
 */
export function issuedBy(
  own: OwnNames,
): (inv: { supplier: { name: string | null; vatNumber: string | null } }) => boolean {
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

/** The party a draft's invoice is with: its supplier, unless the company issued it (customer unknown). */
export const draftParty = (d: DraftHeadline, issuedByUs: boolean): string | null =>
  issuedByUs ? null : d.supplierName;

/** A draft as `issuedBy` reads it: its supplier's name (a draft's headline has no VAT number). */
export const asIssuer = (d: DraftHeadline) => ({ supplier: { name: d.supplierName, vatNumber: null } });

/** The other party of an invoice: the supplier of a bill, the customer of an invoice the company issued. */
export const otherParty = (inv: EInvoiceView, issuedByUs: boolean): string | null =>
  (issuedByUs ? inv.customer.name : inv.supplier.name) ?? null;

/**
 * The company's invoices that are not paid in full: e-invoices read into the inbox and the drafts of
 * invoices read from PDFs and scans (booked or not: booking is not paying), less what matched bank
 * entries already paid. An invoice the company itself issued (its name or VAT number as
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
  const docs = documents.list(companyId);
  for (const d of docs) {
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
  // An e-invoice's draft is the e-invoice itself: counted once, above (paid or not).
  const eInvoices = new Set(docs.filter((d) => d.eInvoice).map((d) => d.id));
  for (const d of documents.drafts(companyId)) {
    if (eInvoices.has(d.documentId) || d.gross === null || d.gross === 0) continue;
    const issuedByUs = ours(asIssuer(d));
    const total = round2(Math.abs(d.gross));
    const open = round2(total - (paid.get(d.documentId) ?? 0));
    if (open < 0.005) continue;
    out.push({
      documentId: d.documentId,
      name: d.name,
      number: d.invoiceNumber,
      party: draftParty(d, issuedByUs),
      direction: issuedByUs ? 'customer' : 'supplier',
      creditNote: d.gross < 0,
      currency: d.currency,
      total,
      open,
      issueDate: null,
      dueDate: null,
      paymentId: null,
    });
  }
  return out;
}
