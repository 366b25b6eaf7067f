import { tokens } from '../fold';
import { inflected, PACKS, questionPacks } from './index';
import { words, type LanguagePack } from './pack';
import { businessCompound, businessStem } from './business-compound';

/**
 * The packs' words a question names things by rather than asks with: what a count counts (listed
 * things, units), the trade a party is named by, what a purchase is called. Each is looked up in
 * the question's own language; a question of no clear language, in every pack's.
 */

/**
 * A pack's word list as folded words, by language; every pack's for a question of no clear
 * language. Of a phrase ("rung up", "in Rechnung gestellt") only its words of four letters or more:
 * "up" and "in" say nothing by themselves.
 */
function byLanguage(
  pick: (p: LanguagePack) => string | undefined,
): (lang: string | null, question?: readonly string[]) => Set<string> {
  const wordsOf = (p: LanguagePack) =>
    words(pick(p)).flatMap((w) => {
      const t = tokens(w);
      return t.length > 1 ? t.filter((x) => x.length >= 4) : t;
    });
  const own = new Map(PACKS.map((p) => [p.code, new Set(wordsOf(p))]));
  const all = new Set(PACKS.flatMap(wordsOf));
  // A question of no clear language is of the languages that know most of its words, where they
  // are given: "Hvem er det som må betale regningen?" is Danish or Norwegian, its "må" no French "ma".
  const of = (question: readonly string[]) =>
    new Set(questionPacks([...question]).flatMap((p) => [...(own.get(p.code) ?? [])]));
  return (lang, question) => (lang ? (own.get(lang) ?? all) : question ? of(question) : all);
}

/** Words saying the page lists or bills things (LanguagePack.listed), in the question's language. */
export const listedWords = byLanguage((p) => p.listed);
/** Words saying what an event was for (LanguagePack.purposes), in the question's language. */
export const purposeWords = byLanguage((p) => p.purposes);
/** The words that ask (LanguagePack.interrogatives), in the question's language. */
export const interrogatives = byLanguage((p) => p.interrogatives);
/** The words opening a relative clause (LanguagePack.relatives), in the question's language. */
export const relativeWords = byLanguage((p) => p.relatives);
/** What a tip is called (LanguagePack.tips), in the question's language. */
export const tipWords = byLanguage((p) => p.tips);
/** The question words asking whose (LanguagePack.whose), in the question's language. */
export const whoseWords = byLanguage((p) => p.whose);
/** The asker's own words (LanguagePack.firstPerson), in the question's language. */
export const firstPersonWords = byLanguage((p) => p.firstPerson);
/** Words closing a buying question that ask the seller (LanguagePack.boughtFrom), in its language. */
export const boughtFromWords = byLanguage((p) => p.boughtFrom);
/** The word that offers a choice (LanguagePack.or), in the question's language. */
export const orWords = byLanguage((p) => p.or);
/** The word that joins things named together (LanguagePack.and), in the question's language. */
export const andWords = byLanguage((p) => p.and);
/** What is counted in units, not lines (LanguagePack.units), in the question's language. */
export const unitWords = byLanguage((p) => p.units);
/** Words asking a total once something is off it (LanguagePack.after), in the question's language. */
export const afterWords = byLanguage((p) => p.after);
/** The plain words for something taken off a total (LanguagePack.deductions). */
export const deductionWords = byLanguage((p) => p.deductions);
/** One-word words saying what a total includes ("including", "inkl", "compris"; LanguagePack.including). */
export const includingWords = byLanguage((p) =>
  words(p.including)
    .filter((w) => !/\s/.test(w))
    .join('|'),
);
/** More words for an allowance on an invoice's line rows (LanguagePack.allowances). */
export const allowanceWords = byLanguage((p) => p.allowances);
/** Words saying an item is taken back (LanguagePack.returns). */
export const returnWords = byLanguage((p) => p.returns);
/** Words saying something was taken off, after it (LanguagePack.deducted). */
export const deductedWords = byLanguage((p) => p.deducted);
/** Words for money paid before the bill (LanguagePack.advances), in the question's language. */
export const advanceWords = byLanguage((p) => p.advances);
/** The packs' one-word names for money paid before the bill ("acompte", "deposit"; not "already paid"). */
export const advanceNames = byLanguage((p) =>
  words(p.advances)
    .filter((w) => !/\s/.test(w))
    .join('|'),
);
/** Every pack's phrases for money paid before the bill, as folded words: how a page prints it. */
export const ADVANCE_PHRASES: string[][] = PACKS.flatMap((p) => words(p.advances).map((w) => tokens(w)));

