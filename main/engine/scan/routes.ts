import { createHash, randomUUID } from 'node:crypto';
import { EngineError } from '../errors';
import type { Router } from '../router';
import { parseBody } from '../validate';
import { answerIsolated, documentReader, readIsolated } from '../../reading/worker';
import { computeFeatures } from '../../reading/qa/features';
import { learnFrom, type LayoutLesson } from '../../reading/qa/learn';
import type { IntakeResult } from '../../reading/types';
import { UserError } from '../../util/errors';
import { fetchDocument } from './fetch-document';
import { annotateSchema, feedbackSchema, MAX_PAGES_SEARCHED, type AnnotateInput } from './request';
import { FEEDBACK_WINDOW_MS, ScanStore } from './store';

/** Documents far longer than five pages are still counted; reading stops at the fifth. */
const PAGE_COUNT_LIMIT = 2000;
const RECENT_DOCUMENTS = 16;
/** Question sets whose answers are kept, across the recent documents. */
const RECENT_ANSWERS = 64;
/** The most one annotate may take, reading and OCR included (scans of five pages need under a minute). */
export const ANNOTATE_BUDGET_MS = 120_000;
/** How long after the engine starts the reader process is started ahead of the first document. */
const READER_WARM_DELAY_MS = 1000;

export type ScanOptions = { dataDir: string; annotateBudgetMs?: number | undefined };

/**
 * The document-scanning side of the local engine: annotate (features, questions), answerquestion
 * and feedback, on the engine's router. Documents are read in the reader process (a file that
 * crashes a decoder fails alone; reading never blocks the engine's other requests), within a time
 * budget per request.
 */
export function registerScanRoutes(router: Router, options: ScanOptions): { close(): Promise<void> } {
  const store = new ScanStore(options.dataDir);
  const budgetMs = options.annotateBudgetMs ?? ANNOTATE_BUDGET_MS;
  /** Feedback being written right now, per document: a second at the same time is a 409. */
  const inFlight = new Set<string>();
  /** Recently read documents by content hash: a second round of questions on a scan skips OCR. */
  const recent = new Map<string, IntakeResult>();
  /**
   * Answers given lately, by document, questions and lessons: the same questions on the same
   * document (an app asking again, a retry) are answered without a trip to the reader process.
   * Feedback that teaches a lesson empties it, so no answer outlives what was learnt since.
   */
  const answered = new Map<string, Awaited<ReturnType<typeof answerIsolated>>>();
  // The first document should not wait for the reader process to start; but its start (a Node
  // process loading pdf.js) waits a moment, out of the engine's first second, when the window's
  // first calls are answered. A document asked sooner starts the reader at once.
  const warm = setTimeout(() => documentReader.warm(), READER_WARM_DELAY_MS);
  warm.unref();

  async function load(input: AnnotateInput, deadline: number): Promise<{ doc: IntakeResult; key: string }> {
    const bytes =
      'content' in input.document ? input.document.content : await fetchDocument(input.document.httpUri);
    const key = createHash('sha256').update(bytes).digest('hex');
    const hit = recent.get(key);
    if (hit) {
      recent.delete(key);
      recent.set(key, hit);
      return { doc: hit, key };
    }
    try {
      const doc = await readIsolated('The document', bytes, {
        maxPages: MAX_PAGES_SEARCHED,
        pageLimit: PAGE_COUNT_LIMIT,
        timeoutMs: remaining(deadline),
      });
      recent.set(key, doc);
      if (recent.size > RECENT_DOCUMENTS) recent.delete(recent.keys().next().value as string);
      return { doc, key };
    } catch (err) {
      if (err instanceof UserError) throw asHttpError(err, budgetMs);
      throw err;
    }
  }

  async function annotate(body: unknown, withFeatures: boolean): Promise<unknown> {
    const deadline = Date.now() + budgetMs;
    const input = parseBody(annotateSchema(!withFeatures), body);
    const { doc, key } = await load(input, deadline);
    const asked = `${key}\n${JSON.stringify(input.questions)}`;
    let answers = answered.get(asked);
    if (!answers) {
      // Answered in a reader process too, with the lessons learned so far: long questions over many
      // words take seconds, and the engine's other requests must not wait for them.
      answers = input.questions.length
        ? await answerIsolated(doc, input.questions, store.lessons(), remaining(deadline)).catch(
            (err: unknown) => {
              throw err instanceof UserError ? asHttpError(err, budgetMs) : err;
            },
          )
        : [];
      answered.set(asked, answers);
      if (answered.size > RECENT_ANSWERS) answered.delete(answered.keys().next().value as string);
    }
    if (!withFeatures) return { answers };
    const feedbackId = randomUUID().replace(/-/g, '');
    store.saveAnnotation(feedbackId, doc.pages);
    return {
      feedbackId,
      documentMetadata: { pageCount: doc.pageCount },
      answers,
      ...computeFeatures(doc, input.features),
    };
  }

  function feedback(body: unknown): unknown {
    const input = parseBody(feedbackSchema, body);
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
      if (lessons.length) answered.clear();
      return {};
    } finally {
      inFlight.delete(input.id);
    }
  }

  router
    .add('POST', /^\/v1\/document:annotate$/, (req) => annotate(req.body, true))
    .add('POST', /^\/v1\/document:answerquestion$/, (req) => annotate(req.body, false))
    .add('POST', /^\/v1\/feedback:create$/, (req) => feedback(req.body));

  return {
    async close(): Promise<void> {
      clearTimeout(warm);
      // Nothing held open: annotations and lessons are written as they happen. The reader process is
      // shared with the app and idles without keeping anything alive.
    },
  };
}

const remaining = (deadline: number) => Math.max(1, deadline - Date.now());

/** A problem with the document itself, as the service answers it. */
function asHttpError(err: UserError, budgetMs: number): EngineError {
  if (err.code === 'document_too_large') return new EngineError(413, err.message);
  if (err.code === 'document_too_slow') {
    return new EngineError(
      503,
      `Reading the document and answering the questions took longer than ${Math.round(budgetMs / 1000)} seconds, the most the local engine gives one request. Try again later with shorter questions or a smaller document.`,
      {},
      { 'Retry-After': '30' },
    );
  }
  return new EngineError(400, err.message, { errors: [{ path: 'document', message: err.message }] });
}
