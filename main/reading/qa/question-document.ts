import { COMPANY_WORDS, MACHINES, OF_WORDS, PACKS, packByCode, STOP_WORDS, words } from '../lang';
import { buyersIn, interrogatives, purposeWords, tradesIn } from '../lang/phrases';
import { tokens } from './normalize';
import type { ValueType } from './values';
import { isDocumentWord, isTitle, NUMBERED_PHRASES } from './titles';
import { conceptById } from './lexicon';
import { NUMBER_WORDS, siblingLabelWord } from './question-words';
import { asPlainTitle } from './document-kinds';

/**
 * The question's words that name the document by a title of several words: "the number on this
 * tax invoice" asks its number; "tax" there is no tax asked for.
 */
export function documentPhrase(all: string[]): Set<number> {
  const out = new Set<number>();
  for (const phrase of NUMBERED_PHRASES)
    for (let i = 0; i + phrase.length <= all.length; i++)
      if (phrase.every((w, k) => all[i + k] === w)) phrase.forEach((_, k) => out.add(i + k));
  // So does the machine that printed it, said where the document asked of is from ("the receipt
  // number from the pay machine", "kvitteringsnummeret fra automaten"). Before a word of its own it
  // names what is asked ("the machine number"), and without the document named before it, the
  // machine is what is asked of ("the number of the pay machine", "Hvilket nummer har automaten?").
  const from = (i: number) =>
    OF_WORDS.has(all[i - 1] ?? '') || (STOP_WORDS.has(all[i - 1] ?? '') && OF_WORDS.has(all[i - 2] ?? ''));
  const named = (i: number) => all.slice(0, i).some(documentNamed);
  for (const phrase of MACHINES)
    for (let i = 0; i + phrase.length <= all.length; i++) {
      const next = all[i + phrase.length];
      const last = next === undefined || STOP_WORDS.has(next);
      if (phrase.every((w, k) => all[i + k] === w) && last && from(i) && named(i))
        phrase.forEach((_, k) => out.add(i + k));
    }
  // So does a word naming the kind of the document that closes the question, after the thing
  // asked ("the invoice number on the phone bill", "the VAT on the hotel receipt"): which
  // document, not a phone number asked. Only after words that ask something: "What is the total
  // bill?" asks the total.
  const last = all.length - 1;
  const title = all[last] ?? '';
  const asked = (k: number) => all.slice(0, k).some((t) => !STOP_WORDS.has(t) && t.length > 2);
  if (last >= 3 && isDocumentWord(title) && isTitle(title) && !STOP_WORDS.has(all[last - 1]!))
    if (STOP_WORDS.has(all[last - 2]!) && asked(last - 2)) out.add(last - 1).add(last);
  return out;
}

/** A document's word, or its number's ("receipt", "kvitteringsnummeret", "Belegnummer"). */
const documentNamed = (t: string): boolean =>
  isDocumentWord(t) ||
  NUMBER_WORDS.some((n) => {
    const at = t.indexOf(n);
    return (at > 0 && isDocumentWord(t.slice(0, at))) || (at > 1 && isDocumentWord(t.slice(0, at - 1)));
  });

/**
 * Whether a question's word names the document asked about, by a title of its kind: "die
 * Schlussrechnung", "der Honorarnote", "kassabonnen". It says which document, not what is asked.
 */
export function namesTheDocument(token: string): boolean {
  return !STOP_WORDS.has(token) && isDocumentWord(token);
}

/**
 * The question as the question classifier reads it: a document named by a title of its own kind
 * is the language's plain invoice, which its training questions ask about. "An wen geht die
 * Schlussrechnung?" read as it stood was the issuer's (the classifier had never met the word);
 * "An wen geht die Rechnung?" is the customer's.
 */
export function withPlainDocument(text: string, lang: string | null): string {
  const pack = lang ? packByCode(lang) : undefined;
  const plain = words(pack?.titles)[0];
  const words_ = [...text.matchAll(/\p{L}+/gu)];
  const folded = words_.map((m) => tokens(m[0]));
  // So is a business named by its trade its language's plain company: "Which restaurant issued
  // this receipt?" asks what "Which company issued this receipt?" asks. Read as it stood, the
  // classifier had only "issued this receipt" to go by, which dates ask with.
  const trades = tradesIn(
    folded.map((t) => (t.length === 1 ? t[0]! : '')),
    lang,
  );
  const company = words(pack?.company)[0] ?? COMMON_COMPANY;
  let out = '';
  let at = 0;
  words_.forEach((m, i) => {
    const t = folded[i]!;
    const one = t.length === 1 ? t[0]! : null;
    let w = m[0];
    const reminder = plain && one ? asPlainTitle(one, plain) : null;
    if (plain && one && namesTheDocument(one) && isTitle(one)) w = plain;
    // So is a reminder's ("rykkeren", "Rykkerdato"): own-kind.ts.
    else if (reminder) w = reminder;
    else if (trades.has(i)) w = trades.has(i - 1) || ownerOfDocument(folded, i, trades) ? '' : company;
    // Another plain word for a business ("boîte", "firm") is the one the training questions use.
    else if (one && COMPANY_WORDS.has(one)) w = company;
    out += text.slice(at, m.index) + w;
    at = m.index + m[0].length;
  });
  return (out + text.slice(at)).replace(/ {2,}/g, ' ');
}

