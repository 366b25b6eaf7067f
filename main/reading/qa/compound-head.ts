import { GENERIC_NOUNS, inflected } from '../lang';
import type { Concept } from './lexicon';
import { tokens } from './normalize';
import { isDocumentWord } from './titles';

/** Each concept's one-word labels and cues ("tax", "vat", "total"): what it is named by alone. */
const singles = new WeakMap<Concept, string[]>();
function namedBy(concept: Concept): string[] {
  let words = singles.get(concept);
  if (!words) {
    words = [...concept.labels, ...concept.cues]
      .map((p) => tokens(p))
      .flatMap((t) => (t.length === 1 ? t : []));
    singles.set(concept, words);
  }
  return words;
}

/**
 * English puts a compound's head last ("the service charge"). When the question model chose the
 * concept and none of the question's words is the concept's, the head must be a word the concept
 * is named by on its own ("tax", "total") or a generic noun ("amount"); otherwise the compound asks
 * for another thing. "Service" stands in the VAT's "service tax", but a service charge is no tax.
 * Returns the head that names another thing, or null.
 */
export function foreignHead(
  all: readonly string[],
  isStop: readonly boolean[],
  covered: ReadonlySet<number>,
  concept: Concept,
): string | null {
  const last = all.length - 1;
  const head = all[last];
  if (!head || last < 1 || isStop[last] || isStop[last - 1]) return null;
  if ([...covered].some((i) => !isStop[i])) return null;
  // A participle ends a question as its verb ("Where were the goods delivered?"), not as a head.
  if (GENERIC_NOUNS.has(head) || /ed$/.test(head)) return null;
  // The document itself, or its part, heads it ("with the remittance slip", "on the till docket"):
  // what it names is which document, as "the invoice" would, not another thing asked.
  if (isDocumentWord(head)) return null;
  return namedBy(concept).some((w) => w === head || inflected(head, w)) ? null : head;
}
