import { STOP_WORDS } from '../lang';
import {
  ADVANCE_PHRASES,
  advanceWords,
  afterWords,
  deductedWords,
  deductionWords,
  includingWords,
} from '../lang/phrases';
import { parseAmount } from './normalize';
import { printedAmounts } from './printed-amounts';
import type { Located } from './locate';
import type { PageModel } from './page-model';
import { sameStem } from './same-stem';

// "How much is to be paid after the RUT deduction?", "What was the final amount after discount and
// round off?", "How much do we actually have to pay after retainage?": the words after "after" name
// what was taken off (or added) on the way to the amount asked. The page prints them on a line of
// the totals above that amount ("Avgår skattereduktion RUT", "Less retainage 10%"); where it does
// not, there was no such deduction and nothing is answered (they are no label of the amount itself).

/** The figures whose totals "after" may be asked of: what is paid, the gross, the net. */
const TOTALS = new Set(['amount_due', 'total_incl', 'total_excl']);

/**
 * The question read for what was taken off on the way to the total it asks: the unexplained words
 * after its "after" word ("après déduction de la provision"), or before a word saying it was taken
 * off ("provision déduite", "nå som forskuddet er trukket fra"). So for what it includes: the
 * unexplained words of a question saying "including" ("including VAT and disbursements",
 * "arrears included") name what was added on the way. Those words, and the "after" word itself,
 * are then accounted for: the page shows them above the amount or in its label (shownAbove), or
 * nothing is answered. A question of no total, or saying no "after", is read as it was.
 */
export function afterReading(
  all: string[],
  unexplained: string[],
  conceptId: string | null,
  lang: string | null,
): { after: string[]; unexplained: string[] } {
  if (!conceptId || !TOTALS.has(conceptId)) return { after: [], unexplained };
  const after = afterWords(lang);
  const deducted = deductedWords(lang);
  const at = all.findIndex((t) => after.has(t));
  // A word of deducting after the "after" word is the deduction's own ("efter ROT-avdraget": the
  // deduction, as "avdrag" says): the words before "after" say what was bought, not what was
  // taken off ("Vad kostar trädfällningen oss efter ROT-avdraget?").
  const off = all.findIndex((t, i) => deducted.has(t) && !(at >= 0 && at < i));
  // Not "with", "med", "avec": a word of many uses ("paid with Swish") says no including.
  const adds = all.findIndex((t) => includingWords(lang).has(t) && !STOP_WORDS.has(t));
  if (at < 0 && off < 0 && adds < 0) return { after: [], unexplained };
  const named = new Set([
    ...(at >= 0 ? all.slice(at + 1) : []),
    ...(off >= 0 ? all.slice(0, off) : []),
    ...(adds >= 0 ? addedNamed(all, adds) : []),
  ]);
  const rest = unexplained.filter((w) => !after.has(w) && !deducted.has(w));
  return { after: rest.filter((w) => named.has(w)), unexplained: rest };
}

/**
 * The words an including word names: closing the question, the one before it ("disbursements
 * included", "TVA comprise": the rest says what was bought, "le gardiennage de novembre"); before
 * them, every word left ("the total in NZD including GST"), which the totals print.
 */
const addedNamed = (all: string[], at: number): string[] =>
  at === all.length - 1 ? all.slice(Math.max(0, at - 1), at) : all;

/** How far above the amount the totals block may print what was taken off, in lines. */
const TOTALS_REACH = 12;

/**
 * The amounts found that have what the question names after "after" printed above them, in the
 * totals: each word on a line above (its plain word for a deduction, "avdraget", is accounted for
 * by the deduction's own name, "RUT", printed so; alone, it is printed itself: "after the discount"
 * where no discount is printed asks of a discount the page does not give). What the question says
 * a total includes (`asked` names no "after") is checked of the surest total only.
 */
export function shownAbove(
  model: PageModel,
  found: Located[],
  named: string[],
  lang: string | null,
  asked: string[] = [],
): Located[] {
  const plain = deductionWords(lang);
  const advances = advanceWords(lang);
  const isPlain = (w: string) => [...plain].some((d) => sameStem(w, d));
  const own = named.filter((w) => !isPlain(w));
  const wanted = own.length ? own : named;
  // What a total includes qualifies the total asked, the surest found: it does not pick another
  // figure the words happen to stand beside ("O/S svc | 0.00" in a VAT table under "TOTAL").
  const taken = asked.some((t) => afterWords(lang).has(t) || deductedWords(lang).has(t));
  const shown = (f: Located) =>
    placesOf(model, f).some((box) => {
      // The lines above, and the amount's own label ("TOTAL (NZD incl. GST)").
      const above = model.segs.filter(
        (s) =>
          (s.seg.y < box.y - 1 && box.y - s.seg.y <= TOTALS_REACH * model.lineHeight) ||
          (Math.abs(s.seg.y - box.y) < model.lineHeight / 2 && s.seg.x < box.x),
      );
      // A compound asked closed ("rotavdraget") may be printed with a hyphen ("ROT-avdrag"): two words.
      const printed = (w: string) =>
        above.some((s) =>
          s.tokens.some((t, i) => sameStem(w, t) || sameStem(w, t + (s.tokens[i + 1] ?? ''))),
        ) ||
        // Money paid before the bill, in the asker's word for it ("the retainer"), is printed in
        // the page's ("Provision versée", "Forskudd betalt", "Less: paid on account").
        ([...advances].some((a) => formOf(w, a)) && above.some((s) => advancePrinted(s.tokens)));
      return wanted.every(printed);
    });
  if (taken) return found.filter(shown);
  return found[0] && shown(found[0]) ? found : [];
}

/**
 * A word as a pack has it, or with an ending ("deposits", "forskuddet"): not a word of a shared
 * stem ("retainage", money held back, is no "retainer" paid in advance).
 */
const formOf = (t: string, w: string): boolean =>
  t === w || (w.length >= 4 && t.startsWith(w) && t.length - w.length <= 3);

/** Whether words print one of the packs' phrases for money paid before the bill. */
const advancePrinted = (words: string[]): boolean =>
  ADVANCE_PHRASES.some((p) => words.some((_, i) => p.every((w, k) => formOf(words[i + k] ?? '', w))));

/**
 * Where the page prints a found amount: its own place and every other (a remittance slip repeats
 * the balance far below the totals that show what was taken off).
 */
function placesOf(model: PageModel, f: Located): Located['box'][] {
  const value = parseAmount(f.text);
  if (value === null) return [f.box];
  const others = printedAmounts(model)
    .filter((p) => Math.abs(p.value - value) < 0.005)
    .map((p) => p.box);
  // One place per segment, however often it prints the amount.
  return [f.box, ...new Set(others)];
}
