import { payeesIn } from '../lang/phrases';
import { endsWithLegalForm, namedWithLegalForm, nameWords } from './company';
import type { Located } from './located';
import { tokens } from './normalize';
import type { PageModel } from './page-types';

/**
 * The issuer's legal name as a payee key prints it ("Payable to: Hartwell Pryce Insurance Brokers
 * Ltd" on the remittance slip torn off at the foot, "Betalingsmodtager: Brøndum & Lykke VVS ApS"),
 * where the letterhead prints only its first words ("HARTWELL PRYCE"). A payee may be another
 * than the issuer (a factor, a bank), so only a name that opens with every word of the
 * letterhead's, in order, and closes with a legal form: the letterhead's name in full, as the
 * books want it. Null where the page prints none.
 */
export function payeeLegalName(model: PageModel, letterhead: Located): Located | null {
  if (namedWithLegalForm(letterhead.text)) return null;
  const head = nameWords(letterhead.text);
  if (!head.length) return null;
  for (const { seg } of model.segs) {
    const name = nameAfterKey(seg.text, head);
    if (name) return { text: name, normalized: name, box: seg, score: letterhead.score, via: 'legal-line' };
  }
  return null;
}

/**
 * The name a payee key heads in a line, up to its first legal form, where its words open with
 * `head`'s and go on past them or to a form: the key's words (the packs' payee wordings, every
 * pack's: a slip prints its own language's) right before it.
 */
function nameAfterKey(text: string, head: string[]): string | null {
  const words = text.trim().split(/\s+/);
  const each = words.map((w) => tokens(w));
  const all = each.flat();
  const key = payeesIn(all, null);
  if (!key.size) return null;
  // The printed word the name opens with: the first whose tokens follow the key's last.
  const at = wordAt(each, Math.max(...key) + 1);
  if (at < 0) return null;
  for (let cut = at + 1; cut <= words.length; cut++) {
    const name = words
      .slice(at, cut)
      .join(' ')
      .replace(/[,;:]$/, '');
    const closed = endsWithLegalForm(name) ? name : name.replace(/\.$/, '');
    if (!endsWithLegalForm(closed)) continue;
    const own = nameWords(closed);
    return own.length >= head.length && head.every((w, k) => own[k] === w) ? closed : null;
  }
  return null;
}

/** The printed word whose first token is the `n`th of the line's, or -1 (a word holding the key's end too). */
function wordAt(each: string[][], n: number): number {
  let count = 0;
  for (let i = 0; i < each.length; i++) {
    if (count === n && each[i]!.length) return i;
    count += each[i]!.length;
    if (count > n) return -1;
  }
  return -1;
}