/** A trade's words (folded) and its sector: the pack's `;`-separated group it stands in. */
type Trade = { words: string[]; sector: string };
const TRADES = new Map(
  PACKS.map((p): [string, Trade[]] => [
    p.code,
    (p.trades ?? '')
      .split(';')
      .flatMap((group, g) => words(group).map((w) => ({ words: tokens(w), sector: `${p.code}${g}` }))),
  ]),
);
const ALL_TRADES = [...TRADES.values()].flat();
const tradesFor = (lang: string | null): Trade[] => (lang ? TRADES.get(lang) : undefined) ?? ALL_TRADES;

/**
 * Whether a word names a trade's work, not the one at work: "cleaning" of "cleaner", "roofing" of
 * "roofer", "photography" of "photographer", in any pack. The word and a one-word trade share all
 * but the trade's last two letters (its ending), four or more, and differ: the trade itself
 * ("cleaner", "plumber") names who works, never a business's name going on.
 */
export function workOfTrade(word: string): boolean {
  return ALL_TRADES.some(({ words: [w, ...more] }) => {
    if (!w || more.length || w.length < 6 || word === w || word.length < w.length) return false;
    const stem = w.slice(0, -2);
    return word.startsWith(stem) && !/\d/.test(word);
  });
}

/**
 * Whether a printed word closes with a one-word trade of any pack that is longer than the word
 * asked and closes with it too: "Skorstensfejer" closes with the trade "fejer", so its last letters
 * "ejer" (owns) are no word of it a question could name.
 */
export function tradeClosesOver(asked: string, printed: string): boolean {
  return ALL_TRADES.some(
    ({ words: [w, ...more] }) =>
      !!w && !more.length && w.length > asked.length && w.endsWith(asked) && printed.endsWith(w),
  );
}

/** A question's word is a phrase's word, a form of it ("tømreren") or a compound it closes ("bilverkstad"). */
const phraseForm = (t: string, w: string): boolean =>
  t === w || (w.length >= 4 && inflected(t, w)) || (w.length >= 5 && t.endsWith(w));

/**
 * A question's word is a trade's word as phraseForm reads it, or a compound the trade closes in a
 * form of its own ("båtverkstedet": the boat workshop, its head inflected as the word alone
 * would be). Of trades only: a business named so says whose, where a thing bought so
 * ("häckklippningen") would name what, which the page must show.
 */
const tradeForm = (t: string, w: string): boolean =>
  phraseForm(t, w) || (w.length >= 5 && closesInflected(t, w));

/** A compound's first part of fewer letters is no word of its own ("el" of "elfirma"). */
const FIRST_PART = 3;

/** Whether a word is a compound whose head is a form of `w` ("båtverkstedet" of "verksted"). */
const closesInflected = (t: string, w: string): boolean => {
  const at = t.indexOf(w, FIRST_PART);
  return at >= FIRST_PART && inflected(t.slice(at), w);
};

/**
 * The positions of a question's words that name a party by its trade: a one-word trade in any of
 * its forms ("tømreren", "elektrikerns", "Autowerkstatt"), or every word of one of several
 * ("hardware store", "petrol station"), never a word of it alone ("What is the store number?");
 * or a business named by what it does in one word (see businessCompound).
 */
export function tradesIn(all: readonly string[], lang: string | null): Set<number> {
  const out = phrasesAt(
    all,
    tradesFor(lang).map((t) => t.words),
    tradeForm,
  );
  all.forEach((t, i) => {
    if (businessCompound(t, lang)) out.add(i);
  });
  return out;
}

const PLACES = new Map(PACKS.map((p) => [p.code, words(p.places).map((w) => tokens(w))]));

