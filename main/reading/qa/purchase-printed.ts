import { laterDayWordIn } from './later-day';
import { pricedLine, prose, rightOf } from './beside-label';
import { stemCousinOnly } from './stem-cousin';
import type { PageModel, SegmentInfo } from './page-model';
import { HEAD, sameStem } from './same-stem';
import type { ParsedQuestion } from './question';
import { knownWord, numberWord } from './question-words';
import { findValues } from './values';
import { tokens } from './normalize';
import { andWords, buyersIn, spendingIn, worksIn } from '../lang/phrases';
import { fillerOf, inflected, questionPacks, STOP_WORDS } from '../lang';
import { bothAt } from './question-sum';
import { documentWordForm, otherDocumentWord, titleVerb } from './titles';
import { boughtShown, printedAs } from './bought-shown';
import { partyOfTrade } from './party-named';
import { mainItemNamed } from './main-item';
import { partOfBillAsked } from './part-of-bill';

/**
 * The totals a question may ask of the whole purchase, naming it by what the page bills: "How much
 * do we owe for all the shipments?", "What's the GST on the hosting renewal?", "Hva kostet billeien
 * totalt?".
 */
const OF_THE_WHOLE = new Set(['amount_due', 'total_incl', 'total_vat']);

/**
 * The party a question may ask by what the page bills: "Who shipped our pallets?", "Which company
 * did the training for us?", "Where did I buy the chef's knife?". The seller only: "Which company
 * is being billed for the legal work?" of a lawyer's trust-account statement answered its heading,
 * which the page's reading takes for the customer (measured: the one answer it changed, wrong).
 */
const PARTIES = new Set(['supplier_name']);

/**
 * The day a question may ask by what the page bills: "When did I buy the SSD and cables?", "Wann
 * haben wir das Material gekauft?". Everything a page bills was bought on the document's day, one
 * line's as much as all of them. Only asked with a word of buying ("buy", "gekauft", "købte"): "What
 * date was the sign installed?" asks the day of the work, another date than the document's.
 */
const DAYS = new Set(['invoice_date']);

/**
 * The document's own number and day a question may ask by what the page bills, where it names the
 * document: "What number's on the vet bill for Biscuit?", "Was ist die Nummer von der
 * Elektriker-Rechnung für die Backstube?", "When did the garage do up the bill for the Octavia?".
 * A document has one number and one date, whatever it bills: the words say which document, this one.
 */
const OWN = new Set(['invoice_number', 'invoice_date']);

/**
 * The day a question may ask payment of what the page bills by: "Hvornår skal vi senest have betalt
 * for pudsningen?", "When do we have to pay for the shipments?". A document falls due on one day
 * for all it bills, one line as much as all of them; so does the time it gives to pay ("How long
 * do we have to pay for the kitchen?"), asked in words of time (a text) or of its last day.
 */
const DUE = new Set(['due_date', 'payment_terms']);
const TIME_TO_PAY = 'payment_terms';

/**
 * A line of an item, a heading or a count ("4 shipments | 13 pcs"): a sentence is terms, not what
 * was bought. Counted in words: an item's figures beside it ("Cockroach clean-out treatment,
 * kitchen (labor, hrs) 1.5") make no sentence of it.
 */
const SHORT = 8;
const wordCount = (tokens: readonly string[]): number => tokens.filter((t) => !/^\d+$/.test(t)).length;

/**
 * Whether the question's words left over name what the document bills as a whole: every one is
 * printed on the page in a short line (an item's, a heading's, a count of them: "4 shipments"), and
 * no one priced line prints them all, which the question would ask instead ("How much did the
 * deck screws cost?" is that line's). Where several lines print them ("Domain Renewal" twice), the
 * total of all of them is asked. A word the page does not print names something else, another
 * document's ("the parking fine"), and stays unexplained; so does one printed in its terms only
 * ("returns within 30 days"). Only where the question's own words read the total ("owe", "in
 * total", "moms"), not "how much" alone ("Hoeveel betaalt het ziekenfonds terug?"), nor a number
 * ("What card number was used to pay?"). The shop asked where something was bought reads its
 * words of buying ("Where did we buy the couch from?"): what is left is what was bought.
 */
