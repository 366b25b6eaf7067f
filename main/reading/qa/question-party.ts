import { GENERIC_NOUNS, OF_WORDS, PARTY_SIDES, PARTY_WORDS } from '../lang';
import { interrogatives, whoseWords } from '../lang/phrases';
import { isParty } from './question-unexplained';
import { conceptById, type Concept } from './lexicon';
import type { ValueType } from './values';

/**
 * Whose value a question asks: the party its words name ("the supplier's address", "des Kunden",
 * "Wo sitzt der Verkäufer?"). The side of each party word comes from the packs (lang PARTY_SIDES).
 */
export type Party = 'issuer' | 'receiver';

/** The side a question's party words name: one side, or none when they name both or neither. */
export function partyOf(all: string[]): Party | null {
  const sides = new Set<Party>();
  for (const t of all) {
    // The longest party word the question's word is a form of ("kunden" of "kunde", "verkäufers").
    const side = sideOf(t);
    if (side) sides.add(side);
  }
  return sides.size === 1 ? ([...sides][0] ?? null) : null;
}

/** The side one word names ("kunden" of "kunde", "verkäufers"), if it is a party word. */
export function sideOf(t: string): Party | null {
  let side: Party | null = null;
  let length = 0;
  for (const [w, s] of PARTY_SIDES)
    if (t.startsWith(w) && t.length - w.length <= 3 && w.length > length) {
      side = s;
      length = w.length;
    }
  return side;
}

/**
 * A name asked of the party the question opens with ("Vilken kund gäller det?", "Welcher Kunde
 * wird belastet?"): that party's name, whichever party the verb made the wording lean to.
 */
export function namedFirst(best: Concept | null, first: string | undefined): Concept | null {
  const side = first ? sideOf(first) : null;
  if (!best || !side || (best.id !== 'supplier_name' && best.id !== 'receiver_name')) return best;
  return conceptById.get(side === 'issuer' ? 'supplier_name' : 'receiver_name') ?? best;
}

/** A party's address, asked where the party is ("Where is the seller located?"). */
const ADDRESS_OF: Record<string, string> = {
  supplier_name: 'supplier_address',
  receiver_name: 'receiver_address',
};

/**
 * Concepts that come in a pair, one per party: the question's party word picks which, whatever the
 * shared words ("address", "VAT number") scored for either.
 */
const TWINS: Record<string, Record<Party, string>> = {
  receiver_address: { issuer: 'supplier_address', receiver: 'receiver_address' },
  supplier_address: { issuer: 'supplier_address', receiver: 'receiver_address' },
  // Where the goods went is an address apart, but a party named ("Where is the buyer located?")
  // asks where that party is.
  delivery_address: { issuer: 'supplier_address', receiver: 'receiver_address' },
  supplier_vat: { issuer: 'supplier_vat', receiver: 'receiver_vat' },
  receiver_vat: { issuer: 'supplier_vat', receiver: 'receiver_vat' },
};

/** Whether two concepts are one thing of either party (the issuer's and the customer's address). */
export const twins = (a: Concept, b: Concept): boolean =>
  a !== b && TWINS[a.id]?.issuer === TWINS[b.id]?.issuer && !!TWINS[a.id];

/** The concept read, turned to the party the question names and to its address when asked where. */
export function byParty(
  best: Concept | null,
  expected: ValueType | null,
  party: Party | null,
): Concept | null {
  if (!best) return best;
  let id = expected === 'address' ? (ADDRESS_OF[best.id] ?? best.id) : best.id;
  if (party) id = TWINS[id]?.[party] ?? id;
  return conceptById.get(id) ?? best;
}

/**
 * The word that opens the question after its question word, when it may name a party: only one
 * that opens the question or follows its first word ("Vilken kund ..."): in "Wer hat dem Kunden
 * die Rechnung geschickt?" the customer is who was sent it. A party word that is another pack's
 * stop word still opens ("Hvilken kunde ...": Swedish "kunde" is "could"). Not the word after one
 * asking whose: it is what the party has ("Whose pool was serviced?" asks the pool's owner, not
 * the pool company whose name prints "Pool").
 */
export function openingPartyWord(
  all: readonly string[],
  content: readonly { t: string; i: number }[],
  isStop: readonly boolean[],
  lang: string | null,
): string | undefined {
  if (content[0] && content[0].i <= 1)
    return whoseWords(lang, all).has(all[content[0].i - 1] ?? '') ? undefined : content[0].t;
  // After a preposition and the question word ("Von welchem Hörakustiker ...", "From which
  // supplier ...", "Bij welke winkel ..."): the word the question word asks which of.
  // Not after two question words ("Vilka var restaurangens öppettider?": "var" asks nothing there).
  if (content[0]?.i === 2 && isStop[0] && !ASKING.has(all[0] ?? '') && ASKING.has(all[1] ?? ''))
    return content[0].t;
  return isStop[0] && all[1] && isParty(all[1]) ? all[1] : undefined;
}

/** The words that ask, in every language. */
const ASKING = interrogatives(null);

/** Party words used as possessives or after "of": in "the supplier's VAT number" they say whose. */
export function modifiers(all: string[], genitive: Set<number>): Set<number> {
  const out = new Set<number>();
  all.forEach((t, i) => {
    if (!isParty(t)) return;
    const possessive =
      genitive.has(i) ||
      (/(ens|ns|s)$/.test(t) && !PARTY_WORDS.includes(t) && isParty(t.replace(/(ens|ns|s)$/, '')));
    // Not the party a question word asks after "of" ("Von welchem Lieferanten kommt die
    // Rechnung?", "From which supplier ..."): that party is what is asked.
    const asked = ASKING.has(all[i - 1] ?? '');
    if (possessive || OF_WORDS.has(all[i - 1] ?? '') || (OF_WORDS.has(all[i - 2] ?? '') && !asked))
      out.add(i);
  });
  return out;
}

/**
 * The side a compound closing with a party's word names ("strømkunde", "Stromkunde",
 * "Endkunde"): the customer of what its first part names. Not a word a party's word opens
 * ("Kundennummer", sideOf's), and one side only.
 */
export function compoundSide(t: string): Party | null {
  const sides = new Set<Party>();
  for (const [w, s] of PARTY_SIDES) {
    const at = w.length >= 4 ? t.lastIndexOf(w) : -1;
    if (at >= 3 && t.length - (at + w.length) <= 3) sides.add(s);
  }
  return sides.size === 1 ? ([...sides][0] ?? null) : null;
}

/**
 * The rules read the other party's name than the classifier, by every word the question says, one
 * of them more than a noun of any company ("Quelle entreprise a établi la facture ?": "établi" is
 * the issuer's verb; "Quelle société est facturée ?" says nothing of a side in "société"). The
 * classifier has met few of a pack's issuing verbs, and reads the question by its other words.
 */
export function otherPartyRead(
  learned: Concept | null | undefined,
  best: Concept | null | undefined,
  content: readonly { i: number; t: string }[],
  covered: ReadonlySet<number>,
): boolean {
  const sides = [learned?.id, best?.id];
  return (
    !!learned &&
    learned !== best &&
    sides.every((id) => id === 'supplier_name' || id === 'receiver_name') &&
    content.length > 0 &&
    content.every((c) => covered.has(c.i)) &&
    content.some((c) => !GENERIC_NOUNS.has(c.t))
  );
}
