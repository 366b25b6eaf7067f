import { referencesIn } from '../lang/phrases';
import { tokens } from './normalize';
import type { ParsedQuestion } from './question';
import type { ValueType } from './values';

/**
 * The kind of value a person's reference asked with a thing's word before it is: a code. The
 * packs' plain "reference" is a person's ("Your ref.: Maria Ekholm"), but "Booking ref?", "the
 * project reference" name what the reference is of, which no concept reads: the page's own label
 * of that name is searched (answer.ts), and what stands beside it is its code, not the text under
 * it ("Booked on" under "Booking reference | 7QK3MZP8").
 */
export function referenceKind(
  q: Pick<ParsedQuestion, 'concept' | 'unexplained' | 'lang' | 'text'>,
): ValueType | null {
  if (q.concept?.id !== 'reference') return null;
  const all = tokens(q.text);
  const named = [...referencesIn(all, q.lang)].some((i) => q.unexplained.includes(all[i - 1] ?? ''));
  return named ? 'reference' : null;
}
