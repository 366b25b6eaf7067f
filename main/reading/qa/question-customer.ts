import { COMPANY_WORDS, GENERIC_NOUNS, inflected, NAME_WORDS } from '../lang';
import { buyersIn, interrogatives, receivesIn, tradesIn, whoseWords, worksIn } from '../lang/phrases';
import { roleOf } from '../lang/roles';
import { conceptById, type Concept } from './lexicon';
import { sideByRole } from './side-by-role';
import { compoundSide, sideOf } from './question-party';
import { shopBuying } from './shop-buying';
import { namesTheDocument } from './question-document';
import { isParty } from './question-unexplained';
import { knownWord, NUMBER_WORDS, numberWord } from './question-words';
import { workAsked } from './question-work';
import { causedIn } from './caused-work';
import { ownerIn } from './owned-thing';
import { scoreConcept } from './question-score';
import type { ValueType } from './values';

const CUSTOMER = conceptById.get('receiver_name');

/** The party asked, the words that say so, and the customer's role it was asked by (LanguagePack.roles). */
export type CustomerAsked = { concept: Concept; covered: number[]; role: number | undefined };

/** What a question reads of a party by who does what (see workAsked, customerAsked). */
type Wording = {
  all: readonly string[];
  content: readonly { t: string; i: number }[];
  lang: string | null;
  expected: ValueType | null;
  isStop: readonly boolean[];
};

/** The party asked by who does what: who did the work (question-work.ts), or who it was for. */
export function askedByDoing(best: Concept | null, q: Wording): CustomerAsked | null {
  const work = workAsked(best, q);
  return work ? { ...work, role: undefined } : customerAsked(q);
}

/**
 * The customer asked by what it does or is to the issuer, naming no party of the issuer's side:
 * it pays, buys, is billed or has the work done for it ("Which company is paying for these
 * shipments?", "Vilket bolag ska betala för transporterna?", "Für wen hat die Schreinerei
 * gearbeitet?"), it is the customer of what is billed ("Hvilket firma står som strømkunde?"), or
 * by the role it plays ("Guest name?", "Für welchen Klienten ist die Abrechnung?"). The mirror of
 * question-work.ts: a bill is to the one who pays for what it bills, and what the question says
 * was bought or done ("these shipments", "the car") is the asker's word for what the page
 * itemises, which it need not print; every meaningful word is accounted for. Only a question
 * asking who or which (askedWord) or a bare role ("Patient?"), never a number ("Which member
 * number ..."), nor something of one in a role ("What company does the guest work for?"). A role
 * asked is still the page's to show (customer-role.ts): a patient asked of a page printing no
 * patient is another document's.
 */
export function customerAsked(q: Wording): CustomerAsked | null {
  const { all, content, lang } = q;
  // Not a party of the issuer's side asked, unless a shop that bought (shop-buying.ts).
  if (!CUSTOMER || (content.some((c) => sideOf(c.t) === 'issuer') && !shopBuying(all, lang))) return null;
  const covered = content.map((c) => c.i);
  // The role's word is the page's to account for (customer-role.ts), as a word no pack knows.
  const role = roleAsked(q);
  if (role) return { concept: CUSTOMER, covered: covered.filter((i) => i !== role.at), role: role.role };
  if (content.some((c) => numbered(c.t) || roleWord(c.t, lang))) return null;
  const asked = askedWord(q);
  if (asked === null) return null;
  // The customer's word further on asks something of the customer ("Pour quelle société travaille
  // le client ?"), as a role's does ("What company does the guest work for?").
  if (content.some((c, k) => k > 0 && isParty(c.t) && sideOf(c.t) === 'receiver')) return null;
  // The customer named by who pays or is billed, or by its word opening what is asked ("Qui est le
  // client facturé pour cette réparation ?"), not a word of buying ("Hvem køber vi strøm hos?"), nor
  // one the seller's work is done to ("Wer hat dem Kunden die Rechnung geschickt?").
  const side = sideByRole(all, lang);
  const opening =
    content[0] &&
    sideOf(content[0].t) === 'receiver' &&
    !buyersIn(all, lang).has(content[0].i) &&
    !worksIn(all, lang).size;
  // Whose thing the work was done on ("Whose pool was serviced?", "Wessen Auto wurde repariert?"):
  // its owner had it done, the customer.
  const worked = whoseWords(lang, all).has(all[0] ?? '') && worksIn(all, lang).size > 0;
  const customer =
    side === 'receiver' ||
    (side !== 'issuer' && (opening || worked || content.some((c) => compoundSide(c.t) === 'receiver')));
  if (!customer) return null;
  // A word no pack knows asked as which one ("Voor welke brouwerij is die factuur?", "Which flight
  // is this for?", "Welche Krankenkasse zahlt?") names the customer only where the page prints it
  // in a party's name ("Brouwerij Het Klokhuis BV", answer.ts): no page's customer is a flight, and
  // an insurer paying is a third party, which the page keys by its own word if it names one.
  // A word of paying right after the question word is no name ("Who's getting charged ...?"), nor
  // one of having the work done ("Wie liet de telefoons repareren?", caused-work.ts), nor of owning
  // what it was done to ("Hvem ejer bilen, der blev repareret?", owned-thing.ts).
  const doing = [
    ...buyersIn(all, lang),
    ...receivesIn(all, lang),
    ...causedIn(all, lang),
    ...ownerIn(all, lang),
  ];
  const unknown = asked >= 0 && !business(all, asked, lang) && !doing.includes(asked);
  // One the packs know for some other thing is that thing ("Welche Versicherung zahlt?").
  if (unknown && knownWord(all[asked]!, lang)) return null;
  return {
    concept: CUSTOMER,
    covered: unknown ? covered.filter((i) => i !== asked) : covered,
    role: undefined,
  };
}

