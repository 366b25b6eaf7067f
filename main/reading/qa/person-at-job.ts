import { COMPANY_WORDS } from '../lang';
import { attendsIn } from '../lang/phrases';
import type { ParsedQuestion } from './question-parsed';

/**
 * Whether a question asks a person present at the job or handling the machine there ("Which plumber
 * attended the job?", "Quel électricien est intervenu sur le chantier ?", "Who operated the
 * excavator?"): one of the business's people, named by the page's own label for them or not at
 * all. The business's name is no answer, though its trade word ("PLUMBING") or a cue ("operator")
 * would read it. A business asked by the word for one ("Quelle entreprise est intervenue ?",
 * "Which company operated the car park?") is the business all the same.
 */
export function personAtJob(
  all: readonly string[],
  lang: string | null,
  places: ReadonlySet<number>,
): boolean {
  return attendsIn(all, lang).size > 0 && !all.some((t, i) => places.has(i) || COMPANY_WORDS.has(t));
}

const PARTY_NAMES = new Set(['supplier_name', 'receiver_name']);

/** Whether a party's name would answer a question asking a person at the job (see personAtJob). */
export const partyForPerson = (q: ParsedQuestion, conceptId: string | undefined): boolean =>
  !!q.atJob && !!conceptId && PARTY_NAMES.has(conceptId);
