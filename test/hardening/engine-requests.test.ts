import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type TestEngine } from '../engine/engine-client';

// Finding 3 on the local engine: malformed percent-escapes in v2 dataset paths and 5,000-deep JSON
// answered 500. Every case must be a 400 that says what is wrong, and the engine must go on.

let engine: TestEngine;
beforeAll(async () => {
  engine = await launch();
});
afterAll(async () => engine.dispose());

async function raw(method: string, path: string, body?: string) {
  const res = await fetch(engine.url + path, {
    method,
    headers: { authorization: `Bearer ${engine.engine.token}`, 'content-type': 'application/json' },
    body,
  });
  return { status: res.status, body: (await res.json()) as { status_code?: number; description?: string } };
}

/** The engine still works: a dataset can be created and read back. */
async function stillFine(name: string): Promise<void> {
  expect((await engine.call('PUT', `/v2/datasets/${name}`, {})).status).toBe(200);
  expect((await engine.call('GET', `/v2/datasets/${name}`)).status).toBe(200);
}

describe('engine: bad input is a 400, never a 500', () => {
  it('refuses malformed percent-escapes in paths, on every method', async () => {
    for (const path of [
      '/v2/datasets/%E0%A4%A',
      '/v2/datasets/%',
      '/v2/datasets/%ZZ',
      '/v2/datasets/%E0%A4%A/examples',
      '/v2/datasets/%ZZ:suggest',
    ]) {
      for (const method of ['GET', 'PUT', 'POST', 'DELETE']) {
        const res = await raw(method, path, method === 'GET' ? undefined : '{}');
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body).toMatchObject({ status_code: 400 });
        expect(res.body.description).toMatch(/malformed percent-escape/);
      }
    }
    await stillFine('acme.after-escapes');
  });

  it('refuses JSON nested 5000 deep on every v2 and document route', async () => {
    const lists = `${'['.repeat(5000)}${']'.repeat(5000)}`;
    const objects = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    for (const [method, path] of [
      ['POST', '/v2/datasets'],
      ['POST', '/v2/datasets/acme.x/examples'],
      ['POST', '/v2/datasets/acme.x/examples:batchCreate'],
      ['POST', '/v2/datasets/acme.x:suggest'],
      ['POST', '/v2/datasets/acme.x:batchSuggest'],
      ['POST', '/v1/document:annotate'],
    ] as const) {
      for (const body of [lists, objects]) {
        const res = await raw(method, path, body);
        expect(res.status, `${method} ${path}`).toBe(400);
        expect(res.body.description).toMatch(/more than 64 levels deep/);
      }
    }
    await stillFine('acme.after-deep');
  });

  it('answers huge numbers with a 400 naming the field', async () => {
    await stillFine('acme.numbers');
    const res = await raw(
      'POST',
      '/v2/datasets/acme.numbers:suggest',
      '{"input":{"invoiceLine":{"text":"x","amount":1e999}},"options":{"suggestLimit":1e308}}',
    );
    expect(res.status).toBe(400);
    expect(res.body.description).toMatch(/suggestLimit|amount/);
    const annotate = await raw(
      'POST',
      '/v1/document:annotate',
      '{"document":{"content":"JVBERi0="},"features":[{"type":"TOTAL_VAT","maxResults":1e308}]}',
    );
    expect(annotate.status).toBe(400);
    expect(annotate.body.description).toMatch(/maxResults/);
    await stillFine('acme.after-numbers');
  });
});
