import { CURRENCY_NAMES, QUALIFIER_GROUPS } from '../lang';
import type { PageModel } from './page-model';
import type { ParsedQuestion } from './question';

/** A currency's word shorter than this is a preposition of one pack ("in", "en"), no currency. */
const MIN_WORD = 2;

/**
 * Whether the words a question of an amount leaves over are the currency it asks the amount in,
 * printed on the page: "Moms i kr.?" of a page printing "5.950,00 kr.", "Total in euros?" of one
 * printing "euros". The currency says in what the amount is given, no other thing asked. One the
 * page does not print ("in dollars" of a page in euros) asks an amount the page does not give.
 * A currency asked by its name is printed by its code or sign ("i kroner" of "548,75 DKK", "in
 * pounds" of "£17.90"): see LanguagePack.currencyNames.
 */
export function currencyPrinted(model: PageModel, q: ParsedQuestion, words: readonly string[]): boolean {
  if (q.concept?.type !== 'amount' || !words.length) return false;
  return words.every(
    (w) =>
      w.length >= MIN_WORD &&
      QUALIFIER_GROUPS.currency.has(w) &&
      [w, ...(CURRENCY_NAMES.get(w) ?? [])].some((c) => printed(model, c)),
  );
}

/** A code or name among the page's words; a sign anywhere in its text ("£17.90", "€ 5"). */
const printed = (model: PageModel, c: string): boolean =>
  /\p{L}/u.test(c)
    ? model.segs.some((s) => s.tokens.includes(c))
    : model.segs.some((s) => s.seg.text.includes(c));
