import { PACKS, words } from '../lang';
import { conceptById, CONCEPTS, type Concept } from './lexicon';
import type { PageModel } from './page-model';
import type { ParsedQuestion } from './question';
import { isTillReceipt } from './till-receipt';
import { KINDS, standsAsTitle, type Kind } from './document-kinds';
import { tokens } from './normalize';
import { buyersIn, purchasesIn } from '../lang/phrases';
import { boughtShown } from './bought-shown';
import { addresseeName } from './party-name';
import { senderLine } from './sender-line';
import { locateByLabel } from './locate';
import { wordOrStemOf, written, writtenWords } from './written-words';

const OWN_DATE = conceptById.get('invoice_date');
const RECEIVER = conceptById.get('receiver_name');

/**
 * The words of a date other than the document's in any pack: an order's, a delivery's, a
 * deadline's ("bestilt", "geleverd", "due"), a validity's or a return's (LanguagePack.otherDates),
 * a booking's or an appointment's (LanguagePack.laterDays).
 * Not the words every date shares ("dato", "datum", "date", "dag"): those are the document's own too.
 */
const OWN_WORDS = new Set(
  writtenWords([
    ...(OWN_DATE?.labels ?? []),
    ...(OWN_DATE?.cues ?? []),
    // The words asking for a day ("which day", "hvilken dag") ask any date.
    ...PACKS.flatMap((p) => words(p.asks.date)),
  ]),
);
const OTHER_DATE = [
  ...new Set(
    writtenWords([
      ...CONCEPTS.filter((c) => c.type === 'date' && c !== OWN_DATE).flatMap((c) => [...c.labels, ...c.cues]),
      ...PACKS.flatMap((p) => [...words(p.otherDates), ...words(p.deadlines), ...words(p.laterDays)]),
    ]).filter((w) => !OWN_WORDS.has(w)),
  ),
];

/** A question's word of another date: the word itself or a stem it shares with one. */
const otherDateWord = wordOrStemOf(OTHER_DATE);

const RECEIPT = KINDS.find((k) => k.kind === 'RECEIPT');
const INVOICE = KINDS.find((k) => k.kind === 'INVOICE');

/**
 * A receipt handed over at a till or a machine: money handed over at it (till-receipt.ts), or a
 * receipt's title, no invoice's, where no customer is named, keyed or in a window ("***
 * KVITTERING ***" of a car park's pay machine, paid by card).
 */
function tillOrMachine(model: PageModel): boolean {
  if (isTillReceipt(model)) return true;
  // Titled a receipt ("*** KVITTERING ***", "RECEIPT# 03-02-7781"), not an invoice besides.
  const titled = (kind: Kind | undefined) => !!kind && model.segs.some((s) => standsAsTitle(s.tokens, kind));
  if (!titled(RECEIPT) || titled(INVOICE)) return false;
  return !senderLine(model) && !addresseeName(model) && !(RECEIVER && locateByLabel(model, RECEIVER).length);
}

/**
 * The day asked of a till receipt in the asker's own words: "When were the books bought?",
 * "Wanneer heb ik de appeltaart gehaald?", "Hvilken dag sto bilen i P-huset?". A till receipt
 * prints one day, the purchase's: what was bought, fetched or parked there was so on that day,
 * however the question names it, which the page need not print. Not a day a word of another date
 * asks ("Hvornår blev tiden bestilt?", "Wanneer moet de bestelling worden opgehaald?", "When does
 * the voucher expire?"): an order's or a deadline's day is not the till's. Gives the document's
 * date concept to look for, or null.
 */
export function tillDayAsked(model: PageModel, q: ParsedQuestion): Concept | null {
  // Another date read from no word of it (the classifier's guess, "On est passé au tabac quel
  // jour ?" as a due date) is no reading of another date: the words below say which.
  if (!OWN_DATE || q.expected !== 'date' || (q.concept && q.concept !== OWN_DATE && q.conceptScore > 0))
    return null;
  const all = tokens(q.text);
  if (written(q.text).some(otherDateWord) || !all.length) return null;
  // What was done there is said: a purchase, buying or fetching ("the shopping", "bought"), or a
  // thing the page prints ("de appeltaart" of "Appeltaart punt"). "När var mötet?" names no
  // purchase: a meeting's day is not the till's.
  const done =
    purchasesIn(all, q.lang).size > 0 ||
    buyersIn(all, q.lang).size > 0 ||
    // Or the shop by the trade it prints ("On est passé au tabac-presse quel jour ?" of "Tabac ·
    // Presse · Loto"): the till's day there.
    (q.trades.length > 0 && boughtShown(model, q.trades)) ||
    (q.unexplained.length > 0 && boughtShown(model, q.unexplained));
  return done && tillOrMachine(model) ? OWN_DATE : null;
}
