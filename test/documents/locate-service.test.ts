import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KonteraApp } from '../../main/app';
import type { DocumentAnswerView, DocumentDetail, DocumentView } from '../../preload/api';
import { makeInvoice, suppliers } from '../fixtures/documents/generate';
import { renderPdf } from '../fixtures/documents/render';
import { VOCAB } from '../fixtures/documents/languages';
import { callOk } from '../helpers/call';
import { tempDir, type TempDir } from '../helpers/tmp';

// Through the real handler table (real SQLite file, the in-process local engine over loopback):
// answers come back with the box where they are printed, also after a reload and a correction.

let dir: string;
let tmp: TempDir;
let app: KonteraApp;
let companyId: number;
const invoice = makeInvoice(
  suppliers().find((s) => s.id === 'da-s1')!,
  0,
  4242,
);
const v = VOCAB[invoice.lang];

const call = <T>(name: string, args?: unknown): Promise<T> => callOk<T>(app, name, args);

/** Vertical centre, in PDF points, of where the generator drew a text. */
const drawnY = (text: string): number => {
  const op = invoice.ops.filter((o) => o.text.includes(text)).at(-1)!;
  return op.y + op.size / 2;
};

beforeAll(async () => {
  tmp = tempDir('kontera-locate-');
  dir = tmp.path;
  app = await KonteraApp.open({
    dataDir: dir,
    host: 'electron',
    keychainService: 'kontera-test-locate',
    log: () => {},
  });
  companyId = (await call<{ id: number }>('companies.create', { name: 'Nordlys Kontor ApS' })).id;
});
afterAll(async () => {
  await app.close();
  tmp.remove();
});

describe('answers with their place on the page', () => {
  let doc: DocumentView;
  let total: DocumentAnswerView;

  it('an answer carries the box of its printed words, and documents.get repeats it', async () => {
    doc = await call<DocumentView>('documents.import', {
      companyId,
      name: 'faktura.pdf',
      contentBase64: Buffer.from(await renderPdf(invoice.ops)).toString('base64'),
    });
    await app.documents.idle();
    const answers = await call<DocumentAnswerView[]>('documents.ask', {
      id: doc.id,
      questions: [v.questions.totalIncl, v.questions.deliveryDate],
    });
    total = answers[0]!;
    expect(total.answer).toBe(v.amount(invoice.totalIncl));
    const box = total.box!;
    expect(box).toMatchObject({ page: 1 });
    for (const n of [box.x, box.y, box.width, box.height]) expect(n).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(1);
    // The box sits on the total's line of an A4 page.
    const y = drawnY(v.amount(invoice.totalIncl));
    expect(box.y * 842).toBeLessThan(y);
    expect((box.y + box.height) * 842).toBeGreaterThan(y);
    // No answer, nothing to highlight.
    expect(answers[1]!.answer).toBeNull();
    expect(answers[1]!.box).toBeUndefined();

    const detail = await call<DocumentDetail>('documents.get', { id: doc.id });
    expect(detail.answers.find((a) => a.id === total.id)?.box).toEqual(box);
  });

  it('a correction printed elsewhere on the page moves the box to it', async () => {
    const vat = v.amount(invoice.vat);
    const corrected = await call<DocumentAnswerView>('documents.confirmAnswer', {
      answerId: total.id,
      answer: vat,
    });
    expect(corrected.status).toBe('corrected');
    const y = drawnY(vat);
    expect(corrected.box!.y * 842).toBeLessThan(y);
    expect((corrected.box!.y + corrected.box!.height) * 842).toBeGreaterThan(y);
    expect(corrected.box!.y).not.toBe(total.box!.y);
  });

  it('the words are kept beside the document and go with it', async () => {
    const folder = join(dir, 'documents', String(companyId));
    const words = readdirSync(folder).filter((f) => f.endsWith('.words.json'));
    expect(words).toHaveLength(1);
    await call('documents.remove', { id: doc.id });
    expect(existsSync(join(folder, words[0]!))).toBe(false);
  });
});
