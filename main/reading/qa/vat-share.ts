import { OF_WORDS, PACKS, QUALIFIER_GROUPS, STOP_WORDS, words } from '../lang';
import { tokens } from './normalize';

/**
 * The VAT asked as a share of the total: "What's the VAT part?", "Wie hoch ist der
 * Umsatzsteueranteil?", "Hur stor är momsdelen av beloppet?", "la part de TVA". The share word
 * says the VAT is part of what was paid, which is what the VAT amount is: it names nothing the
 * page must print, and left in the question it went unaccounted for, so nothing was answered.
 * Read so only beside a VAT word or closing a compound of one: "the part number" or "Teilbetrag"
 * ask other things.
 */

/** Each pack's share words with each of its endings ("delen", "andelen", "Anteils"), folded. */
const SHARES: ReadonlySet<string> = new Set(
  PACKS.flatMap((p) => {
    const endings = ['', ...words(p.endings)];
    return words(p.shareWords).flatMap((w) => tokens(w).flatMap((t) => endings.map((e) => t + e)));
  }),
);

/** How many small words may stand between a share word and the VAT word it is of ("part de la TVA"). */
const MAX_BETWEEN = 2;

const isVat = (t: string | undefined): boolean => !!t && QUALIFIER_GROUPS.vat.has(t);
const small = (t: string): boolean => OF_WORDS.has(t) || STOP_WORDS.has(t);

/** The VAT word a compound opens with when a share word closes it ("umsatzsteuer" of "umsatzsteueranteil"). */
function vatOfCompound(t: string): string | null {
  for (let cut = 2; cut <= t.length - 3; cut++) {
    const head = t.slice(0, cut);
    if (isVat(head) && SHARES.has(t.slice(cut))) return head;
  }
  return null;
}

/** Whether the share word at `i` is the VAT's: right after a VAT word, or before one over small words. */
function ofVat(folded: readonly string[], i: number): boolean {
  if (isVat(folded[i - 1])) return true;
  for (let j = i + 1; j <= i + 1 + MAX_BETWEEN && j < folded.length; j++) {
    if (isVat(folded[j])) return true;
    if (!small(folded[j]!)) return false;
  }
  return false;
}

/**
 * The question with the VAT's share words taken out and its share compounds read as their VAT
 * word ("Umsatzsteueranteil" -> "Umsatzsteuer", "momsdelen" -> "moms"). Any other question as typed.
 */
export function withoutVatShare(text: string): string {
  const found = [...text.matchAll(/\p{L}+/gu)];
  const folded = found.map((m) => tokens(m[0]).join(''));
  let out = '';
  let from = 0;
  found.forEach((m, i) => {
    const t = folded[i]!;
    const at = m.index;
    if (SHARES.has(t) && ofVat(folded, i)) {
      out += text.slice(from, at);
      from = at + m[0].length;
      return;
    }
    const head = t.length > 6 ? vatOfCompound(t) : null;
    if (head) {
      out += text.slice(from, at) + head;
      from = at + m[0].length;
    }
  });
  return out + text.slice(from);
}
