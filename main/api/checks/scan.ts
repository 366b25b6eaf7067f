import type { AnnotateRequest, DocumentInput, FeedbackRequest } from '../types';
import { Problems, describeValue, isRecord } from './collect';

/** Checks of document-service requests. Free use allows at most 5 questions per document. */

export const MAX_QUESTIONS = 5;
/** Requests over 10 MiB are refused by the document service (413). */
export const MAX_SCAN_BODY_BYTES = 10 * 1024 * 1024;

/** The document part as sent: `{content: base64}` or `{source: {httpUri}}`. */
export type WireDocument = { content: string } | { source: { httpUri: string } };

export function checkDocument(problems: Problems, document: DocumentInput | undefined): WireDocument | null {
  if (!isRecord(document)) {
    problems.add('document', 'give the document: its address (httpUri) or its content');
    return null;
  }
  const hasUri = 'httpUri' in document && document.httpUri !== undefined;
  const hasContent = 'content' in document && document.content !== undefined;
  if (hasUri === hasContent) {
    problems.add(
      'document',
      'give the document either by address (httpUri) or by content, not both and not neither',
    );
    return null;
  }
  if (hasUri) {
    const uri = (document as { httpUri: unknown }).httpUri;
    let ok = false;
    if (typeof uri === 'string') {
      try {
        const parsed = new URL(uri);
        ok = parsed.protocol === 'http:' || parsed.protocol === 'https:';
      } catch {
        ok = false;
      }
    }
    if (!ok) {
      problems.add(
        'document.source.httpUri',
        `the document address ${describeValue(uri)} must be a web address (http:// or https://)`,
      );
      return null;
    }
    return { source: { httpUri: uri as string } };
  }
  const content = (document as { content: unknown }).content;
  if (content instanceof Uint8Array) {
    if (content.byteLength === 0) problems.add('document.content', 'the document is empty');
    return {
      content: Buffer.from(content.buffer, content.byteOffset, content.byteLength).toString('base64'),
    };
  }
  if (
    typeof content === 'string' &&
    content.length > 0 &&
    /^[A-Za-z0-9+/]+={0,2}$/.test(content.replace(/\s+/g, ''))
  ) {
    return { content: content.replace(/\s+/g, '') };
  }
  problems.add('document.content', 'the document content must be its bytes or base64 text');
  return null;
}

export function checkQuestions(
  problems: Problems,
  questions: unknown,
  required: boolean,
): string[] | undefined {
  if (questions === undefined) {
    if (required) problems.add('questions', 'ask at least one question');
    return undefined;
  }
  if (!Array.isArray(questions) || questions.some((q) => typeof q !== 'string' || q.trim() === '')) {
    problems.add('questions', 'questions must be a list of non-empty texts');
    return undefined;
  }
  if (required && questions.length === 0) problems.add('questions', 'ask at least one question');
  if (questions.length > MAX_QUESTIONS) {
    problems.add(
      'questions',
      `ask at most ${MAX_QUESTIONS} questions per document (${questions.length} were given)`,
    );
  }
  return questions as string[];
}

export type WireAnnotate = {
  document: WireDocument;
  features: { type: string; maxResults?: number; minConfidence?: number }[];
  questions?: string[];
  tier?: string;
  tags?: string[];
};

export function checkAnnotate(request: AnnotateRequest): WireAnnotate {
  const problems = new Problems();
  const document = checkDocument(problems, request.document);
  const features = request.features ?? [];
  if (!Array.isArray(features))
    problems.add('features', 'features must be a list such as [{"type": "TOTAL_VAT"}]');
  else {
    features.forEach((f, i) => {
      if (!isRecord(f) || typeof f.type !== 'string' || !/^[A-Z][A-Z_]*$/.test(f.type)) {
        problems.add(`features[${i}].type`, `feature ${i + 1} needs a type such as TOTAL_VAT or PAGE_TEXTS`);
      }
    });
  }
  const questions = checkQuestions(problems, request.questions, false);
  if (features.length === 0 && (questions === undefined || questions.length === 0)) {
    problems.add('features', 'ask for at least one feature or one question');
  }
  if (request.tier !== undefined && (typeof request.tier !== 'string' || request.tier === ''))
    problems.add('tier', 'tier must be text such as PREMIUM');
  problems.throwIfAny('the document request');
  const wire: WireAnnotate = { document: document!, features };
  if (questions) wire.questions = questions;
  if (request.tier !== undefined) wire.tier = request.tier;
  if (request.tags !== undefined) wire.tags = request.tags;
  return wire;
}

export function checkAnswerQuestion(
  document: DocumentInput,
  questions: unknown,
): { document: WireDocument; questions: string[] } {
  const problems = new Problems();
  const doc = checkDocument(problems, document);
  const qs = checkQuestions(problems, questions, true);
  problems.throwIfAny('the question');
  return { document: doc!, questions: qs! };
}

export function checkFeedback(request: FeedbackRequest): void {
  const problems = new Problems();
  if (typeof request.id !== 'string' || request.id.trim() === '') {
    problems.add('id', 'feedback needs the feedbackId of the answer it corrects');
  }
  const answers = isRecord(request.trueValues) ? request.trueValues.answers : undefined;
  if (!Array.isArray(answers)) problems.add('trueValues.answers', 'give the true answers (a list)');
  else {
    answers.forEach((a: unknown, i) => {
      const p = `trueValues.answers[${i}]`;
      if (!isRecord(a)) return problems.add(p, `answer ${i + 1} must be {question, answer, pageRef}`);
      if (typeof a.question !== 'string' || a.question.trim() === '')
        problems.add(`${p}.question`, `answer ${i + 1} needs its question`);
      if (typeof a.answer !== 'string')
        problems.add(`${p}.answer`, `answer ${i + 1} needs the true answer as text`);
      if (!Number.isInteger(a.pageRef) || (a.pageRef as number) < 0) {
        problems.add(`${p}.pageRef`, `answer ${i + 1} needs the page number it was read from (pageRef)`);
      }
    });
  }
  if (
    request.tags !== undefined &&
    (!Array.isArray(request.tags) || request.tags.some((t) => typeof t !== 'string'))
  ) {
    problems.add('tags', 'tags must be a list of texts');
  }
  problems.throwIfAny('the feedback');
}
