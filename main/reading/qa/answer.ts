import type { PageText } from '../types';
import { applyLessons, type LessonSource } from './learn';
import { conceptById } from './lexicon';
import { locateByKeywords, locateByLabel, locateByShape, type Located } from './locate';
import { pageModel } from './page-model';
import { parseQuestion, type ParsedQuestion } from './question';
import { receiverAddressFallback, receiverBlockFallback, supplierNameFallback } from './fallbacks';

export type Confidence = {
  level: 'UNKNOWN' | 'VERY_LOW' | 'LOW' | 'MID' | 'HIGH' | 'VERY_HIGH';
  value: number;
};
export type AnswerCandidate = { question: string; answer?: string; confidence: Confidence; pageRef: number };

/** Below this an answer is more likely wrong than right: say nothing rather than mislead. */
export const ANSWER_THRESHOLD = 0.45;

export function confidence(value: number): Confidence {
  const v = Math.round(Math.max(0, Math.min(1, value)) * 100) / 100;
  const level =
    v === 0
      ? 'UNKNOWN'
      : v < 0.2
        ? 'VERY_LOW'
        : v < 0.4
          ? 'LOW'
          : v < 0.6
            ? 'MID'
            : v < 0.85
              ? 'HIGH'
              : 'VERY_HIGH';
  return { level, value: v };
}

/**
 * Maps a finding's score to a probability of being right. The numbers were set against the
 * development corpus (test/documents/accuracy.test.ts prints the calibration table).
 */
function calibrate(best: Located, runnerUp: Located | undefined): number {
  let p = best.via === 'learned' ? best.score : 0.3 + 0.65 * best.score;
  if (best.via.startsWith('keywords')) p *= 0.85;
  if (best.via === 'shape') p = best.score;
  // Two places disagree and score alike: the page is ambiguous.
  if (runnerUp && runnerUp.normalized !== best.normalized && best.score - runnerUp.score < 0.08) p *= 0.75;
  return Math.min(0.97, p);
}

/** The best answer to one parsed question on one page, or null. */
export function findOnPage(
  page: PageText,
  q: ParsedQuestion,
  lessons?: LessonSource,
): { found: Located; p: number } | null {
  const learned = applyLessons(page, q.text, lessons);
  if (learned) return { found: learned, p: calibrate(learned, undefined) };
  const model = pageModel(page);
  let found: Located[] = [];
  if (q.concept) {
    found = locateByLabel(model, q.concept);
    if (!found.length) found = locateByShape(model, q.concept.type);
    if (!found.length && q.concept.id === 'supplier_name') found = supplierNameFallback(model);
    if (!found.length && q.concept.id === 'receiver_name') found = receiverBlockFallback(model);
    if (!found.length && q.concept.id === 'receiver_address') found = receiverAddressFallback(model);
  }
  if (!found.length && q.concept?.id !== 'supplier_name' && q.concept?.id !== 'receiver_name') {
    found = locateByKeywords(model, q.keywords, q.expected ?? q.concept?.type ?? null);
  }
  const [best, second] = found;
  if (!best) return null;
  return { found: best, p: calibrate(best, second) };
}

/**
 * Answers up to five questions over the given pages: one candidate per question and page, with an
 * `answer` only when the page states it (text printed on that page) and we are confident enough.
 */
export function answerQuestions(
  pages: PageText[],
  questions: string[],
  lessons?: LessonSource,
): AnswerCandidate[] {
  const out: AnswerCandidate[] = [];
  for (const question of questions) {
    const q = parseQuestion(question);
    for (const page of pages) {
      const hit = findOnPage(page, q, lessons);
      if (hit && hit.p >= ANSWER_THRESHOLD) {
        out.push({ question, answer: hit.found.text, confidence: confidence(hit.p), pageRef: page.page });
      } else {
        out.push({ question, confidence: confidence(0), pageRef: page.page });
      }
    }
  }
  return out;
}

export { parseQuestion, conceptById };
