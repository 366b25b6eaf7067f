import { spanWords } from '../lang/phrases';
import type { Concept } from './lexicon';

/**
 * The words of a question asking a span of days, not one day (LanguagePack.spans): "Hvilke datoer
 * varte messen?" asks the days the fair lasted, from and to, and no one date of the bill (the day
 * it was issued, due or delivered) is them, whatever else the question names; nor is how long a
 * thing lasted the time given to pay ("Wie lange dauerte die Kalibrierung?"). Only a label that
 * prints them answers (answer.ts, ParsedQuestion.qualifiers). None of a question of another kind.
 */
export function spanAsked(all: readonly string[], lang: string | null, concept: Concept | null): string[] {
  if (concept?.type !== 'date' && concept?.id !== 'payment_terms') return [];
  const spans = spanWords(lang, all);
  return all.filter((w) => spans.has(w));
}
