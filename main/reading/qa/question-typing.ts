import { fillerOf, questionLanguage } from '../lang';
import { CONCEPTS } from './lexicon';
import { tokens } from './normalize';

/**
 * An English hyphenated word made of filler words alone ("check-in", "pick-up") is one word that
 * names a thing: dropped as filler, "the check-in date" would ask for the invoice's date. French
 * hyphens join a verb and its pronoun ("a-t-elle", "faut-il"): filler that stays filler.
 */
export function fillerCompounds(text: string): string {
  if (!text.includes('-') || questionLanguage(tokens(text)) !== 'en') return text;
  const filler = fillerOf('en');
  // A printed label hyphenated ("Bill-to name?", "Ship-to?") is that label's words.
  const label = (word: string) => EN_LABELS.has(tokens(word).join(' '));
  return text.replace(/\p{L}+(?:-\p{L}+)+/gu, (word) =>
    !label(word) && word.split('-').every((part) => tokens(part).every(filler))
      ? word.replace(/-/g, '')
      : word,
  );
}

/** Every English label of the concepts, as its words. */
const EN_LABELS = new Set(CONCEPTS.flatMap((c) => (c.labelsByLang.en ?? []).map((l) => tokens(l).join(' '))));

/**
 * Words typed in capitals in a question that is not all capitals: an abbreviation the asker
 * means ("the store's EIN", a US employer number), never filler even where another language
 * spells a filler word the same way (German "ein").
 */
export function typedCapitals(text: string): Set<string> {
  if (!/\p{Ll}/u.test(text)) return new Set();
  return new Set((text.match(/(?<!\p{L})\p{Lu}{2,}(?!\p{L})/gu) ?? []).flatMap((w) => tokens(w)));
}

/**
 * An abbreviation typed in capitals takes its inflection after an apostrophe or a colon: Danish
 * "VVS'eren" (the plumber), "pc'en", Swedish "VVS:aren". The ending says "the", no word of its
 * own: read apart, "eren" was a word nothing explained. The genitive's "s" ("the IRS's number")
 * stays: it says whose.
 */
export function inflectedAbbreviations(text: string): string {
  return text.replace(
    /(?<!\p{L})(\p{Lu}{2,})['’:](\p{Ll}{1,6})(?!\p{L})/gu,
    (whole, abbreviation: string, ending: string) => (ending === 's' ? whole : abbreviation),
  );
}
