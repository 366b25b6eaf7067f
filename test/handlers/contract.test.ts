import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { callNames } from '../../preload/api';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { tempDir } from '../helpers/tmp';

const dir = tempDir();
let app: KonteraApp;

beforeAll(async () => {
  app = await KonteraApp.open({
    dataDir: dir.path,
    host: 'browser',
    keychainService: `kontera-test-${randomUUID()}`,
    startEngine: false,
  });
});
afterAll(async () => {
  await app.close();
  dir.remove();
});

describe('the renderer/main contract', () => {
  it('main implements exactly the calls preload/api.ts declares', () => {
    expect(Object.keys(handlersFor(app)).sort()).toEqual([...callNames].sort());
  });

  // Every call, present and future: a malformed argument is refused with a message, never a crash.
  const malformed: Array<[string, unknown]> = [
    ['a number', 42],
    ['a string', 'DROP TABLE companies'],
    ['an object with unknown keys', { unexpected: [1, 2, 3], __proto__x: true }],
  ];
  for (const name of callNames) {
    for (const [label, value] of malformed) {
      it(`${name} refuses ${label}`, async () => {
        const result = await dispatch(handlersFor(app), name, value);
        expect(result.ok).toBe(false);
        if (!result.ok) {
          expect(result.error.code).toBe('invalid_argument');
          expect(result.error.message).toMatch(
            new RegExp(`request for ${name.replace('.', '\\.')} was not valid: .+`),
          );
        }
      });
    }
  }

  it('an unknown call is an error result', async () => {
    expect(await dispatch(handlersFor(app), 'fs.readFile', { path: '/etc/passwd' })).toEqual({
      ok: false,
      error: { code: 'unknown_call', message: 'Kontera has no operation named "fs.readFile".' },
    });
  });

  it('a failing handler answers a plain message, not a stack trace', async () => {
    const result = await dispatch(handlersFor(app), 'companies.rename', { id: 999_999, name: 'Ghost ApS' });
    expect(result).toEqual({
      ok: false,
      error: { code: 'not_found', message: 'That company no longer exists. Pick another company.' },
    });
  });

  it('names each bad field with its path', async () => {
    const result = await dispatch(handlersFor(app), 'settings.setUrls', {
      environment: 'moon',
      baseUrl: 5,
      scanUrl: 'x',
    });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.message).toMatch(/environment: .*; baseUrl: /);
  });
});

describe('core calls work end to end', () => {
  it('creates, renames and selects companies; the slug names its datasets and never changes', async () => {
    const created = await dispatch(handlersFor(app), 'companies.create', { name: 'Østergaard & Søn ApS' });
    expect(created).toMatchObject({
      ok: true,
      value: { name: 'Østergaard & Søn ApS', slug: 'ostergaard-son-aps' },
    });
    const id = created.ok ? (created.value as { id: number }).id : 0;
    const renamed = await dispatch(handlersFor(app), 'companies.rename', { id, name: 'Østergaard Holding' });
    expect(renamed).toMatchObject({
      ok: true,
      value: { name: 'Østergaard Holding', slug: 'ostergaard-son-aps' },
    });
    const twin = await dispatch(handlersFor(app), 'companies.create', { name: 'Østergaard & Søn ApS' });
    expect(twin).toMatchObject({ ok: true, value: { slug: 'ostergaard-son-aps-2' } });
    const selected = await dispatch(handlersFor(app), 'companies.select', { id });
    expect(selected).toMatchObject({ ok: true, value: { activeCompanyId: id } });
  });

  it("keeps each company's own cut-off: switching company switches the cut-off Enter respects", async () => {
    const call = async (name: string, args?: unknown) => {
      const r = await dispatch(handlersFor(app), name, args);
      if (!r.ok) throw new Error(r.error.message);
      return r.value as { id: number; confidenceCutoff: number };
    };
    const a = (await call('companies.create', { name: 'Cut-off A ApS' })).id;
    const b = (await call('companies.create', { name: 'Cut-off B ApS' })).id;
    await call('companies.select', { id: a });
    expect((await call('settings.setCutoff', { cutoff: 0.8 })).confidenceCutoff).toBe(0.8);
    // B never chose one: it does not inherit A's.
    expect((await call('companies.select', { id: b })).confidenceCutoff).toBe(0.2);
    await call('settings.setCutoff', { cutoff: 0.35, companyId: b });
    expect((await call('companies.select', { id: a })).confidenceCutoff).toBe(0.8);
    expect((await call('settings.get')).confidenceCutoff).toBe(0.8);
    expect((await call('companies.select', { id: b })).confidenceCutoff).toBe(0.35);
    const unknown = await dispatch(handlersFor(app), 'settings.setCutoff', { cutoff: 0.5, companyId: 99999 });
    expect(unknown).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });

  it('switches environment and edits URLs, refusing what is not a web address', async () => {
    const bad = await dispatch(handlersFor(app), 'settings.setUrls', {
      environment: 'staging',
      baseUrl: 'ftp://x',
      scanUrl: 'https://s.example.com',
    });
    expect(bad).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    const good = await dispatch(handlersFor(app), 'settings.setUrls', {
      environment: 'staging',
      baseUrl: 'https://stg.example.com/',
      scanUrl: 'https://scan-stg.example.com',
    });
    expect(good).toMatchObject({
      ok: true,
      value: {
        environments: expect.arrayContaining([
          expect.objectContaining({ name: 'staging', baseUrl: 'https://stg.example.com' }),
        ]),
      },
    });
    const env = await dispatch(handlersFor(app), 'settings.setEnvironment', { environment: 'staging' });
    expect(env).toMatchObject({ ok: true, value: { environment: 'staging' } });
    await dispatch(handlersFor(app), 'settings.setEnvironment', { environment: 'local' });
  });
});
