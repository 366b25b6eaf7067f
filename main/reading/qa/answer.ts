import { partyForPerson } from './person-at-job';
import { referenceKind } from './reference-named';
import type { PageText } from '../types';
import { applyLessons, type LessonSource } from './learn';
import { conceptById } from './lexicon';
import { confidence, type Confidence } from '../confidence';
import { vatOfBase } from './vat-of-base';
import { shownAbove } from './after-deduction';
import { lineCountAnswer } from './line-count-answer';
import { ownThingCounted, thingPrinted } from './counted-thing';
import { locateByKeywords, type Located } from './locate';
import { onPricedLine } from './beside-label';
import { pageModel } from './page-model';
import { asNames, conceptOnPage } from './concept-on-page';
import { tokens } from './normalize';
import { legalFormOnly } from './company';
import { NAME_WORDS, OTHER_DATE_WORDS, STOP_WORDS } from '../lang';
import { parseQuestion, type ParsedQuestion } from './question';
import { afterDoubt, asRead, calibrated, calibrationGroup } from './calibration';
import { belowStronger } from './stronger-page';
import { forParty, scopeOf } from './party-values';
import { isTillReceipt } from './till-receipt';
import { askedOf } from './concept-asked';
import { tillDayAsked } from './till-day';
import { purchasePrinted } from './purchase-printed';
import { oneItemNamed } from './items-named';
import { tradeWorkNamed } from './trade-work';
import { businessDescribed } from './business-described';
import { deedShown } from './deed-shown';
import { paidByPrinted } from './paid-by';
import { subjectNamed } from './subject-line';
import { termsNamed } from './terms-named';
import { currencyPrinted } from './currency-asked';
import { namedTaxLines } from './named-tax';
import { rateAskedLines } from './rate-asked';
import { namedTaxesTotal } from './named-taxes-total';
import { personAsked } from './person-asked';
import { advanceDate } from './part-asked';
import { askedUnprinted } from './asked-unprinted';
import { changeLines } from './change-asked';
import { byTradeAsked } from './trade-named-name';
import { insurersFound } from './insurer-asked';
import { namesIssuerByTrade } from './issuer-trade-word';
import { qualifiesTrade } from './trade-qualifier';
import { ofRegisterAsked, registerAbsent } from './named-register';
import { customerInRole } from './customer-role';
import { roleOf } from '../lang/roles';
import { feeAskedAsDate } from './fee-asked';
import { otherDateNamed } from './other-date-asked';
import { askedByQuestionWord, knownAsWritten, numberWord, OF_A_PARTY } from './question-words';
import { namesOwnKind, ownKindCompound } from './own-kind';
import {
  namedByTitle,
  namedOnPage,
  wordOfPartyName,
  namesABusiness,
  otherTrade,
  partyNamed,
  partyNamedBy,
  partyOfTrade,
  partyWordNamed,
} from './party-named';

export type { Confidence } from '../confidence';
export type AnswerCandidate = { question: string; answer?: string; confidence: Confidence; pageRef: number };

/** The words for a name, as a role's compound may close with one ("Gästnamn"). */
const NAME_LIST = [...NAME_WORDS];

/** The sums of all a bill bills, which no one item's words ask (items-named.ts). */
const WHOLE_SUMS = new Set(['amount_due', 'total_incl', 'total_excl', 'total_vat']);

/** Below this raw score an answer is more likely wrong than right: say nothing rather than mislead. */
export const ANSWER_THRESHOLD = 0.45;

/**
 * A finding's raw score: how it was found and how much else on the page competes. calibration.ts
 * turns it into the probability of being right, fitted on the pages typed by others.
 */
function calibrate(best: Located, runnerUp: Located | undefined): number {
  let p = best.via === 'learned' ? best.score : 0.3 + 0.65 * best.score;
  if (best.via.startsWith('keywords')) p *= 0.85;
  if (best.via === 'shape') p = best.score;
  // Two places disagree and score alike: the page is ambiguous.
  if (runnerUp && runnerUp.normalized !== best.normalized && best.score - runnerUp.score < 0.08) p *= 0.75;
  return Math.min(0.97, p);
}

