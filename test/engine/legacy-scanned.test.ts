import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeDataset } from '../../main/engine/training/pb-dataset';
import { launch, type TestEngine } from './engine-client';
import { placeDataset } from './datasets-helpers';

type Predictions = { predictions: Record<string, { label: string; confidence: number }[]>[] };

const SUPPLIERS = [
  { words: ['Telia', 'mobilabonnemang', 'faktura'], account: '6212', cc: 'IT' },
  { words: ['Vattenfall', 'elförbrukning', 'kWh'], account: '5020', cc: 'FAC' },
  { words: ['Staples', 'kontorsmaterial', 'papper'], account: '6110', cc: 'ADM' },
];

function items(n: number) {
  return Array.from({ length: n }, (_, i) => {
    const s = SUPPLIERS[i % SUPPLIERS.length]!;
    return {
      text: [s.words[0]!, `${s.words[1]!} ${i}`, s.words[2]!],
      timestamp: '2024-03-01T00:00:00Z',
      targets: { account: s.account, cost_center: s.cc },
    };
  });
}

let e: TestEngine;
beforeAll(async () => {
  e = await launch({ scanIntervalMs: 100 });
  const data = encodeDataset('scanned-invoice', items(120));
  placeDataset(e.engine.bucketRoot, 'scanned-invoice', 'acme.pb', data);
  placeDataset(e.engine.bucketRoot, 'scanned-invoice', 'customers/acme/2024.pb', data);
  await e.engine.idle();
});
afterAll(async () => e.dispose());

const body = {
  input: [
    { text: ['Vattenfall AB', 'elförbrukning mars', 'kWh 1200'] },
    { text: ['Telia', 'mobilabonnemang'] },
  ],
  targets: ['account', 'cost_center'],
  options: { suggestion_limit: 2 },
};

describe('scanned invoice, all three path forms', () => {
  it('/model/scanned-invoice/v1/<dataset_name>/predict, also with slashes in the name', async () => {
    for (const name of ['acme.pb', 'customers/acme/2024.pb']) {
      const r = await e.post(`/model/scanned-invoice/v1/${name}/predict`, body);
      expect(r.status).toBe(200);
      const p = (r.body as unknown as Predictions).predictions;
      expect(p.map((x) => x.account![0]!.label)).toEqual(['5020', '6212']);
      expect(p[0]!.cost_center![0]!.label).toBe('FAC');
    }
  });

  it('/model/scanned-invoice/v1/dataset/{dataset_name}/predict', async () => {
    const r = await e.post('/model/scanned-invoice/v1/dataset/acme.pb/predict', body);
    expect(r.status).toBe(200);
    expect((r.body as unknown as Predictions).predictions[1]!.account![0]!.label).toBe('6212');
  });

  it('/model/scanned-invoice/v1/predict with the dataset named in the body, and a clear 400 when it is ambiguous', async () => {
    const named = await e.post('/model/scanned-invoice/v1/predict', { ...body, dataset_name: 'acme.pb' });
    expect(named.status).toBe(200);
    const ambiguous = await e.post('/model/scanned-invoice/v1/predict', body);
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.body.description).toMatch(/2 scanned-invoice datasets/);
  });

  it('answers not-found naming dataset and target for a target that does not exist', async () => {
    const r = await e.post('/model/scanned-invoice/v1/acme.pb/predict', { ...body, targets: ['vat'] });
    expect(r.status).toBe(404);
    expect(r.body).toMatchObject({ dataset: 'acme.pb', target: 'vat' });
  });

  it('stops answering for a dataset whose file was removed', async () => {
    const { rmSync } = await import('node:fs');
    rmSync(`${e.engine.bucketRoot}/scanned-invoice/customers/acme/2024.pb`);
    await e.engine.idle();
    const r = await e.post('/model/scanned-invoice/v1/customers/acme/2024.pb/predict', body);
    expect(r.status).toBe(404);
    const single = await e.post('/model/scanned-invoice/v1/predict', body);
    expect(single.status).toBe(200);
  });
});
