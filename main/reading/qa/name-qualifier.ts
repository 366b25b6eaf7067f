import { inflected } from '../lang';
import { andWords, sectorsOf } from '../lang/phrases';
import { tokens } from './normalize';

/**
 * The words of a party's printed name that say what the trade printed right after them deals in:
 * "Insurance" of "Hartwell Pryce Insurance Brokers Ltd" (brokers, of insurance), each with the
 * sectors of the trade it qualifies. The business is of that trade, no other: "Which insurer
 * underwrites the motor fleet?" shares a stem with "Insurance" only, and asks the insurer the
 * broker placed the cover with, a business the page names nowhere. Two trades of one sector side
 * by side are one business's two words for its work ("Boulangerie Pâtisserie"), and words parted
 * by "&", a comma or "and" are two trades of it ("Plumbing & Gas"): neither qualifies the other.
 */
export function qualifiedTrades(name: string): Map<string, string[]> {
  const and = andWords(null);
  const out = new Map<string, string[]>();
  for (const part of name.split(SEPARATORS)) {
    const words = tokens(part);
    for (let i = 0; i + 1 < words.length; i++) {
      const [word, next] = [words[i]!, words[i + 1]!];
      if (and.has(word) || and.has(next)) continue;
      const head = sectorsOf(next, null);
      if (head.length && !sectorsOf(word, null).some((s) => head.includes(s))) out.set(word, head);
    }
  }
  return out;
}

/** What parts a name's trades: "&", "+", a comma, a slash, a dot or bar, a dash set apart. */
const SEPARATORS = /[&+,/·•|()]+|\s[-–]\s/;

/**
 * Whether a trade asked shares only a stem with a word of the name that qualifies the trade after
 * it (qualifiedTrades), and is of none of that trade's sectors: "insurer" of "Insurance Brokers".
 * The word itself asked, in any of its endings ("Which insurance brokers …?"), still names it.
 */
export function asksQualifierOnly(asked: string, printed: string, qualified: Map<string, string[]>): boolean {
  const head = qualified.get(printed);
  if (!head || asked === printed || inflected(asked, printed)) return false;
  return !sectorsOf(asked, null).some((s) => head.includes(s));
}
