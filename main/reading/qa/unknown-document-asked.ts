import { inflected } from '../lang';
import { interrogatives } from '../lang/phrases';
import { conceptById } from './lexicon';
import { tokens } from './normalize';
import { NUMBER_WORDS } from './question-words';
import { documentWordForm } from './titles';
import type { PageModel } from './page-types';
import type { ParsedQuestion } from './question';

/** The words before the number word that may name what is numbered ("waste transfer note"). */
const NAMING_WORDS = 2;

/** The fewest letters of a printed word that a longer word of the question is read as a form of. */
const STEM = 5;

/**
 * The bare number words closing the document number's own labels ("number", "no", "nummer"): a
 * word another number is asked by ("reference", "customer") says nothing of which document.
 */
const CLOSING = new Set(
  (conceptById.get('invoice_number')?.labels ?? [])
    .map((l) => tokens(l).at(-1) ?? '')
    .filter((t) => NUMBER_WORDS.includes(t)),
);

/**
 * Whether the question asks the number of a document no pack knows, by words the page never prints
 * ("What is the waste transfer note number?" of a skip hire's invoice): read as the document's
 * number by its number word and a word the invoice's own labels share ("note" of "credit note
 * number"), the page's invoice number answered, a false one. The meaningful words right before the
 * number word name what is numbered; one that is neither a word of the document number's labels
 * and cues, nor a word for the document itself in any of its forms ("invoice", "kvittots"), nor
 * printed on the page in any of its forms, names another document. A title word closes the name:
 * "the skip hire invoice number" asks the invoice's, whatever the words before "invoice".
 */
export function unknownDocumentAsked(model: PageModel, q: ParsedQuestion): boolean {
  const concept = q.concept;
  if (concept?.id !== 'invoice_number') return false;
  const all = tokens(q.text);
  const meaningful = new Set(q.keywords);
  const asks = interrogatives(q.lang);
  const printed = [...new Set(model.segs.flatMap((s) => s.tokens))];
  // In any of its forms: inflected, or longer than a word the page prints ("kvittots" of "kvitto").
  const onPage = (w: string) =>
    printed.some((p) => p === w || inflected(w, p) || (p.length >= STEM && w.startsWith(p)));
  const unprinted = (w: string) => !concept.words.has(w) && !asks.has(w) && !onPage(w);
  return all.some((t, n) => {
    if (!CLOSING.has(t)) return false;
    const naming: string[] = [];
    for (let i = n - 1; i >= 0 && naming.length < NAMING_WORDS; i--) {
      const w = all[i]!;
      if (!meaningful.has(w) || documentWordForm(w)) break;
      naming.push(w);
    }
    return naming.some(unprinted);
  });
}
