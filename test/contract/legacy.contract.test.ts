import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidRequest, TargetNotReady, type EilRecord } from '../../main/api';
import { startEngineUnderTest, type EngineUnderTest } from './engine-harness';
import { officeHistory, uploadEilDataset, uploadScannedDataset } from './pb-files';

// The eight legacy routes through the client against the real local engine: dataset-mode models
// over .pb files in the engine's bucket, train-on-call bank, pretrained product info and supplier name.

let engine: EngineUnderTest;
beforeAll(async () => {
  engine = await startEngineUnderTest();
});
afterAll(() => engine.close());

const paper: EilRecord = {
  issue_date: '2024-04-02T00:00:00Z',
  currency: 'DKK',
  supplier_id: 'S100',
  supplier_name: 'Kontorland',
  supplier_global_id: null,
  customer_ref: null,
  total: 120,
  line_text: 'Printerpapir A4 500 ark 2',
  line_id: 'x1',
};
const phone: EilRecord = {
  ...paper,
  supplier_id: 'S200',
  supplier_name: 'Telia',
  line_text: 'Mobilabonnement 1',
  line_id: 'x2',
};

describe('electronic invoice line', () => {
  it('a dataset not uploaded: every target is still training, nothing fails', async () => {
    const result = await engine.client.suggestInvoiceLines({
      dataset: 'never.pb',
      inputs: [paper],
      targets: ['account'],
    });
    expect(result.stillTraining).toEqual(['account']);
    expect(result.ready).toEqual([]);
  });

  it('after an upload: waits for training, then suggests per target and merges per line', async () => {
    uploadEilDataset(engine.dataDir, 'acme.pb', officeHistory());
    const result = await engine.client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [paper, phone],
      targets: ['account', 'vat_code'],
      suggestionLimit: 2,
      waitForTrainingMs: 25_000,
      backoff: { initialDelayMs: 200, maxDelayMs: 2000 },
    });
    expect(result.stillTraining).toEqual([]);
    expect(result.ready.sort()).toEqual(['account', 'vat_code']);
    expect(result.predictions[0]?.account?.[0]?.label).toBe('6800');
    expect(result.predictions[1]?.account?.[0]?.label).toBe('7100');
    for (const s of result.predictions[0]?.account ?? []) {
      expect(s.confidence).toBeGreaterThanOrEqual(0);
      expect(s.confidence).toBeLessThanOrEqual(1);
      expect(Math.round(s.confidence * 100) / 100).toBe(s.confidence);
    }
    expect(result.predictions[0]?.account?.length).toBeLessThanOrEqual(2);
  });

  it('a target the dataset does not have is reported, the others still answer', async () => {
    const result = await engine.client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [paper],
      targets: ['account', 'department'],
      waitForTrainingMs: 0,
    });
    expect(result.ready).toEqual(['account']);
    expect(result.stillTraining).toEqual(['department']);
    const err = await engine.client.legacy
      .eilPredict({ dataset: 'acme.pb', inputs: [paper], targets: ['department'] })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(TargetNotReady);
    expect((err as TargetNotReady).targets).toEqual(['department']);
  });

  it('the cut-off drops weak suggestions', async () => {
    const result = await engine.client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [paper],
      targets: ['account'],
      suggestionLimit: 3,
      minConfidence: 0.5,
    });
    for (const s of result.predictions[0]?.account ?? []) expect(s.confidence).toBeGreaterThanOrEqual(0.5);
  });

  it('zero-confidence rule: a target with one class answers confidence 0, which a cut-off drops', async () => {
    uploadEilDataset(
      engine.dataDir,
      'single.pb',
      officeHistory(30).map((l) => ({ ...l, targets: { ...l.targets, company: 'ACME' } })),
    );
    const ask = (minConfidence?: number) =>
      engine.client.suggestInvoiceLines({
        dataset: 'single.pb',
        inputs: [paper],
        targets: ['company'],
        minConfidence,
        waitForTrainingMs: 25_000,
        backoff: { initialDelayMs: 200, maxDelayMs: 2000 },
      });
    const all = await ask();
    expect(all.predictions[0]?.company).toEqual([{ confidence: 0, label: 'ACME' }]);
    const cut = await ask(0.01);
    expect(cut.ready).toEqual(['company']);
    expect(cut.predictions[0]?.company).toEqual([]);
  });

  it('a slash-bearing dataset name reaches the engine intact', async () => {
    uploadEilDataset(engine.dataDir, 'kunder/acme 2024.pb', officeHistory(30));
    const result = await engine.client.suggestInvoiceLines({
      dataset: 'kunder/acme 2024.pb',
      inputs: [phone],
      targets: ['account'],
      waitForTrainingMs: 25_000,
      backoff: { initialDelayMs: 200, maxDelayMs: 2000 },
    });
    expect(result.predictions[0]?.account?.[0]?.label).toBe('7100');
  });
});

