import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { createCanvas } from '@napi-rs/canvas';
import { INLINE_LIMIT } from '../../main/documents/service';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import type { DocumentAnswerView, DocumentDetail, DocumentView, PageImage } from '../../preload/api';
import { makeInvoice, suppliers } from '../fixtures/documents/generate';
import { renderPdf, renderScan } from '../fixtures/documents/render';
import { toUbl } from '../fixtures/documents/ubl';
import { VOCAB } from '../fixtures/documents/languages';
import { callOk } from '../helpers/call';
import { tempDir, type TempDir } from '../helpers/tmp';

// The renderer's document calls through the real handler table: a real SQLite file, the real
// in-process local engine answering over loopback, OCR and all.

let dir: string;
let tmp: TempDir;
let app: KonteraApp;
let companyId: number;
const events: DocumentView[] = [];
const invoice = makeInvoice(
  suppliers().find((s) => s.id === 'sv-s0')!,
  0,
  808,
);

const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);
async function failure(name: string, args?: unknown): Promise<{ code: string; message: string }> {
  const res = await dispatch(handlersFor(app), name, args);
  expect(res.ok).toBe(false);
  return (res as { ok: false; error: { code: string; message: string } }).error;
}
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

beforeAll(async () => {
  tmp = tempDir('kontera-inbox-');
  dir = tmp.path;
  app = await KonteraApp.open({
    dataDir: dir,
    host: 'electron',
    keychainService: 'kontera-test-inbox',
    log: () => {},
  });
  app.events.subscribe((name, payload) => {
    if (name === 'documents.changed') events.push(payload as DocumentView);
  });
  companyId = (await call<{ id: number }>('companies.create', { name: 'Lindqvist Bygg AB' })).id;
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('inbox', () => {
  it('imports a PDF from bytes, reads it, shows its page and answers questions', async () => {
    const doc = await call<DocumentView>('documents.import', {
      companyId,
      name: 'faktura-10023.pdf',
      contentBase64: b64(await renderPdf(invoice.ops)),
    });
    expect(doc).toMatchObject({
      companyId,
      name: 'faktura-10023.pdf',
      mediaType: 'application/pdf',
      state: 'reading',
    });
    await app.documents.idle();
    const [listed] = await call<DocumentView[]>('documents.list', { companyId });
    expect(listed).toMatchObject({
      id: doc.id,
      state: 'ready',
      kind: 'pdf-text',
      pageCount: 1,
      failure: null,
    });
    expect(events.filter((e) => e.id === doc.id).map((e) => e.state)).toContain('ready');

    const image = await call<PageImage>('documents.pageImage', { id: doc.id, page: 1 });
    expect(image.dataUrl.startsWith('data:image/png;base64,iVBORw0KGgo')).toBe(true);
    expect(image.width).toBe(Math.ceil(595 * 1.5));
    expect((await failure('documents.pageImage', { id: doc.id, page: 3 })).message).toContain('has 1 page');

    const q = VOCAB.sv.questions;
    const answers = await call<DocumentAnswerView[]>('documents.ask', {
      id: doc.id,
      questions: [q.invoiceNumber, q.totalIncl, q.deliveryDate],
    });
    expect(answers.map((a) => a.answer)).toEqual([invoice.number, VOCAB.sv.amount(invoice.totalIncl), null]);
    expect(
      answers.every(
        (a) =>
          a.environment === 'local' && a.status === 'suggested' && a.feedbackId === answers[0]!.feedbackId,
      ),
    ).toBe(true);

    // Confirm, correct, confirm: nothing goes to the service until every answer of the round is
    // decided, then all three are booked together as one feedback for the document.
    const feedbackRows = () =>
      app.db.prepare("SELECT payload FROM outbox WHERE kind = 'feedback'").all() as { payload: string }[];
    const confirmed = await call<DocumentAnswerView>('documents.confirmAnswer', { answerId: answers[0]!.id });
    expect(confirmed).toMatchObject({ status: 'confirmed', trueAnswer: invoice.number });
    const corrected = await call<DocumentAnswerView>('documents.confirmAnswer', {
      answerId: answers[2]!.id,
      answer: '2025-06-01',
    });
    expect(corrected).toMatchObject({ status: 'corrected', trueAnswer: '2025-06-01' });
    expect(feedbackRows()).toHaveLength(0);
    await call<DocumentAnswerView>('documents.confirmAnswer', { answerId: answers[1]!.id });
    const queued = feedbackRows();
    expect(queued).toHaveLength(1);
    const body = JSON.parse(queued[0]!.payload) as {
      id: string;
      trueValues: { answers: { question: string; answer: string }[] };
    };
    expect(body.id).toBe(answers[0]!.feedbackId);
    expect(body.trueValues.answers.map((a) => a.answer).sort()).toEqual(
      ['2025-06-01', invoice.number, VOCAB.sv.amount(invoice.totalIncl)].sort(),
    );

    const detail = await call<DocumentDetail>('documents.get', { id: doc.id });
    expect(detail.answers.map((a) => a.status)).toEqual(['confirmed', 'confirmed', 'corrected']);
    expect(detail.eInvoice).toBeNull();
  });

  it('a correction travels through the outbox to the local engine, and the next invoice of that supplier is answered', async () => {
    const supplier = suppliers().find((x) => x.unlabelled && x.lang === 'sv')!;
    const question = supplier.unlabelled!.question;
    const first = makeInvoice(supplier, 5, 5150);
    const next = makeInvoice(supplier, 6, 5151);
    const a = await call<DocumentView>('documents.import', {
      companyId,
      name: 'a.pdf',
      contentBase64: b64(await renderPdf(first.ops)),
    });
    await app.documents.idle();
    const [unknown] = await call<DocumentAnswerView[]>('documents.ask', { id: a.id, questions: [question] });
    expect(unknown?.answer).toBeNull();
    await call<DocumentAnswerView>('documents.confirmAnswer', {
      answerId: unknown!.id,
      answer: first.extra!,
    });
    // The outbox sender delivers the feedback to the engine on its own.
    const deadline = Date.now() + 20_000;
    const state = () =>
      (
        app.db
          .prepare("SELECT state FROM outbox WHERE kind = 'feedback' AND payload LIKE ?")
          .get(`%${unknown!.feedbackId}%`) as { state: string } | undefined
      )?.state;
    while (state() !== 'sent' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(state()).toBe('sent');

    const b = await call<DocumentView>('documents.import', {
      companyId,
      name: 'b.pdf',
      contentBase64: b64(await renderPdf(next.ops)),
    });
    await app.documents.idle();
    const [learned] = await call<DocumentAnswerView[]>('documents.ask', { id: b.id, questions: [question] });
    expect(learned?.answer).toBe(next.extra);
  });

  it('the same file twice is one document; six questions are refused', async () => {
    const bytes = b64(await renderPdf(invoice.ops));
    const a = await call<DocumentView>('documents.import', {
      companyId,
      name: 'copy.pdf',
      contentBase64: bytes,
    });
    const b = await call<DocumentView>('documents.import', {
      companyId,
      name: 'faktura-10023.pdf',
      contentBase64: bytes,
    });
    expect(a.id).toBe(b.id);
    const six = await failure('documents.ask', { id: a.id, questions: ['1', '2', '3', '4', '5', '6'] });
    expect(six.code).toBe('invalid_argument');
    expect(six.message).toContain('at most 5 questions');
  });

  it('imports a PEPPOL e-invoice with its lines, and a scan from a path with OCR progress', async () => {
    const xml = await call<DocumentView>('documents.import', {
      companyId,
      name: 'peppol.xml',
      contentBase64: b64(Buffer.from(toUbl(invoice))),
    });
    const file = join(dir, 'scan.png');
    writeFileSync(file, renderScan(invoice.ops, { angleDegrees: 1.2, seed: 4 }));
    const scan = await call<DocumentView>('documents.importPath', { companyId, path: file });
    await app.documents.idle();
    const detail = await call<DocumentDetail>('documents.get', { id: xml.id });
    expect(detail).toMatchObject({ state: 'ready', kind: 'e-invoice', pageCount: 1 });
    expect(detail.eInvoice?.lines.map((l) => l.lineTotal)).toEqual(invoice.lines.map((l) => l.amount));
    expect(detail.eInvoice?.totals.includingVat).toBe(invoice.totalIncl);
    expect((await failure('documents.pageImage', { id: xml.id, page: 1 })).code).toBe('no_pages');

    const states = events.filter((e) => e.id === scan.id);
    expect(states.some((e) => e.state === 'ocr' && e.progress !== null)).toBe(true);
    expect(states[states.length - 1]).toMatchObject({ state: 'ready', kind: 'image' });
    const [answer] = await call<DocumentAnswerView[]>('documents.ask', {
      id: scan.id,
      questions: [VOCAB.sv.questions.invoiceNumber],
    });
    expect(answer?.answer).toBe(invoice.number);
  }, 60_000);

  it('a file too large to send inline reaches the local engine through the one-time document server', async () => {
    // A text invoice carrying a photo of noise: as base64 it would pass the 10 MiB body limit.
    const pdf = await PDFDocument.load(await renderPdf(invoice.ops));
    const canvas = createCanvas(2000, 1600);
    const ctx = canvas.getContext('2d');
    const pixels = ctx.createImageData(2000, 1600);
    pixels.data.set(randomBytes(pixels.data.length));
    for (let i = 3; i < pixels.data.length; i += 4) pixels.data[i] = 255;
    ctx.putImageData(pixels, 0, 0);
    const photo = await pdf.embedPng(canvas.toBuffer('image/png'));
    pdf.getPage(0).drawImage(photo, { x: 400, y: 700, width: 60, height: 50 });
    const bytes = await pdf.save();
    expect(bytes.length).toBeGreaterThan(INLINE_LIMIT);
    // Inline it could not go at all: as base64 it is over the 10 MiB request limit.
    expect((bytes.length * 4) / 3).toBeGreaterThan(10 * 1024 * 1024);
    const doc = await call<DocumentView>('documents.import', {
      companyId,
      name: 'big.pdf',
      contentBase64: b64(bytes),
    });
    await app.documents.idle();
    const [answer] = await call<DocumentAnswerView[]>('documents.ask', {
      id: doc.id,
      questions: [VOCAB.sv.questions.invoiceNumber],
    });
    expect(answer?.answer).toBe(invoice.number);
  }, 60_000);

  it('a damaged file fails with a reason naming it; an unknown format is refused at once', async () => {
    const broken = await call<DocumentView>('documents.import', {
      companyId,
      name: 'trasig.pdf',
      contentBase64: b64(Buffer.from('%PDF-1.4\n%%EOF garbage here')),
    });
    await app.documents.idle();
    const after = (await call<DocumentView[]>('documents.list', { companyId })).find(
      (d) => d.id === broken.id,
    );
    expect(after?.state).toBe('failed');
    expect(after?.failure).toContain('"trasig.pdf"');
    expect((await failure('documents.ask', { id: broken.id, questions: ['Vad?'] })).code).toBe(
      'document_failed',
    );
    const unknown = await failure('documents.import', {
      companyId,
      name: 'notes.txt',
      contentBase64: b64(Buffer.from('just some notes')),
    });
    expect(unknown.code).toBe('document_unsupported');
    expect(unknown.message).toContain('"notes.txt"');
  });
});
