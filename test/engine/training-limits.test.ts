import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launch, type TestEngine } from './engine-client';
import { eilDataset, eilInput, placeDataset } from './datasets-helpers';
import { generateLines } from './synthetic';

type Status = { datasets: { dataset: string; state: string; error: string | null }[] };

let e: TestEngine;
beforeAll(async () => {
  // A deliberately small heap for the training worker.
  e = await launch({ scanIntervalMs: 100, trainingMemoryMb: 48 });
});
afterAll(async () => e.dispose());

describe('training worker limits', () => {
  it('a dataset too big for the memory limit fails alone, with the reason, and training goes on', async () => {
    placeDataset(
      e.engine.bucketRoot,
      'electronic-invoice-line',
      'huge.pb',
      eilDataset(generateLines(150_000, { accounts: 200 })),
    );
    await e.engine.idle();
    const status = (await e.call('GET', '/engine/v1/datasets')).body as unknown as Status;
    const huge = status.datasets.find((d) => d.dataset === 'huge.pb')!;
    expect(huge.state).toBe('FAILED');
    expect(huge.error).toMatch(/memory limit/);
    const r = await e.post('/model/electronic-invoice-line/v1/dataset/huge.pb/predict', {
      inputs: [eilInput(generateLines(1)[0]!)],
      targets: ['account'],
    });
    expect(r.status).toBe(404);
    expect(r.body.description).toMatch(/huge\.pb.*memory limit/);

    const small = generateLines(300, { accounts: 10, seed: 3 });
    placeDataset(e.engine.bucketRoot, 'electronic-invoice-line', 'small.pb', eilDataset(small));
    await e.engine.idle();
    const ok = await e.post('/model/electronic-invoice-line/v1/dataset/small.pb/predict', {
      inputs: [eilInput(small[0]!)],
      targets: ['account'],
    });
    expect(ok.status).toBe(200);
  }, 120_000);
});
