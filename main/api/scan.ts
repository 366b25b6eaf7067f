import type { CallOptions, HttpTransport } from './http';
import { NotFound } from './errors';
import { scanPaths } from './paths';
import { capitalizeFirst } from './responses';
import { MAX_SCAN_BODY_BYTES, checkAnnotate, checkAnswerQuestion, checkFeedback } from './checks/scan';
import type {
  AnnotateRequest,
  AnnotateResponse,
  AnswerQuestionResponse,
  DocumentInput,
  FeedbackRequest,
} from './types';

/** The document-scanning service at the environment's scan URL: annotate, answer, feedback. */
export class ScanApi {
  constructor(private readonly http: HttpTransport) {}

  /**
   * POST /v1/document:annotate. The document goes by address (`source.httpUri`) or by bytes
   * (`content`, base64); bodies over 10 MiB are refused before sending.
   */
  async annotate(request: AnnotateRequest, options?: CallOptions): Promise<AnnotateResponse> {
    const body = checkAnnotate(request);
    return this.http.send<AnnotateResponse>(
      {
        service: 'scan',
        method: 'POST',
        path: scanPaths.annotate(),
        body,
        maxBodyBytes: MAX_SCAN_BODY_BYTES,
        what: 'the document',
        notFound: (b, context) =>
          new NotFound(
            `${capitalizeFirst(context.label)} could not find the document${b.description ? ` (${b.description})` : ''}. Check its address.`,
          ),
      },
      options,
    );
  }

  /** POST /v1/document:answerquestion: questions only, no features. */
  async answerQuestion(
    document: DocumentInput,
    questions: string[],
    options?: CallOptions,
  ): Promise<AnswerQuestionResponse> {
    const body = checkAnswerQuestion(document, questions);
    return this.http.send<AnswerQuestionResponse>(
      {
        service: 'scan',
        method: 'POST',
        path: scanPaths.answerQuestion(),
        body,
        maxBodyBytes: MAX_SCAN_BODY_BYTES,
        what: 'the document',
      },
      options,
    );
  }

  /**
   * POST /v1/feedback:create with the true answers. The service accepts feedback within 24 h of the
   * annotate call and once per document: 404 otherwise, 409 when two arrive at once.
   */
  async createFeedback(request: FeedbackRequest, options?: CallOptions): Promise<Record<string, unknown>> {
    checkFeedback(request);
    const body: Record<string, unknown> = { id: request.id, trueValues: request.trueValues };
    if (request.tags !== undefined) body.tags = request.tags;
    return this.http.send<Record<string, unknown>>(
      {
        service: 'scan',
        method: 'POST',
        path: scanPaths.feedback(),
        body,
        what: 'the feedback',
        notFound: (_b, context) =>
          new NotFound(
            `${capitalizeFirst(context.label)} has no document waiting for this feedback: ` +
              'feedback is accepted once per document, within 24 hours of asking. Nothing more to do.',
          ),
      },
      options,
    );
  }
}
