import { COMPANY_WORDS } from '../lang';
import { customerWords, issuerNameWords, issuerWords } from './party-named';
import type { PageModel } from './page-model';
import { HEAD, STEM } from './same-stem';

/**
 * A question may name the issuer by what it does in a word of its own that no pack lists, where the
 * issuer's name carries that trade: "de loonwerker" of "Loonbedrijf Van der Hoeven B.V.", "de
 * straler" and "het stralen" of "Straalbedrijf De Korrel B.V.", "sagbruket" of "Sagbruk". The word
 * then says whose document is asked, as a word of the name itself would (party-named.ts
 * wordOfPartyName), not a thing the page must print. Read by the shape of the two words, no list:
 * they share a stem and each goes on only by an ending or by another part of a compound.
 */

/**
 * A word with its doubled letters written once: a stem's spelling changes with its ending
 * ("straal" and "stralen", "Schiff" and "Schifffahrt"), its letters do not.
 */
const single = (w: string): string => w.replace(/(.)\1+/g, '$1');

/** The longest ending an agent noun or an activity adds to its stem ("-er", "-en", "-et", "-ers"). */
const ENDING = 3;

/**
 * Whether the asked word is a stem of the printed one with an ending of its own: "straler" (stem
 * "stral") of "Stralbedrijf" or "Zandstraal", "sagbruket" of "Sagbruk". The stem opens or closes the
 * printed word, a whole part of it; the part a compound asked closes with opens it (`opening`).
 */
const endingOfStem = (asked: string, printed: string, opening = false): boolean => {
  for (let n = 0; n <= ENDING; n++) {
    const stem = asked.slice(0, asked.length - n);
    if (stem.length < STEM) return false;
    if (printed.startsWith(stem) || (!opening && printed.endsWith(stem))) return true;
  }
  return false;
};

/**
 * Whether the printed word is a business by a word for one ("Loon|bedrijf", "Gartenbau|betrieb")
 * whose first part opens the asked word ("loon|werker"): the one who does that work.
 */
const headOfBusiness = (asked: string, printed: string): boolean =>
  [...COMPANY_WORDS].some((c) => {
    const head = printed.slice(0, printed.length - c.length);
    return printed.endsWith(c) && head.length >= HEAD && single(asked).startsWith(single(head));
  });

const tradeOf = (asked: string, printed: string): boolean =>
  endingOfStem(single(asked), single(printed)) || headOfBusiness(asked, printed);

/**
 * Whether a part the asked compound closes with opens a word of the issuer's own name: the name
 * says the business is of that work ("Straal|bedrijf"); a letterhead's list of what it does
 * ("Liften · Onderhoud") says what it sold, which "het liftonderhoud" may be one line of.
 */
const closesWithNamedWork = (asked: string, name: string): boolean =>
  closingParts(asked).some((part) => endingOfStem(single(part), single(name), true));

/**
 * The parts a compound asked closes with ("zand|stralen": "stralen"): a compound names the work of
 * its last part, what it was done with going before ("zandstralen" of Straalbedrijf, whose name
 * opens with that work). A first part of HEAD letters or more, a last of STEM or more.
 */
const closingParts = (asked: string): string[] => {
  const out: string[] = [];
  for (let cut = HEAD; asked.length - cut >= STEM; cut++) out.push(asked.slice(cut));
  return out;
};

/**
 * Whether a question's word names the issuer by the trade its name carries, and not the customer:
 * a word both names could share says whose of neither.
 */
export function namesIssuerByTrade(model: PageModel, word: string): boolean {
  if (word.length < STEM) return false;
  const named =
    issuerWords(model).some((t) => tradeOf(word, t)) ||
    issuerNameWords(model).some((t) => closesWithNamedWork(word, t));
  if (!named) return false;
  return !customerWords(model).some((t) => tradeOf(word, t) || closesWithNamedWork(word, t));
}