export function purchasePrinted(model: PageModel, q: ParsedQuestion, asked: readonly string[]): boolean {
  const concept = q.concept;
  // "For the two pets", "les deux leçons": how many of the things billed, as "both" says; the page
  // prints each thing, not the count the asker puts on them.
  const all = tokens(q.text);
  const both = bothAt(all, questionPacks(all));
  const words = asked.filter((w) => ![...both].some((i) => all[i] === w));
  const party = !!concept && PARTIES.has(concept.id);
  const own = !!concept && OWN.has(concept.id) && billedAfterDocument(all, words);
  const day = !!concept && DAYS.has(concept.id) && (own || buyersIn(all, q.lang).size > 0);
  const due = !!concept && DUE.has(concept.id);
  if (
    !concept ||
    !(OF_THE_WHOLE.has(concept.id) || party || day || own || due) ||
    !words.length ||
    !(q.conceptScore > 0 || own || (party && q.shop) || spentAsked(q))
  )
    return false;
  if (!own && q.keywords.some(numberWord)) return false;
  // A day set for later of the thing billed ("When is the next test due?" of a bill for tests) is
  // no deadline to pay it: the bill's due date is no answer, only the page's own words for it are.
  if (due && words.some(laterDayWordIn(q.lang))) return false;
  const kind = party
    ? ['name', 'address']
    : concept.id === TIME_TO_PAY
      ? ['text', 'date']
      : [day || due ? 'date' : own ? 'reference' : 'amount'];
  if (q.expected && !kind.includes(q.expected)) return false;
  // A day asked by its interrogative ("When", "Wann"): "Welke zaak heeft de tafel gekocht?" asks who.
  if (day && q.expected !== 'date') return false;
  // The shop asked where something was bought is shown by any one thing bought (bought-shown.ts),
  // or by the work done there, printed ("Hvor ble bilen vasket?" of a "VASKEPROGRAM"): what it was
  // done on is the asker's word for what the page bills, which it need not print (question-work.ts).
  if (party && q.shop) return boughtShown(model, words) || workShown(model, all, q.lang);
  // Things named together ("brød og kager", "les dépliants et les cartes") name the purchase as a
  // whole in the asker's words: one of them billed on the page says it is this one, and no one
  // line of it is asked.
  const joined = OF_THE_WHOLE.has(concept.id) ? joinedThings(tokens(q.text), q.lang) : [];
  if (joined.length && words.every((w) => joined.includes(w)))
    return joined.some((w) => pricedWord(model, w, asPrinted));
  // Not a key's label ("Guest | Mr Daniel Okafor" names a party: a key, its value in words beside
  // it, where an item has its figures), nor a line of running text in lower case
  // ("turgleden.no/retur." wraps the terms). A word beside an item's name on a priced line is
  // one of its cells, no key's value: the tax code of "RIC hearing aid ... | Z | 1 | 2,450.00".
  const key = (s: SegmentInfo) => {
    const right = rightOf(model, s.seg)?.seg.text;
    return !!s.label || (right !== undefined && !/\d/.test(right) && !pricedLine(model, s));
  };
  const short = model.segs.filter((s) => wordCount(s.tokens) <= SHORT && !key(s) && !prose(s.seg.text));
  const holds = (tokens: readonly string[]) => words.every((w) => tokens.some((t) => asPrinted(w, t)));
  // An item's line of any length names what the document bills, as its number's or day's.
  const printed = (w: string) =>
    short.some((s) => s.tokens.some((t) => asPrinted(w, t))) || (own && pricedWord(model, w));
  // A payee named by its trade, its trade printed in the issuer's name ("How much do we owe the
  // radio station for the ads?" of NILGIRI WAVES BROADCASTING): what is owed to it is its bill's
  // sum, and words the page prints nowhere, which no pack knows either, are the asker's own for
  // what it billed, where they close the question right after the trade and words of no meaning
  // ("for the ads"): one thing named, no more said of it ("for the ads last year"). A word it
  // prints names that thing, as below; a word a pack knows names a thing the page would print.
  const asker = (w: string) => !knownWord(w, q.lang) && !anywhere(model)(w);
  if (
    payeeOwed(q) &&
    partyOfTrade(model, q.trades, q.lang) === 'issuer' &&
    words.every(asker) &&
    closingAfterTrade(all, q.trades, words)
  )
    return true;
  if (!words.every(printed)) return false;
  const priced = new Set<number>();
  for (const s of model.segs) {
    if (!holds(s.tokens)) continue;
    const line = model.segs.filter((o) => o.seg.line === s.seg.line);
    if (line.some((o) => findValues('amount', o.seg.text).length)) priced.add(s.seg.line);
  }
  // A party is no line's: who sold or bought what the page bills is its issuer or receiver, where
  // a priced line prints it (an item, not a heading or a guest's key); as itself where the page
  // prints it so elsewhere, not by a stem they share (stem-cousin.ts).
  if (party && words.some((w) => stemCousinOnly(model, w, pricedTokens(model)))) return false;
  if (party) return priced.size > 0 || words.every((w) => pricedWord(model, w));
  // One line printing them names the bill's main item where it is what the bill is for (main-item.ts);
  // several, beside other things billed, what those cost where that is asked (part-of-bill.ts).
  if (day || own || due || payeeOwed(q)) return true;
  if (priced.size === 1) return mainItemNamed(model, words);
  return priced.size === 0 || !partOfBillAsked(model, q, words, asPrinted);
}

