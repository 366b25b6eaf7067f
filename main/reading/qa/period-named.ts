import { MONTHS } from '../lang';
import { parseDate } from './normalize';
import type { PageModel } from './page-model';

/**
 * A month a question names says which period the document is of ("Combien on doit aux Transports
 * Marchetti pour mars ?", "What do we owe for March?"): no other thing asked, where the page
 * prints a date of that month or the month itself. Of a page of April, "for March" asks of
 * another document, and stays unexplained.
 */

/** A month's name as a question writes it; abbreviations ("mar", "dec") are other words too. */
const MIN_NAME = 4;

/** The month number a question's word names, or null. */
export const monthNamed = (word: string): number | null =>
  word.length >= MIN_NAME ? (MONTHS.get(word) ?? null) : null;

/** Numeric dates within a line's text ("12.03.2024", "2024-03-12", "12/03/24"). */
const NUMERIC_DATE = /\b(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./](?:\d{4}|\d{2}))\b/g;

const printedOf = new WeakMap<PageModel, Set<number>>();

/** The months a page prints: by name anywhere, or as the month of a date. */
function monthsPrinted(model: PageModel): Set<number> {
  let months = printedOf.get(model);
  if (!months) {
    months = new Set<number>();
    for (const s of model.segs) {
      for (const t of s.tokens) {
        const m = MONTHS.get(t);
        if (m && t.length >= 3) months.add(m);
      }
      for (const d of s.seg.text.match(NUMERIC_DATE) ?? []) {
        const iso = parseDate(d);
        if (iso) months.add(Number(iso.slice(5, 7)));
      }
    }
    printedOf.set(model, months);
  }
  return months;
}

/** Whether a question's word is a month the page prints. */
export function periodOnPage(model: PageModel, word: string): boolean {
  const m = monthNamed(word);
  return m !== null && monthsPrinted(model).has(m);
}
