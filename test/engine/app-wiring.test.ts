import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { KonteraApp } from '../../main/app';
import { tempDir } from '../helpers/tmp';

const dir = tempDir('kontera-app-engine-');
afterAll(() => dir.remove());

describe('the app starts its own local engine', () => {
  it('serves the local environment on loopback with a per-launch token, and stops it on close', async () => {
    const app = await KonteraApp.open({
      dataDir: dir.path,
      host: 'browser',
      keychainService: `kontera-test-${randomUUID()}`,
      log: () => {},
    });
    const conn = await app.connection('local');
    expect(conn.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(conn.token.length).toBeGreaterThan(20);
    const put = await fetch(`${conn.baseUrl}/v2/datasets/app.wiring`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${conn.token}` },
    });
    expect(put.status).toBe(200);
    expect(app.status()).toMatchObject({ environment: 'local', online: true });
    expect(existsSync(join(dir.path, 'engine', 'engine.sqlite'))).toBe(true);
    await app.close();
    await expect(
      fetch(`${conn.baseUrl}/v2/datasets/app.wiring`, { headers: { authorization: `Bearer ${conn.token}` } }),
    ).rejects.toThrow();

    const again = await KonteraApp.open({
      dataDir: dir.path,
      host: 'browser',
      keychainService: `kontera-test-${randomUUID()}`,
      log: () => {},
    });
    const conn2 = await again.connection('local');
    expect(conn2.token).not.toBe(conn.token);
    const got = await fetch(`${conn2.baseUrl}/v2/datasets/app.wiring`, {
      headers: { authorization: `Bearer ${conn2.token}` },
    });
    expect(got.status).toBe(200);
    await again.close();
  });

  it("started 'later' (the browser host), opens without it and starts it for the first local call", async () => {
    const later = tempDir('kontera-app-engine-later-');
    try {
      const app = await KonteraApp.open({
        dataDir: later.path,
        host: 'browser',
        keychainService: `kontera-test-${randomUUID()}`,
        log: () => {},
        startEngine: 'later',
      });
      expect(app.status()).toMatchObject({ environment: 'local', online: null });
      expect(existsSync(join(later.path, 'engine', 'engine.sqlite'))).toBe(false);
      // A suggestion asked for before the engine listens waits for it instead of failing.
      const conn = await app.connection('local');
      const put = await fetch(`${conn.baseUrl}/v2/datasets/app.later`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${conn.token}` },
      });
      expect(put.status).toBe(200);
      expect(app.status()).toMatchObject({ environment: 'local', online: true });
      await app.close();
    } finally {
      later.remove();
    }
  });

  it('still opens when the engine cannot start, and says so', async () => {
    const broken = tempDir('kontera-app-engine-broken-');
    try {
      mkdirSync(join(broken.path, 'engine'), { recursive: true });
      writeFileSync(join(broken.path, 'engine', 'engine.sqlite'), 'this is not a database');
      const logged: string[] = [];
      const app = await KonteraApp.open({
        dataDir: broken.path,
        host: 'browser',
        keychainService: `kontera-test-${randomUUID()}`,
        log: (m) => logged.push(m),
      });
      expect(app.status()).toMatchObject({ environment: 'local', online: null });
      expect(logged.join('\n')).toMatch(/local engine could not start/);
      await expect(app.connection('local')).rejects.toMatchObject({ code: 'engine_not_running' });
      await app.close();
    } finally {
      broken.remove();
    }
  });
});
