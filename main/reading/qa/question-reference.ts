import { interrogatives, payingIn, referencesIn } from '../lang/phrases';
import { conceptById, type Concept } from './lexicon';
import { isDocumentWord } from './titles';
import { numberWord } from './question-words';
import type { ValueType } from './values';

/** Readings a reference question may be taken for and still be asked again here. */
const RETAKEN = new Set(['reference', 'payment_reference', 'invoice_number', 'amount_due']);

/**
 * Which reference a question asks. A pack's plain "reference" is a person's too ("Your ref.",
 * "Attn."), so "Which reference should I quote when paying?" was answered "Accounts Payable":
 * - asked to pay with (a paying word: "when paying", "on the bank transfer", "bei der
 *   Überweisung"), a reference or the document's number is the payment reference, which a page
 *   printing none leaves to the invoice number it asks to quote (`toQuote`, reference-to-quote.ts);
 * - asked of the document ("the invoice reference", "la référence de cette facture"), it is the
 *   document's number.
 * Not when the wording asks a person ("who"), a day or an amount ("how much do we pay?"), unless
 * it opens by asking the reference or number itself. A number named by another thing ("the
 * transaction ID of the payment") is that thing's, no reference to quote.
 * Returns the concept and the words it accounts for, or null to keep the reading.
 */
export function referenceAsked(
  best: Concept | null,
  all: readonly string[],
  lang: string | null,
  expected: ValueType | null,
): { concept: Concept; covered: number[]; toQuote: boolean } | null {
  if (best && !RETAKEN.has(best.id)) return null;
  const asks = interrogatives(lang);
  const refs = [...referencesIn(all, lang)];
  const paying = [...payingIn(all, lang)];
  // "Which number", "the invoice number", "Welche Rechnungsnummer": the document's number.
  const numbers = all.flatMap((t, i) =>
    numberWord(t) && (asks.has(all[i - 1] ?? '') || isDocumentWord(all[i - 1] ?? '')) ? [i] : [],
  );
  // "Which number should I quote when I pay?" asks a number first: "pay" and "when" after it
  // say what for, not an amount or a day.
  // So does "Which invoice reference do we pay against?": the document's word between names whose.
  const first = isDocumentWord(all[1] ?? '') ? 2 : 1;
  const opens = asks.has(all[0] ?? '') && (refs.includes(first) || numbers.includes(first));
  if (!opens && expected && expected !== 'reference' && expected !== 'text') return null;
  const documents = all.flatMap((t, i) => (isDocumentWord(t) ? [i] : []));
  // "Which invoice number do I put on the bank transfer?" names the number to quote.
  // So does "the invoice reference": the document's own reference, which is its number.
  const ofDocument = (i: number) => isDocumentWord(all[i - 1] ?? '');
  const named = numbers.some(ofDocument) || refs.some(ofDocument);
  if (paying.length && named) {
    const concept = conceptById.get('invoice_number');
    return concept
      ? {
          concept,
          covered: [...paying, ...numbers, ...refs.filter(ofDocument), ...documents],
          toQuote: false,
        }
      : null;
  }
  // "Vilket fakturanummer ska jag skriva på överföringen?": the number named by its label, to
  // quote when paying; the paying words say what for.
  if (paying.length && (best?.id === 'invoice_number' || best?.id === 'payment_reference'))
    return {
      concept: best,
      covered: [...refs, ...paying],
      // Not "the transaction ID of the payment": another number of the payment, no reference.
      toQuote: best.id === 'payment_reference' && refs.length + numbers.length > 0,
    };
  if (paying.length && (refs.length || numbers.length)) {
    const concept = conceptById.get('payment_reference');
    return concept
      ? { concept, covered: [...refs, ...paying, ...numbers, ...documents], toQuote: true }
      : null;
  }
  if (refs.length && documents.length && best?.id !== 'invoice_number' && best?.id !== 'amount_due') {
    const concept = conceptById.get('invoice_number');
    return concept ? { concept, covered: [...refs, ...documents], toQuote: false } : null;
  }
  return null;
}