/**
 * OCR this sure of a page's words reads them as printed: below it, a faded or blurred picture
 * reads as look-alike letters and digits ("BANAWG AEALITI SON. WO" for "SANJUNG REALITI SDN. BHD."),
 * and what is found there is that much less likely right. On the receipt-scans bench's pictures,
 * pages tesseract read under 0.6 sure had 8 of 13 answers right, over 0.8 nearly all. Tried at 0.8: the
 * photos shrunk by a messenger gave 22 wrong answers instead of 31, but right answers on the
 * legible photos came out underconfident (ECE 0.066); at 0.7 every page over it reads as before.
 */
const LEGIBLE = 0.7;
const legibility = (page: PageText): number =>
  page.readConfidence === undefined ? 1 : Math.min(1, page.readConfidence / LEGIBLE);

/** The best answer to one parsed question on one page, or null. */
export function findOnPage(
  page: PageText,
  q: ParsedQuestion,
  lessons?: LessonSource,
): { found: Located; p: number; raw: number } | null {
  // "Rykkerdato?" of a reminder is read as "Fakturadato?" (own-kind.ts); its text stays as asked.
  const compound = ownKindCompound(pageModel(page), q);
  if (compound) q = { ...parseQuestion(compound), text: q.text };
  const kind = referenceKind(q) ?? q.concept?.type ?? q.expected ?? 'text';
  const learned = applyLessons(page, q.text, lessons);
  // Whether to answer is the raw score's to say, with every doubt in it. The curves are fitted on
  // the typed pages' text layers, which never doubt their reading: they calibrate the finding as
  // if read right, and a scan's doubts (legibility, totals that do not add up) take their share of
  // that probability after (calibration.ts).
  const hit = (found: Located, score: number, asRead = score) => ({
    found,
    raw: score * legibility(page),
    p: afterDoubt(
      calibrated(asRead, calibrationGroup(kind, found.via), {
        question: q.text,
        page: page.page,
        answer: found.text,
      }),
      legibility(page) * (found.doubt ?? 1),
    ),
  });
  if (learned) return hit(learned, calibrate(learned, undefined));
  if (q.concept?.type === 'count') return null;
  const model = pageModel(page);
  // A thing asked that the page does not print: a named tax, a credit note, another document, a
  // part of the sum (asked-unprinted.ts).
  if (askedUnprinted(model, q)) return null;
  // The change a till gave back is its own line's figure, or nothing (change-asked.ts).
  const change = changeLines(model, q);
  if (change) return change[0] ? hit(change[0], calibrate(change[0], change[1])) : null;
  // The day a deposit was paid is the date on its own line, or unprinted (part-asked.ts).
  const advance = advanceDate(model, q);
  if (advance) return advance[0] ? hit(advance[0], advance[0].score) : null;
  // A register or payment system asked by its name is that one's (named-register.ts).
  if (registerAbsent(model, q.text)) return null;
  // A customer's role asked by name: the one the page prints in it, else its customer, the role's
  // word then accounted for by the page (customer-role.ts).
  const inRole = q.role === undefined ? undefined : customerInRole(model, q.role);
  if (inRole === null) return null;
  if (inRole?.[0]) return hit(inRole[0], calibrate(inRole[0], inRole[1]));
  // The page's own kind asked by its title ("Who sent this reminder?" of a reminder) is the
  // document asked, as "this invoice" is of an invoice (own-kind.ts).
  const unexplained = (
    inRole ? q.unexplained.filter((w) => roleOf(w, q.lang, NAME_LIST) !== q.role) : q.unexplained
  ).filter((w) => !namesOwnKind(model, w));
  let found: Located[] = [];
  // Evidence first: the concept answers only when it accounts for every meaningful word asked.
  // A question opening with a word of a party's printed name asks for that party ("Vilken byrå
  // har fakturerat oss?" of Norrsken Digitalbyrå AB); other words naming a party say whose
  // value is asked ("How much do we have to pay Sai Krupa?").
  // Not when the wording asks another kind ("Le ramoneur a fait la facture quand ?" asks a day).
  // A question asking a figure names its party by a whole word of the name ("Which association
  // has to pay?"); a stem shared is likelier what is counted ("Hoeveel woorden telde de
  // vertaling?" of Vertaalbureau Woordwijs).
  // Not the other party than a role word names ("Which trade customer is billed?": "trade" of
  // the seller's name says what kind of customer, "customer" whose name is asked).
  const byOpening =
    q.opening && (!q.concept || unexplained.includes(q.opening)) && q.expected !== 'date'
      ? partyNamedBy(model, q.opening, q.expected !== 'amount', namesABusiness(q.opening, q.trades))
      : null;
  const otherName = q.party === 'issuer' ? 'receiver_name' : 'supplier_name';
  // Nor a business's name where a person at the job is asked (person-at-job.ts).
  const opened =
    (q.party && byOpening?.id === otherName) || partyForPerson(q, byOpening?.id) ? null : byOpening;
  // The day of a till receipt asked in everyday words is its date, whatever they name (till-day.ts).
  const tillDay = opened ? null : tillDayAsked(model, q);
  const concept =
    opened ??
    tillDay ??
    (q.concept && !partyForPerson(q, q.concept.id) && !feeAskedAsDate(q.concept, q.text)
      ? askedOf(model, q, q.concept)
      : null);
  // The words a concept leaves unexplained. A question no concept reads leaves its words to the
  // page's own labels (locateByKeywords below), not to the party its opening word names.
  const unread = q.concept ? unexplained : [];
  // What the question names after "after" is shown above the amount, not by a party or a title;
  // a word a party's name prints was no part of the sum's words ("for the aircon
  // servicing including GST" of COOLBREEZE AIRCON): it says whose or what, not what was added.
  // Nor a word naming the issuer by the trade its name carries ("het stralen" of Straalbedrijf).
  const after = q.after.filter((w) => !wordOfPartyName(model, w) && !namesIssuerByTrade(model, w));
  const unnamed = unread.filter((w) => !after.includes(w));
  // Each word is accounted for by what prints it: "Nilgiri" by the issuer's name, "the desktops"
  // by the items ("When did Nilgiri raise the bill for the desktops?"). The words no party's name
  // prints are left to the other evidence, together: all of them first, as one purchase.
  // So is a word naming the issuer by the trade its name carries ("de loonwerker", issuer-trade-word.ts).
  // So is a word saying what kind of business a trade asked is ("the bike couriers", trade-qualifier.ts).
  const rest = unnamed.filter(
    (w) => !wordOfPartyName(model, w) && !namesIssuerByTrade(model, w) && !qualifiesTrade(model, q, w),
  );
  // What a question word asks ("Which card was used to pay?") is the thing wanted: printed as
  // bought or as the way it was paid, it is still not the value found for the rest.
  const notAsked = !unnamed.some((w) => askedByQuestionWord(q.text, q.lang, w));
  const accounted = (words: string[]) =>
    !words.length ||
    !!tillDay ||
    namedOnPage(model, words) ||
    (notAsked && purchasePrinted(model, q, words)) ||
    tradeWorkNamed(model, q, words) ||
    (notAsked && paidByPrinted(model, q, words)) ||
    currencyPrinted(model, q, words) ||
    subjectNamed(model, q, words) ||
    businessDescribed(model, q.text, q.lang, words) ||
    deedShown(model, q, words) ||
    (!!concept && termsNamed(model, concept, words));
  // A sum of the whole bill is not asked of one of its items, whatever else accounts for the words
  // that name it (items-named.ts): the words left unexplained, and those no pack knows that the
  // question's reading took for what was bought as a whole ("Vad kostade skokrämen totalt?").
  // A word the packs know only by a slip of one letter ("compote" of "compte") is one no pack knows.
  const itemWords = [...unnamed, ...q.keywords.filter((w) => !knownAsWritten(w, q.lang) && !numberWord(w))];
  const ofItems =
    !!concept && WHOLE_SUMS.has(concept.id) && oneItemNamed(model, itemWords, tokens(q.text), q.lang);
  // A word making the value asked another thing ("the stand number", "the phone model") is no
  // purchase, party or subject the page prints: only a label printing it answers (below).
  // A word naming the document itself still names which ("GS-Nr.?" of a Gutschrift).
  const qualifiers = q.qualifiers?.filter((w) => unexplained.includes(w)) ?? [];
  const qualified = qualifiers.length > 0 && !namedByTitle(model, qualifiers);
  // A business named by a trade the page's parties are not of asks of another's document.
  if (
    concept &&
    !qualified &&
    // A deduction asked is no total, printed or not (deduction-asked.ts): only its own line answers.
    !q.deductions?.length &&
    !ofItems &&
    // A word of another date left over ("la date de retrait", "the collection date") asks that
    // date: the page printing the word elsewhere ("lors du retrait") makes the own date no answer.
    !(concept.type === 'date' && unnamed.some((w) => OTHER_DATE_WORDS.has(w)) && otherDateNamed(q.text)) &&
    (accounted(unnamed) || (rest.length < unnamed.length && accounted(rest))) &&
    !otherTrade(
      model,
      q.trades,
      q.lang,
      // "Who is the plumber?" names the issuer, unless the customer prints the trade.
      // So does one asked by what it did (question-deed.ts): the business that did the work billed.
      !OF_A_PARTY.has(concept.type) || !!q.tradeWho || !!q.deed,
      // A till receipt names no one at work: "the name of the restaurant" there is the shop's.
      q.tradeNamed && !isTillReceipt(model),
      concept.type === 'date' || concept.type === 'amount' || !!q.tradeWho,
      concept.id === 'receiver_name',
    )
  )
    found = forParty(
      model,
      scopeOf(
        concept,
        // What was bought is printed in the items, no party ("Where did I buy the PVC pipe?").
        partyWordNamed(model, q.text, q.party) ??
          q.party ??
          (q.shop ? null : partyNamed(model, unread)) ??
          partyNamed(model, q.trades) ??
          partyOfTrade(model, q.trades, q.lang),
        PARTY_FREE.has(concept.type) || PARTY_FREE_CONCEPTS.has(concept.id),
      ),
      conceptOnPage(model, concept, q.keywords),
    );
  // The issuer asked by its trade is the name of its that prints the trade, or what the question
  // says it does ("the veterinary practice"): trade-named-name.ts.
  if (concept?.id === 'supplier_name' && q.trades.length)
    found = byTradeAsked(found, [...new Set([...q.trades, ...q.keywords])], q.lang);
  // An insurer asked is a third party, unless a party's name says it is one (insurer-asked.ts).
  if (concept && PARTY_NAMES.has(concept.id)) found = insurersFound(found, q.insurer, q.lang);
  if (after.length) {
    found = shownAbove(model, found, after, q.lang, tokens(q.text));
    // Not by its loose words either: "retainage" labels the deduction, not the amount after it.
    if (!found.length) return null;
  }
  // A known concept whose labels the page does not print is not looked for by its loose words ("the
  // invoice number" by "number"): that finds other numbers. Questions beyond the known concepts are.
  // Not for the shop: what was bought labels no name ("Where did I buy the chef's knife?").
  // Nor by the words of a party's name alone ("bij Koffiebar Den Uil"): they say whose, and what
  // is printed beside that name is the party's other lines, not the contact person asked.
  const whoseOnly = !!q.concept && !!partyNamed(model, unexplained);
  // A quote's or a reminder's own value named by its kind ("the quote number") is its own label's.
  const ownKindAsked = q.unexplained.some((w) => namesOwnKind(model, w));
  if (!found.length && !q.shop && !whoseOnly && (!q.concept || unexplained.length || ownKindAsked)) {
    // The page's own labels: every word the concept did not explain must be printed there. Read
    // by no concept, the words no pack knows may be one short of a label ("loyalty points earned"
    // of "POINTS EARNED: 25"), but not of an item's priced line (locate.ts): there the word
    // missing, known to the packs or not, is what is asked of the item ("What brand is the EV
    // charger?" of "7 kW EV charger incl. cabling up to 15 m").
    found = locateByKeywords(
      model,
      q.keywords,
      referenceKind(q) ?? q.concept?.type ?? q.expected,
      unread,
      q.concept ? [] : q.keywords,
    );
    // A party's name asked with what was bought: its words find the item's line, no one's name.
    if (q.concept && PARTY_NAMES.has(q.concept.id)) found = found.filter((f) => !onPricedLine(model, f.box));
    // The VAT asked of what it is charged on ("the VAT on the fees") finds that amount's label.
    if (q.concept?.id === 'total_vat') found = vatOfBase(model, found);
  }
  found = ofRegisterAsked(model, q.text, found);
  // One tax of several asked by its name is its own line, not their total (named-tax.ts).
  // All of them asked, by name or as the taxes where no VAT label finds one: their sum (named-taxes-total.ts).
  // One rate of several asked by its figure is its own line; a rate the page never prints is
  // charged nowhere on it (rate-asked.ts).
  if (q.concept?.id === 'total_vat')
    found =
      namedTaxLines(model, q.text) ??
      rateAskedLines(model, q.text) ??
      namedTaxesTotal(model, q.text, found) ??
      found;
  // Names however found: the page's own labels find sentences and labels too (concept-on-page.ts).
  // So is a name asked by the word alone, of no concept ("the name of the engineer who did the testing").
  if (kind === 'name' || (!q.concept && q.keywords.some((k) => NAME_WORDS.has(k))))
    found = asNames(model, found);
  // Function words alone answer nothing, of any kind: the rest of a sentence after the words a
  // question named ("of" in "Riverside Veterinary Centre is a trading name of").
  // Nor a legal form alone: the rest of a company's name whose words the question shares.
  found = found.filter((f) => !functionWordsOnly(f.text) && !legalFormOnly(f.text));
  // Nor does a name that is only the word asked: "Who was the plumber?" is not answered by the
  // item "Labour - plumber" as "plumber", which names the trade asked, not who.
  if (kind === 'name') found = found.filter((f) => !askedWordsOnly(f.text, q));
  // A person asked of a reference line is someone it names, not a project's words (person-asked.ts).
  found = personAsked(q, found);
  const [best, second] = found;
  if (!best) return null;
  return hit(best, calibrate(best, second), calibrate(asRead(best), second && asRead(second)));
}

