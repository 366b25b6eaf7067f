import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { openDatabase } from '../../main/store/db';
import { DocumentsStore } from '../../main/documents/store';
import type { DocumentView, WatchStatusView } from '../../preload/api';
import { callOk } from '../helpers/call';
import { tempDir } from '../helpers/tmp';
import { goodPdf, pngClaiming } from './bad-files';

// Finding 1: a PNG of a few dozen bytes whose header claims 100000 × 100000 pixels made the image
// library abort the whole process (SIGILL), through every door, and again at each start-up.
// Here: the inbox, the watched folder, and the start-up that re-reads unfinished documents.

const bomb = pngClaiming(100_000, 100_000);
const LIMIT = /100000 × 100000 pixels .*up to 50 megapixels/;
const b64 = (b: Uint8Array) => Buffer.from(b).toString('base64');

describe('the inbox, the watched folder and start-up with the PNG', () => {
  const tmp = tempDir('kontera-bomb-app-');
  const dataDir = join(tmp.path, 'data');
  let app: KonteraApp;
  let companyId: number;
  const open = () =>
    KonteraApp.open({
      dataDir,
      host: 'electron',
      keychainService: `kontera-test-${randomUUID()}`,
      startEngine: false,
      log: () => {},
      watch: { settleMs: 100, pollMs: 200 },
    });
  const call = <T>(name: string, args?: unknown) => callOk<T>(app, name, args);

  beforeAll(async () => {
    app = await open();
    companyId = (await call<{ id: number }>('companies.create', { name: 'Bomb ApS' })).id;
  });
  afterAll(async () => {
    await app.close();
    tmp.remove();
  });

  it('refuses the PNG at import, naming the file and the limit', async () => {
    const res = await dispatch(handlersFor(app), 'documents.import', {
      companyId,
      name: 'bomb.png',
      contentBase64: b64(bomb),
    });
    expect(res).toMatchObject({ ok: false, error: { code: 'document_too_many_pixels' } });
    expect((res as { error: { message: string } }).error.message).toMatch(/"bomb\.png"/);
    expect(await call<DocumentView[]>('documents.list', { companyId })).toEqual([]);
  });

  it('records the PNG in the watched folder as failed and goes on with the next file', async () => {
    const folder = join(tmp.path, 'Scans');
    mkdirSync(folder);
    writeFileSync(join(folder, 'bomb.png'), bomb);
    writeFileSync(join(folder, 'good.pdf'), await goodPdf());
    await call('watch.set', { companyId, path: folder });
    const end = Date.now() + 15_000;
    let status: WatchStatusView;
    for (;;) {
      status = await call<WatchStatusView>('watch.get', { companyId });
      if (status.recent.length >= 2 || Date.now() > end) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const failed = status.recent.find((r) => r.name === 'bomb.png');
    expect(failed).toMatchObject({ outcome: 'failed' });
    expect(failed?.detail).toMatch(LIMIT);
    await app.documents.idle();
    const docs = await call<DocumentView[]>('documents.list', { companyId });
    expect(docs.map((d) => [d.name, d.state])).toEqual([['good.pdf', 'ready']]);
    await call('watch.clear', { companyId });
  });

  it('does not take the app down at start-up when an unfinished document is the PNG', async () => {
    await app.close();
    // What an older Kontera left behind: the PNG stored and its reading unfinished.
    const sha = createHash('sha256').update(bomb).digest('hex');
    const rel = join('documents', String(companyId), `${sha}.png`);
    writeFileSync(join(dataDir, rel), bomb);
    const db = openDatabase(join(dataDir, 'kontera.sqlite'));
    new DocumentsStore(db).insert({
      companyId,
      name: 'old-bomb.png',
      mediaType: 'image/png',
      size: bomb.length,
      sha256: sha,
      file: rel,
      source: 'upload',
    });
    db.close();

    app = await open();
    await app.documents.idle();
    const docs = await call<DocumentView[]>('documents.list', { companyId });
    const old = docs.find((d) => d.name === 'old-bomb.png');
    expect(old).toMatchObject({ state: 'failed' });
    expect(old?.failure).toMatch(LIMIT);
    // The app goes on: another document is read after it.
    const good = await call<DocumentView>('documents.import', {
      companyId,
      name: 'after.pdf',
      contentBase64: b64(await goodPdf('After the bomb 123')),
    });
    await app.documents.idle();
    expect((await call<DocumentView>('documents.get', { id: good.id })).state).toBe('ready');
  });
});
