import { answerDocument } from '../../main/reading/answer-document';
import { bestAnswered } from '../../main/reading/best-answer';
import { parseAmount, parseDate } from '../../main/reading/qa/normalize';
import type { IntakeResult } from '../../main/reading/types';

/** The most confident answer over all pages, as a client takes it, with its confidence. */
export function bestAnswer(
  doc: IntakeResult,
  question: string,
): { answer: string; confidence: number } | null {
  const best = bestAnswered(answerDocument(doc, [question]));
  return best?.answer === undefined ? null : { answer: best.answer, confidence: best.confidence.value };
}

/** The most confident answer's text, or null when the document does not answer. */
export const ask = (doc: IntakeResult, question: string): string | null =>
  bestAnswer(doc, question)?.answer ?? null;

/** An answer as a number, whatever the print ("1.589,80 €", "RM 14.10"). */
export const amount = (a: string | null): number | null =>
  a === null ? null : parseAmount(a.replace(/[^\d.,-]/g, ''));

/** An answer as an ISO date, whatever the print. */
export const date = (a: string | null): string | null => (a === null ? null : parseDate(a));
