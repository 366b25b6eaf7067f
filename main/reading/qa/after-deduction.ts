import { afterWords, deductionWords } from '../lang/phrases';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { sameStem } from './party-named';

// "How much is to be paid after the RUT deduction?", "What was the final amount after discount and
// round off?", "How much do we actually have to pay after retainage?": the words after "after" name
// what was taken off (or added) on the way to the amount asked. The page prints them on a line of
// the totals above that amount ("Avgår skattereduktion RUT", "Less retainage 10%"); where it does
// not, there was no such deduction and nothing is answered (they are no label of the amount itself).

/** The figures whose totals "after" may be asked of: what is paid, the gross, the net. */
const TOTALS = new Set(['amount_due', 'total_incl', 'total_excl']);

/**
 * The question's unexplained words that follow its "after" word, when it asks a total: what was
 * taken off on the way to it. Empty when it says no "after".
 */
export function namedAfter(
  all: string[],
  unexplained: string[],
  conceptId: string | null,
  lang: string | null,
): string[] {
  if (!conceptId || !TOTALS.has(conceptId) || !unexplained.length) return [];
  const at = all.findIndex((t) => afterWords(lang).has(t));
  if (at < 0) return [];
  const later = new Set(all.slice(at + 1));
  return unexplained.filter((w) => later.has(w));
}

/** How far above the amount the totals block may print what was taken off, in lines. */
const TOTALS_REACH = 12;

/**
 * The amounts found that have what the question names after "after" printed above them, in the
 * totals: each word on a line above (its plain word for a deduction, "avdraget", is accounted for
 * by the deduction's own name, "RUT", printed so; alone, it is printed itself: "after the discount"
 * where no discount is printed asks of a discount the page does not give).
 */
export function shownAbove(
  model: PageModel,
  found: Located[],
  named: string[],
  lang: string | null,
): Located[] {
  const plain = deductionWords(lang);
  const isPlain = (w: string) => [...plain].some((d) => sameStem(w, d));
  const own = named.filter((w) => !isPlain(w));
  return found.filter((f) => {
    const above = model.segs.filter(
      (s) => s.seg.y < f.box.y - 1 && f.box.y - s.seg.y <= TOTALS_REACH * model.lineHeight,
    );
    const printed = (w: string) => above.some((s) => s.tokens.some((t) => sameStem(w, t)));
    return (own.length ? own : named).every(printed);
  });
}