/** A business or a party by its plain word, a generic noun or its trade ("company", "party", "agency"). */
const business = (all: readonly string[], i: number, lang: string | null): boolean =>
  COMPANY_WORDS.has(all[i]!) || GENERIC_NOUNS.has(all[i]!) || isParty(all[i]!) || tradesIn(all, lang).has(i);

/** The words for a name, in every language, as a compound of a role may close with one. */
const NAMES = [...NAME_WORDS];

/**
 * A word of a customer's role, not a party's word in another language: Dutch "cliënt" is the
 * "client" an English or French question asks as the customer, by its plain word.
 */
const roleWord = (t: string, lang: string | null): boolean =>
  !isParty(t) && roleOf(t, lang, NAMES) !== undefined;

/**
 * A number's word, or a compound closing with one ("avtalsnummer", "tilbudsnummer"): a number is
 * asked. Not a party's word, which many numbers share ("client" of "client number").
 */
const numbered = (t: string): boolean =>
  (numberWord(t) && !isParty(t)) ||
  NUMBER_WORDS.some((w) => w.length >= 5 && t.length > w.length && t.endsWith(w));

/**
 * The customer's role the question asks by name and nothing else ("Guest name?", "Who was the
 * guest?", "Member/customer?"): beside the role only words for a name, a business, the document
 * or the customer itself. Another word asks something of the one in that role ("the guest's
 * flight number", "the company the guest works for").
 */
function roleAsked(q: Wording): { role: number; at: number } | undefined {
  const { content, lang, expected } = q;
  if (expected !== null && expected !== 'name') return undefined;
  const at = content.findIndex((c) => roleWord(c.t, lang));
  const word = content[at];
  if (!word) return undefined;
  const plain = (t: string) =>
    NAMES.some((n) => t === n || inflected(t, n)) ||
    GENERIC_NOUNS.has(t) ||
    namesTheDocument(t) ||
    (isParty(t) && sideOf(t) === 'receiver');
  // Asked which one the document is billed to ("Hvilken lejer er huslejen faktureret til?", "Which
  // guest was the stay billed to?"): the words of billing say the one in the role is the customer,
  // and the rest is what was billed, the asker's word for what the page itemises.
  const billed = CUSTOMER ? scoreConcept([...q.all], CUSTOMER, new Set(), lang).covered : new Set<number>();
  const which = word.i > 0 && interrogatives(lang).has(q.all[word.i - 1]!) && billed.size > 0;
  const billedThing = (c: { t: string; i: number }) => billed.has(c.i) || (which && !numbered(c.t));
  const role = roleOf(word.t, lang, NAMES);
  return role !== undefined && content.every((c, k) => k === at || plain(c.t) || billedThing(c))
    ? { role, at: word.i }
    : undefined;
}

/**
 * Where the question asks who or which, and the word it asks by: a name by a question word ("Who
 * is being billed ...?", "Vem ska betala ...?"; not "Wurde bar oder mit Bankomat bezahlt?"), or no
 * kind by a question word opening it, or after the preposition opening it ("Voor welke
 * organisatie ...?", "To which party ...?"), right before a business, a party or a word the packs
 * do not know ("Welke club moet deze rekening betalen?"). The word asked is the first meaningful
 * word, right after a question word ("Which company ...", "Welke club ..."): -1 where there is none
 * ("Who is the bill for?", "Whose car ..."); null where the question asks no name ("Quel est le net à payer ?", "Hvad er vores kundenummer?" ask what is to pay, or a
 * number).
 */
function askedWord(q: Wording): number | null {
  const { all, content, lang, expected, isStop } = q;
  const asking = interrogatives(lang);
  const first = content[0]?.i ?? -1;
  // Right after a question word; after one asking whose it is what the party has ("Whose car ...").
  const asked =
    first > 0 && asking.has(all[first - 1]!) && !whoseWords(lang).has(all[first - 1]!) ? first : -1;
  if (expected === 'name') return all.some((t) => asking.has(t)) ? asked : null;
  if (expected !== null) return null;
  // The question word opens the question, or follows the preposition opening it ("Voor welke").
  const opens = (i: number) => i === 0 || isStop[0] || buyersIn(all, lang).has(0);
  const at = [0, 1].find((i) => asking.has(all[i] ?? '') && opens(i)) ?? -1;
  if (at >= 0 && whoseWords(lang).has(all[at]!)) return -1;
  const next = at + 1;
  return at >= 0 && next === asked && (business(all, next, lang) || !knownWord(all[next]!, lang))
    ? next
    : null;
}
