import { fold, tokens } from '../fold';
import { PACKS, questionPacks, STOP_WORDS, words } from './index';

/**
 * Terse questions as bookkeepers type them: "Inv no.?", "Amt due?", "GST amt?", "Anz. Pos.?",
 * "Mt TVA ?", "Nb lignes ?". The packs' shortenings (`abbreviations`) are written out before the
 * question is read, so the rules and the classifier read "invoice number", "amount due", "Anzahl
 * Positionen", "montant TVA". A shortening of two letters, or one that is also a question word, may
 * be a word ("no", "is there no VAT?"): it is written out only in a question of a few words, where
 * it cannot be the word ("Inv no?").
 */
const TERSE = 4;

const BY_PACK = new Map(
  PACKS.map((p) => [
    p.code,
    new Map(
      words(p.abbreviations).map((pair) => {
        const [short, long] = pair.split('=');
        return [fold(short!.trim()), long!.trim()] as const;
      }),
    ),
  ]),
);

/** The question with its shortenings written out, as its own languages' packs write them. */
export function expandAbbreviations(text: string): string {
  const all = tokens(text);
  const terse = all.length <= TERSE;
  // The question's own languages only (all of them when its words tell none): "POS" in an English
  // question is a point of sale, though German "Pos." is "Positionen".
  const order = questionPacks(all).map((p) => p.code);
  const lookup = (w: string): string | undefined => {
    for (const code of order) {
      const long = BY_PACK.get(code)?.get(w);
      if (long) return long;
    }
    return undefined;
  };
  const one = (word: string): string => {
    const folded = fold(word);
    const long = lookup(folded);
    if (!long || (!terse && (folded.length < 3 || STOP_WORDS.has(folded)))) return word;
    return long;
  };
  // A shortening may join its parts with a dot ("Förf.dag", "Fakt.nr"): the pack writes it so, and
  // it is written out as one; else each part is its own.
  return text.replace(/\p{L}+(?:\.\p{L}+)*/gu, (word) => {
    const whole = word.includes('.') ? lookup(fold(word)) : undefined;
    return whole ?? word.replace(/\p{L}+/gu, one);
  });
}