/**
 * The positions of a question's words that name a place of business (LanguagePack.places), or a
 * business by what it does in one word ("tømrerfirmaet"): a firm or a shop, never a person at work.
 */
export function placesIn(all: readonly string[], lang: string | null): Set<number> {
  const out = phrasesAt(all, (lang ? PLACES.get(lang) : undefined) ?? [...PLACES.values()].flat());
  // The plain word for a shop is a place of business too ("Navn på forretningen?"), though no
  // trade: it says no sector another's is not.
  for (const i of shopsIn(all, lang)) out.add(i);
  all.forEach((t, i) => {
    if (businessCompound(t, lang)) out.add(i);
  });
  return out;
}

/**
 * Where phrases stand in a question's words: a one-word phrase in any of its forms, or every word
 * of a longer one, its last in any form ("cab ride", "hardware stores").
 */
function phrasesAt(all: readonly string[], phrases: string[][], form = phraseForm): Set<number> {
  const out = new Set<number>();
  for (const phrase of phrases) {
    // A phrase written with a closing "$" closes the question ("for$": "Who is the bill for?").
    const closes = phrase[phrase.length - 1] === CLOSES;
    const words = closes ? phrase.slice(0, -1) : phrase;
    const last = words.length - 1;
    for (let i = closes ? all.length - words.length : 0; i >= 0 && i + last < all.length; i++)
      if (words.every((w, k) => (k === last ? form(all[i + k]!, w) : all[i + k] === w)))
        words.forEach((_, k) => out.add(i + k));
  }
  return out;
}

/** The mark of a phrase that closes the question, kept as its last word once folded. */
const CLOSES = '$';
/** A pack's phrase as words, a closing "$" kept as its last (see phrasesAt). */
const phraseWords = (w: string): string[] => (w.endsWith(CLOSES) ? [...tokens(w), CLOSES] : tokens(w));

/**
 * The sectors of a question's trade words, word by word: a word of a trade of several ("pizza" of
 * "pizza place", "gas" of "gas station", "pest" of "pest control") is of that trade's sector, as a
 * one-word trade's forms are of its own (sectorsOf): "Which pizza place is this from?" asks of
 * "SAL & GINA'S PIZZERIA", no other restaurant's document.
 */
export function tradeWordSectors(asked: readonly string[], lang: string | null): string[][] {
  const out = asked.map((t) => sectorsOf(t, lang));
  for (const trade of tradesFor(lang)) {
    const last = trade.words.length - 1;
    if (last < 1) continue;
    for (let i = 0; i + last < asked.length; i++)
      if (trade.words.every((w, k) => (k === last ? phraseForm(asked[i + k]!, w) : asked[i + k] === w)))
        for (let k = 0; k <= last; k++) out[i + k]!.push(trade.sector);
  }
  return out;
}

/**
 * The sectors of the one-word trades a word is a form of, in the question's language: "verkstaden"
 * and "Bilverkstad" are of one, "restaurant" and "Bistro" of one (hospitality), "pharmacien" and
 * "PLOMBERIE" of two.
 */
export function sectorsOf(t: string, lang: string | null): string[] {
  const own = tradesFor(lang).filter((w) => w.words.length === 1 && phraseForm(t, w.words[0]!));
  if (own.length) return own.map((w) => w.sector);
  // A business named by its trade in one word is of that trade's ("tømrerfirmaet" of "tømrer").
  const stem = businessStem(t, lang);
  return stem ? sectorsOf(stem, lang) : [];
}

/**
 * Where a pack's phrases stand in a question's words (see phrasesAt), in the question's language;
 * every pack's for a question of no clear language.
 */
function phrasesBy(
  pick: (p: LanguagePack) => string | undefined,
  form = phraseForm,
): (all: readonly string[], lang: string | null) => Set<number> {
  const own = new Map(PACKS.map((p) => [p.code, words(pick(p)).map(phraseWords)]));
  const every = [...own.values()].flat();
  return (all, lang) => phrasesAt(all, (lang ? own.get(lang) : undefined) ?? every, form);
}

