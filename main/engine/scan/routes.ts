import { createHash, randomUUID } from 'node:crypto';
import { EngineError } from '../errors';
import { readDocument } from '../../reading/intake/read';
import { answerQuestions } from '../../reading/qa/answer';
import { computeFeatures } from '../../reading/qa/features';
import { learnFrom, type LayoutLesson } from '../../reading/qa/learn';
import type { IntakeResult } from '../../reading/types';
import { UserError } from '../../util/errors';
import { fetchDocument } from './fetch-document';
import { MAX_PAGES_SEARCHED, parseAnnotate, parseFeedback, type AnnotateInput } from './request';
import { FEEDBACK_WINDOW_MS, ScanStore } from './store';

export type ScanRequest = { method: string; path: string; body: unknown };
export type ScanReply = { status: number; body: unknown };

const PATHS: Record<string, string> = {
  '/v1/document:annotate': 'annotate',
  '/v1/document:answerquestion': 'answerquestion',
  '/v1/feedback:create': 'feedback',
};

/** Documents far longer than five pages are still counted; reading stops at the fifth. */
const PAGE_COUNT_LIMIT = 2000;
const RECENT_DOCUMENTS = 16;

/**
 * The document-scanning side of the local engine: annotate (features, questions), answerquestion
 * and feedback. The engine server has already checked the token, parsed JSON and limited the body.
 */
export function createScanRoutes(ctx: { dataDir: string }) {
  const store = new ScanStore(ctx.dataDir);
  /** Feedback being written right now, per document: a second at the same time is a 409. */
  const inFlight = new Set<string>();

  /** Recently read documents by content hash: a second round of questions on a scan skips OCR. */
  const recent = new Map<string, IntakeResult>();

  async function load(input: AnnotateInput): Promise<IntakeResult> {
    const bytes =
      'content' in input.document ? input.document.content : await fetchDocument(input.document.httpUri);
    const key = createHash('sha256').update(bytes).digest('hex');
    const hit = recent.get(key);
    if (hit) {
      recent.delete(key);
      recent.set(key, hit);
      return hit;
    }
    try {
      const doc = await readDocument('The document', bytes, {
        maxPages: MAX_PAGES_SEARCHED,
        pageLimit: PAGE_COUNT_LIMIT,
      });
      recent.set(key, doc);
      if (recent.size > RECENT_DOCUMENTS) recent.delete(recent.keys().next().value as string);
      return doc;
    } catch (err) {
      if (err instanceof UserError) {
        const status = err.code === 'document_too_large' ? 413 : 400;
        throw new EngineError(
          status,
          err.message,
          status === 400 ? { errors: [{ path: 'document', message: err.message }] } : {},
        );
      }
      throw err;
    }
  }

  async function annotate(body: unknown, withFeatures: boolean): Promise<ScanReply> {
    const input = parseAnnotate(body, !withFeatures);
    const doc = await load(input);
    const answers = answerQuestions(doc.pages, input.questions, store);
    if (!withFeatures) return { status: 200, body: { answers } };
    const feedbackId = randomUUID().replace(/-/g, '');
    store.saveAnnotation(feedbackId, doc.pages);
    return {
      status: 200,
      body: {
        feedbackId,
        documentMetadata: { pageCount: doc.pageCount },
        answers,
        ...computeFeatures(doc, input.features),
      },
    };
  }

  function feedback(body: unknown): ScanReply {
    const input = parseFeedback(body);
    const annotation = store.getAnnotation(input.id);
    if (!annotation || Date.now() - annotation.createdAt > FEEDBACK_WINDOW_MS) {
      throw new EngineError(
        404,
        `No annotated document with feedbackId "${input.id}" is waiting for feedback (feedback is accepted within 24 hours of annotate).`,
      );
    }
    // As the service's API definitions say: a document that already has feedback is answered like an
    // unknown one (404); 409 is for feedback on the same document arriving while another is written.
    if (annotation.feedback) {
      throw new EngineError(
        404,
        `The document "${input.id}" already has feedback; feedback is accepted once per document.`,
      );
    }
    if (inFlight.has(input.id)) {
      throw new EngineError(
        409,
        `Feedback for the document "${input.id}" is being written right now; send it once.`,
      );
    }
    inFlight.add(input.id);
    try {
      const pages = ScanStore.pagesOf(annotation);
      const lessons: LayoutLesson[] = [];
      for (const a of input.answers) {
        const page = pages.find((p) => p.page === a.pageRef);
        const lesson = page && a.answer.trim() ? learnFrom(page, a.question, a.answer) : null;
        if (lesson) lessons.push(lesson);
      }
      store.saveFeedback(annotation, { at: Date.now(), tags: input.tags, answers: input.answers });
      store.addLessons(lessons);
      return { status: 200, body: {} };
    } finally {
      inFlight.delete(input.id);
    }
  }

  return {
    async handle(req: ScanRequest): Promise<ScanReply | null> {
      const route = PATHS[req.path];
      if (!route) return null;
      try {
        if (req.method !== 'POST')
          throw new EngineError(
            405,
            `The method ${req.method} is not allowed on ${req.path}. Allowed: POST.`,
            {},
            { Allow: 'POST' },
          );
        if (route === 'annotate') return await annotate(req.body, true);
        if (route === 'answerquestion') return await annotate(req.body, false);
        return feedback(req.body);
      } catch (err) {
        if (err instanceof EngineError) return { status: err.status, body: err.body() };
        throw err;
      }
    },
    async close(): Promise<void> {
      // Nothing held open: annotations and lessons are written as they happen. The OCR worker is
      // shared with the app and stopped by whoever owns the process.
    },
  };
}
