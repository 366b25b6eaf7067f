import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidRequest, NotFound, type AnswerCandidate } from '../../main/api';
import { HttpTransport } from '../../main/api/http';
import { startDocumentServer, type DocumentServer } from '../../main/documents/doc-server';
import { startEngineUnderTest, type EngineUnderTest } from './engine-harness';

// The document service's routes (annotate, answerquestion, feedback:create) through the client
// against the local engine, which serves them at the same address (scan URL = base URL).

let engine: EngineUnderTest;
let pdf: Uint8Array;
let files: DocumentServer;

async function invoicePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'Kontorland ApS',
    'Faktura nr. 10042',
    'Fakturadato: 2024-03-31',
    'Til: Acme ApS',
    'Printerpapir A4   1.000,00',
    'Moms 25%   250,00',
    'Total DKK   1.250,00',
  ];
  lines.forEach((text, i) => page.drawText(text, { x: 50, y: 780 - i * 24, size: 12, font }));
  return doc.save();
}

beforeAll(async () => {
  engine = await startEngineUnderTest();
  pdf = await invoicePdf();
  // The document by address: the app's loopback document server hands out one-time addresses, the
  // only ones the local engine fetches.
  files = await startDocumentServer();
});
afterAll(async () => {
  await files.close();
  await engine.close();
});

const questions = ['What is the total amount?', 'What is the invoice number?'];

function expectAnswerShape(answers: AnswerCandidate[] | undefined): void {
  expect(Array.isArray(answers)).toBe(true);
  expect(answers!.length).toBeLessThanOrEqual(25);
  for (const a of answers!) {
    expect(questions).toContain(a.question);
    expect(Number.isInteger(a.pageRef)).toBe(true);
    expect(a.confidence.value).toBeGreaterThanOrEqual(0);
    expect(a.confidence.value).toBeLessThanOrEqual(1);
    if (a.answer !== undefined) expect(typeof a.answer).toBe('string');
  }
}

describe('document service on the local engine', () => {
  it('annotate by content: feedbackId, page count, answers and the requested feature', async () => {
    const res = await engine.client.scan.annotate({
      document: { content: pdf },
      features: [{ type: 'PAGE_TEXTS' }],
      questions,
      tier: 'PREMIUM',
    });
    expect(typeof res.feedbackId).toBe('string');
    expect(res.documentMetadata?.pageCount).toBe(1);
    expectAnswerShape(res.answers);
    expect(Array.isArray(res.pageTexts)).toBe(true);
  });

  it('annotate by address (source.httpUri)', async () => {
    const httpUri = files.register(pdf, 'application/pdf');
    const res = await engine.client.scan.annotate({
      document: { httpUri },
      features: [{ type: 'TOTAL_VAT' }],
      questions,
    });
    expect(typeof res.feedbackId).toBe('string');
    expectAnswerShape(res.answers);
  });

  it('answerquestion answers without features', async () => {
    const res = await engine.client.scan.answerQuestion({ content: pdf }, questions);
    expectAnswerShape(res.answers);
  });

  it('an address the engine may not fetch is refused with its explanation: InvalidRequest', async () => {
    const err = await engine.client.scan
      .annotate({ document: { httpUri: 'https://files.example.com/x.pdf' }, questions })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as InvalidRequest).problems[0]?.path).toBe('document.source.httpUri');
  });

  it('feedback for an annotated document is accepted; for an unknown one: NotFound', async () => {
    const res = await engine.client.scan.annotate({ document: { content: pdf }, questions });
    const feedback = {
      id: res.feedbackId!,
      trueValues: { answers: [{ question: questions[0]!, answer: '1250.00', pageRef: 1 }] },
    };
    await engine.client.scan.createFeedback(feedback);
    await expect(
      engine.client.scan.createFeedback({ ...feedback, id: 'no-such-feedback-id' }),
    ).rejects.toBeInstanceOf(NotFound);
  });

  it('feedback a second time for the same document: NotFound, as the service answers', async () => {
    const res = await engine.client.scan.annotate({ document: { content: pdf }, questions });
    const feedback = {
      id: res.feedbackId!,
      trueValues: { answers: [{ question: questions[0]!, answer: '1250.00', pageRef: 1 }] },
    };
    await engine.client.scan.createFeedback(feedback);
    await expect(engine.client.scan.createFeedback(feedback)).rejects.toBeInstanceOf(NotFound);
  });

  it('more than 5 questions: the client refuses, and so does the engine (400)', async () => {
    const six = ['a?', 'b?', 'c?', 'd?', 'e?', 'f?'];
    await expect(
      engine.client.scan.annotate({ document: { content: pdf }, questions: six }),
    ).rejects.toBeInstanceOf(InvalidRequest);
    const raw = new HttpTransport(engine.connection, { retry: { maxAttempts: 1, budgetMs: 0 } });
    const err = await raw
      .send({
        service: 'scan',
        method: 'POST',
        path: '/v1/document:annotate',
        body: { document: { content: Buffer.from(pdf).toString('base64') }, questions: six },
        what: 'the document',
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as InvalidRequest).status).toBe(400);
  });
});
