import { inflected, PACKS, RECEIPT_WORDS, words } from '../lang';
import { isTillReceipt } from './till-receipt';
import { conceptById } from './lexicon';
import type { Located } from './located';
import type { PageModel } from './page-model';
import type { ParsedQuestion } from './question-parsed';
import { tokens } from './normalize';
import { hasPhrase, rows, valueBox } from './till-rows';

/**
 * Words of the change that ask other things too: the currency's own ("monnaie" is the change given
 * and the currency, "Quelle monnaie ?"), and a return's ("retur", "retour": "Hvor meget moms får
 * vi retur på kreditnotaen?" asks the VAT credited).
 */
const OTHER_WORDS = new Set([
  ...(conceptById.get('currency')?.words ?? []),
  ...PACKS.flatMap((p) => words(p.returns).flatMap((w) => tokens(w))),
]);

/** A question's word as a word of the change, written or inflected ("rendue" of "rendu"). */
const changeWord = (t: string, w: string): boolean => t === w || (w.length >= 4 && inflected(t, w));

/**
 * Whether a question asks the change a till gave back ("Combien de monnaie rendue ?", "Combien
 * m'a-t-on rendu ?", "How much change did I get?"): a phrase of the receipts' change (see
 * LanguagePack.receipt) in its words, by a word of it no currency is asked by ("rendu", not
 * "monnaie" alone, which asks "Quelle monnaie ?").
 */
export function changeAsked(q: ParsedQuestion): boolean {
  // Not of the VAT: "Hvor mye moms får vi tilbake?" asks the VAT to claim back.
  const concept = q.concept;
  if (
    concept
      ? (concept.type !== 'amount' && concept.id !== 'currency') || concept.id === 'total_vat'
      : q.expected !== 'amount'
  )
    return false;
  const all = tokens(q.text);
  return RECEIPT_WORDS.change.some(
    (phrase) =>
      phrase.some((w) => !OTHER_WORDS.has(w)) &&
      all.some((_, i) => phrase.every((w, k) => changeWord(all[i + k] ?? '', w))),
  );
}

/**
 * The change asked is its own line's figure ("RENDU 5,20 €"), or nothing where a till receipt prints
 * no change: never the total, the money handed over, the VAT or the currency, which other readings
 * of "how much" or "monnaie" find. Null where the question asks no change.
 */
export function changeLines(model: PageModel, q: ParsedQuestion): Located[] | null {
  if (!changeAsked(q)) return null;
  const change = rows(model)
    .filter((r) => r.value >= 0 && hasPhrase(r.words, RECEIPT_WORDS.change))
    .map((r) => ({ text: r.text, normalized: String(r.value), box: valueBox(r), score: 1, via: 'right' }));
  // A page printing no change asked "how much back" may be a credit note ("Hur mycket pengar får vi
  // tillbaka?" asks its amount): only a till receipt says by it that no change was given.
  return change.length || isTillReceipt(model) ? change : null;
}
