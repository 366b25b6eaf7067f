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

/**
 * Saves a file's bytes: the browser downloads it; Electron asks where to save it (its download
 * dialog). Bytes, not text, so a SIE file stays in code page 437 instead of being re-encoded as UTF-8.
 */
export function saveFile(name: string, mediaType: string, bytesBase64: string): void {
  const binary = atob(bytesBase64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  const url = URL.createObjectURL(new Blob([bytes], { type: mediaType }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
