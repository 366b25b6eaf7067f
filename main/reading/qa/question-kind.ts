import { ADDRESS_WORDS, NAME_WORDS, OF_WORDS, QUALIFIER_GROUPS } from '../lang';
import { ADVANCE_PHRASES, interrogatives, spendingIn, tipWords } from '../lang/phrases';
import { conceptById, type Concept } from './lexicon';
import { countedThings, type Counted } from './question-count';
import { numberWord, sameKindWord } from './question-words';
import type { ValueType } from './values';
import { askedType } from '../intent/features';

/** The kinds of value a name question may be answered with. */
const NAMED_TYPES = new Set<ValueType>(['name', 'address', 'text']);

/** Whether the question's last word `last` closes a phrase of money paid before the bill ("payment on account"). */
const closesAdvance = (all: string[], last: string): boolean => {
  const at = all.lastIndexOf(last);
  return ADVANCE_PHRASES.some((p) => p.length > 1 && p.every((w, k) => all[at - p.length + 1 + k] === w));
};

/** The kinds of value that are figures. */
const FIGURES = new Set<ValueType>(['amount', 'percent']);

/** What the question says of the kind of value it asks, beside the concept read. */
type Wording = {
  all: string[];
  lang: string | null;
  expected: ValueType | null;
  /** The question's meaningful words. */
  content: string[];
  /** A business named by its trade right after the question word ("Which restaurant ..."). */
  tradeAsked: boolean;
  /**
   * Every meaningful word names a business by its trade, says what it does ("hosting" of "the
   * hosting provider"), asks its name or is the issuer's own ("issued"), a trade one at least.
   */
  tradeOnly?: boolean;
  /** "Who" asks a trade alone, which no reading accounts for (question-trade.ts). */
  tradesAlone?: boolean;
  /** Every meaningful word names the purchase or a trade, one at least the purchase (no tip). */
  bought?: boolean;
  /** The question word is followed by the document's title, and no label (question-document.ts). */
  documentAsked?: 'this' | 'paid' | null;
};

/**
 * The concept read, held to the kind of value the wording asks: whatever the rules and the
 * classifier read, "when" asks a date, "how many" a count, "who" and "the name of" a name. A
 * reading of another kind is no reading (null), or the one the kind leaves (a count's lines).
 * `counted`: the question was read as the page's lines by what it counts (question-count.ts).
 */
