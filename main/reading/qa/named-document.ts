import { ADVANCE_PHRASES } from '../lang/phrases';
import { conceptById } from './lexicon';
import { findConcept } from './find';
import { tokens } from './normalize';
import { isDocumentWord } from './titles';
import { KINDS, kindsOf, names, namesKind, standsAsTitle } from './document-kinds';
import { numberWord } from './question-words';
import type { ParsedQuestion } from './question';
import type { PageModel } from './page-types';

/**
 * Questions naming another document than the page by what sets it apart from the page: its own
 * number ("the amount of the February invoice 5391" of invoice 5527, which only mentions 5391 as
 * the one overpaid) or its being the deposit's ("the number of the deposit invoice" of the final
 * invoice that deducts the deposit). The page's own values answer them falsely: say nothing.
 */

/** The single words among the packs' words for money paid before the bill ("anzahlung", "deposit"). */
const ADVANCE_WORDS = ADVANCE_PHRASES.filter((p) => p.length === 1).map((p) => p[0]!);
/** An advance word this long is read at a compound's head ("Anzahlungsrechnung", "aanbetalingsfactuur"). */
const COMPOUND_HEAD = 5;

/** A compound of an advance word and a document's title: "anzahlungsrechnung", "forskuddsfaktura". */
const advanceCompound = (w: string): boolean =>
  isDocumentWord(w) &&
  ADVANCE_WORDS.some((a) => a.length >= COMPOUND_HEAD && w.startsWith(a) && w.length > a.length + 3);

/** Whether folded words name a document as the advance's: "deposit invoice", "Anzahlungsrechnung". */
const namesAdvanceDocument = (all: readonly string[]): boolean =>
  all.some(
    (w, i) =>
      advanceCompound(w) ||
      (ADVANCE_WORDS.includes(w) && isDocumentWord(all[i + 1] ?? '')) ||
      // "facture d'acompte", "invoice for the deposit": the title, a small word or two, the advance.
      (isDocumentWord(w) && [1, 2, 3].some((k) => ADVANCE_WORDS.includes(all[i + k] ?? ''))),
  );

/**
 * The number of the deposit's own document asked ("What is the number of the deposit invoice?",
 * "Welche Nummer hat die Anzahlungsrechnung?") of a page that is not one: the final invoice
 * deducting the deposit prints its own number, not the deposit invoice's. Not where the page
 * titles itself as the advance's ("Abschlagsrechnung", "DEPOSIT INVOICE"), nor once the advance is
 * taken off ("the number after the deposit"): that asks the page's own.
 */
export function advanceDocumentAsked(model: PageModel, q: ParsedQuestion): boolean {
  if (q.concept?.id !== 'invoice_number' || q.after.length) return false;
  const asked = tokens(q.text);
  if (!namesAdvanceDocument(asked)) return false;
  return !model.segs.some(
    (s) => KINDS.some((k) => standsAsTitle(s.tokens, k)) && namesAdvanceDocument(s.tokens),
  );
}

/** A number naming a document: three digits or more, not a year ("the 2025 invoice"). */
const DOCUMENT_NUMBER = /^(?=(?:\D*\d){3})[\p{L}\d/-]*\d[\p{L}\d/-]*$/u;
const YEAR = /^(19|20)\d\d$/;

/** Words between a title and its number: "invoice no. 5391", "Rechnung Nr. 5391", "invoice #5391". */
const BETWEEN = 2;

/** The numbers a question names documents by: after a title, past a number word or two. */
function numbersNamed(all: readonly string[], lang: string | null): string[] {
  const kinds = kindsOf(lang);
  const found: string[] = [];
  all.forEach((w, i) => {
    if (!isDocumentWord(w) && !kinds.some((k) => namesKind(w, k))) return;
    for (let k = 1; k <= BETWEEN + 1; k++) {
      const next = all[i + k] ?? '';
      if (DOCUMENT_NUMBER.test(next) && !YEAR.test(next)) found.push(next);
      if (!numberWord(next)) break;
    }
  });
  return found;
}

/** Digits alone: "RE-2026-00318" and "re 2026 00318" are one number. */
const digits = (s: string): string => s.replace(/\D/g, '');

/**
 * A document asked by a number that is not the page's own: "What was the amount of the February
 * invoice 5391?" of invoice 5527, which prints 5391 only as the invoice its credit came from. The
 * page's own number is what its number label shows or its title carries ("INVOICE #5527"); a number
 * named that is neither is another document's. Only where the question names one kind of document
 * ("the credit note for invoice 20871" asks the credit note's own values, by the invoice it credits).
 */
export function numberedOtherAsked(model: PageModel, q: ParsedQuestion): boolean {
  const asked = tokens(q.text);
  const named = numbersNamed(asked, q.lang);
  if (!named.length || kindsOf(q.lang).filter((k) => names(asked, k)).length > 1) return false;
  const concept = conceptById.get('invoice_number');
  const own = concept ? findConcept(model, concept).map((f) => digits(f.normalized || f.text)) : [];
  const titled = model.segs
    .filter((s) => KINDS.some((k) => standsAsTitle(s.tokens, k)))
    .map((s) => digits(s.seg.text));
  return named.some((n) => {
    const d = digits(n);
    return !own.includes(d) && !titled.some((t) => t.includes(d));
  });
}
