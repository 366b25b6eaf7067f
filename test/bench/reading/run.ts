/**
 * Reads one document and asks it every benchmark question: the fields its truth holds (in the
 * document's language and in English, plain and re-worded) and questions it cannot answer.
 */
import { readDocument } from '../../../main/reading/intake/read';
import { answerDocument } from '../../../main/reading/answer-document';
import type { IntakeResult } from '../../../main/reading/types';
import { isRight } from './check';
import { cachedReading, inputKey } from './reading-cache';
import {
  ABSENT_GUARDS,
  ABSENT_QUESTIONS,
  FIELD_KIND,
  FIELD_QUESTIONS,
  RECEIPT_QUESTIONS,
  type AbsentKind,
  type Field,
  type Lang,
  type Wording,
} from './questions';
import type { BenchDocument } from './sets';

export type Outcome = 'right' | 'wrong' | 'missed' | 'false-answer' | 'abstained';

export type QuestionResult = {
  set: string;
  doc: string;
  lang: Lang;
  /** A field name, or `absent:<kind>` for a question the document cannot answer. */
  field: string;
  wording: Wording | 'absent';
  question: string;
  expected: Expected | null;
  answer: string | null;
  confidence: number;
  pageRef: number | null;
  outcome: Outcome;
};

/**
 * `ms` is wall time (read + answer); `cpuMs` the CPU this process spent on it, which stays
 * meaningful when other work shares the machine's cores.
 */
export type DocumentResult = {
  doc: BenchDocument;
  ms: number;
  cpuMs: number;
  results: QuestionResult[];
  error?: string;
};

/** A value, or the spellings a document may print it in (a trading name and a registered name). */
type Expected = string | number | string[];

type Asked = {
  question: string;
  lang: Lang;
  field: string;
  wording: Wording | 'absent';
  expected: Expected | null;
};

/**
 * Which languages a document is asked in, beyond its own and English: `fields` for its fields,
 * `absent` for the questions it cannot answer. A bookkeeper asks in their own language whatever
 * the document's, and a question's words met in another language's pack ("mødet" and the French
 * "mode") are where false answers come from: the real sets are English and German, so only asking
 * them in every pack's language measures every pack.
 */
export type AskIn = { fields?: Lang[]; absent?: Lang[] };

/** The languages a document is always asked in: its own and English. */
const ownLangs = (doc: BenchDocument): Lang[] => (doc.lang === 'en' ? ['en'] : [doc.lang, 'en']);

function questionsFor(doc: BenchDocument, text: string, askIn: AskIn): Asked[] {
  const own = ownLangs(doc);
  const fieldLangs = [...new Set([...own, ...(askIn.fields ?? [])])];
  const absentLangs = [...new Set([...own, ...(askIn.absent ?? [])])];
  const asked: Asked[] = [];
  for (const lang of fieldLangs) {
    for (const [field, expected] of Object.entries(doc.truth) as [Field, Expected][]) {
      const [plain, reworded] =
        (doc.kind === 'receipt' ? RECEIPT_QUESTIONS[lang]?.[field] : undefined) ??
        FIELD_QUESTIONS[lang][field];
      asked.push({ question: plain, lang, field, wording: 'plain', expected });
      asked.push({ question: reworded, lang, field, wording: 'reworded', expected });
    }
  }
  for (const lang of absentLangs) {
    for (const kind of Object.keys(ABSENT_GUARDS) as AbsentKind[]) {
      if (ABSENT_GUARDS[kind].test(text) || (kind === 'iban' && doc.hasIban)) continue;
      asked.push({
        question: ABSENT_QUESTIONS[lang][kind],
        lang,
        field: `absent:${kind}`,
        wording: 'absent',
        expected: null,
      });
    }
  }
  return asked;
}

/**
 * Reads a document and asks it its own questions (its language's and English), timed; with
 * `askIn`, asks it only the questions in the other languages askIn names, untimed: run so after
 * the timed pass, other work's garbage is not collected inside a document's latency. With
 * `ocrCache`, a reading kept there from an earlier run is answered on (its latency is then the
 * answering's alone).
 */
export async function runDocument(
  doc: BenchDocument,
  askIn?: AskIn,
  ocrCache?: string,
): Promise<DocumentResult> {
  const input = await doc.input();
  const printed = doc.printed?.() ?? '';
  const started = performance.now();
  const cpuStart = process.cpuUsage();
  const cpuMs = () => {
    const used = process.cpuUsage(cpuStart);
    return (used.user + used.system) / 1000;
  };
  let read: IntakeResult;
  try {
    read =
      input.kind === 'pages'
        ? { name: doc.id, kind: 'image', pageCount: input.pages.length, pages: input.pages }
        : await cachedReading(ocrCache, doc.id.replace(/[^\w.-]/g, '_'), inputKey(input.bytes), () =>
            readDocument(input.name, input.bytes),
          );
  } catch (e) {
    return { doc, ms: performance.now() - started, cpuMs: cpuMs(), results: [], error: (e as Error).message };
  }
  const pages = read.pages;
  const text = [...pages.flatMap((p) => p.lines), printed].join('\n');
  const asked = askIn
    ? questionsFor(doc, text, askIn).filter((a) => !ownLangs(doc).includes(a.lang))
    : questionsFor(doc, text, {});
  // What the engine answers with (annotate, answerquestion): an e-invoice's data when the document
  // carries one, otherwise what its pages print.
  const candidates = answerDocument(read, [...new Set(asked.map((a) => a.question))]);
  const ms = performance.now() - started;
  const cpu = cpuMs();
  const results = asked.map((a): QuestionResult => {
    // Take the most confident answer over all pages (the question text repeats across languages'
    // lists only when identical, and then the answer is the same).
    let best: (typeof candidates)[number] | undefined;
    for (const c of candidates) {
      if (c.question !== a.question || c.answer === undefined) continue;
      if (!best || c.confidence.value > best.confidence.value) best = c;
    }
    const answer = best?.answer ?? null;
    let outcome: Outcome;
    if (a.expected === null) outcome = answer === null ? 'abstained' : 'false-answer';
    else if (answer === null) outcome = 'missed';
    else {
      const kind = FIELD_KIND[a.field as Field];
      const spellings = Array.isArray(a.expected) ? a.expected : [a.expected];
      outcome = spellings.some((e) => isRight(kind, answer, e)) ? 'right' : 'wrong';
    }
    return {
      set: doc.set,
      doc: doc.id,
      lang: a.lang,
      field: a.field,
      wording: a.wording,
      question: a.question,
      expected: a.expected,
      answer,
      confidence: best?.confidence.value ?? 0,
      pageRef: best?.pageRef ?? null,
      outcome,
    };
  });
  return { doc, ms, cpuMs: cpu, results };
}