/**
 * A trade right before the document's title, or its owner ("the restaurant bill", "the
 * electrician's bill", "the design studio's bill"), says whose document is asked about, as "this"
 * would: "What number is on the electrician's bill?" asks the bill's number, not one of the
 * business's.
 */
function ownerOfDocument(folded: string[][], i: number, trades: ReadonlySet<number>): boolean {
  const one = (k: number) => (folded[k]?.length === 1 ? (folded[k]?.[0] ?? '') : '');
  let last = i;
  while (trades.has(last + 1)) last++;
  const next = one(last + 1) === 's' ? one(last + 2) : one(last + 1);
  return !!next && isDocumentWord(next) && isTitle(next);
}

/**
 * The plain word for a business most packs share ("firma"): a question of no clear language
 * (Danish or Norwegian alike) still reads a trade as a company.
 */
const COMMON_COMPANY = (() => {
  const count = new Map<string, number>();
  for (const p of PACKS) {
    const plain = words(p.company)[0]?.toLowerCase();
    if (plain) count.set(plain, (count.get(plain) ?? 0) + 1);
  }
  return [...count].sort((a, b) => b[1] - a[1])[0]?.[0] ?? '';
})();

/**
 * A day asked of the purchase, of the business or of the document itself and of no thing a pack
 * names ("When did we grab breakfast here?", "Wann war ich an der Tanke?", "Når fikk jeg regningen
 * fra tannlegen?") is the document's own day: the words left are how it was done (a verb or two),
 * not another thing dated. More than two such words name one ("When was the gas meter serviced?").
 */
export function dayOfPurchase(
  content: { t: string; i: number }[],
  expected: ValueType | null,
  trades: Set<number>,
  purchases: Set<number>,
  all: readonly string[],
  lang: string | null,
): boolean {
  if (expected !== 'date') return false;
  // A purchase another event was for ("indleveret til reparation", "zur Reparatur gebracht") is
  // not the event dated: the other words name that one, which only a label of its own can date.
  const aims = purposeWords(lang);
  const ofIt = (c: { t: string; i: number }) =>
    trades.has(c.i) || (purchases.has(c.i) && !aims.has(all[c.i - 1] ?? '')) || namesTheDocument(c.t);
  const named = content.filter(ofIt);
  // Nor a verb another date is printed with: "When was the work completed?" asks the day the work
  // was done, which a page labels "Completed on", not the document's date.
  const own = conceptById.get('invoice_date');
  if (own && content.some((c) => !ofIt(c) && siblingLabelWord(own, c.t))) return false;
  // A purchase's verb the pack keeps among its stop words ("On a mangé là-bas quel jour ?", "Vilken
  // dag åt vi där?") says the purchase as well as a noun would.
  const said = named.length > 0 || purchases.size > 0 || trades.size > 0;
  return said && content.length - named.length <= 2;
}

/**
 * "Which invoice is this?", "Welke factuur is dit?": a question word followed by the document's
 * title asks which document, and a document is told by its number. Not when a label of a field
 * follows ("What invoice number ...", "Which invoice date ..."): that field is asked. And "Which
 * invoice does this pay?" asks another document, the one paid ('paid'): a receipt's own number
 * is no answer to it.
 */
export function documentAsked(
  all: string[],
  lang: string | null,
  filler: (t: string) => boolean,
): 'this' | 'paid' | null {
  const [first, second, third] = all;
  const asked =
    !!first &&
    !!second &&
    interrogatives(lang).has(first) &&
    isDocumentWord(second) &&
    // "What bill amount?" asks the amount; "Which bill is this receipt for?" another document.
    (!third || filler(third)) &&
    !all.slice(2).some((t) => isDocumentWord(t));
  if (!asked) return null;
  return buyersIn(all, lang).size ? 'paid' : 'this';
}