/**
 * The positions of a question's words naming money paid before the bill in several words ("paid on
 * account", "a konto"; LanguagePack.advances), not those that ask what was paid as a whole as
 * well ("amount paid", LanguagePack.paidSoFar).
 */
export const advancePhrasesIn = phrasesBy((p) => {
  const asWhole = new Set(words(p.paidSoFar));
  return words(p.advances)
    .filter((w) => /\s/.test(w) && !asWhole.has(w))
    .join('|');
});

/** A verb as written: no compound closes with one ("campingplassen" is no "lassen"). */
const asWritten = (t: string, w: string): boolean => t === w;

/**
 * The positions of a question's words that name the purchase ("the meal", "the cab ride", "the
 * debit card"): a one-word one in any of its forms ("vasken", "turen"), or every word of one of
 * several (LanguagePack.purchases).
 */
export const purchasesIn = phrasesBy((p) => p.purchases);
/** The positions of a question's plain words for a shop (LanguagePack.shops). */
export const shopsIn = phrasesBy((p) => p.shops);
/** The positions of a question's plain words for what was bought (LanguagePack.goods). */
export const goodsIn = phrasesBy((p) => p.goods);
/** The positions of a question's plain words for what a bill's lines bill (LanguagePack.billedKinds). */
export const billedKindsIn = phrasesBy((p) => p.billedKinds);
/** The positions of a question's words for things a bill's lines are not (LanguagePack.countables). */
export const countablesIn = phrasesBy((p) => p.countables);
/** The words asking a span of days, not one day (LanguagePack.spans), in the question's language. */
export const spanWords = byLanguage((p) => p.spans);
/**
 * The positions of a question's words for a part of the sum paid before or taken off or added
 * (LanguagePack.advances, deductions, tips): "deposits", "acomptes", "Rabatte" are amounts of the
 * totals, no line of the bill.
 */
export const sumPartsIn = phrasesBy((p) =>
  [p.advances, p.deductions, p.tips].filter((w): w is string => !!w).join('|'),
);
const buyersAt = phrasesBy((p) => p.buyers);
/** The positions of a question's words saying the party asked let a thing out (LanguagePack.letsOut). */
export const letsOutIn = phrasesBy((p) => p.letsOut);
/**
 * The positions of a question's words saying the party asked buys, pays or is billed
 * (LanguagePack.buyers). Not a hirer's verb a particle turns round ("Hvilket firma leide ut
 * kranen?": who let the crane out, the issuer).
 */
export function buyersIn(all: readonly string[], lang: string | null): Set<number> {
  // Engaging the seller is the customer's part of the deal as buying is (LanguagePack.engages).
  const buyers = new Set([...buyersAt(all, lang), ...engagesIn(all, lang)]);
  const out = new Set([...letsOutIn(all, lang), ...particleLater(all, lang)]);
  return out.size ? new Set([...buyers].filter((i) => !out.has(i))) : buyers;
}

/** Each pack's phrases of letting out as verb and particle ("lejede ud"), by language. */
const LETS_OUT = new Map(
  PACKS.map((p) => [
    p.code,
    words(p.letsOut)
      .map((w) => tokens(w))
      .filter((t) => t.length === 2),
  ]),
);
/**
 * A hirer's verb whose particle closes the clause after its object ("Hvilket firma lejede liften
 * ud?", "Which firm hired the crane out?"): the verb's position, as letsOutIn gives it when the two
 * stand together.
 */
function particleLater(all: readonly string[], lang: string | null): number[] {
  const phrases = (lang ? LETS_OUT.get(lang) : undefined) ?? [...LETS_OUT.values()].flat();
  return all.flatMap((t, i) =>
    phrases.some(([verb, particle]) => t === verb && all.slice(i + 2).includes(particle!)) ? [i] : [],
  );
}
/**
 * The positions of a question's words saying the party asked engaged the seller or left a thing
 * with it (LanguagePack.engages), as written: "parks" is no part of "carparks".
 */
