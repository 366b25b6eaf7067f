import { createServer } from 'node:http';

import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEngine } from '../../main/engine';
import { startDocumentServer, type DocumentServer } from '../../main/documents/doc-server';
import { makeInvoice, suppliers } from '../fixtures/documents/generate';
import { renderPdf } from '../fixtures/documents/render';
import { VOCAB } from '../fixtures/documents/languages';
import { tempDir, type TempDir } from '../helpers/tmp';

// The local engine's document routes over real loopback HTTP: what a client of the service sees.

type Engine = Awaited<ReturnType<typeof startEngine>>;
let dataDir: string;
let tmp: TempDir;
let engine: Engine;
let docs: DocumentServer;

async function post(
  path: string,
  body: unknown,
  e: Engine = engine,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${e.url}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${e.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

type Answer = { question: string; answer?: string; confidence: { value: number }; pageRef: number };
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

const daSupplier = suppliers().find((s) => s.id === 'da-s0')!;
const invoice = makeInvoice(daSupplier, 0, 4242);

beforeAll(async () => {
  tmp = tempDir('kontera-scan-');
  dataDir = tmp.path;
  engine = await startEngine({ dataDir, log: () => {} });
  docs = await startDocumentServer();
});
afterAll(async () => {
  await docs.close();
  await engine.close();
  tmp.remove();
});

describe('annotate', () => {
  it('answers questions from the page, leaves absent ones without answer, and fills the features', async () => {
    const pdf = await renderPdf(invoice.ops);
    const v = VOCAB.da.questions;
    const questions = [v.invoiceNumber, v.totalIncl, v.customer, v.deliveryDate, v.dueDate];
    const res = await post('/v1/document:annotate', {
      document: { content: b64(pdf) },
      features: [
        { type: 'TOTAL_VAT' },
        { type: 'RECEIVER_NAME' },
        { type: 'PURCHASE_LINES' },
        { type: 'PAGE_TEXTS' },
        { type: 'DOCUMENT_DATE' },
        { type: 'IBAN' },
      ],
      questions,
      tier: 'PREMIUM',
    });
    expect(res.status).toBe(200);
    expect(typeof res.body.feedbackId).toBe('string');
    expect(res.body.documentMetadata).toEqual({ pageCount: 1 });
    const answers = res.body.answers as Answer[];
    expect(answers).toHaveLength(5);
    const byQ = new Map(answers.map((a) => [a.question, a]));
    expect(byQ.get(v.invoiceNumber)?.answer).toBe(invoice.number);
    expect(byQ.get(v.totalIncl)?.answer).toBe(VOCAB.da.amount(invoice.totalIncl));
    expect(byQ.get(v.customer)?.answer).toBe(invoice.customer.name);
    expect(byQ.get(v.deliveryDate)?.answer).toBeUndefined();
    // As printed on the page: the Danish layout writes the date day first.
    expect(byQ.get(v.dueDate)?.answer).toBe(VOCAB.da.date(invoice.dueDate, daSupplier.variant));
    for (const a of answers) {
      expect(a.pageRef).toBe(1);
      expect(a.confidence.value).toBeGreaterThanOrEqual(0);
      expect(a.confidence.value).toBeLessThanOrEqual(1);
    }
    const [vat] = res.body.totalVat as {
      value: string;
      pageRef: number;
      confidence: { level: string; value: number };
    }[];
    expect(vat?.value).toBe(invoice.vat.toFixed(2));
    expect(vat?.confidence.level).toMatch(/HIGH/);
    expect((res.body.receiverName as { value: string }[])[0]?.value).toBe(invoice.customer.name);
    expect((res.body.documentDate as { value: string }[])[0]?.value).toBe(invoice.invoiceDate);
    expect((res.body.iban as { value: string }[])[0]?.value).toBe(daSupplier.iban.replace(/ /g, ''));
    const lines = res.body.purchaseLines as { description: string; amount: string }[];
    expect(lines.map((l) => l.amount)).toEqual(invoice.lines.map((l) => l.amount.toFixed(2)));
    expect((res.body.pageTexts as { value: string }[])[0]?.value).toContain(invoice.number);
  });

  it('accepts snake_case names and documents by one-time loopback address', async () => {
    const pdf = await renderPdf(invoice.ops);
    const http_uri = docs.register(pdf, 'application/pdf');
    const first = await post('/v1/document:annotate', {
      document: { source: { http_uri } },
      questions: ['Hvad er fakturanummeret?'],
    });
    expect(first.status).toBe(200);
    expect((first.body.answers as Answer[])[0]?.answer).toBe(invoice.number);
    // The address works once.
    const again = await post('/v1/document:annotate', {
      document: { source: { httpUri: http_uri } },
      questions: ['Hvad er fakturanummeret?'],
    });
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({ name: 'Not Found', status_code: 404 });
  });

  it('never fetches from other hosts, not even other loopback servers', async () => {
    let hits = 0;
    const other = createServer((_req, res) => {
      hits++;
      res.end('%PDF-1.4');
    });
    await new Promise<void>((r) => other.listen(0, '127.0.0.1', () => r()));
    const port = (other.address() as AddressInfo).port;
    for (const uri of [
      `http://127.0.0.1:${port}/documents/abcdefghijklmnopqrstuvwxyz`,
      'https://example.com/invoice.pdf',
      `${docs.origin}/../etc/passwd`,
    ]) {
      const res = await post('/v1/document:annotate', {
        document: { source: { httpUri: uri } },
        questions: ['What is the total?'],
      });
      expect(res.status).toBe(400);
      expect(String(res.body.description)).toContain('document.source.httpUri');
    }
    expect(hits).toBe(0);
    await new Promise<void>((r) => other.close(() => r()));
  });

  it('refuses more than five questions with a 400 saying so', async () => {
    const pdf = await renderPdf(invoice.ops);
    const res = await post('/v1/document:annotate', {
      document: { content: b64(pdf) },
      questions: ['a?', 'b?', 'c?', 'd?', 'e?', 'f?'],
    });
    expect(res.status).toBe(400);
    expect(res.body.description).toMatch(/at most 5 questions/);
  });

  it('searches five pages of a longer document and reports its real page count', async () => {
    const pdf = await renderPdf(invoice.ops, 7);
    const questions = ['Hvad er fakturanummeret?', 'What is the total?', 'c?', 'd?', 'e?'];
    const res = await post('/v1/document:annotate', { document: { content: b64(pdf) }, questions });
    expect(res.status).toBe(200);
    expect(res.body.documentMetadata).toEqual({ pageCount: 7 });
    const answers = res.body.answers as Answer[];
    expect(answers).toHaveLength(25);
    expect(Math.max(...answers.map((a) => a.pageRef))).toBe(5);
    expect(answers.filter((a) => a.answer === invoice.number).map((a) => a.pageRef)).toEqual([1]);
  });

  it('a damaged PDF is a 400 that says what is wrong', async () => {
    const res = await post('/v1/document:annotate', {
      document: { content: b64(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage')) },
      questions: ['a?'],
    });
    expect(res.status).toBe(400);
    expect(res.body.description).toMatch(/damaged or not really a PDF/);
  });

  it('answerquestion answers questions only', async () => {
    const pdf = await renderPdf(invoice.ops);
    const res = await post('/v1/document:answerquestion', {
      document: { content: b64(pdf) },
      questions: ['Hvad er fakturanummeret?'],
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body)).toEqual(['answers']);
    expect(res.status).toBe(200);
    const wrong = await fetch(`${engine.url}/v1/document:answerquestion`, {
      headers: { authorization: `Bearer ${engine.token}` },
    });
    expect(wrong.status).toBe(405);
  });
});

describe('feedback', () => {
  it('is stored once: unknown id 404, and a second feedback for the same document 404 too', async () => {
    const pdf = await renderPdf(invoice.ops);
    const annotated = await post('/v1/document:annotate', {
      document: { content: b64(pdf) },
      questions: ['Hvad er fakturanummeret?'],
    });
    const id = annotated.body.feedbackId as string;
    const feedback = {
      id,
      tags: ['test'],
      trueValues: { answers: [{ question: 'Hvad er fakturanummeret?', answer: invoice.number, pageRef: 1 }] },
    };
    expect((await post('/v1/feedback:create', { ...feedback, id: 'unknownid0000' })).status).toBe(404);
    expect((await post('/v1/feedback:create', feedback)).status).toBe(200);
    const second = await post('/v1/feedback:create', feedback);
    expect(second.status).toBe(404);
    expect(second.body).toMatchObject({ name: 'Not Found', status_code: 404 });
    expect(String(second.body.description)).toMatch(/already has feedback/);
    const bad = await post('/v1/feedback:create', {
      id,
      true_values: { answers: [{ question: 'x', answer: 'y', page_ref: 0 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.description).toMatch(/pageRef/);
  });

  it('teaches the layout: the next invoice of the same supplier answers the corrected question', async () => {
    // This supplier prints a job code with no label: nothing in the text says what it is.
    const supplier = suppliers().find((s) => s.unlabelled && s.lang === 'sv')!;
    const question = supplier.unlabelled!.question;
    const first = makeInvoice(supplier, 1, 900);
    const next = makeInvoice(supplier, 2, 901);
    const stranger = makeInvoice(
      suppliers().find((s) => s.lang === 'sv' && !s.unlabelled && s.layout !== supplier.layout)!,
      3,
      902,
    );
    expect(first.extra).not.toBe(next.extra);

    const before = await post('/v1/document:annotate', {
      document: { content: b64(await renderPdf(next.ops)) },
      questions: [question],
    });
    expect((before.body.answers as Answer[])[0]?.answer).toBeUndefined();

    const annotated = await post('/v1/document:annotate', {
      document: { content: b64(await renderPdf(first.ops)) },
      questions: [question],
    });
    const fb = await post('/v1/feedback:create', {
      id: annotated.body.feedbackId,
      trueValues: { answers: [{ question, answer: first.extra, pageRef: 1 }] },
    });
    expect(fb.status).toBe(200);

    // Restart the engine: what was learned is kept under its data folder.
    await engine.close();
    engine = await startEngine({ dataDir, log: () => {} });

    const after = await post('/v1/document:annotate', {
      document: { content: b64(await renderPdf(next.ops)) },
      questions: [question],
    });
    const answer = (after.body.answers as Answer[])[0];
    expect(answer?.answer).toBe(next.extra);
    expect(answer?.confidence.value).toBeGreaterThan(0.7);
    const other = await post('/v1/document:annotate', {
      document: { content: b64(await renderPdf(stranger.ops)) },
      questions: [question],
    });
    expect((other.body.answers as Answer[])[0]?.answer).toBeUndefined();
  });

  it('applies at once, also to a document asked the very same before (no stale answer)', async () => {
    const supplier = suppliers().find((s) => s.unlabelled && s.lang === 'da')!;
    const question = supplier.unlabelled!.question;
    const first = makeInvoice(supplier, 4, 903);
    const next = makeInvoice(supplier, 5, 904);
    const ask = { document: { content: b64(await renderPdf(next.ops)) }, questions: [question] };
    const before = await post('/v1/document:annotate', ask);
    expect((before.body.answers as Answer[])[0]?.answer).toBeUndefined();
    // Asked again unchanged: the same answer (from the engine's recent answers).
    expect((await post('/v1/document:annotate', ask)).body.answers).toEqual(before.body.answers);

    const annotated = await post('/v1/document:annotate', {
      document: { content: b64(await renderPdf(first.ops)) },
      questions: [question],
    });
    const fb = await post('/v1/feedback:create', {
      id: annotated.body.feedbackId,
      trueValues: { answers: [{ question, answer: first.extra, pageRef: 1 }] },
    });
    expect(fb.status).toBe(200);

    const after = await post('/v1/document:annotate', ask);
    expect((after.body.answers as Answer[])[0]?.answer).toBe(next.extra);
  });
});
