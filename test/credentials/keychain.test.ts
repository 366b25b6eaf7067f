import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Keychain } from '../../main/credentials/keychain';
import { KonteraApp } from '../../main/app';
import { dispatch } from '../../main/handlers/dispatch';
import { handlersFor } from '../../main/handlers';
import { tempDir } from '../helpers/tmp';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

// These run against the real OS keychain (CI: gnome-keyring in a D-Bus session). A service name of
// the test's own keeps a developer's real Kontera tokens out of reach.
const service = `kontera-test-${randomUUID()}`;

describe('keychain per environment', () => {
  const keychain = new Keychain(service);
  afterAll(async () => {
    await keychain.delete('staging');
    await keychain.delete('production');
  });

  it('sets, reads back, replaces and deletes a token', async () => {
    expect(await keychain.has('staging')).toBe(false);
    await keychain.set('staging', 'stg-token-1');
    expect(await keychain.get('staging')).toBe('stg-token-1');
    await keychain.set('staging', 'stg-token-2');
    expect(await keychain.get('staging')).toBe('stg-token-2');
    expect(await keychain.delete('staging')).toBe(true);
    expect(await keychain.get('staging')).toBeNull();
    expect(await keychain.delete('staging')).toBe(false);
  });

  it('keeps staging and production apart', async () => {
    await keychain.set('staging', 'only-staging');
    expect(await keychain.get('production')).toBeNull();
    await keychain.set('production', 'only-production');
    expect(await keychain.get('staging')).toBe('only-staging');
    await keychain.delete('production');
    expect(await keychain.get('staging')).toBe('only-staging');
  });

  it('keeps storage credentials apart from API tokens', async () => {
    await keychain.set('production', 'api-token');
    await keychain.set('production', 'storage-secret', 'storage');
    expect(await keychain.get('production')).toBe('api-token');
    expect(await keychain.get('production', 'storage')).toBe('storage-secret');
    await keychain.delete('production', 'storage');
  });

  it('refuses empty tokens and the local environment with a plain message', async () => {
    await expect(keychain.set('staging', '   ')).rejects.toThrow(/token is empty/);
    await expect(keychain.get('local')).rejects.toThrow(/needs no token/);
  });
});

describe('tokens never reach the renderer', () => {
  const dir = tempDir();
  let app: KonteraApp;
  const token = `secret-${randomUUID()}`;

  beforeAll(async () => {
    app = await KonteraApp.open({
      dataDir: dir.path,
      host: 'browser',
      keychainService: service,
      startEngine: false,
    });
  });
  afterAll(async () => {
    await app.keychain.delete('staging');
    await app.close();
    dir.remove();
  });

  it('answers "set" but never the token, and stores it only in the keychain', async () => {
    const set = await dispatch(handlersFor(app), 'credentials.setToken', { environment: 'staging', token });
    expect(set.ok).toBe(true);
    expect(JSON.stringify(set)).not.toContain(token);
    const view = await dispatch(handlersFor(app), 'settings.get', undefined);
    expect(view).toMatchObject({
      ok: true,
      value: {
        environments: expect.arrayContaining([expect.objectContaining({ name: 'staging', tokenSet: true })]),
      },
    });
    expect(JSON.stringify(view)).not.toContain(token);
    expect(await app.keychain.get('staging')).toBe(token);
    // Not in the database files either (main file, WAL, shared memory).
    for (const f of readdirSync(dir.path).filter((n) => n.startsWith('kontera.sqlite'))) {
      expect(readFileSync(join(dir.path, f)).includes(Buffer.from(token))).toBe(false);
    }
    const connection = await app.connection('staging');
    expect(connection.token).toBe(token);
    const cleared = await dispatch(handlersFor(app), 'credentials.clearToken', { environment: 'staging' });
    expect(cleared).toMatchObject({ ok: true });
    await expect(app.connection('staging')).rejects.toThrow(/No token is set for staging/);
  });
});

describe('without a system keychain', () => {
  it('Settings still opens, says why tokens cannot be stored, and local work goes on', () => {
    const dir = tempDir();
    try {
      const script = `
        import { KonteraApp } from './main/app.ts';
        import { dispatch } from './main/handlers/dispatch.ts';
        import { handlersFor } from './main/handlers/index.ts';
        const app = await KonteraApp.open({ dataDir: ${JSON.stringify(dir.path)}, host: 'browser', startEngine: false });
        const view = await dispatch(handlersFor(app), 'settings.get', undefined);
        const set = await dispatch(handlersFor(app), 'credentials.setToken', { environment: 'staging', token: 'abc' });
        await app.close();
        console.log(JSON.stringify({ view, set }));
      `;
      const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
        cwd: process.cwd(),
        // No D-Bus session: the keychain cannot be reached, as on a machine without a keyring.
        env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/kontera-no-bus' },
        encoding: 'utf8',
      });
      const { view, set } = JSON.parse(out.trim().split('\n').pop()!) as {
        view: { ok: boolean; value: { keychainMessage: string | null; environment: string } };
        set: { ok: boolean; error?: { code: string; message: string } };
      };
      expect(view.ok).toBe(true);
      expect(view.value.environment).toBe('local');
      expect(view.value.keychainMessage).toMatch(/keychain is not available/);
      expect(set).toMatchObject({ ok: false, error: { code: 'keychain_unavailable' } });
    } finally {
      dir.remove();
    }
  });
});
