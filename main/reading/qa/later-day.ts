import { PACKS, words } from '../lang';
import { commonStart } from './same-stem';

/** A word as written, in lower case, its accents kept: French "livrés" (delivered) is no "livres" (books). */
export const written = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u);

/** The words a pack's phrases hold, as written. */
export const writtenWords = (list: readonly string[]): string[] =>
  list.flatMap(written).filter((w) => w.length > 2);

/** How many letters two words share at their start to be one word ("scheduled", "schedule"). */
const STEM = 6;

/** Every pack's words of a day set apart from the purchase (LanguagePack.laterDays), as written. */
const LATER = [...new Set(writtenWords(PACKS.flatMap((p) => words(p.laterDays))))];

/** A word, or one sharing a stem with a word, of a day set apart from the purchase. */
export const laterDayWord = (t: string): boolean =>
  LATER.some((w) => t === w || (Math.min(t.length, w.length) >= STEM && commonStart(t, w) >= STEM));

/**
 * Whether a question asks a day booked ahead or fixed for later ("When is the next scheduled
 * visit?", "Når er neste service?"): no purchase's day, which is the only one a bill dates by
 * itself, however the question names what is done then.
 */
export const laterDayAsked = (text: string): boolean => written(text).some(laterDayWord);
