import type { DraftLine, InvoiceDraftView, InvoiceLineInput } from '../../../preload/api';

/** A draft line as the suggestion service and booking see it (main builds the same in draft-line-input). */
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

/** Saves text as a file: the browser downloads it; Electron asks where to save it (its download dialog). */
export function saveFile(name: string, mediaType: string, content: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: `${mediaType};charset=utf-8` }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
