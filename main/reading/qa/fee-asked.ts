import { FEE_WORDS } from '../lang';
import type { Concept } from './lexicon';
import { tokens } from './normalize';
import { DAY_WORDS } from './other-date-asked';

/**
 * Whether a question read as a date asks a fee ("What late payment fee applies?", "Hvor stort er
 * rykkergebyret?"): a fee is an amount, never a day, though the words around it are a deadline's
 * ("late payment"). Not where a word asks a day or a deadline too ("When is the fee due?", "By
 * when must the fee be paid?", "What's the latest we can pay the broker's fees?"): the day is
 * asked, of the fee. The page's date is then no answer.
 */
export function feeAskedAsDate(concept: Concept | null, text: string): boolean {
  if (concept?.type !== 'date') return false;
  const all = tokens(text);
  return all.some((t) => FEE_WORDS.has(t)) && !all.some((t) => DAY_WORDS.has(t));
}
