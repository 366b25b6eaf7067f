import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Conflict, NotFound, type Example } from '../../main/api';
import { startEngineUnderTest, type EngineUnderTest } from './engine-harness';

// v2 datasets, examples and suggestions through the client against the real local engine: the two
// sides must agree on paths, bodies and answers.

let engine: EngineUnderTest;
beforeAll(async () => {
  engine = await startEngineUnderTest();
});
afterAll(() => engine.close());

const example = (i: number, id = randomUUID()): Example => ({
  id,
  data: { transaction: { text: `Telia faktura ${i}`, amount: -199 - i } },
  targetValues: [{ name: 'account', value: i % 2 ? '5800' : '5810' }],
});

describe('v2 datasets', () => {
  it('create with tags and retention, then get answers the dataset', async () => {
    const { client } = engine;
    await client.v2.createDataset({
      datasetName: 'acme.bank',
      tags: ['bank'],
      retentionPolicy: { maxDays: 30 },
    });
    const ds = await client.v2.getDataset('acme.bank');
    expect(ds.name).toBe('acme.bank');
    expect(ds.tags).toEqual(['bank']);
    expect(ds.retentionPolicy).toEqual({ maxDays: 30 });
    expect(Number(ds.size)).toBe(0);
  });

  it('creating it again is a Conflict that says it exists; ensure (PUT) does not mind', async () => {
    const { client } = engine;
    const err = await client.v2.createDataset({ datasetName: 'acme.bank' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Conflict);
    expect((err as Conflict).retryable).toBe(false);
    expect((err as Error).message).toContain('already exists');
    await client.v2.ensureDataset('acme.bank');
    await client.v2.ensureDataset('acme.new');
    expect((await client.v2.getDataset('acme.new')).name).toBe('acme.new');
  });

  it('delete answers the dataset; afterwards it is NotFound', async () => {
    const { client } = engine;
    await client.v2.ensureDataset('acme.gone');
    expect((await client.v2.deleteDataset('acme.gone')).name).toBe('acme.gone');
    await expect(client.v2.getDataset('acme.gone')).rejects.toBeInstanceOf(NotFound);
    await expect(client.v2.deleteDataset('acme.gone')).rejects.toBeInstanceOf(NotFound);
  });
});

describe('v2 examples', () => {
  it('one example, then a batch: the dataset counts them', async () => {
    const { client } = engine;
    await client.v2.ensureDataset('acme.ex');
    await client.v2.createExample('acme.ex', example(0));
    await client.v2.batchCreateExamples('acme.ex', [example(1), example(2), example(3)]);
    expect(Number((await client.v2.getDataset('acme.ex')).size)).toBe(4);
  });

  it('the same id sent again counts once (only the last copy)', async () => {
    const { client } = engine;
    await client.v2.ensureDataset('acme.dup');
    const id = randomUUID();
    await client.v2.createExample('acme.dup', example(1, id));
    await client.v2.batchCreateExamples('acme.dup', [example(2, id)]);
    expect(Number((await client.v2.getDataset('acme.dup')).size)).toBe(1);
  });

  it('examples for a dataset that does not exist: NotFound telling to create it', async () => {
    const err = await engine.client.v2.createExample('acme.missing', example(1)).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(NotFound);
    expect((err as Error).message).toContain('acme.missing');
  });

  it('sendExamples: 230 examples land in a dataset it creates first', async () => {
    const { client } = engine;
    const examples = Array.from({ length: 230 }, (_, i) => example(i));
    const result = await client.sendExamples('acme.many', examples);
    expect(result).toEqual({ sent: 230, calls: 3 });
    expect(Number((await client.v2.getDataset('acme.many')).size)).toBe(230);
  });

  it('truncate removes every example and keeps the dataset', async () => {
    const { client } = engine;
    await client.sendExamples('acme.trunc', [example(1), example(2)]);
    await client.v2.truncateExamples('acme.trunc');
    const ds = await client.v2.getDataset('acme.trunc');
    expect(Number(ds.size)).toBe(0);
  });
});

describe('v2 suggestions', () => {
  it('suggest and batchSuggest answer the documented shapes (empty while no model is trained)', async () => {
    const { client } = engine;
    await client.v2.ensureDataset('acme.fresh');
    const one = await client.v2.suggest(
      'acme.fresh',
      { transaction: { text: 'Telia', amount: -199 } },
      { suggestLimit: 2 },
    );
    expect(Array.isArray(one.prediction.targets)).toBe(true);
    const many = await client.v2.batchSuggest('acme.fresh', [
      { transaction: { text: 'Telia', amount: -199 } },
    ]);
    expect(Array.isArray(many.predictions)).toBe(true);
  });

  it('suggestions for a dataset that does not exist: NotFound', async () => {
    await expect(
      engine.client.v2.batchSuggest('acme.nothing', [{ invoice: { text: 'x' } }]),
    ).rejects.toBeInstanceOf(NotFound);
  });
});

describe('v2 suggestions after training', () => {
  it('examples sent through the client train a model whose batchSuggest answers the documented Prediction', async () => {
    const { client } = engine;
    const examples: Example[] = Array.from({ length: 40 }, (_, i) => ({
      id: randomUUID(),
      data: {
        transaction: { text: i % 2 ? 'TELIA DK MOBIL' : 'KONTORLAND APS', amount: i % 2 ? -299 : -120 },
      },
      targetValues: [{ name: 'account', value: i % 2 ? '7100' : '6800' }],
    }));
    await client.sendExamples('acme.trained', examples);
    const { retry } = await import('../../main/api/retry');
    const answer = await retry(
      async () => {
        const res = await client.v2.batchSuggest(
          'acme.trained',
          [{ transaction: { text: 'TELIA DK MOBIL', amount: -299 } }],
          { suggestLimit: 2 },
        );
        if (res.predictions.length === 0) throw new Error('not trained yet');
        return res;
      },
      { maxAttempts: 100, budgetMs: 30_000, initialDelayMs: 200, maxDelayMs: 1000, shouldRetry: () => true },
    );
    const target = answer.predictions[0]?.targets.find((t) => t.name === 'account');
    expect(target?.candidates[0]?.value).toBe('7100');
    expect(target!.candidates.length).toBeLessThanOrEqual(2);
    for (const c of target!.candidates) {
      expect(['UNKNOWN', 'VERY_LOW', 'LOW', 'MID', 'HIGH', 'VERY_HIGH']).toContain(c.confidence.level);
      expect(c.confidence.value).toBeGreaterThanOrEqual(0);
      expect(c.confidence.value).toBeLessThanOrEqual(1);
    }
    const one = await client.v2.suggest('acme.trained', {
      transaction: { text: 'KONTORLAND APS', amount: -120 },
    });
    expect(one.prediction.targets.find((t) => t.name === 'account')?.candidates[0]?.value).toBe('6800');
  });
});
