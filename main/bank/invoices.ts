import type { DocumentsStore } from '../documents/store';
import type { OpenInvoiceView } from '../../preload/contract/bank';
import { keyWords, sharedWords } from './words';
import { round2 } from '../util/round';

const vatDigits = (v: string | null | undefined) => (v ?? '').toUpperCase().replace(/[^0-9]/g, '');

/**
 * The company's invoices that are not paid in full: e-invoices read into the inbox, less what
 * matched bank entries already paid. An invoice the company itself issued (its name or VAT number as
 * the supplier) is a customer invoice: money comes in; any other is a supplier invoice: money goes out.
 */
export function openInvoices(
  documents: DocumentsStore,
  companyId: number,
  own: { names: string[]; vatNumber: string | null },
  paid: Map<number, number>,
): OpenInvoiceView[] {
  const ownWords = keyWords(...own.names);
  const ownVat = vatDigits(own.vatNumber);
  const out: OpenInvoiceView[] = [];
  for (const d of documents.list(companyId)) {
    const inv = d.eInvoice;
    if (!inv || d.state !== 'ready') continue;
    const gross = inv.totals.payable ?? inv.totals.includingVat;
    if (gross === null || gross === 0) continue;
    const supplierVat = vatDigits(inv.supplier.vatNumber);
    const issuedByUs =
      (ownVat !== '' && supplierVat !== '' && ownVat.endsWith(supplierVat.slice(-8))) ||
      (ownWords.size > 0 && sharedWords(keyWords(inv.supplier.name), ownWords) >= Math.min(2, ownWords.size));
    const total = round2(Math.abs(gross));
    const open = round2(total - (paid.get(d.id) ?? 0));
    if (open < 0.005) continue;
    out.push({
      documentId: d.id,
      name: d.name,
      number: inv.number,
      party: (issuedByUs ? inv.customer.name : inv.supplier.name) ?? null,
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
