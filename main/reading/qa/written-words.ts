import { commonStart } from './same-stem';

/**
 * Words as a question writes them, matched against the packs' words of a kind of date: read by
 * later-day.ts (a day fixed for later) and till-day.ts (another date than the document's).
 */

/** A word as written, in lower case, its accents kept: French "livrés" (delivered) is no "livres" (books). */
export const written = (text: string): string[] =>
  text
    .toLowerCase()
    .normalize('NFC')
    .split(/[^\p{L}\p{N}]+/u);

/** The words a pack's phrases hold, as written. */
export const writtenWords = (list: readonly string[]): string[] =>
  list.flatMap(written).filter((w) => w.length > 2);

/**
 * How many letters two words share at their start to be one word ("scheduled", "schedule";
 * "bestelling", "besteld"): longer than a name's stem (same-stem.ts), as these words stand alone.
 */
const STEM = 6;

/** Whether a word is one of `list`, or shares a stem with one of them. */
export const wordOrStemOf =
  (list: readonly string[]) =>
  (t: string): boolean =>
    list.some((w) => t === w || (Math.min(t.length, w.length) >= STEM && commonStart(t, w) >= STEM));
