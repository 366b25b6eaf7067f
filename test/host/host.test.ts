import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'node:http';
import { useBrowserHost } from '../helpers/host';

const host = useBrowserHost({
  prepare: (dir, rendererDir) => {
    mkdirSync(join(rendererDir, 'assets'), { recursive: true });
    writeFileSync(join(rendererDir, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(dir.path, 'private.txt'), 'not for the browser');
  },
});

const call = (name: string, args: unknown, headers: Record<string, string> = {}) =>
  host.post(name, JSON.stringify({ args }), headers);

describe('browser host', () => {
  it('listens on 127.0.0.1 only', () => {
    expect(host.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('refuses every request without the launch secret', async () => {
    for (const path of ['/', '/assets/app.js', '/api/events']) {
      const res = await fetch(host.url + path);
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ error: { code: 'unauthorized' } });
    }
    expect((await call('app.info', undefined)).status).toBe(401);
    expect((await call('app.info', undefined, { 'x-kontera-secret': 'wrong' })).status).toBe(401);
    expect((await fetch(`${host.url}/?k=wrong`)).status).toBe(401);
  });

  it('trades the secret in the printed URL for an HttpOnly cookie and drops it from the address', async () => {
    const res = await fetch(host.openUrl, { redirect: 'manual' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
    const page = await fetch(host.url + '/', { headers: { cookie: cookie.split(';')[0]! } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-eval');
    expect(await page.text()).toContain('<title>Kontera</title>');
  });

  it('serves the same handler table with the same validation', async () => {
    const headers = { 'x-kontera-secret': host.secret };
    const info = await call('app.info', undefined, headers);
    expect(await info.json()).toMatchObject({ ok: true, value: { host: 'browser' } });
    const bad = await call('companies.create', { name: 42 }, headers);
    expect(await bad.json()).toMatchObject({ ok: false, error: { code: 'invalid_argument' } });
    const notJson = await fetch(`${host.url}/api/call/app.info`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: '{oops',
    });
    expect(notJson.status).toBe(400);
    const form = await fetch(`${host.url}/api/call/app.info`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(form.status).toBe(415);
  });

  it('never serves files outside the built renderer', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${host.url}/../private.txt`,
        { headers: { 'x-kontera-secret': host.secret }, path: '/../private.txt' },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => {
            expect(body).not.toContain('not for the browser');
            resolve(res.statusCode ?? 0);
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(200); // falls back to index.html, never the private file
  });

  it('pushes main events to the page over server-sent events', async () => {
    const controller = new AbortController();
    const res = await fetch(`${host.url}/api/events`, {
      headers: { 'x-kontera-secret': host.secret },
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    await reader.read(); // the ": connected" comment
    await call('settings.setCutoff', { cutoff: 0.35 }, { 'x-kontera-secret': host.secret });
    let text = '';
    while (!text.includes('settings.changed')) text += new TextDecoder().decode((await reader.read()).value);
    expect(text).toContain('"confidenceCutoff":0.35');
    controller.abort();
  });
});
