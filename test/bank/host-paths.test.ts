import { beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { calls } from '../../preload/api';
import { useBrowserHost } from '../helpers/host';

// The window in the browser host may be on another machine: no call it sends may read or write a
// file of the machine Kontera runs on by its path.
const host = useBrowserHost({
  prefix: 'kontera-host-paths-',
  prepare: () => {
    mkdirSync(secretFile(), { recursive: true });
    writeFileSync(join(secretFile(), 'statement.csv'), 'Date,Text,Amount\n2024-01-02,Fee,-10\n');
    writeFileSync(join(secretFile(), 'statement.xml'), '<Document/>');
  },
});
const dir = host.dir;
let companyId: number;
beforeAll(() => {
  companyId = host.app.companies.create('Paths ApS').id;
});

const secretFile = () => join(dir.path, 'host-only');

const send = (name: string, args: unknown) =>
  host.send<{ ok: boolean; error?: { code: string; message: string } }>(name, args);

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
    expect(host.app.bank.list(companyId, 'all', 10, 0).total).toBe(0);
    expect(host.app.documents.list(companyId)).toEqual([]);
    expect(existsSync(join(secretFile(), 'out.pb'))).toBe(false);
  });
});
