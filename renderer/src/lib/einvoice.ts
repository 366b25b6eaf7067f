import type { EInvoiceView, InvoiceLineInput } from '../../../preload/api';

type Line = EInvoiceView['lines'][number];

/** The supplier as the suggestion service knows it: VAT number, else organisation number, else name. */
export function supplierId(doc: EInvoiceView): string {
  return (
    doc.supplier.vatNumber ??
    doc.supplier.organisationNumber ??
    doc.supplier.name ??
    'unknown'
  ).replace(/\s+/g, '');
}

/** A line's own id on the invoice (its position when the file gives none). */
export const lineId = (line: Line, index: number): string => line.id ?? String(index + 1);

/** The booking ref of an e-invoice line: the same invoice read again finds its bookings. */
export function lineRef(doc: EInvoiceView, line: Line, index: number): string {
  return `eil:${supplierId(doc)}:${doc.number ?? ''}:${lineId(line, index)}`;
}

/** The suggestion service's view of one line of the invoice (read by main from the UBL file). */
export function lineInput(doc: EInvoiceView, line: Line, index: number): InvoiceLineInput {
  return {
    issueDate: doc.issueDate,
    currency: doc.currency,
    supplierId: supplierId(doc),
    supplierName: doc.supplier.name,
    supplierGlobalId: doc.supplier.organisationNumber,
    customerRef: doc.buyerReference,
    amount: line.lineTotal,
    text: line.description ?? '',
    lineId: `${doc.number ?? ''}/${lineId(line, index)}`,
  };
}