/**
 * Whether the question's meaningful words after its last trade word are the words given, and no
 * other: "How much do we owe the radio station for the ads?".
 */
function closingAfterTrade(
  all: readonly string[],
  trades: readonly string[],
  words: readonly string[],
): boolean {
  const at = all.findLastIndex((t) => trades.includes(t));
  const after = all.slice(at + 1).filter((t) => !STOP_WORDS.has(t));
  return at >= 0 && after.length > 0 && after.every((t) => words.includes(t));
}

/** Whether the page prints the word anywhere, in any of its forms (asPrinted). */
const anywhere =
  (model: PageModel) =>
  (w: string): boolean =>
    model.segs.some((s) => s.tokens.some((t) => asPrinted(w, t)));

/** Whether the page prints a word of the work the question says was done ("vasket", "repaired"). */
function workShown(model: PageModel, all: readonly string[], lang: string | null): boolean {
  return [...worksIn(all, lang)].some((i) => boughtShown(model, [all[i]!]));
}

/**
 * What is owed to the business named by its trade ("How much do I still owe the vets for the two
 * pets?", "Combien je dois à l'auto-école pour les leçons de conduite ?"): its bill's whole sum,
 * the things named what the bill is for, even where one priced line prints them.
 */
const payeeOwed = (q: ParsedQuestion): boolean => q.concept?.id === 'amount_due' && q.trades.length > 0;

/**
 * Whether the words stand after the document's word in the question, as what it bills ("the vet
 * bill for Biscuit", "VVS-regningen for det nye køkkenbatteri"): not before it, naming another
 * document or number ("the deposit invoice number", "Hvilket prosjektnummer gjelder fakturaen?"),
 * nor of another document's title ("le numéro du bon de livraison").
 */
function billedAfterDocument(all: string[], words: readonly string[]): boolean {
  // Or before a verb made of the title ("Sous quel numéro la location des WC a-t-elle été
  // facturée ?"): what was billed, as after "the bill for".
  const verb = all.findLastIndex(titleVerb);
  const at = all.findLastIndex(documentWordForm);
  return words.every((w) => {
    const k = all.indexOf(w);
    return ((at >= 0 && k > at) || k < verb) && !numberWord(w) && !otherDocumentWord(w);
  });
}

/**
 * The asker's word for an item as the page prints it: a stem they share, or another of its forms or
 * a part of the page's compound ("skiene" of "Langrennsski"), as for the shop it was bought at
 * (bought-shown.ts). Not a shorter word's: "uur" closes "factuur" as no hours billed. A short
 * word's own plural or other form is it all the same ("vin" of "Cave à vins").
 */
const asPrinted = (asked: string, printed: string): boolean =>
  sameStem(asked, printed) ||
  (asked.length >= HEAD
    ? printedAs(asked, printed)
    : asked.length >= SHORT_WORD && inflected(printed, asked));

/** The fewest letters of a word whose forms are read: "vin", "tea", no "el" or "au". */
const SHORT_WORD = 3;

/** Whether a priced line of the page prints the word (as `same` reads it): an item billed. */
function pricedWord(model: PageModel, word: string, same = sameStem): boolean {
  return model.segs.some(
    (s) =>
      s.tokens.some((t) => same(word, t)) &&
      model.segs.some((o) => o.seg.line === s.seg.line && findValues('amount', o.seg.text).length > 0),
  );
}

/** The words of the page's priced lines: what it bills. */
const pricedTokens = (model: PageModel): string[] =>
  model.segs.filter((s) => pricedLine(model, s)).flatMap((s) => s.tokens);

/**
 * A verb of spending in a question of how much ("Hvor meget gav vi for brød og kager?") reads the
 * total as much as "owe" does (question-unexplained.ts reads it so).
 */
const spentAsked = (q: ParsedQuestion): boolean =>
  q.expected === 'amount' && spendingIn(tokens(q.text), q.lang).size > 0;

/**
 * The things a question names joined by its "and" ("kaffen og bakevarene", "dépliants et cartes"):
 * the meaningful word right before it and the one after it, past articles ("les", "the"). Not
 * figures ("7 und 19 Prozent" are rates), nor question words ("... and how much?").
 */
function joinedThings(all: readonly string[], lang: string | null): string[] {
  const and = andWords(lang);
  const filler = fillerOf(lang);
  const thing = (t: string | undefined) => !!t && !filler(t) && !/\d/.test(t) && !and.has(t);
  const out: string[] = [];
  all.forEach((t, i) => {
    if (!and.has(t)) return;
    const l = i - 1;
    let r = i + 1;
    while (r < all.length && filler(all[r]!) && !and.has(all[r]!)) r++;
    if (thing(all[l]) && thing(all[r])) out.push(all[l]!, all[r]!);
  });
  return out;
}
