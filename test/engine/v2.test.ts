import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { modelDir } from '../../main/engine/models/model-files';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, launch, type TestEngine } from './engine-client';
import { generateLines, type SyntheticLine } from './synthetic';

type Candidate = { value: string; confidence: { level: string; value: number } };
type Prediction = { targets: { name: string; candidates: Candidate[] }[] };

let e: TestEngine;
beforeAll(async () => {
  e = await launch({ trainDelayMs: 50 });
});
afterAll(async () => e.dispose());

const example = (l: SyntheticLine, id?: string) => ({
  ...(id ? { id } : {}),
  data: {
    invoiceLine: {
      itemId: l.lineId,
      text: l.text,
      issueDate: l.date,
      supplier: { id: l.supplierId, name: l.supplierName },
      customerRef: l.customerRef,
      amount: l.amount,
    },
  },
  targetValues: [
    { name: 'account', value: l.targets.account },
    { name: 'vat_code', value: l.targets.vat_code },
  ],
});

const size = async (name: string) => (await e.call('GET', `/v2/datasets/${name}`)).body.size as number;

describe('v2 datasets', () => {
  it('creates, creates idempotently, gets and deletes a dataset', async () => {
    expect(
      (
        await e.post('/v2/datasets', {
          datasetName: 'acme.lines',
          tags: ['demo'],
          retentionPolicy: { maxDays: 30 },
        })
      ).status,
    ).toBe(200);
    const again = await e.post('/v2/datasets', { datasetName: 'acme.lines' });
    expect(again.status).toBe(409);
    expect((await e.call('PUT', '/v2/datasets/acme.lines')).status).toBe(200);
    expect((await e.call('PUT', '/v2/datasets/acme.other')).status).toBe(200);
    const got = await e.call('GET', '/v2/datasets/acme.lines');
    expect(got.body).toMatchObject({
      name: 'acme.lines',
      tags: ['demo'],
      retentionPolicy: { maxDays: 30 },
      size: 0,
    });
    expect(got.body.createdAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const del = await e.call('DELETE', '/v2/datasets/acme.other');
    expect(del.status).toBe(200);
    expect(del.body.name).toBe('acme.other');
    expect((await e.call('GET', '/v2/datasets/acme.other')).status).toBe(404);
  });

  it('accepts snake_case names on input, as the gateway does', async () => {
    expect((await e.post('/v2/datasets', { dataset_name: 'snake.case' })).status).toBe(200);
    expect((await e.call('GET', '/v2/datasets/snake.case')).status).toBe(200);
  });

  it('validates names by the published patterns', async () => {
    const r = await e.post('/v2/datasets', { datasetName: '-bad name', tags: ['ok', 'ok'] });
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('datasetName:');
    expect(r.body.description).toContain('tags:');
    expect((await e.call('PUT', `/v2/datasets/${'a'.repeat(257)}`)).status).toBe(400);
  });

  it('refuses examples for a dataset that does not exist', async () => {
    const [l] = generateLines(1);
    const r = await e.post('/v2/datasets/missing.ds/examples', { example: example(l!) });
    expect(r.status).toBe(404);
    expect(r.body.dataset).toBe('missing.ds');
  });

  it('refuses a batch of more than 100 examples with a clear 400 and stores nothing', async () => {
    await e.call('PUT', '/v2/datasets/batch.limit');
    const lines = generateLines(101);
    const r = await e.post('/v2/datasets/batch.limit/examples:batchCreate', {
      examples: lines.map((l) => example(l)),
    });
    expect(r.status).toBe(400);
    expect(r.body.description).toMatch(/at most 100/);
    expect(await size('batch.limit')).toBe(0);
  });

  it('refuses a batch with one bad example, naming it, and stores nothing', async () => {
    const lines = generateLines(5);
    const examples: unknown[] = lines.map((l) => example(l));
    examples[3] = { data: { invoiceLine: { text: 'x', supplier: { id: '3f2c-11' } } }, targetValues: [] };
    const r = await e.post('/v2/datasets/batch.limit/examples:batchCreate', { examples });
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('examples[3].data.invoiceLine.supplier.id');
    expect(r.body.description).toContain('examples[3].targetValues');
    expect(await size('batch.limit')).toBe(0);
  });

  it('keeps only the last copy of an example sent again with the same id', async () => {
    await e.call('PUT', '/v2/datasets/ids');
    const [a, b] = generateLines(2, { seed: 9 });
    const id = randomUUID();
    expect((await e.post('/v2/datasets/ids/examples', { example: example(a!, id) })).status).toBe(200);
    expect(
      (
        await e.post('/v2/datasets/ids/examples:batchCreate', {
          examples: [example(b!), { ...example(a!, id), targetValues: [{ name: 'account', value: '9999' }] }],
        })
      ).status,
    ).toBe(200);
    expect(await size('ids')).toBe(2);
    const got = await e.call('GET', '/v2/datasets/ids');
    expect((got.body.targets as { name: string }[]).map((t) => t.name)).toEqual(['account', 'vat_code']);
  });

  it('truncates a dataset', async () => {
    expect((await e.call('DELETE', '/v2/datasets/ids/examples')).status).toBe(200);
    const got = await e.call('GET', '/v2/datasets/ids');
    expect(got.body.size).toBe(0);
    expect(got.body.truncatedAt).toMatch(/Z$/);
  });

  it('answers empty suggestions before a model exists, then learns from the examples', async () => {
    await e.call('PUT', '/v2/datasets/learn');
    const lines = generateLines(900, { accounts: 20, suppliers: 40, seed: 4 });
    const [train, test] = [lines.slice(0, 800), lines.slice(800)];
    const input = {
      invoiceLine: { text: test[0]!.text, supplier: { id: test[0]!.supplierId }, amount: test[0]!.amount },
    };
    const before = await e.post('/v2/datasets/learn:batchSuggest', { inputs: [input] });
    expect(before.status).toBe(200);
    expect(before.body.predictions).toEqual([]);
    for (let i = 0; i < train.length; i += 100) {
      expect(
        (
          await e.post('/v2/datasets/learn/examples:batchCreate', {
            examples: train.slice(i, i + 100).map((l) => example(l)),
          })
        ).status,
      ).toBe(200);
    }
    const answer = await eventually(
      () =>
        e.post('/v2/datasets/learn:batchSuggest', {
          inputs: test.map((l) => ({
            invoiceLine: { text: l.text, supplier: { id: l.supplierId }, amount: l.amount },
          })),
          options: { suggestLimit: 2 },
        }),
      (r) =>
        (r.body.predictions as unknown[]).length > 0 &&
        (r.body.predictions as Prediction[])[0]!.targets.length === 2,
    );
    const predictions = answer.body.predictions as Prediction[];
    expect(predictions).toHaveLength(test.length);
    let right = 0;
    predictions.forEach((p, i) => {
      const account = p.targets.find((t) => t.name === 'account')!;
      expect(account.candidates.length).toBeLessThanOrEqual(2);
      expect(['UNKNOWN', 'VERY_LOW', 'LOW', 'MID', 'HIGH', 'VERY_HIGH']).toContain(
        account.candidates[0]!.confidence.level,
      );
      if (account.candidates[0]!.value === test[i]!.targets.account) right++;
    });
    expect(right / test.length).toBeGreaterThan(0.85);
    const explained = await e.post('/v2/datasets/learn:suggest', {
      input,
      options: { suggestLimit: 1, explain: true },
    });
    const top = (
      explained.body.prediction as Prediction & {
        targets: { candidates: (Candidate & { why: { text: string }[] })[] }[];
      }
    ).targets[0]!.candidates[0]!;
    expect(top.why.length).toBeGreaterThan(0);
    for (const w of top.why)
      expect(train.some((l) => l.text === w.text && l.targets.account === top.value)).toBe(true);
    const one = await e.post('/v2/datasets/learn:suggest', { input });
    expect((one.body.prediction as Prediction).targets.map((t) => t.name)).toEqual(['account', 'vat_code']);
    const status = await eventually(
      () => e.call('GET', '/v2/datasets/learn'),
      (r) => r.body.trainingStatus === 'DONE',
    );
    expect(status.body).toMatchObject({ type: 'INVOICE_LINE', size: 800, trainingStatus: 'DONE' });
  });

  it('learns bank transactions too (transaction data)', async () => {
    await e.call('PUT', '/v2/datasets/acme.bank');
    const examples = Array.from({ length: 60 }, (_, i) => ({
      data: {
        transaction: {
          text: i % 2 ? `Husleje ${i}` : `Løn udbetaling ${i}`,
          amount: i % 2 ? -12000 : -30000,
        },
      },
      targetValues: [{ name: 'account', value: i % 2 ? '1310' : '2210' }],
    }));
    await e.post('/v2/datasets/acme.bank/examples:batchCreate', { examples });
    const r = await eventually(
      () =>
        e.post('/v2/datasets/acme.bank:suggest', {
          input: { transaction: { text: 'Husleje marts', amount: -12000 } },
        }),
      (x) => (x.body.prediction as Prediction).targets.length > 0,
    );
    expect((r.body.prediction as Prediction).targets[0]!.candidates[0]!.value).toBe('1310');
  });

  it('deleting a dataset removes its trained models from disk', async () => {
    await e.call('PUT', '/v2/datasets/gone');
    const examples = Array.from({ length: 20 }, (_, i) => ({
      data: { invoice: { text: `line ${i % 2 ? 'rent' : 'salary'}` } },
      targetValues: [{ name: 'account', value: i % 2 ? 'A' : 'B' }],
    }));
    await e.post('/v2/datasets/gone/examples:batchCreate', { examples });
    await e.engine.idle();
    const dir = modelDir(e.dataDir, 'v2:gone');
    expect(existsSync(join(dir, 'meta.json'))).toBe(true);
    expect((await e.call('DELETE', '/v2/datasets/gone')).status).toBe(200);
    await eventually(
      async () => existsSync(dir),
      (present) => !present,
    );
    expect(existsSync(dir)).toBe(false);
    expect((await e.post('/v2/datasets/gone:suggest', { input: { invoice: { text: 'rent' } } })).status).toBe(
      404,
    );
  });

  it('keeps datasets, examples and models across a restart', async () => {
    const dataDir = e.dataDir;
    await e.stop();
    e = await launch({ dataDir, trainDelayMs: 50 });
    expect(await size('learn')).toBe(800);
    const r = await e.post('/v2/datasets/learn:suggest', { input: { invoiceLine: { text: 'x' } } });
    expect((r.body.prediction as Prediction).targets).toHaveLength(2);
  });
});
