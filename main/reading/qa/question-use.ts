import { numberUsesIn, payingIn, printedOnIn, tradesIn } from '../lang/phrases';
import { OF_WORDS } from '../lang';
import { conceptById, type Concept } from './lexicon';
import { documentWordForm, isDocumentWord } from './titles';
import { numberWord } from './question-words';
import { isParty } from './question-unexplained';
import { tokens } from './normalize';
import type { ValueType } from './values';

/**
 * The document's number asked by what it is for: "Can you read me the invoice number?", "Which
 * invoice number should we enter in Tally?", "What number should go in the e-Transfer message?",
 * "Which number identifies this sale?", "What bill number have the caterers put on this?". The
 * question opens by asking a number (a number word with nothing before it but question words, the
 * document's title or words of the document's own labels: "Which folio number"), and a verb of
 * using or giving it follows (LanguagePack.numberUses). Then the words after that verb say where
 * the number goes or what it names ("in Tally", "on the check memo", "to this statement"), and
 * those between say who gave it ("the card processor"): no other thing asked.
 *
 * Such a question is read as the document's number where the reading so far is the document's
 * number or a reference, or a party's number or name read from no word of its own ("identifies"
 * read as an identification number, "put on" as a company's registration): a question naming a
 * number of its own ("the order number", "the VAT number") keeps its reading.
 */

/** Readings a number asked by its use may replace (see above). */
const TAKEN = new Set(['invoice_number', 'payment_reference', 'reference']);
const PARTY_READINGS = new Set(['vat', 'orgnr', 'name']);
const ONE_WORD_LABELS = new Set(
  (conceptById.get('invoice_number')?.labels ?? [])
    .map((l) => tokens(l))
    .flatMap((t) => (t.length === 1 ? t : [])),
);

export function numberByUse(
  best: Concept | null,
  covered: ReadonlySet<number>,
  all: readonly string[],
  lang: string | null,
  isStop: readonly boolean[],
  expected: ValueType | null,
): { concept: Concept; covered: number[] } | null {
  const invoiceNumber = conceptById.get('invoice_number');
  if (!invoiceNumber) return null;
  const ownWord = (t: string) => isDocumentWord(t) || invoiceNumber.words.has(t);
  // A number word, or the document number's own label of one word ("Welche Rechnungsnummer").
  // Not a party's word many concepts share ("Who is the customer on this booking?"), nor where the
  // wording asks another kind ("who", "when", "how much").
  if (expected && expected !== 'reference' && expected !== 'text') return null;
  const number = all.findIndex(
    (t, i) => !isStop[i] && !isParty(t) && (numberWord(t) || ONE_WORD_LABELS.has(t)),
  );
  const uses = [...numberUsesIn(all, lang)];
  // Or opens with the verb, its object after it ("Can you read me the invoice number?"): a word
  // of one right before the number names another one ("the booking reference").
  const verb = (i: number) => uses.includes(i) && isStop[i + 1] === true;
  // Or the business that gave it and its verb, before it: "L'électricien a mis quel numéro sur sa
  // facture ?" (the electrician put which number on his bill).
  const trades = tradesIn(all, lang);
  const givenBy = (i: number) => trades.has(i) && uses.some((u) => u > i && u < number);
  if (number < 0 || !all.slice(0, number).every((t, i) => isStop[i] || ownWord(t) || verb(i) || givenBy(i)))
    return null;
  // Nor a number named by what follows it ("le numéro de vol", "the number of the flight").
  if (!uses.length || OF_WORDS.has(all[number + 1] ?? '')) return null;
  const plain = [...covered].every(
    (i) => isStop[i] || numberWord(all[i]!) || uses.includes(i) || isParty(all[i]!),
  );
  const retaken = !best || TAKEN.has(best.id) || (PARTY_READINGS.has(best.type) && plain);
  if (!retaken) return null;
  // The words after the number, where the verb follows it: who gave it, the verb, where it goes.
  const after = uses.some((i) => i > number);
  // Asked to pay with, a plain reference stays the one to quote (question-reference.ts decides).
  const paying = payingIn(all, lang).size > 0 && !!best && TAKEN.has(best.id);
  return {
    concept: paying && best ? best : invoiceNumber,
    covered: [...all.keys()].filter((i) => i <= number || after),
  };
}

/**
 * The number asked as printed on the document: "What number is on the bill from the garage?",
 * "Welche Nummer steht auf der Hotelrechnung?". A number word with nothing before it but question
 * words, then a word of where it stands (LanguagePack.printedOn) and the document named after it:
 * the document's own number, whatever else read the words ("from" labels the issuer). Not a
 * number named by its own word ("the VAT number on the bill") nor one on another thing ("the
 * number on the card"). The words after "on" are left to say which document ("the York hotel
 * bill"): the page must still show them.
 */
export function numberOnDocument(
  best: Concept | null,
  covered: ReadonlySet<number>,
  all: readonly string[],
  lang: string | null,
  isStop: readonly boolean[],
  expected: ValueType | null,
): { concept: Concept; covered: number[] } | null {
  const invoiceNumber = conceptById.get('invoice_number');
  if (!invoiceNumber || (expected && expected !== 'reference' && expected !== 'text')) return null;
  const number = all.findIndex((t, i) => !isStop[i] && numberWord(t));
  if (number < 0 || !all.slice(0, number).every((_, i) => isStop[i])) return null;
  // Where it stands follows the number, question words between ("is", "steht").
  const on = [...printedOnIn(all, lang)].filter((i) => i > number).sort((a, b) => a - b)[0];
  if (on === undefined || !all.slice(number + 1, on).every((_, k) => isStop[number + 1 + k])) return null;
  if (!all.slice(on + 1).some(documentWordForm)) return null;
  // A reading of its own words stands ("the customer number on the bill" never gets here).
  const plain = [...covered].every((i) => isStop[i] || numberWord(all[i]!) || isParty(all[i]!));
  if (best && !TAKEN.has(best.id) && !(PARTY_READINGS.has(best.type) && plain)) return null;
  return { concept: invoiceNumber, covered: [...all.keys()].filter((i) => i <= on) };
}
