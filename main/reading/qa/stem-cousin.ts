import { inflected } from '../lang';
import type { PageModel } from './page-model';
import { commonStart, HEAD, STEM } from './same-stem';

/**
 * A thing the question names, which the page prints as itself, is that printed thing, not another
 * word that only shares its first letters: "Wer ist der Verkäufer des Grundstücks?" of a notary's
 * fee statement asks of the "Grundstück" its deed line names (a party of the sale the notary
 * recorded), not of the "Grundbuchabrufgebühren" it bills, whose first part "Grund" the two words
 * share. Read where what a page bills is matched to the question's thing by a shared stem.
 */

/** The asked word as itself: the same word or another form of it ("Grundstücks" of "Grundstück"). */
const itself = (asked: string, t: string): boolean =>
  t === asked || inflected(t, asked) || inflected(asked, t);

/**
 * The asked word printed closely: itself, or a compound it opens or closes ("Fensterreinigung" of
 * "Fenster", "Digitalbyrå" of "byrå"), no stem shared only.
 */
const closely = (asked: string, t: string): boolean =>
  itself(asked, t) ||
  (Math.min(asked.length, t.length) >= HEAD && (t.startsWith(asked) || t.endsWith(asked)));

/**
 * Two words sharing only a short first part, each going on for as many letters as they share or more: the
 * heads of two compounds ("Grund|stücks", "Grund|buchabrufgebühren"), each mostly another word.
 * A word and its derivation ("Training" and "Trainer"), or two compounds of one long head
 * ("Beratungsleistungen" and "Beratungstage"), share their most: they name one thing.
 */
const cousin = (asked: string, t: string): boolean => {
  const n = commonStart(asked, t);
  return n >= HEAD && asked.length - n >= n && t.length - n >= n;
};

/**
 * Whether the page prints the asked word as itself, and the words taken to print it (`taken`: an
 * item's, the issuer's) share no more than a compound's first part with it: they name another
 * thing than the one asked.
 */
export function stemCousinOnly(model: PageModel, asked: string, taken: readonly string[]): boolean {
  if (taken.some((t) => closely(asked, t))) return false;
  const stems = taken.filter((t) => commonStart(asked, t) >= STEM);
  if (!stems.length || !stems.every((t) => cousin(asked, t))) return false;
  return model.segs.some((s) => s.tokens.some((t) => itself(asked, t)));
}