/**
 * Values of no party's concept that a question may ask of one party ("the customer's e-mail"), by
 * kind or by concept: either party has a contact person, and "Vem är vår kontaktperson hos Tidvis?"
 * (the issuer) is not answered by the customer's "Att: Maria Ekholm".
 */
const PARTY_FREE = new Set(['email', 'phone']);
/** The parties' names, which no item's line prints. */
const PARTY_NAMES = new Set(['supplier_name', 'receiver_name']);
const PARTY_FREE_CONCEPTS = new Set(['reference']);

/**
 * Answers up to five questions over the given pages: one candidate per question and page, with an
 * `answer` only when the page states it (text printed on that page) and we are confident enough.
 */
export function answerQuestions(
  pages: PageText[],
  questions: string[],
  lessons?: LessonSource,
): AnswerCandidate[] {
  const out: AnswerCandidate[] = [];
  for (const question of questions) {
    const q = parseQuestion(question);
    // A thing counted that the packs know as another than the lines is counted by them only where
    // the page prints it ("How many tickets were sold?" of a hall's hire: counted-thing.ts).
    const counted =
      q.concept?.type === 'count' &&
      !q.unexplained.length &&
      (!q.countedThing || thingPrinted(pages, q.countedThing)) &&
      (!q.ownThing || ownThingCounted(pages, q.ownThing))
        ? lineCountAnswer(pages, question)
        : null;
    // Whether to answer is the raw score's to say: the curves are fitted on a few layout
    // families and would silence findings that hold on others (till receipts' store names).
    const given = belowStronger(
      pages.map((page) => {
        const hit = findOnPage(page, q, lessons);
        return hit && hit.raw >= ANSWER_THRESHOLD ? { answer: hit.found.text, raw: hit.raw, p: hit.p } : null;
      }),
    );
    pages.forEach((page, i) => {
      const hit = given[i];
      if (counted && counted.pageRef === page.page) out.push(counted);
      else if (hit)
        out.push({ question, answer: hit.answer, confidence: confidence(hit.p), pageRef: page.page });
      else out.push({ question, confidence: confidence(0), pageRef: page.page });
    });
  }
  return out;
}

export { parseQuestion, conceptById, confidence };

const functionWordsOnly = (text: string): boolean => {
  const t = tokens(text);
  return t.length > 0 && t.every((w) => STOP_WORDS.has(w));
};

const askedWordsOnly = (text: string, q: ParsedQuestion): boolean => {
  const t = tokens(text).filter((w) => !STOP_WORDS.has(w));
  return t.length > 0 && t.every((w) => q.keywords.includes(w) || q.trades.includes(w));
};
