import { isDocumentWord } from './titles';
import { buyersIn, interrogatives, placesIn, spendingIn, thisPeriodIn } from '../lang/phrases';
import { kindAsked } from './question-count';
import {
  COMPANY_WORDS,
  GENERIC_NOUNS,
  NAME_WORDS,
  OF_WORDS,
  PACKS,
  packByCode,
  PARTY_WORDS,
  questionPacks,
  words,
} from '../lang';
import { tokens } from './normalize';
import { statedRates } from './question-sum';
import { foreignHead } from './compound-head';
import { advanceTakenOff } from './advance-taken-off';
import { vehiclesNumbered } from './vehicle-numbered';
import type { Concept } from './lexicon';
import type { Counted } from './question-count';
import { namesTheDocument } from './question-document';
import { kindsOf, namesKind } from './document-kinds';
import {
  dateLabel,
  knownWord,
  numberWord,
  OF_A_PARTY,
  sameKindWord,
  otherKindLabelWord,
  sharedWord,
  siblingLabelWord,
  siblingNumberWord,
} from './question-words';
import type { ValueType } from './values';

/** A party word, in any of its forms ("kunden", "verkäufers"). */
export const isParty = (t: string): boolean => PARTY_WORDS.some((p) => t.startsWith(p));

/** A compound closed by a word for a business of five letters or more ("computerfirma", "Elektrobetrieb"). */
const companyCompound = (t: string): boolean =>
  [...COMPANY_WORDS].some((w) => w.length >= 5 && t.length >= w.length + 3 && t.endsWith(w));

/** What a party's word alone asks of it: its name, where it is ("Welcher Kunde ...?"). */
const PARTY_NAMED = new Set<ValueType>(['name', 'address']);

/** Words saying only that a thing is new, in every pack (LanguagePack.newWords), folded. */
const NEW_WORDS = new Set(PACKS.flatMap((p) => words(p.newWords).flatMap((w) => tokens(w))));
/** Each pack's present-tense verbs of costing (LanguagePack.costVerbs), folded. */
const COST_VERBS = new Map(PACKS.map((p) => [p.code, new Set(words(p.costVerbs).flatMap((w) => tokens(w)))]));

/** A rate as one token of a question: "5%", "19%" ("13,5 %" is tokens of their own). */
const STATED_RATE = /^\d{1,2}%$/;

/**
 * The totals of the whole purchase, and its VAT: asked with words of adding up ("Hva kostet
 * frokosten og bakevarene til sammen?", "Hoeveel kost de herstelling van de bakfiets alles samen?",
 * "Hvor mye moms var det på pølsa, kaffen og resten til sammen?"), the words no pack knows name
 * what was bought, all of it, in the asker's words ("bakevarene" for the page's "Kanelbolle" and
 * "Skolebolle"), which the page need not print.
 */
const OF_THE_WHOLE = new Set(['amount_due', 'total_incl', 'total_vat']);

/**
 * The kinds a purchase's words may be asked of: what it came to, the day it was made, who sold it
 * or bought it ("Which cab company did I ride with?", "Vem ska betala städningen?"), and the
 * document's own number ("Which receipt no. should I quote for this ride?").
 */
const PURCHASE_TYPES = new Set<ValueType>(['amount', 'date']);
const PURCHASE_CONCEPTS = new Set(['invoice_number']);
const OWN_DATE = 'invoice_date';

/**
 * Whether a purchase's words are accounted for in a question of this concept. A name only where
 * the question says whose by a trade or by who bought it ("Which cab company ...", "Vem ska betala
 * städningen?"): "Bei wem war der Wagen in der Reparatur?" leaves which party to words no rule reads.
 */
const ofPurchase = (concept: Concept, r?: Pick<Reading, 'all' | 'lang' | 'trades'>): boolean =>
  concept.type === 'name'
    ? !!r && (r.trades.size > 0 || buyersIn(r.all, r.lang).size > 0)
    : PURCHASE_TYPES.has(concept.type) || PURCHASE_CONCEPTS.has(concept.id);

/**
 * Whether a question's word stands right before a word for a business or a party ("rental" in
 * "Which rental company sent the invoice?", "software" in "the software vendor"): it says what the
 * business does, not another thing asked. Not before a name word ("the bill-to name").
 */