const engagesIn = phrasesBy((p) => p.engages, asWritten);
/** The positions of a question's words saying the party asked owns a thing (LanguagePack.owns). */
export const ownsIn = phrasesBy((p) => p.owns, asWritten);
/** The positions of a question's words saying a thing is kept at the seller's (LanguagePack.kept). */
export const keptIn = phrasesBy((p) => p.kept);
/** The endings of a past participle that reads as having it done after `causes` (LanguagePack.causedParticiple). */
export const causedParticiples = (lang: string | null): string[] =>
  lang ? words(PACKS.find((p) => p.code === lang)?.causedParticiple) : [];
/** The positions of a question's words saying the party asked had something (LanguagePack.holds). */
export const holdsIn = phrasesBy((p) => p.holds);
/** The positions of a question's verbs that may make another do the work (LanguagePack.causes). */
export const causesIn = phrasesBy((p) => p.causes, asWritten);
/** The positions of a question's words saying the party had another do the work (LanguagePack.lets). */
export const letsIn = phrasesBy((p) => p.lets, asWritten);
/** The positions of a question's words asking at whose place (LanguagePack.atWhose). */
export const atWhoseIn = phrasesBy((p) => p.atWhose);
/** The positions of a question's words for work done on the customer's premises (LanguagePack.onSite). */
export const onSiteIn = phrasesBy((p) => p.onSite);
/** The positions of a question's words saying the party asked gets something (LanguagePack.receives). */
export const receivesIn = phrasesBy((p) => p.receives);
/** The positions of a question's words asking who is to be paid, the payee (LanguagePack.payees). */
export const payeesIn = phrasesBy((p) => p.payees);
/** The positions of a question's words of the seller's work or billing (LanguagePack.works). */
export const worksIn = phrasesBy((p) => p.works);
/** The positions of a question's words of a person present at the job (LanguagePack.attends). */
export const attendsIn = phrasesBy((p) => p.attends);
/** The positions of a question's words of carrying out the work by hand (LanguagePack.performs). */
export const performsIn = phrasesBy((p) => p.performs);
/** The positions of a question's words asking a thing's make or maker (LanguagePack.makers). */
export const makersIn = phrasesBy((p) => p.makers);
/** The positions of a question's words saying a business used or covered what is billed (QuestionPack.uses). */
export const usesIn = phrasesBy((p) => p.uses);
/** The positions of a question's words asking an insurer (LanguagePack.insurers). */
export const insurersIn = phrasesBy((p) => p.insurers);
/** The positions of a question's plain words for a reference (LanguagePack.references). */
export const referencesIn = phrasesBy((p) => p.references);
/** The positions of a question's verbs of using that say spending when it asks how much (LanguagePack.spending). */
export const spendingIn = phrasesBy((p) => p.spending);
/** The positions of a question's verbs asking what a thing cost (LanguagePack.costs). */
export const costsIn = phrasesBy((p) => p.costs);
/** The positions of a question's words asking the whole of what it names (LanguagePack.wholes). */
export const wholesIn = phrasesBy((p) => p.wholes);
/** The positions of a question's words saying money is sent (LanguagePack.paying). */
export const payingIn = phrasesBy((p) => p.paying);
/** The positions of a question's words saying what a document's number is for (LanguagePack.numberUses). */
export const numberUsesIn = phrasesBy((p) => p.numberUses);
/** The positions of a question's words saying where a number stands (LanguagePack.printedOn). */
export const printedOnIn = phrasesBy((p) => p.printedOn);
/** The positions of words naming a levy besides VAT (LanguagePack.levies), a question's or a line's. */
export const leviesIn = phrasesBy((p) => p.levies);
/** The positions of a question's names of payment reference schemes (LanguagePack.schemes). */
export const schemesIn = phrasesBy((p) => p.schemes);
/** The positions of a question's words saying a payment is done (LanguagePack.paidDone). */
export const paidDoneIn = phrasesBy((p) => p.paidDone);
/** The positions of a question's words saying a payment is yet to be made (LanguagePack.paidPending). */
export const paidPendingIn = phrasesBy((p) => p.paidPending);
/** The positions of a question's words naming the period at hand (LanguagePack.thisPeriod). */
export const thisPeriodIn = phrasesBy((p) => p.thisPeriod);
