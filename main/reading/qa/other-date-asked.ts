import { OTHER_DATE_WORDS, PACKS, words } from '../lang';
import { tokens } from './normalize';

/**
 * Every pack's words asking a day or a deadline, wherever they stand ("when" of "By when ...?",
 * "Frist", "quand", "latest"): each wording's last word ("date" of "what date", "day" of "which day").
 */
export const DAY_WORDS = new Set(
  PACKS.flatMap((p) => [...words(p.asks.date), ...words(p.deadlines)]).map(
    (w) => tokens(w.replace(/^\^|\$$/g, '')).at(-1) ?? '',
  ),
);

/**
 * Whether a question names another date than the document's by a word right against its word for
 * a day ("la date de retrait", "the collection date", "Abholung Datum"): that date is asked, which
 * the page must label so; the page printing the word elsewhere ("lors du retrait") makes the
 * document's own date no answer. A word of another date that only looks like one of the asker's
 * (folded "livrés" of "l'achat des livres") stands away from the day's word, and is left alone.
 */
export function otherDateNamed(text: string): boolean {
  const all = tokens(text);
  return all.some(
    (t, i) => OTHER_DATE_WORDS.has(t) && [i - 2, i - 1, i + 1].some((k) => DAY_WORDS.has(all[k] ?? '')),
  );
}
