import type { MatchSuggestionView, OpenInvoiceView } from '../../preload/contract/bank';
import type { StoredEntry } from './entries';
import { keyWords, sharedWords } from '../reading/key-words';
import { round2 } from '../util/round';

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;
const days = (a: string, b: string) =>
  (Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;

/** Letters and digits only, upper case: "+71<000000001234567" and "RF18 5390 0754 7034" compare as written on paper. */
const compact = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]/g, '');

/**
 * Whether the entry's text or reference carries the invoice's number or payment reference: the
 * invoice number as a word of its own, a payment id (FIK/OCR/KID, RF creditor reference) anywhere,
 * leading zeros of an OCR line ignored.
 */
function referenceHit(e: StoredEntry, inv: OpenInvoiceView): string | null {
  const hay = `${e.text} ${e.reference ?? ''}`;
  const hayCompact = compact(hay);
  if (inv.paymentId) {
    const pid = compact(inv.paymentId).replace(/^0+/, '');
    const digits = pid.replace(/^(RF\d\d|71|73|75|04|01|15)(?=\d{6,})/, '');
    if (pid.length >= 4 && (hayCompact.includes(pid) || (digits.length >= 6 && hayCompact.includes(digits))))
      return `payment reference ${inv.paymentId} in the entry`;
  }
  if (inv.number && compact(inv.number).length >= 3) {
    const num = compact(inv.number);
    const words = hay.split(/[^\p{L}\p{N}-]+/u).map(compact);
    if (words.some((w) => w === num || (w.endsWith(num) && /^[A-Z]*$/.test(w.slice(0, -num.length)))))
      return `invoice number ${inv.number} in the text`;
  }
  return null;
}

/** The sign money moves for this invoice: paying a supplier is money out, a customer paying is money in. */
const sign = (inv: OpenInvoiceView) => (inv.direction === 'supplier' ? -1 : 1) * (inv.creditNote ? -1 : 1);

type Scored = { inv: OpenInvoiceView; ref: string | null; name: boolean; inWindow: boolean };

function score(e: StoredEntry, inv: OpenInvoiceView, entryWords: Set<string>): Scored | null {
  if (inv.currency && inv.currency !== e.currency) return null;
  if (Math.sign(e.amount) !== sign(inv)) return null;
  const start = inv.issueDate ?? inv.dueDate;
  const end = inv.dueDate ?? inv.issueDate;
  const inWindow = !start || !end || (days(e.date, start) >= -7 && days(e.date, end) <= 60);
  const ref = referenceHit(e, inv);
  const name = inv.party !== null && sharedWords(keyWords(inv.party), entryWords) > 0;
  return { inv, ref, name, inWindow };
}

function suggestion(
  e: StoredEntry,
  kind: MatchSuggestionView['kind'],
  parts: { s: Scored; amount: number }[],
  confidence: number,
): MatchSuggestionView {
  const reasons: string[] = [];
  if (kind === 'full') reasons.push(`the amount is the invoice's open amount`);
  if (kind === 'several') reasons.push(`the amount is the sum of ${parts.length} open invoices`);
  if (kind === 'partial')
    reasons.push(`part payment: ${Math.abs(e.amount)} of the open ${parts[0]!.s.inv.open}`);
  for (const p of parts) {
    if (p.s.ref) reasons.push(p.s.ref);
    if (p.s.name && p.s.inv.party) reasons.push(`${p.s.inv.party} is named in the entry`);
  }
  if (parts.every((p) => p.s.inWindow)) reasons.push('paid in the invoice period');
  return {
    entryId: e.id,
    kind,
    confidence: round2(Math.min(confidence, 0.99)),
    invoices: parts.map((p) => ({
      documentId: p.s.inv.documentId,
      number: p.s.inv.number,
      party: p.s.inv.party,
      name: p.s.inv.name,
      open: p.s.inv.open,
      amount: round2(p.amount),
    })),
    reasons: [...new Set(reasons)],
  };
}

/**
 * Invoices an entry may pay, best first: the whole open amount (with its number or reference, or the
 * party, in the text), a part of one invoice named in the text, or several invoices of one party
 * that add up to the amount. An amount alone is suggested only when exactly one invoice has it.
 */
export function suggestMatches(e: StoredEntry, invoices: OpenInvoiceView[], max = 3): MatchSuggestionView[] {
  const words = keyWords(e.text, e.counterparty);
  const scored = invoices.map((inv) => score(e, inv, words)).filter((s): s is Scored => s !== null);
  const amount = Math.abs(e.amount);
  const out: MatchSuggestionView[] = [];
  const exact = scored.filter((s) => same(s.inv.open, amount));
  for (const s of exact) {
    const evidence = (s.ref ? 0.3 : 0) + (s.name ? 0.15 : 0) + (s.inWindow ? 0.1 : 0);
    if (!s.ref && !s.name && !(s.inWindow && exact.length === 1)) continue;
    out.push(suggestion(e, 'full', [{ s, amount }], 0.5 + evidence));
  }
  for (const s of scored) {
    // A part payment names the invoice (its number or payment reference): a name alone may be another bill.
    if (s.inv.open > amount + 0.005 && s.ref && s.inWindow)
      out.push(suggestion(e, 'partial', [{ s, amount }], 0.65 + (s.name ? 0.1 : 0)));
  }
  // Several invoices of one party (or each named in the text) paid at once: pairs and triples.
  const named = scored.filter((s) => (s.ref || s.name) && s.inv.open < amount - 0.005);
  const combos: Scored[][] = [];
  for (let i = 0; i < named.length; i++)
    for (let j = i + 1; j < named.length; j++) {
      combos.push([named[i]!, named[j]!]);
      for (let k = j + 1; k < named.length && named.length <= 12; k++)
        combos.push([named[i]!, named[j]!, named[k]!]);
    }
  for (const c of combos) {
    if (
      !same(
        c.reduce((sum, s) => sum + s.inv.open, 0),
        amount,
      )
    )
      continue;
    const party = c[0]!.inv.party;
    if (!c.every((s) => s.ref || s.inv.party === party)) continue;
    const refs = c.filter((s) => s.ref).length;
    out.push(
      suggestion(
        e,
        'several',
        c.map((s) => ({ s, amount: s.inv.open })),
        0.55 + 0.1 * refs,
      ),
    );
  }
  return out.sort((a, b) => b.confidence - a.confidence).slice(0, max);
}
