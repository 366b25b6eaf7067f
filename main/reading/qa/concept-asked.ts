import { conceptById, type Concept } from './lexicon';
import { conceptOnPage } from './concept-on-page';
import { tokens } from './normalize';
import type { ParsedQuestion } from './question';
import { isTillReceipt } from './till-receipt';
import { referenceToQuote } from './reference-to-quote';
import { partyNamed, partyOfTrade } from './party-named';
import type { PageModel } from './page-model';

/**
 * "What is the address?", "Where is it?" name no party. On an invoice the address asked is the
 * customer's (the envelope window's, what the bookkeeper files under): the reading kept so far. A
 * till receipt (see isTillReceipt) has no customer's block: its address is the store's, where it
 * was bought.
 */
export function askedOf(model: PageModel, q: ParsedQuestion, concept: Concept): Concept | null {
  if (q.toQuote) return referenceToQuote(model, concept, q.keywords, q.lang);
  // The day a payment was made is the document's own only where none was still to be made: a page
  // printing its due date was paid some day it does not print.
  if (q.paidDone && DUE && conceptOnPage(model, DUE, []).length > 0) return null;
  if (timeToPay(model, q, concept) && DUE) return DUE;
  // "Wie is de tandarts?" of a plumber's bill to a dental practice: the customer prints the trade.
  if (
    q.tradeWho &&
    RECEIVER &&
    (partyNamed(model, q.trades) ?? partyOfTrade(model, q.trades, q.lang)) === 'receiver'
  )
    return RECEIVER;
  if (concept.id !== 'receiver_address' || q.party || !isTillReceipt(model)) return concept;
  // Only a bare "address" or "where": a receipt has no shipping or delivery address to give.
  return STORE && q.keywords.every((k) => STORE_CUE_WORDS.has(k)) ? STORE : concept;
}

const STORE = conceptById.get('supplier_address');
const DUE = conceptById.get('due_date');
const RECEIVER = conceptById.get('receiver_name');

/**
 * "Wie lange haben wir Zeit zum Bezahlen?", "How long have we got to pay her - what date?": the
 * time to pay ends on a day; where the page prints that day ("Zahlbar bis 16.02.2025"), it is the
 * answer, and the terms ("30 Tage netto") only where it prints none.
 */
const timeToPay = (model: PageModel, q: ParsedQuestion, concept: Concept): boolean =>
  concept.id === 'payment_terms' &&
  (q.expected === 'text' || q.expected === 'date') &&
  !!DUE &&
  conceptOnPage(model, DUE, q.keywords).length > 0;
/** The words of the questions that ask where a store is ("where", "address", "store"). */
const STORE_CUE_WORDS = new Set(STORE?.cues.flatMap((c) => tokens(c)));
