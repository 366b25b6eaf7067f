import { PACKS, words } from '../lang';
import { wordOrStemOf, written, writtenWords } from './written-words';

/** Every pack's words of a day set apart from the purchase (LanguagePack.laterDays), as written. */
const LATER = [...new Set(writtenWords(PACKS.flatMap((p) => words(p.laterDays))))];

/** A word, or one sharing a stem with a word, of a day set apart from the purchase. */
export const laterDayWord = wordOrStemOf(LATER);

/**
 * Whether a question asks a day booked ahead or fixed for later ("When is the next scheduled
 * visit?", "Når er neste service?"): no purchase's day, which is the only one a bill dates by
 * itself, however the question names what is done then.
 */
export const laterDayAsked = (text: string): boolean => written(text).some(laterDayWord);
