import type { Concept } from './lexicon/concept';
import { NUMBERS_DATES_TOTALS } from './lexicon/numbers-dates-totals';
import { PARTIES } from './lexicon/parties';
import { PAYMENT_CONTACT } from './lexicon/payment-contact';

export type { Concept } from './lexicon/concept';

/** Every concept the answerer knows, in tie-break order. */
export const CONCEPTS: Concept[] = [...NUMBERS_DATES_TOTALS, ...PARTIES, ...PAYMENT_CONTACT];

const VAT_WORDS = ['vat', 'moms', 'mva', 'btw', 'tax'];
const cross = (a: string[], b: string[]) => a.flatMap((x) => b.map((y) => `${x} ${y}`));
// "excluding VAT", "uden moms", "zonder btw"... decide between the three totals in any language.
CONCEPTS.find((c) => c.id === 'total_excl')?.cues?.push(
  ...cross(
    [
      'excluding',
      'exclusive',
      'exklusive',
      'eksklusive',
      'eksklusiv',
      'excl',
      'ekskl',
      'exkl',
      'eks',
      'exclusief',
      'zonder',
      'uden',
      'utan',
      'uten',
      'without',
      'before',
      'fore',
      'for',
      'ex',
    ],
    VAT_WORDS,
  ),
);
CONCEPTS.find((c) => c.id === 'total_incl')?.cues?.push(
  ...cross(
    [
      'including',
      'inclusive',
      'inklusiv',
      'incl',
      'inkl',
      'inklusive',
      'inclusief',
      'inkludert',
      'med',
      'met',
      'with',
      'plus',
    ],
    VAT_WORDS,
  ),
);

export const conceptById = new Map(CONCEPTS.map((c) => [c.id, c]));
