import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type TestEngine } from './engine-client';

let e: TestEngine;
beforeAll(async () => {
  e = await launch({ token: 'secret-token' });
});
afterAll(async () => e.dispose());

describe('engine HTTP front', () => {
  it('listens on loopback only', () => {
    expect(e.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('answers 401 with the service error shape without a token or with a wrong one', async () => {
    for (const token of [null, 'wrong']) {
      const r = await e.call('GET', '/v2/datasets/a', undefined, token);
      expect(r.status).toBe(401);
      expect(r.body).toMatchObject({ name: 'Unauthorized', status_code: 401 });
      expect(typeof r.body.description).toBe('string');
      expect(JSON.stringify(r.body)).not.toContain('secret-token');
    }
  });

  it('answers 404 for unknown routes and 405 for wrong methods, as JSON', async () => {
    const unknown = await e.call('GET', '/v3/nothing');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ name: 'Not Found', status_code: 404 });
    const wrong = await e.call('GET', '/v2/datasets/a/examples:batchCreate');
    expect(wrong.status).toBe(405);
    expect(wrong.body).toMatchObject({ name: 'Method Not Allowed', status_code: 405 });
    for (const path of [
      '/model/bank/v1/predict',
      '/model/electronic-invoice-line/v1/dataset/a.pb/predict',
      '/model/supplier-name/v1/se/predict',
      '/v2/datasets',
    ]) {
      const r = await e.call('GET', path);
      expect(r.status, path).toBe(405);
      expect(r.body.status_code).toBe(405);
    }
  });

  it('answers 400 for malformed JSON', async () => {
    const r = await e.call('POST', '/v2/datasets', '{"datasetName": ');
    expect(r.status).toBe(400);
    expect(r.body).toMatchObject({ name: 'Bad Request', status_code: 400 });
  });

  it('answers 413 for a body over 10 MiB', async () => {
    const big = JSON.stringify({ examples: [{ pad: 'x'.repeat(10 * 1024 * 1024 + 10) }] });
    const r = await e.call('POST', '/v2/datasets/a/examples:batchCreate', big);
    expect(r.status).toBe(413);
    expect(r.body).toMatchObject({ name: 'Payload Too Large', status_code: 413 });
  });

  it('refuses to start on a port in use, releasing what it opened', async () => {
    const port = Number(new URL(e.url).port);
    await expect(launch({ port })).rejects.toMatchObject({ code: 'EADDRINUSE' });
  });

  it('lays out the local bucket like the service: <prefix>.local/<user>/<service_name>', async () => {
    const other = await launch({ user: 'alice', bucketPrefix: 'acme' });
    try {
      expect(other.engine.bucketRoot).toBe(join(other.dataDir, 'buckets', 'acme.local', 'alice'));
      expect(existsSync(join(other.engine.bucketRoot, 'electronic-invoice-line'))).toBe(true);
      expect(existsSync(join(other.engine.bucketRoot, 'scanned-invoice'))).toBe(true);
    } finally {
      await other.dispose();
    }
  });
});
