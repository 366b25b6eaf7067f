import type { InvoiceLineInput } from '../../../preload/contract/booking';
import type { DraftLine, InvoiceDraftView } from '../../../preload/contract/drafts';

/** A draft line as the suggestion service and the booking see it (the same shape e-invoice lines had). */
export function draftLineInput(draft: InvoiceDraftView, line: DraftLine): InvoiceLineInput {
  const index = line.ref.split('#')[1] ?? '1';
  return {
    issueDate: draft.issueDate.value,
    currency: draft.currency.value,
    supplierId: draft.supplier.id,
    supplierName: draft.supplier.name.value,
    supplierGlobalId: draft.supplier.vatNumber.value,
    customerRef: null,
    amount: line.amount,
    text: line.text,
    lineId: `${draft.invoiceNumber.value ?? ''}/${index}`,
  };
}
