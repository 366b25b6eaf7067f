import { QUALIFIER_GROUPS } from '../lang';
import { NUMBER_WORDS } from './question-words';
import { BARE_NUMBER } from './number-sign';

/** Number words long enough to close a compound unmistakably ("Sozialversicherungsnummer"). */
const CLOSING = NUMBER_WORDS.filter((w) => w.length >= 5);

/**
 * A word naming a number: a number word, or a compound closing with one. Not a tax's word that
 * names its number too ("VAT"): asked alone, it asks the tax.
 */
const namesNumber = (t: string): boolean =>
  !QUALIFIER_GROUPS.vat.has(t) &&
  (NUMBER_WORDS.includes(t) || CLOSING.some((w) => t.length > w.length && t.endsWith(w)));

/**
 * Whether a question asking a number ("die Sozialversicherungsnummer von Herrn Huber", "la
 * référence du poêle à granulés") meets a printed line that names no number: the question's other
 * words there say whose or of what ("Herrn Huber", "poêle à granulés"), and what is printed beside
 * them is that one's address or description, never the number asked. A number's sign or bare
 * word names one ("Table #412", "Table No. 412").
 */
export function numberUnlabelled(
  keywords: readonly string[],
  printed: readonly string[],
  text: string,
): boolean {
  if (!keywords.some(namesNumber)) return false;
  return !printed.some((t) => namesNumber(t) || BARE_NUMBER.test(t)) && !text.includes('#');
}
