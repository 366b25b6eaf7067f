import { EngineError, badRequest, type FieldProblem } from '../errors';
import { SUPPORTED_FEATURES, type FeatureRequest } from '../../reading/qa/features';

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

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === 'object' && v !== null && !Array.isArray(v);
/** The gateway accepts both lowerCamelCase and the original snake_case names. */
const get = (o: Rec, camel: string, snake: string): unknown => (o[camel] !== undefined ? o[camel] : o[snake]);

function documentOf(body: Rec, problems: FieldProblem[]): DocumentRef | null {
  const doc = body.document;
  if (!isRec(doc)) {
    problems.push({
      path: 'document',
      message: 'is required: give the document as content (base64) or source.httpUri',
    });
    return null;
  }
  const content = doc.content;
  const source = doc.source;
  const uri = isRec(source) ? get(source, 'httpUri', 'http_uri') : undefined;
  if (content !== undefined && uri !== undefined) {
    problems.push({ path: 'document', message: 'give either content or source.httpUri, not both' });
    return null;
  }
  if (content !== undefined) {
    if (typeof content !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(content.replace(/\s+/g, ''))) {
      problems.push({ path: 'document.content', message: 'must be the document bytes in base64' });
      return null;
    }
    const bytes = Buffer.from(content, 'base64');
    if (bytes.length === 0) {
      problems.push({ path: 'document.content', message: 'is empty' });
      return null;
    }
    return { content: bytes };
  }
  if (uri !== undefined) {
    if (typeof uri !== 'string' || uri.trim() === '') {
      problems.push({ path: 'document.source.httpUri', message: 'must be a URL' });
      return null;
    }
    return { httpUri: uri };
  }
  problems.push({ path: 'document', message: 'has neither content nor source.httpUri' });
  return null;
}

function stringList(v: unknown, path: string, problems: FieldProblem[]): string[] {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) {
    problems.push({ path, message: 'must be a list of strings' });
    return [];
  }
  v.forEach((q, i) => {
    if (typeof q !== 'string' || q.trim() === '')
      problems.push({ path: `${path}[${i}]`, message: 'must be a non-empty string' });
  });
  return v.filter((q): q is string => typeof q === 'string' && q.trim() !== '');
}

export function parseAnnotate(body: unknown, questionsRequired = false): AnnotateInput {
  if (!isRec(body)) throw badRequest([{ path: '', message: 'the body must be a JSON object' }]);
  const problems: FieldProblem[] = [];
  const document = documentOf(body, problems);
  const questions = stringList(body.questions, 'questions', problems);
  if (questions.length > MAX_QUESTIONS) {
    problems.push({
      path: 'questions',
      message: `at most ${MAX_QUESTIONS} questions per document; ${questions.length} were sent`,
    });
  }
  if (questionsRequired && questions.length === 0)
    problems.push({ path: 'questions', message: 'ask at least one question' });
  const features: FeatureRequest[] = [];
  if (body.features !== undefined) {
    if (!Array.isArray(body.features))
      problems.push({ path: 'features', message: 'must be a list of {type}' });
    else
      body.features.forEach((f: unknown, i): void => {
        if (!isRec(f) || typeof f.type !== 'string') {
          problems.push({ path: `features[${i}].type`, message: 'is required' });
          return;
        }
        if (!SUPPORTED_FEATURES.includes(f.type)) {
          problems.push({ path: `features[${i}].type`, message: `unknown feature type "${f.type}"` });
          return;
        }
        const maxResults = get(f, 'maxResults', 'max_results');
        const minConfidence = get(f, 'minConfidence', 'min_confidence');
        if (
          maxResults !== undefined &&
          (typeof maxResults !== 'number' || !Number.isInteger(maxResults) || maxResults < 0)
        ) {
          {
            problems.push({
              path: `features[${i}].maxResults`,
              message: 'must be a whole number of at least 0',
            });
            return;
          }
        }
        if (
          minConfidence !== undefined &&
          (typeof minConfidence !== 'number' || minConfidence < 0 || minConfidence > 1)
        ) {
          {
            problems.push({ path: `features[${i}].minConfidence`, message: 'must be a number from 0 to 1' });
            return;
          }
        }
        features.push({
          type: f.type,
          maxResults: maxResults,
          minConfidence: minConfidence,
        });
      });
  }
  const tags = stringList(body.tags, 'tags', problems);
  if (problems.length || !document)
    throw badRequest(problems.length ? problems : [{ path: 'document', message: 'is required' }]);
  return { document, features, questions, tags };
}

export function parseFeedback(body: unknown): FeedbackInput {
  if (!isRec(body)) throw badRequest([{ path: '', message: 'the body must be a JSON object' }]);
  const problems: FieldProblem[] = [];
  const id = body.id;
  if (typeof id !== 'string' || !id)
    problems.push({ path: 'id', message: 'is required: the feedbackId of the annotate answer' });
  const tv = get(body, 'trueValues', 'true_values');
  const answers: FeedbackInput['answers'] = [];
  if (!isRec(tv)) problems.push({ path: 'trueValues', message: 'is required' });
  else {
    const list = tv.answers;
    if (!Array.isArray(list)) problems.push({ path: 'trueValues.answers', message: 'must be a list' });
    else
      list.forEach((a: unknown, i): void => {
        const p = `trueValues.answers[${i}]`;
        if (!isRec(a)) {
          problems.push({ path: p, message: 'must be an object {question, answer, pageRef}' });
          return;
        }
        const pageRef = get(a, 'pageRef', 'page_ref');
        if (typeof a.question !== 'string' || !a.question.trim())
          problems.push({ path: `${p}.question`, message: 'is required' });
        if (typeof a.answer !== 'string') problems.push({ path: `${p}.answer`, message: 'is required' });
        if (typeof pageRef !== 'number' || !Number.isInteger(pageRef) || pageRef < 1)
          problems.push({ path: `${p}.pageRef`, message: 'must be a page number from 1' });
        if (typeof a.question === 'string' && typeof a.answer === 'string' && typeof pageRef === 'number')
          answers.push({ question: a.question, answer: a.answer, pageRef });
      });
  }
  const tags = stringList(body.tags, 'tags', problems);
  if (problems.length) throw badRequest(problems);
  return { id: id as string, tags, answers };
}

export { EngineError };