export function fitKind(
  best: Concept | null,
  w: Wording,
): {
  concept: Concept | null;
  counted: boolean;
  lines: Counted | null;
  decided?: boolean;
  byTrade?: boolean;
} {
  const { expected, content } = w;
  // Which document is asked, not what it says: its number tells it (question-document.ts).
  // The document paid is another one, which no concept of this one reads.
  if (w.documentAsked)
    return {
      concept: w.documentAsked === 'this' ? (conceptById.get('invoice_number') ?? null) : null,
      counted: false,
      lines: null,
      decided: true,
    };
  // "Which rodenticide product was used?" asks which thing, not how many: the name of what a page
  // lists ("products") read as its count is none where the question opens by a question word that
  // asks no quantity itself ("which", not "hoeveel") and no word of it asks a number ("What is the number of products?").
  if (
    best?.id === 'line_count' &&
    expected !== 'count' &&
    interrogatives(w.lang).has(w.all[0] ?? '') &&
    !askedType(w.all.slice(0, 1)) &&
    !w.all.some((t) => numberWord(t) && !interrogatives(w.lang).has(t))
  )
    best = null;
  // "How many" asks a count, never a date or a name: "Wie viele Leistungen sind aufgelistet?" (how
  // many services) read "Leistung" as the delivery date's ("Leistungsdatum"). What is counted on
  // an invoice is its lines.
  if (best && expected === 'count' && ['date', 'name', 'address'].includes(best.type))
    best = conceptById.get('line_count') ?? null;
  // What the page lists is counted by its lines, whatever the question calls them.
  const lines = expected === 'count' || best?.id === 'line_count' ? countedThings(w.all, w.lang) : null;
  // Not over an amount or a rate read: "Combien de TVA ... ?" asks an amount, though "combien de"
  // opens counts too.
  // A count of what the page lists read as the sum to pay ("Wie viele einzelne Beträge wurden
  // berechnet?" found the total, 19,00) counts the amounts billed: the lines. Only that sum: the
  // words that ask how many ask how much in some languages ("Combien de TVA sur cette facture ?").
  const counted =
    !!lines?.lines &&
    expected === 'count' &&
    (!['count', 'amount', 'percent'].includes(best?.type ?? '') || best?.id === 'amount_due');
  if (counted) best = conceptById.get('line_count') ?? null;
  // And "when" asks a date, whatever else read the question: "Which day is this fuel receipt
  // from?" is no issuer, though "from" labels one.
  // Nor does "who", "where" or "the name of" ask a date: "Wo wurde eingekauft?" is no day of buying.
  if (best && expected === 'date' && best.type !== 'date') best = null;
  if (best && (expected === 'name' || expected === 'address') && best.type === 'date') best = null;
  // A question naming the address ("À quelle adresse le bouquet a-t-il été livré ?") is answered by
  // an address or nothing: a name is where it was bought ("Where did we wash the car?"), never the
  // address asked, whatever word ("livré") read a party's name.
  if (best && expected === 'address' && best.type === 'name' && content.some(addressWord)) best = null;
  // So does a question of no kind whose last word asked is an address's ("Wat is het klantadres?",
  // "Kundenadresse?"): the customer's address, not the customer's name.
  if (best && expected === null && best.type === 'name' && addressWord(content[content.length - 1] ?? ''))
    best = null;
  // Nor does "how much" ask a name: "…, hvor meget skal jeg sende?" is no payee, though the money
  // goes to one.
  if (best && expected === 'amount' && (best.type === 'name' || best.type === 'address')) best = null;
  // Nor does one whose last word is a number's ("the sales tax permit number", "Steuernummer" is
  // one word): it asks an identifier, never a figure.
  // A word closing the name of money paid before the bill is no number's ("the balance after the
  // payment on account": an advance, not an account number).
  const last = content[content.length - 1] ?? '';
  if (
    best &&
    FIGURES.has(best.type) &&
    numberWord(last) &&
    !QUALIFIER_GROUPS.vat.has(last) &&
    !closesAdvance(w.all, last)
  )
    best = null;
  // Nor one asking a number before saying of what ("the cost-centre or PO number for this trip"):
  // "cost" read the total (83.50), but what is asked is the number's.
  if (best && FIGURES.has(best.type) && numberAsked(w.all, content)) best = null;
  // A question for a name ("Name des Rechnungsstellers?", "the name of the firm that issued the
  // invoice") is answered by a name or nothing: never a date, a figure or a count. So is one
  // naming a business by its trade first ("Hvilket teleselskab er regningen fra?" is no phone
  // number, though "tele" labels one).
  if (best && (content.some((t) => NAME_WORDS.has(t)) || w.tradeAsked) && !NAMED_TYPES.has(best.type))
    best = null;
  // Nothing but its question words and the document ("Hvornår er kvitteringen fra?", "How much is
  // it?"): the document's own date, or what it comes to.
  // So with the purchase alone ("How much was the toll?"): a receipt or bill is the record of one
  // purchase, and its total is the purchase's. Its day is read by dayOfPurchase (question-document.ts).
  const plain =
    expected === 'date' ? !content.length : expected === 'amount' && (!content.length || !!w.bought);
  // The trade alone, and nothing else asked ("Welk vertaalbureau is het?", "Which garage is it?"):
  // which business it is, the one the page is from; answer.ts scopes it to the party of that trade.
  // So is the name of the trade or the one of the trade that issued it ("Quel est le nom du
  // restaurant ?", "Quel cabinet a émis la facture ?", "Name of the hosting provider?"). Asked as a
  // heading, with no question word ("Name des Handwerksbetriebs?"), whichever party's name the
  // classifier read (a customer's "Name der Firma"): nothing says it is the one billed ("Which
  // clinic is this invoice for?"), and a customer of that trade is answer.ts's to tell. The issuer
  // read weakly ("company" of "the taxi company's name", a possessive) is so decided.
  const heading =
    w.tradeOnly && best?.id === 'receiver_name' && !w.all.some((t) => interrogatives(w.lang).has(t));
  const issuer = w.tradeOnly && best?.id === 'supplier_name';
  // Whichever party's name read "Who is the plumber?" by its shape alone: the plumber is the
  // party of that trade (answer.ts scopes it to the party printing it).
  const byShape = w.tradesAlone && (best?.id === 'receiver_name' || best?.id === 'supplier_name');
  if (byShape)
    return {
      concept: conceptById.get('supplier_name') ?? null,
      counted,
      lines,
      decided: true,
      byTrade: true,
    };
  if ((!best || heading || issuer) && ((w.tradeAsked && w.content.length === 1) || w.tradeOnly))
    return { concept: conceptById.get('supplier_name') ?? null, counted, lines, decided: true };
  if (!best && plain)
    return {
      concept: conceptById.get(expected === 'date' ? 'invoice_date' : 'amount_due') ?? null,
      counted,
      lines,
      decided: true,
    };
  return { concept: best, counted, lines };
}

/**
 * Whether the question's meaningful words name nothing but what was bought and from whom ("How
 * much was the toll?", "Hva kostet tannlegebesøket?"), one of them the purchase itself: a tip is no
 * purchase of its own ("How much was the tip?" asks the tip).
 */
export function boughtOnly(
  content: readonly { t: string; i: number }[],
  purchases: ReadonlySet<number>,
  trades: ReadonlySet<number>,
  lang: string | null,
  all: readonly string[] = [],
): boolean {
  // A verb of paying at the till or of spending ("Welk bedrag is er gepind?", "Hur mycket drogs det
  // på kortet?") says the purchase was paid: beside it, words of an amount say which figure.
  const spent = spendingIn(all, lang);
  const amountWord = (t: string) => !!AMOUNT_DUE && sameKindWord(AMOUNT_DUE, t, lang);
  return (
    content.some((c) => (purchases.has(c.i) && !tipWords(lang).has(c.t)) || spent.has(c.i)) &&
    content.every(
      (c) => purchases.has(c.i) || trades.has(c.i) || spent.has(c.i) || (spent.size > 0 && amountWord(c.t)),
    )
  );
}

const AMOUNT_DUE = conceptById.get('amount_due');

/** An address's word, alone or closing a compound ("Lieferadresse", "leveransadress"). */
const addressWord = (t: string): boolean => [...ADDRESS_WORDS].some((w) => t === w || t.endsWith(w));

/**
 * Whether the thing asked is a number (an identifier): a number word right before the words saying
 * of what ("the PO number for this trip"), and no such word before it ("the amount for order number
 * 4711" asks an amount). Words many references share ("customer", "account") name a number only so
 * placed; a tax's word that names its number too ("VAT") and question words never.
 */
function numberAsked(all: string[], content: string[]): boolean {
  const at = all.findIndex(
    (t, i) =>
      numberWord(t) && !QUALIFIER_GROUPS.vat.has(t) && content.includes(t) && OF_WORDS.has(all[i + 1] ?? ''),
  );
  if (at < 0) return false;
  const first = Math.max(0, all.indexOf(content[0] ?? ''));
  return !all.slice(first, at).some((t) => OF_WORDS.has(t));
}
