import { questionPacks } from '../lang';
import { costsIn, wholesIn } from '../lang/phrases';
import { countedLines } from './counted-lines';
import { tokens } from './normalize';
import type { PageModel } from './page-model';
import { issuerNameWords } from './party-named';
import type { ParsedQuestion } from './question';
import { togetherAt } from './question-sum';

/**
 * Whether a question asks what some of the bill's things cost, not the bill: it asks by a verb of
 * costing ("How much did the hearing aids cost?"), says nothing of the whole ("altogether",
 * "insgesamt", "the whole order"), and the page bills other things beside the lines printing its
 * words (an audiologist's two aids beside the assessment, the fitting and a drying kit). Those lines' sum is asked, which the page
 * does not print: the bill's total, or its balance after the insurer's share, would be a false
 * answer. What is owed or still to pay for a thing named ("How much do we still need to pay for
 * the renewal?") asks the bill all the same. `printedAs` tells a word asked in a printed one.
 */
export function partOfBillAsked(
  model: PageModel,
  q: ParsedQuestion,
  asked: readonly string[],
  printedAs: (asked: string, printed: string) => boolean,
): boolean {
  const all = tokens(q.text);
  if (!costsIn(all, q.lang).size || wholesIn(all, q.lang).size || togetherAt(all, questionPacks(all)).size)
    return false;
  // The seller's name printing them says what the whole bill is for ("the skip" of KESTREL SKIPS).
  const seller = issuerNameWords(model);
  if (asked.every((w) => seller.some((t) => printedAs(w, t)))) return false;
  const items = countedLines([model.page]).map((l) => tokens(String(l.value)));
  const names = (item: string[]) => asked.every((w) => item.some((t) => printedAs(w, t)));
  return items.some(names) && !items.every(names);
}
