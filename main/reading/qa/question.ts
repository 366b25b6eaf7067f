import { askedFirst } from '../intent/features';
import { GENERIC_NOUNS, NAME_WORDS, fillerOf, questionLanguage, questionPacks } from '../lang';
import { placesIn, purchasesIn, tradesIn } from '../lang/phrases';
import { spanAsked } from './question-span';
import { expandAbbreviations } from '../lang/abbreviations';
import { CONCEPTS, conceptById, type Concept } from './lexicon';
import { modifiers, openingPartyWord, partyOf } from './question-party';
import { shopBuying } from './shop-buying';
import { totalByVat } from './question-vat';
import { sumWordsAt } from './question-sum';
import { boughtOnly, fitKind } from './question-kind';
import { kindAsked } from './question-count';
import { tradeFirstAsked, tradeOnly, tradesAlone } from './question-trade';
import { askedByDoing } from './question-customer';
import { deedAsked } from './question-deed';
import { insurerAsked } from './insurer-asked';
import { unknownTradesAsked } from './question-unknown-trade';
import { makerAsked, personAtJob } from './person-at-job';
import { partyAsked } from './question-direction';
import { clausesOf, leadIn, withoutNegatedAside } from './question-aside';
import { laterDayAsked } from './later-day';
import { isParty, unexplainedWords, unknownWords } from './question-unexplained';
import { dayOfPurchase, documentAsked, documentPhrase } from './question-document';
import { knownWord } from './question-words';
import { scoreConcept } from './question-score';
import { learnedOverRules } from './question-learned';
import { askedInLabel, namesWhich } from './question-ties';
import { referenceAsked } from './question-reference';
import { debitDay, paidAlready } from './question-paid';
import { workDay } from './work-day';
import { numberByUse, numberOnDocument } from './question-use';
import { tokens } from './normalize';
import { fillerCompounds, inflectedAbbreviations, typedCapitals } from './question-typing';
import { afterReading } from './after-deduction';
import { deductionsAsked } from './deduction-asked';
import { withoutVatShare } from './vat-share';
import { BoundedCache } from '../../util/bounded-cache';

export type { ParsedQuestion } from './question-parsed';
import type { ParsedQuestion } from './question-parsed';

const parsed = new BoundedCache<Readonly<ParsedQuestion>>(2_000);

/**
 * What a question asks. A pure function of its text, so it is cached: a bookkeeper asks the same
 * few questions of every document, and understanding one costs more than finding its answer.
 */
export function parseQuestion(text: string): Readonly<ParsedQuestion> {
  return parsed.get(text, () => Object.freeze(understand(text)));
}