describe('scanned invoice', () => {
  it('all three path forms select and answer from the uploaded dataset', async () => {
    const items = Array.from({ length: 30 }, (_, i) => ({
      text: i % 2 ? ['Telia Danmark', 'Mobilabonnement marts'] : ['Kontorland ApS', 'Printerpapir'],
      timestamp: '2024-03-01T00:00:00Z',
      targets: { account: i % 2 ? '7100' : '6800' },
    }));
    uploadScannedDataset(engine.dataDir, 'scans/acme.pb', items);
    const input = [{ text: ['Telia Danmark', 'Mobilabonnement april'] }];
    const ask = (pathForm: 'dataset' | 'short' | 'none') =>
      engine.client.legacy.scannedInvoicePredict(
        pathForm === 'none'
          ? { pathForm, input, targets: ['account'] }
          : { dataset: 'scans/acme.pb', pathForm, input, targets: ['account'] },
      );
    // Wait for training through the client's own retry, as a caller would.
    const { retry } = await import('../../main/api/retry');
    const first = await retry(() => ask('dataset'), {
      maxAttempts: 100,
      budgetMs: 25_000,
      initialDelayMs: 200,
      maxDelayMs: 2000,
      shouldRetry: (e) => e instanceof TargetNotReady,
    });
    expect(first.predictions[0]?.account?.[0]?.label).toBe('7100');
    expect((await ask('short')).predictions[0]?.account?.[0]?.label).toBe('7100');
    // Only one scanned-invoice dataset exists, so the path without a name uses it.
    expect((await ask('none')).predictions[0]?.account?.[0]?.label).toBe('7100');
  });
});

describe('bank (train on call)', () => {
  it('suggests the account from the training data sent along', async () => {
    const training = Array.from({ length: 20 }, (_, i) => ({
      accountNumber: i % 2 ? 7100 : 6800,
      entryType: 1,
      amount: i % 2 ? -299 : -120,
      text: i % 2 ? 'TELIA DK MOBIL' : 'KONTORLAND APS',
      timestamp: 1711843200 + i * 86400,
    }));
    const answer = await engine.client.legacy.bankPredict({
      prediction_data: [{ amount: -299, text: 'TELIA DK MOBIL' }],
      training_data: training,
    });
    expect(answer.predictions[0]?.label.accountNumber).toBe(7100);
    expect(answer.predictions[0]?.probability).toBeGreaterThan(0);
  });
});

describe('product info (pretrained)', () => {
  it('answers three unit suggestions per text; dk is accepted as da', async () => {
    const answer = await engine.client.legacy.productInfoPredict({
      input: ['2 stk kuglepen', 'Konsulenttimer'],
      language: 'dk',
    });
    expect(answer.predictions).toHaveLength(2);
    expect(answer.predictions[0]).toHaveLength(3);
    expect(typeof answer.predictions[0]?.[0]?.label.unit).toBe('string');
    expect(['good', 'service']).toContain(answer.predictions[0]?.[0]?.label.unit_type);
  });
});

describe('supplier name (pretrained)', () => {
  it('answers one result per name on the regional and the region-less path', async () => {
    const request = {
      prediction_data: [{ supplier_name: 'IKEA AB' }, { supplier_name: 'Ukendt Leverandør ApS' }],
      options: { suggestion_limit: 2, class_filter: null },
    };
    const regional = await engine.client.legacy.supplierNamePredict({ ...request, region: 'se' });
    const any = await engine.client.legacy.supplierNamePredict(request);
    for (const answer of [regional, any]) {
      expect(answer.result).toHaveLength(2);
      expect(typeof answer.result[0]?.known_supplier).toBe('boolean');
      expect(answer.result[0]!.suggestions.length).toBeLessThanOrEqual(2);
    }
  });

  it('a class the engine does not know is a 400 with the engine explanation: InvalidRequest', async () => {
    const err = await engine.client.legacy
      .supplierNamePredict({
        prediction_data: [{ supplier_name: 'IKEA AB' }],
        options: { suggestion_limit: 2, class_filter: ['no-such-class'] },
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as InvalidRequest).status).toBe(400);
    expect((err as InvalidRequest).problems[0]?.path).toBe('options.class_filter[0]');
    expect((err as Error).message).toContain('no-such-class');
  });
});
