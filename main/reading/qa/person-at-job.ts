import { COMPANY_WORDS } from '../lang';
import {
  attendsIn,
  firstPersonWords,
  interrogatives,
  makersIn,
  performsIn,
  relativeWords,
  worksIn,
} from '../lang/phrases';
import { isParty, ofBusiness } from './question-unexplained';
import { ownerIn } from './owned-thing';
import type { ParsedQuestion } from './question-parsed';

/**
 * Whether a question asks a person present at the job or handling the machine there ("Which plumber
 * attended the job?", "Quel électricien est intervenu sur le chantier ?", "Who operated the
 * excavator?"), or which one of a person's trade carried the work out by hand ("Which mechanic did
 * the work?", "Quel plombier a fait l'installation ?", "Hvilken mekaniker udførte arbejdet?"): one
 * of the business's people, named by the page's own label for them or not at all. The business's
 * name is no answer, though its trade word ("PLUMBING") or a cue ("operator") would read it. A
 * business asked by the word for one ("Quelle entreprise est intervenue ?", "Which company
 * operated the car park?", "Which electrical firm did the work?") is the business all the same.
 * Carrying out alone ("Who did the work on the car?") asks the firm that billed it: only a trade
 * asked as which one of it says a person.
 */
export function personAtJob(
  all: readonly string[],
  lang: string | null,
  places: ReadonlySet<number>,
  trades: ReadonlySet<number> = new Set(),
  meaningful: ReadonlySet<number> = new Set(),
): boolean {
  if (all.some((t, i) => places.has(i) || COMPANY_WORDS.has(t))) return false;
  if (attendsIn(all, lang).size > 0) return true;
  const asks = interrogatives(lang);
  // "Which plumbing company ...": a trade before a word of a business names the business.
  const personsTrade = (i: number) => i > 0 && asks.has(all[i - 1]!) && !ofBusiness(all, i, trades, false);
  return (
    (performsIn(all, lang).size > 0 && [...trades].some(personsTrade)) ||
    doneBy(all, lang, trades, meaningful)
  );
}

/**
 * Whether the question names someone by a clause of what was done ("What is the name of the fitter
 * who did the job?", "Hvad hedder montøren, der udførte arbejdet?", "le technicien qui a effectué
 * la pose"): a word no party, business, question word or trade a pack knows is, a relative word
 * after it, and words of carrying out or doing the work after that. One who did the job by hand is
 * a person at the business, whose name the business's is not. A known trade keeps its own rules
 * ("C'est quel plombier qui a fait les travaux ?" asks the firm, as personAtJob reads above); one
 * doing something to the asker ("l'éditeur du logiciel qui nous facture") is the firm billing it.
 */
function doneBy(
  all: readonly string[],
  lang: string | null,
  trades: ReadonlySet<number>,
  meaningful: ReadonlySet<number>,
): boolean {
  // The clause says what was done to the thing its owner is asked of ("Hvem ejer bilen, der blev
  // repareret?"): the customer, no one at work (owned-thing.ts).
  if (ownerIn(all, lang).size) return false;
  const relatives = relativeWords(lang);
  const asks = interrogatives(lang);
  const doing = [...performsIn(all, lang), ...worksIn(all, lang)];
  const asker = firstPersonWords(lang);
  return [...meaningful].some(
    (i) =>
      relatives.has(all[i + 1] ?? '') &&
      !trades.has(i) &&
      !all.slice(i + 2).some((t) => asker.has(t)) &&
      doing.some((d) => d > i + 1) &&
      !asks.has(all[i]!) &&
      !isParty(all[i]!) &&
      !ofBusiness(all, i, trades, false),
  );
}

/**
 * Whether a question asks a thing's make or its maker ("Welche Fliesenserie bzw. welcher Hersteller
 * wurde verbaut?", "What brand is the EV charger?"): a property of what was fitted or sold, which
 * the items may print; no party of the bill makes it, though a word of the question ("Fliesen")
 * opens the seller's name.
 */
export const makerAsked = (all: readonly string[], lang: string | null): boolean =>
  makersIn(all, lang).size > 0;

const PARTY_NAMES = new Set(['supplier_name', 'receiver_name']);

/**
 * Whether a party's name would answer a question asking a person at the job (see personAtJob) or a
 * thing's maker (makerAsked): neither is a party of the bill.
 */
export const partyForPerson = (q: ParsedQuestion, conceptId: string | undefined): boolean =>
  (!!q.atJob || !!q.maker) && !!conceptId && PARTY_NAMES.has(conceptId);