export const ofBusiness = (
  all: readonly string[],
  i: number,
  trades: ReadonlySet<number>,
  parties = true,
): boolean => {
  const next = all[i + 1] ?? '';
  const party = parties && isParty(next) && !NAME_WORDS.has(next);
  if (trades.has(i + 1) || party || COMPANY_WORDS.has(next)) return true;
  // Or after it and "of", as French says it ("quelle boîte de sécurité", "l'entreprise
  // d'électricité"): what the business does all the same.
  const business = all[i - 2] ?? '';
  return OF_WORDS.has(all[i - 1] ?? '') && (trades.has(i - 2) || COMPANY_WORDS.has(business));
};

/**
 * The words of a question no pack knows, which name a thing no concept says ("the project code",
 * "the brand of the switchboard"): only the page's own labels can show it. Not a generic noun, a
 * party's or a trade's word, nor what a business asked by the plain word for one does ("quelle
 * boîte de sécurité", "the security firm", "the recruitment agency": a place of business): that
 * says which party, no thing. Beside a person's trade or a party's word it does name one: "the
 * project architect", "modpartens advokat" name another person.
 * Nor the document by a title of its own kind ("Von wem kommt die Gebührenrechnung?"): the question
 * asks of the document, as "die Rechnung" would.
 */
export const unknownWords = (
  all: readonly string[],
  content: readonly { t: string; i: number }[],
  trades: ReadonlySet<number>,
  lang: string | null,
): string[] =>
  content
    .filter(
      (c) =>
        !GENERIC_NOUNS.has(c.t) &&
        !isParty(c.t) &&
        !trades.has(c.i) &&
        !knownWord(c.t, lang) &&
        !namesTheDocument(c.t) &&
        !ofBusiness(all, c.i, placesIn(all, lang), false) &&
        !buyersIn(all, lang).has(c.i),
    )
    .map((c) => c.t);

/**
 * A word no pack knows, in a question asking the whole sum: what was bought, unless it stands right
 * before the word of paying ("How much did the guest pay altogether?": who paid, not what).
 */
const boughtThing = (r: Reading, i: number): boolean =>
  !knownWord(r.all[i]!, r.lang) && !numberWord(r.all[i]!) && !buyersIn(r.all, r.lang).has(i + 1);

/** What question.ts read of a question, for the words it leaves unaccounted for. */
type Reading = {
  all: string[];
  isStop: boolean[];
  /** Words that say whose or of what, not what (party possessives, question words). */
  weak: Set<number>;
  /** The words the concept read explains. */
  covered: Set<number>;
  concept: Concept;
  lang: string | null;
  content: { t: string; i: number }[];
  trades: Set<number>;
  purchases: Set<number>;
  /** The rates and adding words of a question for VAT summed over rates (question-sum.ts). */
  summed: Set<number>;
  counted: Counted | null;
  /** Words a possessive "'s" follows ("manager" in "the store manager's name"). */
  genitive?: ReadonlySet<number>;
  /** Filled with the words that make the value asked another thing ("stand" of "stand number"). */
  qualifiers?: string[];
};

/**
 * The meaningful words of a question its concept does not account for ("flight" in "the flight
 * number"): the page must show them before anything is answered.
 */
