import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KonteraApp } from '../../main/app';
import type { DocumentView } from '../../preload/api';
import { launch, type TestEngine } from '../engine/engine-client';
import { callOk } from '../helpers/call';
import { tempDir } from '../helpers/tmp';
import { goodPdf, pdfWithPage } from './bad-files';

// Finding 2, the files: a PDF of under a kilobyte with a 5000-point page took 20–47 s and 2.5 GB to
// render for OCR; a 1e6-point page answered 500. Pages are judged by their declared size first.

const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
const POSTER =
  /Page 1 of the PDF ".*" is 176 × 176 cm \(5000 × 5000 points\); Kontera reads pages up to about A1/;
const HUGE =
  /Page 1 of the PDF ".*" is 35278 × 35278 cm \(1000000 × 1000000 points\), more than a PDF page can be/;

describe('pixel-bomb PDFs through annotate', () => {
  let engine: TestEngine;
  beforeAll(async () => {
    engine = await launch();
  });
  afterAll(async () => engine.dispose());

  it('refuses a 5000-point and a million-point page with a 400 naming the size and the limit', async () => {
    for (const [side, message] of [
      [5000, POSTER],
      [1_000_000, HUGE],
    ] as const) {
      const pdf = await pdfWithPage(side);
      expect(pdf.length).toBeLessThan(2000);
      const res = await engine.post('/v1/document:annotate', {
        document: { content: b64(pdf) },
        questions: ['What is the total?'],
      });
      expect(res.status).toBe(400);
      expect(String(res.body.description)).toMatch(message);
    }
    const ok = await engine.post('/v1/document:annotate', {
      document: { content: b64(await goodPdf()) },
      questions: ['What is the invoice number?'],
    });
    expect(ok.status).toBe(200);
  });
});

describe('pixel-bomb PDFs in the inbox', () => {
  const tmp = tempDir('kontera-pixel-pdf-');
  let app: KonteraApp;
  let companyId: number;
  const call = <T>(name: string, args?: unknown) => callOk<T>(app, name, args);
  beforeAll(async () => {
    app = await KonteraApp.open({
      dataDir: join(tmp.path, 'data'),
      host: 'electron',
      keychainService: `kontera-test-${randomUUID()}`,
      startEngine: false,
      log: () => {},
    });
    companyId = (await call<{ id: number }>('companies.create', { name: 'Poster ApS' })).id;
  });
  afterAll(async () => {
    await app.close();
    tmp.remove();
  });

  it('fails each with its size and the limit, and reads the next document', async () => {
    const ids: number[] = [];
    for (const side of [5000, 1_000_000]) {
      const doc = await call<DocumentView>('documents.import', {
        companyId,
        name: `poster-${side}.pdf`,
        contentBase64: b64(await pdfWithPage(side)),
      });
      ids.push(doc.id);
    }
    await app.documents.idle();
    const [poster, huge] = await Promise.all(ids.map((id) => call<DocumentView>('documents.get', { id })));
    expect(poster).toMatchObject({ state: 'failed' });
    expect(poster?.failure).toMatch(/"poster-5000\.pdf" is 176 × 176 cm/);
    expect(huge).toMatchObject({ state: 'failed' });
    expect(huge?.failure).toMatch(/"poster-1000000\.pdf" is 35278 × 35278 cm/);
    const good = await call<DocumentView>('documents.import', {
      companyId,
      name: 'good.pdf',
      contentBase64: b64(await goodPdf()),
    });
    await app.documents.idle();
    expect((await call<DocumentView>('documents.get', { id: good.id })).state).toBe('ready');
  });
});
