import { tokens } from './normalize';
import { documentWordForm } from './titles';
import type { ParsedQuestion } from './question';
import type { PageModel } from './page-types';

/** A word written in capitals in a question otherwise in lower case: a scheme's initials ("AVS", "QR"). */
const INITIALS = /(?<![\p{L}\d])\p{Lu}{2,5}(?![\p{L}\d])/gu;
/** A currency's code says in what money, not which thing ("Total in EUR?" of a page printing €). */
const CURRENCY = /^(?:EUR|USD|GBP|CHF|DKK|SEK|NOK|CAD|AUD|NZD|INR|SGD|ZAR|MYR)$/;

/**
 * An identifier or amount asked by a scheme's initials ("Quel est le numéro AVS de la cliente ?",
 * "la référence QR pour le paiement"): the initials say which number, and one the page never prints
 * is another than any it shows. The concept read from the rest ("numéro ... cliente": the customer
 * number) answered with its own value. Not initials the concept's own words are ("HST", "IBAN",
 * "PO"), nor a currency's code, nor a name's question ("the customer on this HVAC invoice": what
 * the business does).
 */
export function acronymUnprinted(model: PageModel, q: ParsedQuestion): boolean {
  const concept = q.concept;
  if (!concept || concept.type === 'name' || !/\p{Ll}/u.test(q.text)) return false;
  const initials = [...q.text.matchAll(INITIALS)]
    // Before the document's title they say which document ("this GST invoice"), no number.
    .filter((m) => !documentWordForm(tokens(q.text.slice(m.index + m[0].length))[0] ?? ''))
    .map((m) => m[0])
    .filter((a) => !CURRENCY.test(a))
    .map((a) => tokens(a)[0] ?? '')
    .filter((a) => a && !concept.words.has(a));
  if (!initials.length) return false;
  const printed = new Set(model.segs.flatMap((s) => s.tokens));
  return initials.some((a) => !printed.has(a));
}
