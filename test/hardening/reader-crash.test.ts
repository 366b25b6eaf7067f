import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KonteraApp } from '../../main/app';
import { documentReader, readIsolated } from '../../main/reading/worker';
import type { DocumentView } from '../../preload/api';
import { callOk } from '../helpers/call';
import { tempDir } from '../helpers/tmp';
import { goodPdf, pdfWithPage } from './bad-files';

// Finding 1, the general case: whatever a decoder does with a file (abort with SIGILL, run out of
// memory), it happens in the reader process. Here the reader is killed with SIGILL mid-document, as the
// image library did: that document fails with a clear message, Kontera and the next document go on.

/**
 * Kills the reader as soon as it reports that it is reading the document: the scan still has its
 * OCR ahead (starting tesseract alone takes the reader a second), so the process dies mid-document.
 */
function crashWhileReading(): () => void {
  let done = false;
  return () => {
    if (done || !documentReader.pid) return;
    done = true;
    process.kill(documentReader.pid, 'SIGILL');
  };
}

describe('the reader process dying mid-document', () => {
  it('fails only that document, with its name; the next one is read', async () => {
    const scan = await pdfWithPage(595);
    const err = await readIsolated('scan-42.pdf', scan, { onProgress: crashWhileReading() }).then(
      () => null,
      (e: unknown) => e as { code: string; message: string },
    );
    expect(err?.code).toBe('document_unreadable');
    expect(err?.message).toMatch(/"scan-42\.pdf".*SIGILL.*Kontera is fine/);
    const next = await readIsolated('next.pdf', await goodPdf());
    expect(next).toMatchObject({ kind: 'pdf-text', pageCount: 1 });
    // Two reader processes start here (the first is killed), each loading pdf.js and OCR.
  }, 120_000);

  it('is a time limit too: a read past its time is stopped and the next one is read', async () => {
    const err = await readIsolated('slow.pdf', await pdfWithPage(595), { timeoutMs: 50 }).then(
      () => null,
      (e: unknown) => e as { code: string; message: string },
    );
    expect(err).toMatchObject({ code: 'document_too_slow' });
    expect(err?.message).toMatch(/"slow\.pdf" took longer than/);
    expect(await readIsolated('next.pdf', await goodPdf())).toMatchObject({ kind: 'pdf-text' });
  }, 60_000);
});

describe('the inbox when the reader dies', () => {
  const tmp = tempDir('kontera-reader-crash-');
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
    companyId = (await call<{ id: number }>('companies.create', { name: 'Crash ApS' })).id;
  });
  afterAll(async () => {
    await app.close();
    tmp.remove();
  });

  it('marks the document failed with a message, and reads the next', async () => {
    const crash = crashWhileReading();
    let seen = 0;
    app.events.subscribe((name, payload) => {
      // The first event is the import itself; the second is the reader's first progress.
      if (name === 'documents.changed' && (payload as DocumentView).name === 'scan.pdf' && ++seen === 2)
        crash();
    });
    const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');
    const scan = await call<DocumentView>('documents.import', {
      companyId,
      name: 'scan.pdf',
      contentBase64: b64(await pdfWithPage(595)),
    });
    await app.documents.idle();
    const failed = await call<DocumentView>('documents.get', { id: scan.id });
    expect(failed.state).toBe('failed');
    expect(failed.failure).toMatch(/Kontera could not read "scan\.pdf"/);
    const good = await call<DocumentView>('documents.import', {
      companyId,
      name: 'good.pdf',
      contentBase64: b64(await goodPdf()),
    });
    await app.documents.idle();
    expect((await call<DocumentView>('documents.get', { id: good.id })).state).toBe('ready');
  }, 120_000);
});