export function unexplainedWords(r: Reading): string[] {
  const { all, isStop, weak, covered, concept, lang, content, trades, purchases, summed, counted } = r;
  const qualifiers = r.qualifiers ?? [];
  const buyers = buyersIn(all, lang);
  const asks = interrogatives(lang);
  // The figures stating a rate ("zu 7 %", "à 5,5 %", "19 Prozent"), as question-sum.ts reads them.
  const rates = statedRates(all, questionPacks(all));
  // The question word opening the question, only stop words before it: "var" in "Vilket datum var
  // resan?" is a verb, not "where".
  const whichThing = (i: number) => i > 0 && asks.has(all[i - 1]!) && isStop.slice(0, i - 1).every(Boolean);
  // Words left over: party words that say whose, generic nouns, and words the packs or the training
  // questions know ("insgesamt" in "the VAT insgesamt") are accounted for; so is a word right after
  // one the concept explains, which says something of the asked thing ("Where is the buyer
  // located?", "le solde restant"). Any other word asks for something the concept does not say: a
  // word before the explained one, or after "of", names a different thing ("the flight number",
  // "date of birth").
  // English puts an open compound's head last: in "What is the cost centre?" the question's last
  // word, after the explained one, is the thing asked ("shipping method"), not something said of it.
  const headLast = lang === 'en';
  // Not after a possessive: in "the customer's flight ID" what follows "customer's" is the thing
  // the customer has, which the concept must explain.
  // Nor a possessor: in "the store manager's name" the manager is whose name, the head of "store
  // manager", not something said of the store.
  // Nor another document's title: in "the cost estimate given before treatment" the estimate is
  // the document asked, whose amount the page's own is not.
  // Nor after a verb of costing: in "Wie viel kostet Diesel?" the word names the thing priced.
  // Where modifiers follow their noun, one right after a word many values share names which
  // value ("le numéro IDE du client": the IDE number, not the customer number), as "the IDE
  // number" would: the concept must explain it.
  const modifiersAfter = !!packByCode(lang ?? '')?.modifiersAfter;
  const saidOf = (i: number) =>
    !(headLast && i === all.length - 1) &&
    !(modifiersAfter && sharedWord(all[i - 1] ?? '')) &&
    !COST_VERBS.get(lang ?? '')?.has(all[i - 1] ?? '') &&
    !namesOtherKind(all[i]!, lang) &&
    !r.genitive?.has(i) &&
    covered.has(i - 1) &&
    !isStop[i - 1] &&
    !weak.has(i - 1);
  // A word right before the explained one names which one ("the table number", "the contract
  // number"): a word of any concept is not enough, it must be a word of a concept of the same kind
  // ("payment" in "the payment deadline"), or the question asks for another thing.
  // Only where the concept was read from words many concepts share ("number", "date"): a concept
  // named by its own word ("dateret", "SWIFT") is what was asked, whatever stands before it.
  const weakly = [...covered].every((i) => isStop[i] || sharedWord(all[i]!));
  // So does a word after "of" that follows it ("le numéro de table", "the number of the table").
  const explains = (i: number) => covered.has(i) && !isStop[i];
  // And a word after "of" that follows one said so: in "le numéro du bon de livraison" the delivery
  // note names which number as a whole, "livraison" as much as "bon".
  const afterOf = (i: number, depth = 0): boolean => {
    const of = OF_WORDS.has(all[i - 1] ?? '')
      ? i - 1
      : isStop[i - 1] && OF_WORDS.has(all[i - 2] ?? '')
        ? i - 2
        : -1;
    if (of <= 0) return false;
    if (explains(of - 1) || (isStop[of - 1] === true && explains(of - 2))) return true;
    return depth < 2 && !isStop[of - 1] && afterOf(of - 1, depth + 1);
  };
  // A compound before the explained word names it as a whole: in "the delivery note number" both
  // "delivery" and "note" say which number, not "note" alone.
  const beforeExplained = (i: number) => {
    let j = i + 1;
    while (j < all.length && !isStop[j] && !covered.has(j)) j++;
    return explains(j);
  };
  const names = (i: number) => weakly && (beforeExplained(i) || afterOf(i));
  // The word many values share that a word right against it qualifies ("stand number", "the fair
  // date"): a bare number word, or a date's own label; no verb a cue reads ("this booking made").
  const qualifies = (i: number) =>
    explains(i) && sharedWord(all[i]!) && (numberWord(all[i]!) || dateLabel(concept, all[i]!));
  // A date other than the document's own read from a word every date shares ("la date de la séance
  // photo", read as the due date) is no purchase's: what was bought is dated by the document, and a
  // deadline or a delivery is asked by its own words ("When must the repair be paid?").
  const bought = ofPurchase(concept, r) && !(concept.type === 'date' && concept.id !== OWN_DATE && weakly);
  // The English head after an explained word ("the delivery charge") is the thing asked: known to
  // the packs is not enough, it must be a word of a concept of the asked one's kind. Only in a noun
  // phrase opened by an article or the like: in "Which VAT percentage applies?" the verb ends it.
  const head = (i: number) => headLast && i === all.length - 1 && explains(i - 1) && isStop[i - 2] === true;
  // A number read from a party's word alone ("kunden" for the customer number) explains nothing
  // else the question asks of that party: in "Hva er e-postadressen til kunden?" the e-mail
  // address is asked, known word or not.
  const read = [...covered].filter((i) => !isStop[i]);
  const partyOnly = !PARTY_NAMED.has(concept.type) && read.length > 0 && read.every((i) => isParty(all[i]!));
  // A verb of using in a question of how much says what was spent ("Hvor mye brukte vi?"); in any
  // other ("Hvilket kort ble brukt?") it asks something else.
  const spent =
    concept.type === 'amount' && kindAsked(all, lang) === 'amount'
      ? spendingIn(all, lang)
      : new Set<number>();
  // A person at work asked by name ("the name of the cook who made breakfast", "What's the
  // plumber's name?"): a person's trade, no place's nor a business's ("the photographer's business
  // name"), in a question of a name, is the one asked, whom a bill need not print: the company
  // billing is no answer, unless the page prints that trade of someone.
  const places = placesIn(all, lang);
  // The period at hand ("this month", "denne måneden") is the bill's own, as "this invoice" is:
  // a monthly bill is this month's, and the words name nothing else the page must print.
  const current = thisPeriodIn(all, lang);
  // The whole bill is asked where words add it up, or where an advance is taken off it: what else
  // the question names was bought (advance-taken-off.ts).
  const advance = advanceTakenOff(all, lang);
  const whole = summed.size > 0 || advance.size > 0;
  const byName = concept.type === 'name' && all.some((t) => NAME_WORDS.has(t));
  // The trade closes its noun phrase: in "the name of the taxi operator" it says what the
  // operator does, a business.
  const closes = (i: number) => i + 1 >= all.length || isStop[i + 1] === true || NAME_WORDS.has(all[i + 1]!);
  const personNamed = (i: number) =>
    byName && closes(i) && !places.has(i) && !companyCompound(all[i]!) && !ofBusiness(all, i, trades);
  const unexplained = content
    .filter(
      (c) =>
        !covered.has(c.i) &&
        !weak.has(c.i) &&
        !summed.has(c.i) &&
        !spent.has(c.i) &&
        !current.has(c.i) &&
        // A rate stated in a VAT question ("the VAT charged at 5%") says which VAT: its line's, or
        // every line's where all are of that rate (totals.ts reads it among the keywords).
        !(concept.id === 'total_vat' && (STATED_RATE.test(c.t) || rates.has(c.i))) &&
        !(OF_THE_WHOLE.has(concept.id) && whole && !advance.has(c.i) && boughtThing(r, c.i)) &&
        !GENERIC_NOUNS.has(c.t) &&
        // "New" said of a thing asked after it ("die neue Elektrik"): that thing is to be shown.
        !(NEW_WORDS.has(c.t) && content.some((o) => o.i > c.i)) &&
        // A party named by its trade ("Which pub is this from?", "How much do we owe the
        // solicitors?"): whose it is, as "the supplier" says, not another thing asked.
        // Not a person at work asked by name (personNamed).
        !(trades.has(c.i) && !personNamed(c.i)) &&
        // Or by the plain word for a business that closes a compound saying what it does
        // ("Wanneer heeft de computerfirma de factuur opgemaakt?", "Handwerksbetrieb").
        !companyCompound(c.t) &&
        // Or by what it does, right before the word for a business ("Which rental company ...",
        // "the software vendor", "Name of the hosting provider?"): which party, as a trade says.
        // Not in a question of a number ("Which number has the training company given this
        // bill?"): a name read there was read from the business's words alone.
        !(concept.type === 'name' && !content.some((w) => numberWord(w.t)) && ofBusiness(all, c.i, trades)) &&
        // What was bought or how it was paid ("How much did dinner cost?", "What date was the
        // ride?", "charged to the card"): the document's total or day is asked of it.
        // Not one that names a number ("What card number was used?"), nor one a question word
        // asks ("Which card was used to pay?", "Welche Karte ..."): that thing is what is asked.
        !(bought && purchases.has(c.i) && !numberWord(all[c.i + 1] ?? '') && !whichThing(c.i)) &&
        // Who buys or pays says which party's name, by who does what (question-direction.ts
        // byRole): "Who is the courier we're paying?".
        !(concept.type === 'name' && buyers.has(c.i)) &&
        // The document itself, by the title of its kind ("der Gesamtbetrag der Honorarnote").
        !namesTheDocument(c.t) &&
        // Or by what it bills, right before its title ("the energy bill", "this legal bill"), or
        // where, before that ("the Kajang grocery receipt"): which document, again. Not before the
        // title's number: "the e-way bill number" asks another document's ("la facture
        // d'abonnement" neither: what follows a title is asked).
        !beforeTitle(all, isStop, c.i) &&
        // A party word there says whose only of what a party has ("the supplier VAT
        // number"); "the supplier number" is no invoice number.
        !(isParty(c.t) && (!names(c.i) || OF_A_PARTY.has(concept.type))) &&
        // Of a date, never a word another date is asked by ("When was the order delivered?").
        !(names(c.i) || head(c.i)
          ? sameKindWord(concept, c.t, lang) &&
            !siblingLabelWord(concept, c.t) &&
            !siblingNumberWord(concept, c.t)
          : !partyOnly &&
            knownWord(c.t, lang) &&
            !siblingLabelWord(concept, c.t) &&
            !ofAnotherDocument(all, concept, c.i)) &&
        !saidOf(c.i),
    )
    .map((c) => c.t);
  for (const v of vehiclesNumbered(r)) if (!unexplained.includes(v)) unexplained.push(v);
  // Of these, the words making the value asked another thing (answer.ts: only a label printing
  // them answers): one right against the word many values share ("the stand number"; not "the
  // invoice number for the aircon servicing"), not of an amount ("verkstedbesøket totalt" is what
  // was bought: items-named.ts). Not a word after the concept's own ("Which phone model are the
  // repairs billed to?"): with no word list of verbs that read "Which terms apply to paying this?"
  // and "Which invoice number goes with ..." as asking an "apply" and a "goes".
  const against = (i: number) =>
    concept.type !== 'amount' &&
    weakly &&
    (qualifies(i + 1) || (modifiersAfter && OF_WORDS.has(all[i - 1] ?? '') && qualifies(i - 2)));
  qualifiers.push(...content.filter((c) => unexplained.includes(c.t) && against(c.i)).map((c) => c.t));
  // A purchase or a trade last ("charged to the debit card") is what the question is of, no head;
  // so is who pays, last in a name question ("Who is the courier we're paying?").
  const last = all.length - 1;
  const ofIt =
    trades.has(last) || (bought && purchases.has(last)) || (concept.type === 'name' && buyers.has(last));
  const foreign = headLast && !ofIt ? foreignHead(all, isStop, covered, concept) : null;
  if (foreign && !unexplained.includes(foreign)) unexplained.push(foreign);
  if (concept.type === 'count' && counted) {
    // Lines the page lists, whatever they are called; units ("hours") no line count answers.
    // So are the lines the question names by their own word ("Nombre de lignes de détail ?", "Hur
    // många poster har de tagit betalt för?"): what is said of them says which list, the page's.
    if (counted.lines || content.some((c) => covered.has(c.i))) unexplained.length = 0;
    for (const u of counted.units) if (!unexplained.includes(u)) unexplained.push(u);
  }
  return unexplained;
}

