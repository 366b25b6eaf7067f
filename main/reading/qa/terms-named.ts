import { conceptById } from './lexicon';
import { conceptOnPage } from './concept-on-page';
import { tokens } from './normalize';
import type { Concept } from './lexicon';
import type { PageModel } from './page-model';

const TERMS = conceptById.get('payment_terms');

/**
 * The due date asked by the terms it follows from ("the payment due date under Net 30", "la date
 * d'échéance à 30 jours"): the days asked are accounted for where the page's own terms print them,
 * and the due date it prints is the one those terms give. Terms the page does not print ("under
 * Net 60" of "Net 30") ask of other terms, and nothing is answered.
 */
export function termsNamed(model: PageModel, concept: Concept, words: string[]): boolean {
  if (concept.id !== 'due_date' || !TERMS || !words.length || !words.every((w) => /^\d+$/.test(w)))
    return false;
  const printed = conceptOnPage(model, TERMS).flatMap((t) => tokens(t.text));
  return words.every((w) => printed.includes(w));
}
