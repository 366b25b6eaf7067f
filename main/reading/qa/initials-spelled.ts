import type { Located } from './locate';
import type { PageModel } from './page-model';
import { findValues } from './values';

/** A first name cut to its initial ("J.", "K.-H."): a capital and a dot, perhaps twice with a dash. */
const INITIAL = /^\p{Lu}\.(?:-\p{Lu}\.)?$/u;
/** The most words a line naming the business in full holds: a name, no sentence. */
const MOST_NAME_WORDS = 5;

/**
 * A name printed with its first name cut to an initial where the page spells it out elsewhere:
 * "J. Albrecht" on the sender line over the window, "Jörg Albrecht Klavierbau" in the footer's
 * first cell beside the bank and tax numbers. One party, and the books want its name in full: the
 * leading name yields to the longest line that spells its initials out, letter for letter, and
 * prints its other words as they stand, the business's own words after them kept, at its score.
 * A name with no initial, or none spelled out, stays as it is.
 */
export function initialsSpelledOut(model: PageModel, ranked: Located[]): Located[] {
  const [top, ...rest] = ranked;
  if (!top) return ranked;
  const short = top.text.trim().split(/\s+/);
  const initials = short.findIndex((w) => !INITIAL.test(w));
  if (initials <= 0 || initials === short.length) return ranked;
  let best: { text: string; box: Located['box']; n: number } | null = null;
  for (const { seg } of model.segs) {
    const text = seg.text.trim();
    const full = text.split(/\s+/);
    if (full.length < short.length || full.length > MOST_NAME_WORDS || /\d/.test(text)) continue;
    const spelled = short.every((w, k) =>
      k < initials
        ? full[k]!.length > 2 && /^\p{L}+$/u.test(full[k]!) && full[k]![0] === w[0]
        : full[k]!.toLowerCase() === w.toLowerCase(),
    );
    if (!spelled || !findValues('name', text).length) continue;
    if (!best || full.length > best.n) best = { text, box: seg, n: full.length };
  }
  if (!best) return ranked;
  return [{ ...top, text: best.text, normalized: best.text, box: best.box }, ...rest];
}