/**
 * Whether a question's word names the document with the title it stands before, or with one more
 * word between ("energy" of "the energy bill", "web" of "the web design bill"), the title not
 * followed by a number word: "the e-way bill number" is another document's number. A business's
 * word between ("the glazing shop's invoice") says whose document: that word is the business's,
 * which the page must print (business-described.ts).
 */
function beforeTitle(all: readonly string[], isStop: readonly boolean[], i: number): boolean {
  const between = all[i + 1] ?? '';
  const at = isDocumentWord(between)
    ? i + 1
    : !isStop[i + 1] && !isParty(between) && !COMPANY_WORDS.has(between) && isDocumentWord(all[i + 2] ?? '')
      ? i + 2
      : -1;
  return at > 0 && !numberWord(all[at + 1] ?? '');
}

/**
 * Whether a known word stands before a title and its number word as a word of another kind of
 * value only ("the delivery receipt number"): it names another document, which the page must
 * show (its title, "DELIVERY RECEIPT") before its number is this one's.
 */
const ofAnotherDocument = (all: readonly string[], concept: Concept, i: number): boolean =>
  isDocumentWord(all[i + 1] ?? '') && numberWord(all[i + 2] ?? '') && otherKindLabelWord(concept, all[i]!);

/** Kinds of document a question may name besides the bill it holds: a quote, an order, a reminder. */
const OTHER_KINDS = new Set(['QUOTE', 'ORDER_CONFIRMATION', 'REMINDER']);

/** Whether a question's word titles another kind of document than a bill ("estimate", "devis"). */
const namesOtherKind = (t: string, lang: string | null): boolean =>
  kindsOf(lang).some((k) => OTHER_KINDS.has(k.kind) && namesKind(t, k));
