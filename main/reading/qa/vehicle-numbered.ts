import { VEHICLE_WORDS } from '../lang';
import { isDocumentWord } from './titles';
import type { Concept } from './lexicon';

/**
 * A vehicle named in a question of a number ("the registration number of the locksmith's van") is
 * what has that number, however known its word: its plate is no company's registration. Not one a
 * trade or a purchase says ("the car park", "the van hire"), nor of an amount, a day, a name or an
 * address. Returns the vehicle words the page must show (question-unexplained.ts).
 */
export function vehiclesNumbered(r: {
  all: readonly string[];
  concept: Concept;
  content: readonly { t: string; i: number }[];
  covered: ReadonlySet<number>;
  trades: ReadonlySet<number>;
  purchases: ReadonlySet<number>;
  genitive?: ReadonlySet<number>;
}): string[] {
  if (['amount', 'date', 'name', 'address'].includes(r.concept.type)) return [];
  return r.content
    .filter(
      (c) =>
        VEHICLE_WORDS.has(c.t) &&
        !r.covered.has(c.i) &&
        !r.trades.has(c.i) &&
        !r.purchases.has(c.i) &&
        // Whose document ("the coffee van's invoice", "the van invoice"): the business, no vehicle.
        !r.genitive?.has(c.i) &&
        !isDocumentWord(r.all[c.i + 1] ?? ''),
    )
    .map((c) => c.t);
}
