import { RECEIPT_WORDS } from '../lang';
import { payingIn } from '../lang/phrases';
import { conceptById } from './lexicon';
import { findConcept } from './find';
import { parseAmount } from './normalize';
import type { PageModel } from './page-model';
import type { ParsedQuestion } from './question';
import { hasPhrase } from './till-rows';
import { numberWord } from './question-words';
import { findValues } from './values';

/** The totals a question may ask by how they were paid: what was paid, what the purchase came to. */
const PAID_TOTALS = new Set(['amount_due', 'total_incl']);

/**
 * Whether the question's words left over say how the total was paid, as the page prints it: "How
 * much was paid by EFTPOS?" of "EFTPOS 14/02/2026  -$469.45", "with Swish" of "Betalsätt: SWISH
 * 846,00", "trukket på MobilePay" of "Betaling  MobilePay", "mit dem QR-Einzahlungsschein" of
 * "Zahlbar ... mit dem untenstehenden QR-Einzahlungsschein". Every word is printed on a line that
 * prints the page's total (the payment took all of it), or, where its line prints no amount, says
 * it is paid so. A method printed beside another amount paid part of the total ("Gift card 20.00"
 * beside "Visa 30.00"): the total is no answer to it, and the words stay unexplained.
 */
export function paidByPrinted(model: PageModel, q: ParsedQuestion, words: readonly string[]): boolean {
  if (!q.concept || !PAID_TOTALS.has(q.concept.id) || !words.length) return false;
  if (q.expected && q.expected !== 'amount') return false;
  // "What card number was used to pay?" asks the card's number, not what it paid.
  if (q.keywords.some(numberWord)) return false;
  const totals = new Set(
    [...PAID_TOTALS].flatMap((id) => {
      const concept = conceptById.get(id);
      return concept ? findConcept(model, concept).map((l) => cents(parseAmount(l.text))) : [];
    }),
  );
  const lines = new Map<number, string[]>();
  for (const s of model.segs) lines.set(s.seg.line, [...(lines.get(s.seg.line) ?? []), s.seg.text]);
  return words.every((w) =>
    model.segs.some((s) => {
      if (!s.tokens.includes(w)) return false;
      // A payment's own line ("NETS  210.60"), not a total's label qualified ("Total incl. svc").
      const line = model.segs.filter((o) => o.seg.line === s.seg.line);
      if (line.some((o) => o.label?.concept.type === 'amount')) return false;
      const texts = lines.get(s.seg.line) ?? [];
      const amounts = texts.flatMap((t) => findValues('amount', t)).map((v) => cents(parseAmount(v.text)));
      if (amounts.length) return amounts.some((a) => a !== null && totals.has(Math.abs(a)));
      const said = line.flatMap((o) => o.tokens);
      return payingIn(said, null).size > 0 || hasPhrase(said, RECEIPT_WORDS.tendered);
    }),
  );
}

const cents = (v: number | null): number | null => (v === null ? null : Math.round(v * 100));
