import { COMPANY_WORDS, fillerOf, GENERIC_NOUNS, inflected, PARTY_WORDS, TITLE_WORDS } from '../lang';
import {
  atWhoseIn,
  boughtFromWords,
  buyersIn,
  firstPersonWords,
  holdsIn,
  interrogatives,
  letsOutIn,
  onSiteIn,
  orWords,
  payeesIn,
  performsIn,
  purchasesIn,
  receivesIn,
  tipWords,
  worksIn,
} from '../lang/phrases';
import { isDocumentWord } from './titles';
import type { Party } from './question-party';
import { conceptById } from './lexicon';
import { scoreConcept } from './question-score';
import { causedIn } from './caused-work';
import { ownerIn } from './owned-thing';

/**
 * Which party a question asks by who does what, when it names no party: the bookkeeper keeps the
 * receiver's books, so "we" is the receiver and the party asked beside "we" is the issuer ("Which
 * company is billing us?", "Where did I buy this?", "On a commandé chez qui ?"); without a "we",
 * the party that pays, buys or is billed ("Hvem skal betale fragten?", "Who bought the items?",
 * "Pour qui est cette facture ?"), had the work done ("Who had the phones repaired?",
 * caused-work.ts) or owns what it was done to (owned-thing.ts) is the receiver. "Which of our companies ..." asks the receiver:
 * "our" is said of the company asked, and "me or the company?" asks which of us. The classifier has
 * met few such wordings and reads them by their words ("billing" leans to "billed to"), not by who
 * does what.
 */
export function sideByRole(all: readonly string[], lang: string | null): Party | null {
  // The payee asked ("Hvem er betalingsmodtager?", "An wen geht die Zahlung?") is the one paid,
  // the issuer, whatever words of paying the wording shares with the customer's.
  if (payeesIn(all, lang).size) return 'issuer';
  const buyers = withinIssuerPhrase(
    all,
    lang,
    new Set([
      ...buyersIn(all, lang),
      ...billedIn(all, lang),
      ...heldIn(all, lang),
      ...causedIn(all, lang),
      ...ownerIn(all, lang),
    ]),
  );
  const own = firstPersonWords(lang, all);
  const we = all.findIndex((t) => own.has(t));
  if (we >= 0) {
    // "our companies", "vores selskaber", "onze bedrijven": the company asked is ours.
    const next = all[we + 1] ?? '';
    // "me or the company?": one of us is asked.
    if (orWords(lang).has(next)) return 'receiver';
    // A form of the noun: "companies" of "company", "Firmen" of "Firma", "bedrijven" of
    // "bedrijf"; never a verb that shares its start ("payer" is no "payee").
    const ours =
      !buyers.has(we + 1) &&
      [...GENERIC_NOUNS, ...PARTY_WORDS].some(
        (w) => next === w || inflected(next, w) || (w.length >= 5 && next.startsWith(w.slice(0, -1))),
      );
    return ours ? 'receiver' : 'issuer';
  }
  // "Chez qui les travaux ont-ils été faits ?": work on premises was done at the customer's.
  if (atWhoseIn(all, lang).size && onSiteIn(all, lang).size && !buyers.size) return 'receiver';
  // "In welchem Geschäft wurde gekauft?", "Bei welchem Händler ...": a question opening with a
  // word before its question word asks where or from whom, not who bought; "Für wen ..." is one
  // of the buyers' wordings itself.
  // "Which optician were the glasses bought from?", "Hvilken optiker er brillerne købt hos?": the
  // word closing the question turns the buying round, to the one bought from.
  if (buyers.size && boughtFromWords(lang).has(all.at(-1) ?? '')) return 'issuer';
  const placed = all.length > 1 && interrogatives(lang).has(all[1]!) && !interrogatives(lang).has(all[0]!);
  return buyers.size && !(placed && !buyers.has(0)) ? 'receiver' : null;
}

/**
 * Who gets the document is billed by it ("Which company gets this freight bill?", "Welk bedrijf
 * krijgt de rekening?"): the words saying so, where the question names the document. Getting
 * anything else ("Who gets the money?") may be the issuer's.
 */
function billedIn(all: readonly string[], lang: string | null): Set<number> {
  const gets = receivesIn(all, lang);
  // So is who got what was bought, the work or the service ("Vem har fått hemstädningen?"); not
  // the tip, which the staff get ("Who gets the tip?").
  const tips = tipWords(lang);
  const bought = [...purchasesIn(all, lang)].some((i) => !tips.has(all[i]!));
  return gets.size && (all.some(namesDocument) || bought) ? gets : new Set();
}

/** A word naming the document: its title in any form ("rekening", "fakturaen", "Rechnung"). */
const namesDocument = (t: string): boolean =>
  isDocumentWord(t) || [...TITLE_WORDS].some((w) => w.length >= 4 && (t === w || inflected(t, w)));

const ISSUER = conceptById.get('supplier_name');

/**
 * The buyers' words, none where they all lie within a longer phrase of the issuer's: "Who should
 * the check be made out to?" asks the payee, though "made out to" alone is said of the customer.
 */
function withinIssuerPhrase(all: readonly string[], lang: string | null, buyers: Set<number>): Set<number> {
  if (!buyers.size || !ISSUER) return buyers;
  const issuer = scoreConcept([...all], ISSUER, new Set(), lang).covered;
  // One run of the issuer's words, the buyers' within it and more: the phrase is the issuer's.
  let [from, to] = [Math.min(...buyers), Math.max(...buyers)];
  for (let i = from; i <= to; i++) if (!issuer.has(i)) return buyers;
  while (issuer.has(from - 1)) from--;
  while (issuer.has(to + 1)) to++;
  return to - from + 1 > buyers.size ? new Set() : buyers;
}

/**
 * The words saying the party asked had what is billed ("Which firm had the stand?",
 * LanguagePack.holds), none where the question says the seller's work, letting out or issuing:
 * there the word is an auxiliary ("Hvem hadde sendt fakturaen?", "Who had installed the boiler?").
 * Nor where what was had is the job or what was bought by its plain word: the firm that had the
 * job ("Welche Firma hatte den Auftrag?", "Hvilket firma havde opgaven?") did it. The issuer's
 * reading may read the question word and the plain word for a company ("Hvilket firma"), which
 * say no side.
 */
function heldIn(all: readonly string[], lang: string | null): Set<number> {
  const held = holdsIn(all, lang);
  if (!held.size || !ISSUER) return held;
  if ([worksIn, performsIn, letsOutIn].some((read) => read(all, lang).size > 0)) return new Set();
  const filler = fillerOf(lang);
  // What was had: the first word after the verb that no filler is.
  const had = all.findIndex((t, i) => i > Math.min(...held) && !filler(t));
  const job = new Set([...purchasesIn(all, lang), ...onSiteIn(all, lang)]);
  if (job.has(had)) return new Set();
  const asking = interrogatives(lang);
  // A business asked ("Which firm had ..."): who had something may be a person ("Wie had de
  // leiding?"), whom no bill names.
  const business = (t: string) => COMPANY_WORDS.has(t) || GENERIC_NOUNS.has(t);
  if (!all.some((t, i) => i > 0 && asking.has(all[i - 1]!) && business(t))) return new Set();
  const plain = (i: number) =>
    held.has(i) ||
    asking.has(all[i]!) ||
    COMPANY_WORDS.has(all[i]!) ||
    GENERIC_NOUNS.has(all[i]!) ||
    filler(all[i]!);
  const issuer = scoreConcept([...all], ISSUER, new Set(), lang).covered;
  return [...issuer].every(plain) ? held : new Set();
}
