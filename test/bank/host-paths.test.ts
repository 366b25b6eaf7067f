import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { KonteraApp } from '../../main/app';
import { startHost, type RunningHost } from '../../main/host/server';
import { calls } from '../../preload/api';
import { tempDir } from '../helpers/tmp';

// The window in the browser host may be on another machine: no call it sends may read or write a
// file of the machine Kontera runs on by its path.
const dir = tempDir('kontera-host-paths-');
let app: KonteraApp;
let host: RunningHost;
let companyId: number;

const secretFile = () => join(dir.path, 'host-only');

beforeAll(async () => {
  const rendererDir = join(dir.path, 'renderer');
  mkdirSync(rendererDir, { recursive: true });
  writeFileSync(join(rendererDir, 'index.html'), '<!doctype html><title>Kontera</title>');
  mkdirSync(secretFile(), { recursive: true });
  writeFileSync(join(secretFile(), 'statement.csv'), 'Date,Text,Amount\n2024-01-02,Fee,-10\n');
  writeFileSync(join(secretFile(), 'statement.xml'), '<Document/>');
  app = await KonteraApp.open({
    dataDir: join(dir.path, 'data'),
    host: 'browser',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
  host = await startHost({ app, rendererDir });
  companyId = app.companies.create('Paths ApS').id;
});
afterAll(async () => {
  await host.close();
  await app.close();
  dir.remove();
});

const send = async (name: string, args: unknown) => {
  const res = await fetch(`${host.url}/api/call/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-kontera-secret': host.secret },
    body: JSON.stringify({ args }),
  });
  return (await res.json()) as { ok: boolean; error?: { code: string; message: string } };
};

/** Calls whose arguments name a file or folder on the host (by any of the names a path goes by). */
const pathCalls = Object.entries(calls)
  .filter(([, spec]) => {
    const shape = (spec.args as unknown as { shape?: Record<string, unknown> }).shape;
    return shape !== undefined && Object.keys(shape).some((k) => /path|folder|dir(ectory)?$|^file$/i.test(k));
  })
  .map(([name]) => name);

const argsFor: Record<string, (path: string) => unknown> = {
  'bank.previewCsv': (path) => ({ companyId, path }),
  'bank.import': (path) => ({
    companyId,
    path,
    mapping: { currency: 'EUR', columns: { date: 'Date', text: 'Text', amount: 'Amount' } },
  }),
  'datasets.previewCsv': (path) => ({ companyId, kind: 'eil', path }),
  'datasets.importCsv': (path) => ({ companyId, kind: 'eil', path, mapping: { columns: {} } }),
  'datasets.export': () => ({ companyId, kind: 'eil', path: join(secretFile(), 'out.pb') }),
  'documents.importPath': (path) => ({ companyId, path }),
  'watch.set': () => ({ companyId, path: secretFile() }),
};

describe('the browser host refuses host paths', () => {
  it('knows every call that takes a path', () => {
    expect(z.array(z.string()).parse(pathCalls).sort()).toEqual(Object.keys(argsFor).sort());
  });

  // watch.set takes only folders named at launch (kontera serve --watch-folder): none here.
  const refusing = Object.keys(argsFor);
  for (const name of refusing) {
    it(`${name} with a host path is refused, and nothing is read or written`, async () => {
      const path = join(secretFile(), name.startsWith('bank.import') ? 'statement.xml' : 'statement.csv');
      const result = await send(name, argsFor[name]!(path));
      expect(result).toMatchObject({ ok: false, error: { code: 'not_allowed' } });
      expect(result.error!.message).not.toContain(dir.path);
    });
  }

  // The desktop app's file choosers answer with paths of this machine: the browser has none.
  for (const [name, args] of [
    ['files.open', { purpose: 'history' }],
    ['files.open', { purpose: 'watch-folder' }],
    ['files.save', { purpose: 'dataset', name: 'paths.invoice-line.pb' }],
  ] as const) {
    it(`${name} (${args.purpose}) is refused: no dialog, no path of this machine`, async () => {
      expect(await send(name, args)).toMatchObject({ ok: false, error: { code: 'not_allowed' } });
    });
  }

  it('nothing reached the company: no entries, no documents, no export file', async () => {
    expect(app.bank.list(companyId, 'all', 10, 0).total).toBe(0);
    expect(app.documents.list(companyId)).toEqual([]);
    expect(existsSync(join(secretFile(), 'out.pb'))).toBe(false);
  });
});
