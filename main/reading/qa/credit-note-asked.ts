import { DOCUMENT_TYPES } from '../lang';
import { tokens } from './normalize';
import type { PageModel } from './page-types';

const titlesOf = (type: string): string[][] =>
  (DOCUMENT_TYPES.find(([t]) => t === type)?.[1] ?? []).map((t) => t.split(' '));

const CREDIT_TITLES = titlesOf('CREDIT_NOTE');
/** The titles of documents that are no credit note: invoices and receipts. */
const OTHER_TITLES = [...titlesOf('INVOICE'), ...titlesOf('RECEIPT')];

/**
 * A credit note's title as a question may name it: a phrase ("credit note", "facture d'avoir") or
 * one word of seven letters or more, alone or closing a compound ("Gutschriftsnummer",
 * "creditnotanummer"). A short one doubles as a common word ("avoir" is to have: "Pour quand
 * faut-il avoir payé ?") and says no document.
 */
function namesCredit(all: string[]): boolean {
  return CREDIT_TITLES.some((title) =>
    title.length > 1
      ? all.some((_, i) => title.every((w, k) => all[i + k] === w))
      : title[0]!.length >= 7 && all.some((t) => t.includes(title[0]!)),
  );
}

/** Whether the folded tokens print a title: its words in a row, or a long one inside a word. */
function prints(all: string[], titles: string[][]): boolean {
  return titles.some((title) =>
    title.length > 1 || title[0]!.length < 7
      ? all.some((_, i) => title.every((w, k) => all[i + k] === w))
      : all.some((t) => t.includes(title[0]!)),
  );
}

/**
 * "What is the credit note number?" of an invoice: a credit note is another document than the one
 * printed, and its number, date or amount are none of the invoice's. Asked where the page says what
 * it is by another numbered kind's title (an invoice's, a receipt's) and prints no credit note's
 * title anywhere; a page naming no kind may be the credit note asked.
 */
export function creditNoteAbsent(model: PageModel, question: string): boolean {
  if (!namesCredit(tokens(question))) return false;
  const lines = model.segs.map((s) => s.tokens);
  if (lines.some((l) => prints(l, CREDIT_TITLES))) return false;
  return lines.some((l) => prints(l, OTHER_TITLES));
}
