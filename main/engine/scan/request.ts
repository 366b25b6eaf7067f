import { z } from 'zod';
import { SUPPORTED_FEATURES, type FeatureRequest } from '../../reading/qa/features';
import { MAX_QUESTION_CHARS } from '../../reading/limits';

export const MAX_QUESTIONS = 5;
export const MAX_PAGES_SEARCHED = 5;

export type DocumentRef = { content: Buffer } | { httpUri: string };
export type AnnotateInput = {
  document: DocumentRef;
  features: FeatureRequest[];
  questions: string[];
  tags: string[];
};
export type FeedbackInput = {
  id: string;
  tags: string[];
  answers: { question: string; answer: string; pageRef: number }[];
};

const isRec = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The gateway accepts both lowerCamelCase and the original snake_case names. Only the names these
 * routes know are renamed, one object at a time: nothing walks the body recursively.
 */
function camel<S extends z.ZodType>(names: Record<string, string>, schema: S) {
  return z.preprocess((v) => {
    if (!isRec(v)) return v;
    const out = { ...v };
    for (const [snake, camelName] of Object.entries(names)) {
      if (out[camelName] === undefined && out[snake] !== undefined) out[camelName] = out[snake];
      delete out[snake];
    }
    return out;
  }, schema);
}

/** A missing or null list is an empty one, as the service treats it. */
const list = <S extends z.ZodType>(item: S, message: string) =>
  z.preprocess((v) => v ?? [], z.array(item, { error: message }));

const text = z.string({ error: 'must be a non-empty string' }).refine((s) => s.trim() !== '', {
  error: 'must be a non-empty string',
});

const question = text.refine((q) => q.length <= MAX_QUESTION_CHARS, {
  error: `must be at most ${MAX_QUESTION_CHARS} characters: ask one short question at a time`,
});

const BASE64 = /^[A-Za-z0-9+/_-]*={0,2}$/;

const documentSchema = z
  .object(
    {
      content: z.string({ error: 'must be the document bytes in base64' }).optional(),
      source: camel(
        { http_uri: 'httpUri' },
        z.object(
          { httpUri: z.string({ error: 'must be a URL' }).optional() },
          { error: 'must be an object' },
        ),
      ).optional(),
    },
    { error: 'is required: give the document as content (base64) or source.httpUri' },
  )
  .transform((doc, ctx): DocumentRef => {
    const uri = doc.source?.httpUri;
    if (doc.content !== undefined && uri !== undefined) {
      ctx.addIssue({ code: 'custom', message: 'give either content or source.httpUri, not both' });
      return z.NEVER;
    }
    if (doc.content !== undefined) {
      const clean = doc.content.replace(/\s+/g, '');
      if (!BASE64.test(clean)) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: 'must be the document bytes in base64' });
        return z.NEVER;
      }
      const bytes = Buffer.from(clean, 'base64');
      if (bytes.length === 0) {
        ctx.addIssue({ code: 'custom', path: ['content'], message: 'is empty' });
        return z.NEVER;
      }
      return { content: bytes };
    }
    if (uri !== undefined) {
      if (uri.trim() === '') {
        ctx.addIssue({ code: 'custom', path: ['source', 'httpUri'], message: 'must be a URL' });
        return z.NEVER;
      }
      return { httpUri: uri };
    }
    ctx.addIssue({ code: 'custom', message: 'has neither content nor source.httpUri' });
    return z.NEVER;
  });

const featureSchema = camel(
  { max_results: 'maxResults', min_confidence: 'minConfidence' },
  z.object(
    {
      type: z.string({ error: 'is required' }).refine((t) => SUPPORTED_FEATURES.includes(t), {
        error: (iss) => `unknown feature type "${String(iss.input)}"`,
      }),
      maxResults: z.int({ error: 'must be a whole number of at least 0' }).min(0).optional(),
      minConfidence: z.number({ error: 'must be a number from 0 to 1' }).min(0).max(1).optional(),
    },
    { error: 'must be an object {type}' },
  ),
);

export const annotateSchema = (questionsRequired: boolean) =>
  z
    .object(
      {
        document: documentSchema,
        questions: list(question, 'must be a list of strings')
          .refine((qs) => qs.length <= MAX_QUESTIONS, {
            error: (iss) =>
              `at most ${MAX_QUESTIONS} questions per document; ${(iss.input as unknown[]).length} were sent`,
          })
          .refine((qs) => !questionsRequired || qs.length > 0, { error: 'ask at least one question' }),
        features: list(featureSchema, 'must be a list of {type}'),
        tags: list(text, 'must be a list of strings'),
      },
      { error: 'the body must be a JSON object' },
    )
    .transform((b): AnnotateInput => b);

const feedbackAnswer = camel(
  { page_ref: 'pageRef' },
  z.object(
    {
      question: z.string({ error: 'is required' }).refine((q) => q.trim() !== '', { error: 'is required' }),
      answer: z.string({ error: 'is required' }),
      pageRef: z
        .int({ error: 'must be a page number from 1' })
        .min(1, { error: 'must be a page number from 1' }),
    },
    { error: 'must be an object {question, answer, pageRef}' },
  ),
);

export const feedbackSchema = camel(
  { true_values: 'trueValues' },
  z.object(
    {
      id: z.string({ error: 'is required: the feedbackId of the annotate answer' }).min(1, {
        error: 'is required: the feedbackId of the annotate answer',
      }),
      trueValues: z.object(
        { answers: z.array(feedbackAnswer, { error: 'must be a list' }) },
        { error: 'is required' },
      ),
      tags: list(text, 'must be a list of strings'),
    },
    { error: 'the body must be a JSON object' },
  ),
).transform((b): FeedbackInput => ({ id: b.id, tags: b.tags, answers: b.trueValues.answers }));
