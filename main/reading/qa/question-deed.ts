import { COMPANY_WORDS, NAME_WORDS } from '../lang';
import {
  buyersIn,
  firstPersonWords,
  interrogatives,
  ownsIn,
  placesIn,
  receivesIn,
  usesIn,
} from '../lang/phrases';
import { namesTheDocument } from './question-document';
import { conceptById, type Concept } from './lexicon';
import { sideByRole } from './side-by-role';
import { isParty } from './question-unexplained';
import { numberWord } from './question-words';
import type { QuestionWords } from './question-work';

const ISSUER = conceptById.get('supplier_name');

/** What a business asked by the plain word for one did: its verb and the thing it did it to. */
export type Deed = {
  /** The predicate's meaningful words, in the question's order ("provided", "interpreter"). */
  words: string[];
  /** How many of them open it as its verb, by where they stand (see deedAsked). */
  verb: number;
  /** Whether its last words may be the verb, as a clause ending in its participle puts it. */
  verbLast: boolean;
};

/**
 * A business asked by what it did, in the question's own structure: a question word, the plain
 * word for a business or a place of business as the subject ("Which firm", "Welche Firma",
 * "Hvilket verksted", "Welk bedrijf"), then what it did: "Which firm provided the interpreter?",
 * "Hvilket firma har skiftet ruderne?", "Welche Firma hat die Feuerlöscher geprüft?". A bill is
 * from the one who did its work, the issuer. The verb ("provided", "skiftet", "geprüft", "opnieuw
 * bekleed") is known by where it stands, not by a list: right after the subject, or after an
 * auxiliary that is ("has provided", "har skiftet"); where an auxiliary is followed by the object
 * instead ("hat die Feuerlöscher geprüft"), the clause closes with the verb. The rest is what the
 * work was done to, which the page must print in its items, its subject line or its issuer's name
 * (deed-shown.ts): a thing it does not print was done by another business. Not a person at work
 * ("Which mechanic did the work?": a trade no place is, a person the bill need not name), nor a
 * question naming a party, a number or a name, nor one of who buys, pays, gets, uses or covers
 * ("Which company ordered the chairs?" asks the customer, "Hvilket forsikringsselskap dekker
 * behandlingen?" an insurer): their verbs are the few listed (LanguagePack buyers, receives, uses).
 */
export function deedAsked(
  best: Concept | null,
  q: QuestionWords & { isStop: readonly boolean[] },
): { concept: Concept; covered: number[]; deed: Deed } | null {
  const { all, content, lang, expected, isStop } = q;
  if (!ISSUER || (best && best !== ISSUER) || (expected !== null && expected !== 'name')) return null;
  // The question opens with its question word and the business: after a preposition ("Bei
  // welcher Krankenversicherung ist der Patient versichert?") the business is no subject.
  const subject = content[0];
  if (subject?.i !== 1 || !interrogatives(lang).has(all[0]!)) return null;
  if (!COMPANY_WORDS.has(subject.t) && !placesIn(all, lang).has(subject.i)) return null;
  const predicate = content.slice(1);
  if (!predicate.length) return null;
  // Nor is it where the asker is the subject ("Hvilken sykkelbutikk har vi brukt?"), nor where what
  // was done is the document itself ("Quel restaurant a émis cette addition ?": the issuer's own
  // words read that).
  const asker = firstPersonWords(lang, all);
  if (all.some((t) => asker.has(t)) || predicate.some((c) => namesTheDocument(c.t))) return null;
  if (predicate.some((c) => isParty(c.t) || numberWord(c.t) || NAME_WORDS.has(c.t) || COMPANY_WORDS.has(c.t)))
    return null;
  // A business that bought, got, used or covered what is billed did not do its work.
  // Nor did one that owns a thing (owned-thing.ts): the seller owns what it hires out, the
  // customer what was done to; which, the verb alone does not say.
  const doings = [buyersIn, receivesIn, usesIn, ownsIn].some((read) => read(all, lang).size > 0);
  if (doings || sideByRole(all, lang) === 'receiver') return null;
  // The verb's place: the word after the subject, or after the auxiliary that follows it.
  const next = subject.i + 1;
  const slot = !isStop[next] ? next : !isStop[next + 1] && next + 1 < all.length ? next + 1 : -1;
  const verb = predicate[0]?.i === slot ? 1 : 0;
  return {
    concept: ISSUER,
    covered: [subject.i],
    deed: { words: predicate.map((c) => c.t), verb, verbLast: verb === 0 && isStop[next] === true },
  };
}
