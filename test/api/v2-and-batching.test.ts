import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiClient,
  InvalidRequest,
  MAX_BATCH_BYTES,
  NotFound,
  PayloadTooLarge,
  splitIntoBatches,
  type Example,
} from '../../main/api';
import { errorBody, json, startScriptedServer, type ScriptedServer } from './scripted-server';

// v2 routes on the wire, and example batching measured on the bodies the server really received.

let server: ScriptedServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startScriptedServer();
  client = new ApiClient(server.connection(), { retry: { maxAttempts: 1, budgetMs: 0 } });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.fallback(json(200, {}));
});

const bankExample = (i: number, text = `Betaling ${i}`): Example => ({
  id: randomUUID(),
  data: { transaction: { text, amount: -100 - i } },
  targetValues: [{ name: 'account', value: String(5000 + (i % 7)) }],
});

describe('v2 datasets and examples', () => {
  it('create, ensure (PUT), get, delete with the documented paths and bodies', async () => {
    await client.v2.createDataset({
      datasetName: 'acme.bank',
      tags: ['bank', 'demo data'],
      retentionPolicy: { maxDays: 365 },
    });
    await client.v2.ensureDataset('acme.bank');
    server.script(json(200, { name: 'acme.bank', size: 3 }));
    const got = await client.v2.getDataset('acme.bank');
    expect(got.size).toBe(3);
    server.script(json(200, { name: 'acme.bank' }));
    expect((await client.v2.deleteDataset('acme.bank')).name).toBe('acme.bank');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/datasets',
      'PUT /v2/datasets/acme.bank',
      'GET /v2/datasets/acme.bank',
      'DELETE /v2/datasets/acme.bank',
    ]);
    expect(server.requests[0]?.body).toEqual({
      datasetName: 'acme.bank',
      tags: ['bank', 'demo data'],
      retentionPolicy: { maxDays: 365 },
    });
    expect(server.requests[1]?.rawBody).toBe('');
  });

  it('one example, a batch and truncate', async () => {
    const e = bankExample(1);
    await client.v2.createExample('acme.bank', e);
    await client.v2.batchCreateExamples('acme.bank', [bankExample(2), bankExample(3)]);
    await client.v2.truncateExamples('acme.bank');
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v2/datasets/acme.bank/examples',
      'POST /v2/datasets/acme.bank/examples:batchCreate',
      'DELETE /v2/datasets/acme.bank/examples',
    ]);
    expect(server.requests[0]?.body).toEqual({ example: e });
    expect((server.requests[1]?.body as { examples: unknown[] }).examples).toHaveLength(2);
  });

  it('suggest and batchSuggest; an empty batchSuggest answer (no model yet) reads as no predictions', async () => {
    const prediction = {
      targets: [
        { name: 'account', candidates: [{ value: '5000', confidence: { level: 'HIGH', value: 0.8 } }] },
      ],
    };
    server.script(json(200, { prediction }), json(200, {}));
    const one = await client.v2.suggest(
      'acme.bank',
      { transaction: { text: 'Telia', amount: -99 } },
      { suggestLimit: 2 },
    );
    expect(one.prediction.targets[0]?.candidates[0]?.value).toBe('5000');
    const many = await client.v2.batchSuggest('acme.bank', [{ invoice: { text: 'Faktura' } }]);
    expect(many.predictions).toEqual([]);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/v2/datasets/acme.bank:suggest',
      '/v2/datasets/acme.bank:batchSuggest',
    ]);
    expect(server.requests[0]?.body).toEqual({
      input: { transaction: { text: 'Telia', amount: -99 } },
      options: { suggestLimit: 2 },
    });
    expect(server.requests[1]?.body).toEqual({ inputs: [{ invoice: { text: 'Faktura' } }] });
  });

  it('a 404 on a dataset reads as NotFound naming it', async () => {
    server.script(errorBody(404, 'Not Found', 'dataset acme.x not found'));
    const err = await client.v2.getDataset('acme.x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFound);
    expect((err as Error).message).toContain('Dataset acme.x does not exist');
  });

  it('refuses names, tags, ids and data the service would refuse, sending nothing', async () => {
    const bad = [
      client.v2.ensureDataset('acme/bank'),
      client.v2.ensureDataset('-acme'),
      client.v2.createDataset({ datasetName: 'acme', tags: ['a', 'a'] }),
      client.v2.createDataset({ datasetName: 'acme', tags: ['ok?'] }),
      client.v2.createExample('acme', { ...bankExample(1), id: 'not-a-uuid' }),
      client.v2.createExample('acme', {
        data: { transaction: { text: 'x', amount: 1 }, invoice: { text: 'y' } },
        targetValues: [{ name: 'a', value: 'b' }],
      }),
      client.v2.createExample('acme', { data: { invoice: { text: 'y' } }, targetValues: [] }),
      client.v2.createExample('acme', {
        data: {
          invoiceLine: {
            supplier: { id: '6f1c2a4e-0000-4000-8000-000000000000' },
            issueDate: '2024-03-31T00:00:00Z',
          },
        },
        targetValues: [{ name: 'account', value: '4000' }],
      }),
      client.v2.createExample('acme', {
        data: { invoiceLine: { issueDate: '31.03.2024' } },
        targetValues: [{ name: 'account', value: '4000' }],
      }),
      client.v2.suggest('acme', { transaction: { text: 'x', amount: 1 } }, { suggestLimit: -1 }),
      client.v2.batchCreateExamples(
        'acme',
        Array.from({ length: 101 }, (_, i) => bankExample(i)),
      ),
    ];
    for (const p of bad) await expect(p).rejects.toBeInstanceOf(InvalidRequest);
    expect(server.requests).toHaveLength(0);
  });
});

