import type { IntakeResult } from './types';
import { confidence } from './confidence';
import { answerFromEInvoice } from './einvoice-answers';
import { answerQuestions, type AnswerCandidate } from './qa/answer';
import type { LessonSource } from './qa/learn';
import { parseQuestion } from './qa/question';

/**
 * Answers questions about a whole document: from its e-invoice data when it carries one (UBL, CII,
 * or CII inside a PDF), exactly; otherwise, and for what the data does not state, from what its
 * pages print. One candidate per question and page, as the interface's answers are.
 */
export function answerDocument(
  doc: IntakeResult,
  questions: string[],
  lessons?: LessonSource,
): AnswerCandidate[] {
  const eInvoice = doc.eInvoice;
  if (!eInvoice) return answerQuestions(doc.pages, questions, lessons);
  const out: AnswerCandidate[] = [];
  for (const question of questions) {
    const q = parseQuestion(question);
    const stated = answerFromEInvoice(eInvoice, q);
    if (!stated) {
      // The data has no such field (or the question asks for more than a field). A PDF's printed
      // pages may still state it; an XML file's page is only a print of the same data, where a
      // value found by its shape would be a guess.
      if (doc.kind === 'e-invoice')
        out.push(...doc.pages.map((p) => ({ question, confidence: confidence(0), pageRef: p.page })));
      else out.push(...answerQuestions(doc.pages, [question], lessons));
      continue;
    }
    for (const page of doc.pages)
      out.push(
        page.page === stated.pageRef
          ? { question, answer: stated.answer, confidence: stated.confidence, pageRef: page.page }
          : { question, confidence: confidence(0), pageRef: page.page },
      );
  }
  return out;
}
