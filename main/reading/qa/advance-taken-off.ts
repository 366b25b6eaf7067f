import { PACKS, packByCode, words } from '../lang';
import { afterWords, deductedWords } from '../lang/phrases';
import { tokens } from './normalize';

/**
 * "How much do we still owe for the excavator hire after the deposit?", "Il nous reste combien à
 * régler pour la salle, une fois l'acompte déduit ?": money paid before the bill, asked as taken
 * off, makes the amount asked the balance of the whole bill, as "in total" does (question-sum.ts):
 * what else the question names is what was bought, all of it, in the asker's words, which the
 * page need not print. The advance itself is still the page's to show (after-deduction.ts).
 */

/** Each pack's one-word names for money paid before the bill ("deposit", "acompte", "Anzahlung"), folded. */
const ADVANCES = new Map(
  PACKS.map((p) => [
    p.code,
    words(p.advances)
      .filter((w) => !/\s/.test(w))
      .flatMap((w) => tokens(w)),
  ]),
);
const ANY = [...new Set([...ADVANCES.values()].flat())];

/** A word as the pack has it or with a short ending ("deposits", "forskuddet", "l'acompte"). */
const formOf = (t: string, w: string): boolean =>
  t === w || (w.length >= 4 && t.startsWith(w) && t.length - w.length <= 3);

/**
 * The positions of the advance words of a question that asks it taken off (an "after" word before
 * it, or a word saying it was deducted): empty for any other question.
 */
export function advanceTakenOff(all: readonly string[], lang: string | null): Set<number> {
  const own = (lang && packByCode(lang) && ADVANCES.get(lang)) || ANY;
  const at = all.flatMap((t, i) => (own.some((w) => formOf(t, w)) ? [i] : []));
  if (!at.length) return new Set();
  const after = afterWords(lang, all);
  const deducted = deductedWords(lang, all);
  const taken = at.some(
    (i) => all.slice(0, i).some((t) => after.has(t)) || all.slice(i + 1).some((t) => deducted.has(t)),
  );
  return taken ? new Set(at) : new Set();
}