describe('example batching', () => {
  it('250 examples: dataset ensured first, then calls of 100, 100 and 50, in order', async () => {
    const examples = Array.from({ length: 250 }, (_, i) => bankExample(i));
    const progress: number[] = [];
    const result = await client.sendExamples('acme.bank', examples, {
      onProgress: (p) => progress.push(p.sent),
    });
    expect(result).toEqual({ sent: 250, calls: 3 });
    expect(progress).toEqual([100, 200, 250]);
    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'PUT /v2/datasets/acme.bank',
      'POST /v2/datasets/acme.bank/examples:batchCreate',
      'POST /v2/datasets/acme.bank/examples:batchCreate',
      'POST /v2/datasets/acme.bank/examples:batchCreate',
    ]);
    const received = server.requests
      .slice(1)
      .flatMap((r) => (r.body as { examples: Example[] }).examples.map((e) => e.id));
    expect(received).toEqual(examples.map((e) => e.id));
  });

  it('large examples are split by size: every body the server received is at most 10 MiB', async () => {
    // 60 examples of ~400 KiB: 100 would fit by count, but not by size.
    const big = 'x'.repeat(400 * 1024);
    const examples = Array.from({ length: 60 }, (_, i) => bankExample(i, `${big}${i}`));
    const result = await client.sendExamples('acme.bank', examples);
    const bodies = server.requests.slice(1).map((r) => Buffer.byteLength(r.rawBody));
    expect(bodies.length).toBe(result.calls);
    expect(result.calls).toBeGreaterThan(1);
    for (const bytes of bodies) expect(bytes).toBeLessThanOrEqual(MAX_BATCH_BYTES);
    // Greedy: each body but the last could not have taken the next example.
    expect(bodies[0]).toBeGreaterThan(MAX_BATCH_BYTES - 420 * 1024);
    expect(
      server.requests.slice(1).reduce((n, r) => n + (r.body as { examples: unknown[] }).examples.length, 0),
    ).toBe(60);
  });

  it('a service that answers 413 below the documented limit: batches are halved until they fit', async () => {
    const limit = 40 * 1024;
    server.fallback((req, res, socket) =>
      Buffer.byteLength(req.rawBody) > limit
        ? errorBody(413, 'Payload Too Large', 'body over 40 KiB')(req, res, socket)
        : json(200, {})(req, res, socket),
    );
    const examples = Array.from({ length: 100 }, (_, i) => bankExample(i, `${'z'.repeat(1000)} ${i}`));
    const result = await client.sendExamples('acme.bank', examples);
    const accepted = server.requests.filter(
      (r) => r.path.endsWith(':batchCreate') && Buffer.byteLength(r.rawBody) <= limit,
    );
    expect(result.sent).toBe(100);
    expect(result.calls).toBe(accepted.length);
    expect(accepted.flatMap((r) => (r.body as { examples: Example[] }).examples.map((e) => e.id))).toEqual(
      examples.map((e) => e.id),
    );
  });

  it('an example too large for any call is refused before anything is sent', async () => {
    const examples = [bankExample(1), bankExample(2, 'y'.repeat(MAX_BATCH_BYTES))];
    await expect(client.sendExamples('acme.bank', examples)).rejects.toBeInstanceOf(PayloadTooLarge);
    expect(server.requests).toHaveLength(0);
  });

  it('the split is exact at the boundary', () => {
    const examples = Array.from({ length: 10 }, (_, i) => bankExample(i));
    const one = Buffer.byteLength(JSON.stringify({ examples: examples.slice(0, 3) }));
    const batches = splitIntoBatches(examples, { maxBytes: one });
    expect(batches[0]).toHaveLength(3);
    expect(batches.flat()).toEqual(examples);
    for (const b of batches)
      expect(Buffer.byteLength(JSON.stringify({ examples: b }))).toBeLessThanOrEqual(one);
  });
});