function understand(typed: string): ParsedQuestion {
  // "The VAT part", "momsdelen": the VAT amount, the share word no thing to print (vat-share.ts).
  const text = withoutVatShare(inflectedAbbreviations(expandAbbreviations(withoutNegatedAside(typed))));
  const capitals = typedCapitals(text);
  const raw = tokens(fillerCompounds(text));
  const rawClause = clausesOf(text, raw, (part) => tokens(fillerCompounds(part)));
  // "customer's" is two tokens; the "s" only says whose.
  const genitive = new Set<number>();
  const all: string[] = [];
  const clause: number[] = [];
  raw.forEach((t, i) => {
    if (t === 's' && all.length) genitive.add(all.length - 1);
    else {
      all.push(t);
      clause.push(rawClause?.[i] ?? 0);
    }
  });
  const lang = questionLanguage(all);
  const filler = fillerOf(lang, lang ? [] : questionPacks(all).map((p) => p.code));
  const titled = documentPhrase(all);
  // A lead-in before the clause that asks says why, not what (question-aside.ts).
  // Only its words no pack or training question knows: a party or a label there says whose or which.
  const aside = leadIn(all, clause, lang, filler);
  const isStop = all.map(
    (t, i) =>
      (filler(t) && t !== 'total' && !capitals.has(t)) ||
      titled.has(i) ||
      (aside.has(i) && !isParty(t) && !knownWord(t, lang)),
  );
  const weak = modifiers(all, genitive);
  // "The name of the supplier" asks for the supplier: "name" says nothing of whose, so the party
  // word is what is asked about, not a possessive.
  const strong = all.filter((t, i) => !isStop[i] && !weak.has(i) && t.length > 1);
  if (strong.every((t) => GENERIC_NOUNS.has(t))) weak.clear();
  all.forEach((_, i) => {
    if (isStop[i]) weak.add(i);
  });
  const content = all.map((t, i) => ({ t, i })).filter(({ t, i }) => !isStop[i] && t.length > 1);
  const places = placesIn(all, lang);
  const purchases = purchasesIn(all, lang);
  // A business asked by a trade no pack knows is asked all the same (question-unknown-trade.ts).
  const known = tradesIn(all, lang);
  const trades = new Set([...known, ...unknownTradesAsked(all, known, lang)]);
  const tradeAsked = tradeFirstAsked(all, clause, isStop, content[0]?.i ?? 0, trades, lang);
  // The question asks from its asking clause on: "Jeg skal overføre pengene i dag, hvor meget skal
  // jeg sende?" opens its question with "hvor meget".
  const askingWords = aside.size ? all.filter((_, i) => !aside.has(i)) : all;
  let expected = kindAsked(askingWords, lang) ?? (tradeAsked ? 'name' : null);
  let best: Concept | null = null;
  let bestScore = 0;
  let bestCovered = new Set<number>();
  let bestLabelled = false;
  let bestWorded = false;
  let bestWordedOne = false;
  for (const concept of CONCEPTS) {
    const match = scoreConcept(all, concept, weak, lang);
    let weight = match.weight;
    if (!weight) continue;
    // The wording's value type breaks ties ("when is it due" is a date, not an amount due).
    if (expected && (concept.type === expected || (expected === 'name' && concept.type === 'address')))
      weight += 0.3;
    const tie =
      Math.abs(weight - bestScore) < 1e-9 && match.labelled && namesWhich(all, match.covered, bestCovered);
    if (weight > bestScore + 1e-9 || tie) {
      best = concept;
      bestScore = weight;
      bestCovered = match.covered;
      bestLabelled = match.labelled;
      bestWorded = match.worded;
      bestWordedOne = match.wordedOne;
    }
  }
  if (best && expected && best.type !== expected && askedInLabel(askingWords, best)) expected = null;
  // "How much was paid?" asks for an amount: a date concept that only shares the word "paid" yields
  // to an amount concept that fits the question as well; one named by its label ("IBAN") stays,
  // unless the question opens by asking for another kind ("Hoeveel bedraagt de rekening?": the
  // bill's amount, though "rekening" also labels a bank account).
  const asked = expected && askedFirst(all, expected);
  // "Wie hoch ist der Mehrwertsteuersatz?", "How much is the VAT rate?": a rate is a figure too.
  const rateAsFigure = expected === 'amount' && best?.type === 'percent' && bestLabelled;
  if (
    best &&
    (!bestLabelled || asked) &&
    expected &&
    expected !== 'name' &&
    best.type !== expected &&
    !rateAsFigure
  ) {
    const typed = CONCEPTS.filter((c) => c.type === expected)
      .map((c) => ({ c, m: scoreConcept(all, c, weak, lang) }))
      .sort((a, b) => b.m.weight - a.m.weight)[0];
    if (typed && typed.m.weight >= 0.9) {
      best = typed.c;
      bestScore = typed.m.weight + 0.3;
      bestCovered = typed.m.covered;
    }
  }
  // Re-wordings the rules do not know are read by the learned classifier when it is sure
  // (question-learned.ts).
  ({ best, bestScore, bestCovered } = learnedOverRules({
    text,
    all,
    clause,
    aside,
    lang,
    isStop,
    weak,
    content,
    trades,
    expected,
    asked: !!asked,
    rateAsFigure,
    rules: { best, bestScore, bestCovered, bestLabelled, bestWorded, bestWordedOne },
  }));
  // Whatever read the wording, a VAT word in it decides between the totals (see totalByVat).
  if (best) {
    const byVat = totalByVat(text, all, best);
    if (byVat !== best) {
      best = byVat;
      bestCovered = new Set([...bestCovered, ...scoreConcept(all, byVat, weak, lang).covered]);
    }
  }
  // "Where is the seller located?", "the customer's VAT number": the party named says whose.
  // A shop that bought is the customer, whatever side its word names (shop-buying.ts).
  const buyingShop = expected === 'name' && shopBuying(all, lang);
  const party = buyingShop ? 'receiver' : partyOf(all);
  const opening = buyingShop ? undefined : openingPartyWord(all, content, isStop, lang);
  const whose = partyAsked(best, { all, lang, expected, party, opening, purchases, trades });
  best = whose.concept;
  // The document's number asked by what it is for ("Which invoice number should we enter in Tally?").
  const use = whose.shop
    ? null
    : (numberByUse(best, bestCovered, all, lang, isStop, expected) ??
      numberOnDocument(best, bestCovered, all, lang, isStop, expected));
  if (use) {
    best = use.concept;
    [bestScore, bestCovered] = [Math.max(bestScore, 1.2), new Set([...bestCovered, ...use.covered])];
  }
  // A reference asked to pay with, or of the document, is no person's (question-reference.ts).
  const reference = whose.shop ? null : referenceAsked(best, all, lang, expected);
  if (reference) {
    best = reference.concept;
    [bestScore, bestCovered] = [Math.max(bestScore, 1.2), new Set([...bestCovered, ...reference.covered])];
  }
  // The shop's reading accounts for what was bought there ("Where did we eat?"); "Company?" for itself.
  if (whose.covered.length)
    [bestScore, bestCovered] = [Math.max(bestScore, 1.2), new Set([...bestCovered, ...whose.covered])];
  const bought = boughtOnly(content, purchases, trades, lang, all);
  const asksDocument = bestLabelled ? null : documentAsked(all, lang, filler);
  const kind = fitKind(best, {
    all,
    lang,
    expected,
    content: content.map((c) => c.t),
    tradeAsked: tradeAsked && expected === 'name',
    // Not when the wording asks another kind: "Wann war ich beim Bäcker?" asks the day.
    tradeOnly: (!expected || expected === 'name') && tradeOnly(all, content, places, weak, lang, purchases),
    tradesAlone: expected === 'name' && tradesAlone(content, trades, bestCovered),
    bought,
    documentAsked: asksDocument,
  });
  best = kind.concept;
  if (kind.counted || kind.decided) bestScore = Math.max(bestScore, 1.2);
  // Who did the work, who it was for, who paid or in what role (question-customer.ts).
  const work = askedByDoing(best, { all, content, lang, expected, isStop });
  if (work) [best, bestScore, bestCovered] = [work.concept, 1.2, new Set([...bestCovered, ...work.covered])];
  // Or a business by the word for one and what it did, the page to show it (question-deed.ts).
  const deed = work ? null : deedAsked(best, { all, content, lang, expected, isStop });
  if (deed) [best, bestScore, bestCovered] = [deed.concept, 1.2, new Set([...bestCovered, ...deed.covered])];
  // A payment done asks its day, not a deadline (question-paid.ts); a debit its day.
  const paid = paidAlready(best, all, lang, expected);
  best = paid ?? debitDay(best, all) ?? best;
  // The day work was carried out is its service date, not the bill's (work-day.ts).
  const done = workDay(best, all, lang);
  if (done) [best, bestCovered] = [done.concept, new Set([...bestCovered, ...done.covered])];
  const counted = kind.lines;
  // Words of adding parts up and the rates added ("7 und 19 Prozent zusammen") say which sum is
  // asked, not where it is printed: a rate's line is one part of it.
  const summed = best ? sumWordsAt(all, best) : new Set<number>();
  const keywords = content.filter((c) => !summed.has(c.i)).map((c) => c.t);
  // A concept must explain a fair part of what the question says; otherwise the page is searched
  // for the question's own words.
  const explained = content.filter((c) => bestCovered.has(c.i)).length;
  const coverage = content.length ? explained / content.length : 1;
  if (best && (bestScore < 0.9 || (coverage < 0.25 && bestScore < 1.2))) best = null;
  // Not a day set for later ("the next scheduled visit"): the bill dates no such day by its own.
  const dayOf =
    !best && !laterDayAsked(text) && dayOfPurchase(content, expected, trades, purchases, all, lang);
  if (dayOf) best = conceptById.get('invoice_date') ?? null;
  // Read by no concept, the words no pack knows are what is asked ("the brand of the switchboard"):
  // an item's priced line that does not print them all is no label of it (see locateByKeywords).
  const qualifiers: string[] = [];
  const unexplained = !best
    ? unknownWords(all, content, trades, lang)
    : !dayOf
      ? unexplainedWords({
          all,
          isStop,
          weak,
          covered: bestCovered,
          concept: best,
          lang,
          content,
          trades,
          purchases,
          summed,
          counted,
          genitive,
          qualifiers,
        })
      : [];
  // Days asked as a span ("Hvilke datoer varte messen?") are no one date of the bill (question-span.ts).
  for (const t of spanAsked(all, lang, best)) {
    if (!unexplained.includes(t)) unexplained.push(t);
    qualifiers.push(t);
  }
  // A deduction asked of a total is an amount of its own, the page's to print (deduction-asked.ts).
  const deductions = best ? deductionsAsked(all, content, bestCovered, best.id, lang) : [];
  for (const d of deductions) if (!unexplained.includes(d)) unexplained.push(d);
  return {
    text,
    concept: best,
    conceptScore: best ? coverage : 0,
    keywords,
    ...(qualifiers.length ? { qualifiers } : {}),
    expected,
    party,
    opening: opening ?? null,
    // A trade no pack knows names no sector: which party is of it is not the page's to tell.
    trades: content.filter((c) => known.has(c.i)).map((c) => c.t),
    // A place of business asked by name is the business's ("le nom du restaurant").
    tradeNamed: [...trades].some((i) => !places.has(i)) && all.some((t) => NAME_WORDS.has(t)),
    shop: whose.shop,
    lang,
    // The words naming what was taken off are accounted for where the page shows them.
    ...afterReading(all, unexplained, best?.id ?? null, lang),
    ...(best?.type === 'count' && counted?.thing ? { countedThing: counted.thing } : {}),
    ...(best?.type === 'count' && counted?.own ? { ownThing: counted.own } : {}),
    ...(deductions.length ? { deductions } : {}),
    toQuote: !!reference?.toQuote && best?.id === 'payment_reference',
    paidDone: !!paid,
    role: work?.role,
    tradeWho: !!kind.byTrade,
    atJob: personAtJob(all, lang, places, known, new Set(content.map((c) => c.i))),
    maker: makerAsked(all, lang),
    deed: best === deed?.concept ? deed?.deed : undefined,
    insurer: insurerAsked(all, content, lang),
  };
}
