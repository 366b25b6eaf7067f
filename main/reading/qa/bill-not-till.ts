import { DOCUMENT_TYPES, RECEIPT_WORDS, TIP_WORDS } from '../lang';
import type { PageModel } from './page-model';
import { cents } from './receipt-arithmetic';
import { hasPhrase, isTotalLine, rows } from './till-rows';

const INVOICE_TITLES = DOCUMENT_TYPES.find(([type]) => type === 'INVOICE')?.[1] ?? [];

/**
 * A page that calls itself an invoice (its title or an invoice number's label) and shows no money
 * changing hands at a till is a bill, not a till receipt: "Amount Paid" on it is a payment already
 * made, and its labels say what is still due ("Balance Due", "Noch zu zahlen").
 */
export function isBill(model: PageModel, tillReceipt: () => boolean): boolean {
  const all = rows(model);
  const change = all.filter((r) => hasPhrase(r.words, RECEIPT_WORDS.change));
  // Cash handed over and change given, even none ("CASH 248.05", "CHANGE 0.00"): a till's receipt.
  if (change.some((r) => r.value > 0)) return false;
  const tendered = all.filter((r) => r.value > 0 && hasPhrase(r.words, RECEIPT_WORDS.tendered));
  if (change.length && tendered.length) return false;
  // Paid by card or cash to the cent of a total line ("TOTALT SEK 298,80", "Kort 298,80") on a slip
  // with no customer (tillReceipt): the till took the money, whatever its number's label calls the
  // slip ("Kvittonr", "Kvitteringsnr."). An invoice paid in full is still a bill: it names its
  // customer, or its amount due is left at nothing ("Amount Now Due: USD 0.00").
  const totals = all.filter((r) => isTotalLine(r.words) && !tendered.includes(r)).map((r) => cents(r.value));
  // A tip added at the table ("Total 22.68", "Tip 4.00", "AMOUNT PAID 26.68"): the card paid the
  // total with it, as a till's slip prints.
  const tips = all
    .filter((r) => r.value > 0 && r.words.some((w) => TIP_WORDS.has(w)))
    .map((r) => cents(r.value));
  totals.push(...totals.flatMap((t) => tips.map((tip) => t + tip)));
  const settled = model.segs.some(
    (s) => s.label?.concept.id === 'amount_due' && all.some((r) => r.line === s.seg.line && r.value === 0),
  );
  if (!settled && tendered.some((r) => totals.includes(cents(r.value))) && tillReceipt()) return false;
  return model.segs.some(
    (s) => s.label?.concept.id === 'invoice_number' || INVOICE_TITLES.includes(s.tokens.join(' ')),
  );
}
