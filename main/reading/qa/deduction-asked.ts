import { advanceNames, advancePhrasesIn, afterWords, deductedWords, deductionWords } from '../lang/phrases';

/**
 * The deductions an amount may be asked of: the plain word for one ("discount", "l'escompte",
 * "Skonto") names an amount of its own, what is taken off, never the total it is taken off. The
 * packs know these words from labels and cues of other values ("sans escompte", "without
 * discount": a due date's), which would account for them in any question: "Quel est le montant de
 * l'escompte pour paiement comptant ?" of a bill that grants none asked its total. Left to the
 * page, they are answered by the deduction's own line where it prints one, and by nothing where it
 * does not. Not of VAT: "Hvor mye merverdiavgift kan vi føre til fradrag?" asks the VAT to deduct.
 */
const OF_AMOUNTS = new Set(['amount_due', 'total_incl', 'total_excl']);

/** A word a deduction's word makes, inflected or closing a compound: "rabatten", "kontantrabatt". */
const INFLECTION = 3;
const formOf = (t: string, d: string): boolean => {
  for (let k = 0; k <= t.length - d.length; k++) {
    if (k > 0 && k < INFLECTION) continue;
    if (t.startsWith(d, k) && t.length - k - d.length <= INFLECTION) return true;
  }
  return false;
};

/**
 * The words of a question of a total that ask a deduction the concept read does not explain. Not
 * after "after" ("après déduction de l'acompte", "after the discount"): the total is asked, and what
 * was taken off on the way is the page's to print above it (after-deduction.ts).
 */
export function deductionsAsked(
  all: readonly string[],
  content: readonly { t: string; i: number }[],
  covered: ReadonlySet<number>,
  conceptId: string,
  lang: string | null,
): string[] {
  if (!OF_AMOUNTS.has(conceptId)) return [];
  // Money paid before the bill is taken off the same way ("Montant de l'acompte ?" asks the
  // acompte's own line, not the rest to pay it leaves); one-word names only ("déjà payé" is how
  // a rest is asked).
  const plain = [...deductionWords(lang), ...advanceNames(lang)];
  const after = afterWords(lang);
  const from = all.findIndex((t) => after.has(t));
  const deducted = deductedWords(lang);
  const off = all.findIndex((t) => deducted.has(t));
  const onTheWay = (i: number) => (from >= 0 && i > from) || (off >= 0 && i <= off);
  // So is one named in several words ("How much was paid on account?"): not the balance it leaves,
  // which "paid" alone would read. Not those asking what was paid as a whole ("amount paid").
  const phrased = advancePhrasesIn(all, lang);
  return content
    .filter(
      (c) => !covered.has(c.i) && !onTheWay(c.i) && (phrased.has(c.i) || plain.some((d) => formOf(c.t, d))),
    )
    .map((c) => c.t);
}
