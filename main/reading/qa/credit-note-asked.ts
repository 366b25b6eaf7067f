import { DOCUMENT_TYPES } from '../lang';
import { tokens } from './normalize';
import type { PageModel } from './page-types';

const titlesOf = (type: string): string[][] =>
  (DOCUMENT_TYPES.find(([t]) => t === type)?.[1] ?? []).map((t) => t.split(' '));

const CREDIT_TITLES = titlesOf('CREDIT_NOTE');
/** The titles of documents that are no credit note: invoices and receipts. */
const OTHER_TITLES = [...titlesOf('INVOICE'), ...titlesOf('RECEIPT')];

/** A one-word title this long is read inside a compound ("Gutschriftsnummer", "creditnotanummer"). */
const LONG = 7;

/**
 * Whether the folded tokens print a title: its words in a row, or a long one inside a word. A
 * question names a credit note by a phrase or a long word only (`short` false): a short one doubles
 * as a common word ("avoir" is to have: "Pour quand faut-il avoir payé ?") and says no document.
 */
function prints(all: string[], titles: string[][], short = true): boolean {
  return titles.some((title) =>
    title.length === 1 && title[0]!.length >= LONG
      ? all.some((t) => t.includes(title[0]!))
      : (title.length > 1 || short) && all.some((_, i) => title.every((w, k) => all[i + k] === w)),
  );
}

/**
 * "What is the credit note number?" of an invoice: a credit note is another document than the one
 * printed, and its number, date or amount are none of the invoice's. Asked where the page says what
 * it is by another numbered kind's title (an invoice's, a receipt's) and prints no credit note's
 * title anywhere; a page naming no kind may be the credit note asked.
 */
export function creditNoteAbsent(model: PageModel, question: string): boolean {
  if (!prints(tokens(question), CREDIT_TITLES, false)) return false;
  const lines = model.segs.map((s) => s.tokens);
  if (lines.some((l) => prints(l, CREDIT_TITLES))) return false;
  return lines.some((l) => prints(l, OTHER_TITLES));
}
