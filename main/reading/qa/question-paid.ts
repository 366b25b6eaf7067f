import { DEBIT_PHRASES } from '../lang';
import { paidDoneIn, paidPendingIn } from '../lang/phrases';
import { conceptById, type Concept } from './lexicon';
import type { ValueType } from './values';

/**
 * A question read as the due date, asked of a payment done ("When was the meal paid?", "On what day
 * was this paid?", "Når betalte vi for togturen?", "À quelle date le péage a-t-il été payé ?"):
 * the day it was paid, which a receipt or a settled bill prints as its own date, not a deadline.
 * Not beside a word of a duty or a deadline ("When was payment due?", "Bis wann muss ich das Dach
 * bezahlt haben?"): the deadline is asked, in the past or not. answer.ts asks it only of a page
 * printing no due date: on an invoice still to be paid the day it was paid is printed nowhere.
 */
export function paidAlready(
  concept: Concept | null,
  all: readonly string[],
  lang: string | null,
  expected: ValueType | null,
): Concept | null {
  // Only where the question's words ask a day: "Mit welcher Karte wurde bezahlt?" asks no date.
  if (concept?.id !== 'due_date' || expected !== 'date') return null;
  if (!paidDoneIn(all, lang).size || paidPendingIn(all, lang).size) return null;
  return conceptById.get('invoice_date') ?? null;
}

/**
 * A date question asking the day the amount is taken from the payer's account ("Op welke datum
 * wordt het bedrag geïncasseerd?", "Wann wird abgebucht?", "Incassodatum?", "Trækdato?"): the
 * debit's day, which a direct-debit bill prints where an invoice prints its due date (the packs'
 * debit words label it, LanguagePack.debits), whatever other reading the question's "when" or
 * "date" suggested. The invoice's own date is never the day of a debit.
 */
export function debitDay(concept: Concept | null, all: readonly string[]): Concept | null {
  if (concept?.type !== 'date' || concept.id === 'due_date') return null;
  const debit = DEBIT_PHRASES.some((phrase) => all.some((_, i) => phrase.every((w, k) => all[i + k] === w)));
  return debit ? (conceptById.get('due_date') ?? null) : null;
}
