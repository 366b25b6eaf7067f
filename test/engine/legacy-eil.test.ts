import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDataset } from '../../main/engine/training/pb-dataset';
import { eventually, launch, type TestEngine } from './engine-client';
import { eilDataset, eilInput, eilItems, placeDataset } from './datasets-helpers';
import { generateLines } from './synthetic';

const EIL = (name: string) => `/model/electronic-invoice-line/v1/dataset/${name}/predict`;
type Suggestion = { label: string; confidence: number; why?: { text: string; similarity: number }[] };
type Predictions = { predictions: Record<string, Suggestion[]>[] };

let e: TestEngine;
const lines = generateLines(3000, { accounts: 40, suppliers: 80, seed: 11 });
const [train, test] = [lines.slice(0, 2500), lines.slice(2500)];

beforeAll(async () => {
  e = await launch({ scanIntervalMs: 100 });
  placeDataset(e.engine.bucketRoot, 'electronic-invoice-line', 'acme.pb', eilDataset(train));
  await e.engine.idle();
});
afterAll(async () => e.dispose());

describe('EIL predictions from an uploaded .pb dataset', () => {
  it('answers one entry per input, in order, ranked, cut at suggestion_limit, confidences rounded in 0..1', async () => {
    const inputs = test.slice(0, 20).map(eilInput);
    const r = await e.post(EIL('acme.pb'), {
      inputs,
      targets: ['account', 'vat_code'],
      options: { suggestion_limit: 2 },
    });
    expect(r.status).toBe(200);
    const body = r.body as unknown as Predictions;
    expect(body.predictions).toHaveLength(20);
    let right = 0;
    body.predictions.forEach((p, i) => {
      expect(Object.keys(p).sort()).toEqual(['account', 'vat_code']);
      for (const list of Object.values(p)) {
        expect(list.length).toBeLessThanOrEqual(2);
        for (const s of list) {
          expect(s.confidence).toBeGreaterThanOrEqual(0);
          expect(s.confidence).toBeLessThanOrEqual(1);
          expect(Math.round(s.confidence * 100) / 100).toBe(s.confidence);
        }
        expect(list[0]!.confidence).toBeGreaterThanOrEqual(list[1]?.confidence ?? 0);
      }
      if (p.account![0]!.label === test[i]!.targets.account) right++;
    });
    expect(right).toBeGreaterThanOrEqual(17);
  });

  it('accepts the list spelled `input` as well as `inputs`', async () => {
    const r = await e.post(EIL('acme.pb'), {
      input: [eilInput(test[0]!)],
      targets: ['account'],
      options: { suggestion_limit: 1 },
    });
    expect(r.status).toBe(200);
    expect((r.body as unknown as Predictions).predictions[0]!.account).toHaveLength(1);
  });

  it('explains a suggestion with the most similar past lines when asked', async () => {
    const r = await e.post(EIL('acme.pb'), {
      inputs: [eilInput(test[1]!)],
      targets: ['account'],
      options: { suggestion_limit: 1, explain: true },
    });
    const top = (r.body as unknown as Predictions).predictions[0]!.account![0]!;
    expect(top.why!.length).toBeGreaterThan(0);
    const label = top.label;
    // Every line shown as evidence was booked with the suggested account.
    for (const w of top.why!)
      expect(train.some((l) => l.text === w.text && l.targets.account === label)).toBe(true);
  });

  it('reports every field problem with its path in one 400', async () => {
    const bad = { ...eilInput(test[0]!), supplier_id: null };
    const { line_text: _drop, ...missing } = eilInput(test[1]!);
    const r = await e.post(EIL('acme.pb'), {
      inputs: [eilInput(test[2]!), eilInput(test[3]!), bad, missing],
      targets: ['account'],
    });
    expect(r.status).toBe(400);
    expect(r.body.description).toContain('inputs[2].supplier_id: must not be null');
    expect(r.body.description).toContain('inputs[3].line_text: is required');
    expect(r.body.errors).toEqual(
      expect.arrayContaining([{ path: 'inputs[2].supplier_id', message: 'must not be null' }]),
    );
  });

  it('answers not-found naming dataset and target for an unknown target, failing the whole request', async () => {
    const r = await e.post(EIL('acme.pb'), { inputs: [eilInput(test[0]!)], targets: ['account', 'project'] });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({
      name: 'Not Found',
      status_code: 404,
      dataset: 'acme.pb',
      target: 'project',
    });
  });

  it('answers not-found for a dataset never uploaded', async () => {
    const r = await e.post(EIL('nobody.pb'), { inputs: [eilInput(test[0]!)], targets: ['account'] });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ dataset: 'nobody.pb', target: 'account' });
  });

  it('answers a single-class target with confidence 0 (zero-confidence rule)', async () => {
    const items = eilItems(train.slice(0, 300)).map((it) => ({
      ...it,
      targets: { ...it.targets, department: 'HQ' },
    }));
    placeDataset(
      e.engine.bucketRoot,
      'electronic-invoice-line',
      'single.pb',
      encodeDataset('electronic-invoice-line', items),
    );
    await e.engine.idle();
    const r = await e.post(EIL('single.pb'), {
      inputs: [eilInput(test[0]!)],
      targets: ['department'],
      options: { suggestion_limit: 3 },
    });
    expect(r.status).toBe(200);
    expect((r.body as unknown as Predictions).predictions[0]!.department).toEqual([
      { label: 'HQ', confidence: 0 },
    ]);
  });

  it('refuses a bad file by name with the reason and serves nothing from it', async () => {
    const items = eilItems(train.slice(0, 50));
    items.splice(10, 0, {} as (typeof items)[number]);
    placeDataset(
      e.engine.bucketRoot,
      'electronic-invoice-line',
      'broken.pb',
      encodeDataset('electronic-invoice-line', items),
    );
    placeDataset(
      e.engine.bucketRoot,
      'electronic-invoice-line',
      'first-empty.pb',
      encodeDataset('electronic-invoice-line', [{}, ...eilItems(train.slice(0, 50))]),
    );
    await e.engine.idle();
    const r = await e.post(EIL('broken.pb'), { inputs: [eilInput(test[0]!)], targets: ['account'] });
    expect(r.status).toBe(404);
    expect(r.body.description).toMatch(/broken\.pb.*item 11 is empty/);
    const status = await e.call('GET', '/engine/v1/datasets');
    const list = status.body.datasets as {
      dataset: string;
      state: string;
      error: string | null;
      available: string[];
    }[];
    expect(list.find((d) => d.dataset === 'first-empty.pb')).toMatchObject({
      state: 'FAILED',
      available: [],
    });
    expect(list.find((d) => d.dataset === 'first-empty.pb')!.error).toMatch(/first item is empty/);
  });

  it('makes targets available one after another while training runs', async () => {
    const big = generateLines(40_000, { accounts: 150, seed: 5 });
    placeDataset(
      e.engine.bucketRoot,
      'electronic-invoice-line',
      'big.pb',
      eilDataset(big, ['account', 'vat_code', 'cost_center']),
    );
    const body = (targets: string[]) => ({ inputs: [eilInput(big[0]!)], targets });
    const seen: string[] = [];
    let checkedWhileTraining = 0;
    await eventually(
      async () => {
        const [a, c] = await Promise.all([
          e.post(EIL('big.pb'), body(['account'])),
          e.post(EIL('big.pb'), body(['cost_center'])),
        ]);
        const state = `${a.status}/${c.status}`;
        if (seen.at(-1) !== state) seen.push(state);
        if (state === '200/404') {
          // One unavailable target fails the whole request. Training goes on meanwhile, so the
          // combined request counts only when cost_center is still untrained *after* it answered
          // (availability never goes back, so it was untrained during the request too).
          const both = await e.post(EIL('big.pb'), body(['account', 'cost_center']));
          const after = await e.post(EIL('big.pb'), body(['cost_center']));
          if (after.status === 404) {
            expect(both.status).toBe(404);
            expect(both.body.target).toBe('cost_center');
            checkedWhileTraining++;
          }
        }
        return state;
      },
      (s) => s === '200/200',
      60_000,
    );
    expect(seen).toEqual(['404/404', '200/404', '200/200']);
    expect(checkedWhileTraining).toBeGreaterThan(0);
  }, 90_000);

  it('serves the trained models again after a restart without retraining', async () => {
    const dataDir = e.dataDir;
    await e.stop();
    e = await launch({ dataDir, scanIntervalMs: 100 });
    const r = await e.post(EIL('acme.pb'), { inputs: [eilInput(test[0]!)], targets: ['account'] });
    expect(r.status).toBe(200);
  });
});
