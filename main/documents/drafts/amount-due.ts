import type { DraftValue } from '../../../preload/contract/drafts';
import { answerDocument } from '../../reading/answer-document';
import { bestAnswered } from '../../reading/best-answer';
import { locateAnswer } from '../../reading/locate-answer';
import { parseAmount } from '../../reading/qa/normalize';
import type { IntakeResult } from '../../reading/types';
import { FIELD_QUESTIONS } from './field-questions';

/**
 * The amount left to pay, as the reading library answers "What is the amount due?" (the question
 * the draft's due field is corrected under): a prepaid part taken off ("Bereits gezahlt 50,00"), a
 * paid invoice's "Amount due $0.00", a receipt's rounding. The gross total is not that amount on
 * such invoices; null when the document does not say, and the draft falls back to the gross.
 */
export function readAmountDue(doc: IntakeResult): DraftValue<number> | null {
  const question = FIELD_QUESTIONS.due;
  const best = bestAnswered(answerDocument(doc, [question]));
  if (!best?.answer) return null;
  // The answer as printed ("€ 147,65", "RM 14.10", "-8,79"): its figure.
  const value = parseAmount(best.answer.replace(/[^\d.,-]/g, ''));
  if (value === null) return null;
  return {
    value,
    source: locateAnswer(doc.pages, best.answer, { pageRef: best.pageRef, question }),
    confidence: best.confidence.value,
    origin: 'read',
  };
}
