import { COMPANY_WORDS, GENERIC_NOUNS } from '../lang';
import { insurersIn, sectorsOf } from '../lang/phrases';
import type { Located } from './locate';
import { tokens } from './normalize';
import { STEM, commonStart } from './same-stem';

/**
 * The word asking an insurer, where the party asked is one ("Who is the insurance company?",
 * "Welche Versicherung zahlt?", "Hvem er forsikringsselskapet?"): the question's first meaningful
 * word is of it. Not an insurer named as something of another ("the insurance company's claim
 * number" is still asked of it; "Which company is billed for the insurer's fee?" asks the company).
 */
export function insurerAsked(
  all: readonly string[],
  content: readonly { i: number }[],
  lang: string | null,
): string | undefined {
  const at = insurersIn(all, lang);
  const first = content[0]?.i;
  if (first === undefined || !at.has(first)) return undefined;
  // Of "insurance company", "compagnie d'assurance": the word saying insurer, not the business word.
  const run: string[] = [];
  for (let i = first; at.has(i); i++) run.push(all[i]!);
  return run.find((t) => t.length > 2 && !COMPANY_WORDS.has(t) && !GENERIC_NOUNS.has(t)) ?? all[first];
}

/**
 * Whether a party's name says it is the insurer asked: a word of it shares the asked word's stem
 * ("Forsikring" of "forsikringsselskap", "Insurance" of "insurance company", "Assurances" of
 * "assureur") and no trade follows it, which it would only say what is brokered or sold ("Hartwell
 * Pryce Insurance Brokers Ltd" is a broker, no insurer). A party whose name says nothing of the
 * kind did the work or is billed for it: an insurer is a third party (question-pack.ts insurers).
 */
export function insurerPrinted(name: string, asked: string, lang: string | null): boolean {
  const words = tokens(name);
  return words.some(
    (w, k) => commonStart(w, asked) >= STEM && !words.slice(k + 1).some((t) => sectorsOf(t, lang).length > 0),
  );
}

/** The names found that say they are the insurer asked (insurerPrinted); all, where none is asked. */
export const insurersFound = (found: Located[], asked: string | undefined, lang: string | null): Located[] =>
  asked ? found.filter((f) => insurerPrinted(f.text, asked, lang)) : found;
