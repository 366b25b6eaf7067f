import { PACKS, words } from '../lang';
import { wordOrStemOf, written, writtenWords } from './written-words';

/** Every pack's words of a day set apart from the purchase (LanguagePack.laterDays), as written. */
const LATER = [...new Set(writtenWords(PACKS.flatMap((p) => words(p.laterDays))))];

/** A word, or one sharing a stem with a word, of a day set apart from the purchase. */
export const laterDayWord = wordOrStemOf(LATER);

/** Each pack's own words of a later day, as written. */
const LATER_BY_LANG = new Map(
  PACKS.map((p) => [p.code, wordOrStemOf([...new Set(writtenWords(words(p.laterDays)))])]),
);

/**
 * laterDayWord in the question's own language where it is known: a stem shared across languages
 * says nothing ("servicen", the service, with German "Servicetermin").
 */
export const laterDayWordIn = (lang: string | null): ((t: string) => boolean) =>
  (lang ? LATER_BY_LANG.get(lang) : undefined) ?? laterDayWord;

/**
 * Whether a question asks a day booked ahead or fixed for later ("When is the next scheduled
 * visit?", "Når er neste service?"): no purchase's day, which is the only one a bill dates by
 * itself, however the question names what is done then.
 */
export const laterDayAsked = (text: string): boolean => written(text).some(laterDayWord);
