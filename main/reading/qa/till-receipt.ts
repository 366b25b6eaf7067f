import { conceptById } from './lexicon';
import { locateByLabel } from './locate';
import type { PageModel } from './page-model';
import { addresseeName } from './party-name';
import { receiptTotal } from './receipt-total';
import { senderLine } from './sender-line';

/**
 * A till receipt: it prints the money handed over or the change, and either no invoice number or
 * no customer (a web shop's invoice "Paid with Card" is an invoice, with its customer under "To";
 * a till's "TAX INVOICE NO." names no customer).
 */
export function isTillReceipt(model: PageModel): boolean {
  if (!receiptTotal(model, 'till').length) return false;
  if (!model.segs.some((s) => s.label?.concept.id === 'invoice_number')) return true;
  const receiver = conceptById.get('receiver_name');
  return !senderLine(model) && !addresseeName(model) && !(receiver && locateByLabel(model, receiver).length);
}
