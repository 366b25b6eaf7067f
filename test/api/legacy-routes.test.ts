import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, InvalidRequest, TargetNotReady, type EilRecord } from '../../main/api';
import { errorBody, json, startScriptedServer, type ScriptedServer } from './scripted-server';

// The eight legacy routes as they go on the wire: method, path (every documented form), body keys.
// And the checks that stop a request before anything is sent.

let server: ScriptedServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startScriptedServer();
  client = new ApiClient(server.connection(), { retry: { maxAttempts: 1, budgetMs: 0 } });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.fallback(json(200, { predictions: [{ account: [{ confidence: 0.9, label: '4000' }] }] }));
});

export const line: EilRecord = {
  issue_date: '2024-03-31T00:00:00Z',
  currency: 'DKK',
  supplier_id: 'S100',
  supplier_name: 'Kontorland',
  supplier_global_id: null,
  customer_ref: null,
  total: 199.5,
  line_text: 'Printerpapir A4',
  line_id: '1',
};

async function refused(promise: Promise<unknown>): Promise<InvalidRequest> {
  try {
    await promise;
  } catch (err) {
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as InvalidRequest).status).toBeNull();
    expect(server.requests).toHaveLength(0);
    return err as InvalidRequest;
  }
  throw new Error('expected the request to be refused');
}

describe('electronic invoice line', () => {
  it('POSTs to /dataset/{name}/predict with the key spelled `inputs`', async () => {
    const answer = await client.legacy.eilPredict({
      dataset: 'acme.pb',
      inputs: [line],
      targets: ['account'],
      options: { suggestion_limit: 3 },
    });
    expect(answer.predictions[0]?.account?.[0]?.label).toBe('4000');
    const r = server.requests[0]!;
    expect(r.method).toBe('POST');
    expect(r.path).toBe('/model/electronic-invoice-line/v1/dataset/acme.pb/predict');
    expect(r.body).toEqual({ inputs: [line], targets: ['account'], options: { suggestion_limit: 3 } });
  });

  it('encodes a slash-bearing dataset name part by part, keeping the slashes', async () => {
    await client.legacy.eilPredict({
      dataset: 'kunder/acme & co/fakturaer #1.pb',
      inputs: [line],
      targets: ['account'],
    });
    expect(server.requests[0]?.path).toBe(
      '/model/electronic-invoice-line/v1/dataset/kunder/acme%20%26%20co/fakturaer%20%231.pb/predict',
    );
  });

  it('a 404 means the target is not trained: TargetNotReady naming the target', async () => {
    server.script(
      errorBody(404, 'Not Found', 'target account is still training', {
        dataset: 'acme.pb',
        target: 'account',
      }),
    );
    const err = (await client.legacy
      .eilPredict({ dataset: 'acme.pb', inputs: [line], targets: ['account'] })
      .catch((e: unknown) => e)) as TargetNotReady;
    expect(err).toBeInstanceOf(TargetNotReady);
    expect(err.targets).toEqual(['account']);
    expect(err.dataset).toBe('acme.pb');
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('"account"');
  });

  it('refuses missing keys, a null supplier_id and a wrongly written issue_date, sending nothing', async () => {
    const { customer_ref: _omitted, ...missing } = line;
    const err = await refused(
      client.legacy.eilPredict({
        dataset: 'acme.pb',
        inputs: [
          missing as EilRecord,
          { ...line, supplier_id: null as unknown as string },
          { ...line, issue_date: '2024-03-31 10:00' },
        ],
        targets: ['account'],
      }),
    );
    expect(err.message).toContain('invoice line 1 has no customer_ref');
    expect(err.message).toContain('invoice line 2 has no supplier_id');
    expect(err.message).toContain('YYYY-MM-DDThh:mm:ssZ');
    expect(err.problems.map((p) => p.path)).toEqual([
      'inputs[0].customer_ref',
      'inputs[1].supplier_id',
      'inputs[2].issue_date',
    ]);
  });

  it('accepts null in every field but supplier_id', async () => {
    const nulls: EilRecord = {
      issue_date: null,
      currency: null,
      supplier_id: 'S1',
      supplier_name: null,
      supplier_global_id: null,
      customer_ref: null,
      total: null,
      line_text: null,
      line_id: null,
    };
    await client.legacy.eilPredict({ dataset: 'acme.pb', inputs: [nulls], targets: ['account'] });
    expect(server.requests).toHaveLength(1);
  });

  it('refuses an impossible date, no targets, a bad limit and a dataset name without .pb or with ".." parts', async () => {
    await refused(
      client.legacy.eilPredict({
        dataset: 'acme.pb',
        inputs: [{ ...line, issue_date: '2024-02-30T00:00:00Z' }],
        targets: ['account'],
      }),
    );
    await refused(client.legacy.eilPredict({ dataset: 'acme.pb', inputs: [line], targets: [] }));
    await refused(
      client.legacy.eilPredict({
        dataset: 'acme.pb',
        inputs: [line],
        targets: ['account'],
        options: { suggestion_limit: 0 },
      }),
    );
    await refused(client.legacy.eilPredict({ dataset: 'acme', inputs: [line], targets: ['account'] }));
    const err = await refused(
      client.legacy.eilPredict({ dataset: 'a/../b.pb', inputs: [line], targets: ['account'] }),
    );
    expect(err.message).toContain('".."');
  });
});

describe('bank', () => {
  const training = [
    { accountNumber: 5800, amount: -120, entryType: 1, text: 'Telia', timestamp: 1711843200 },
  ];
  it('POSTs prediction_data and training_data to /model/bank/v1/predict', async () => {
    server.script(
      json(200, { predictions: [{ label: { accountNumber: 5800, entryType: 1 }, probability: 0.8 }] }),
    );
    const answer = await client.legacy.bankPredict({
      prediction_data: [{ amount: -120, text: 'Telia' }],
      training_data: training,
    });
    expect(answer.predictions[0]?.label.accountNumber).toBe(5800);
    expect(server.requests[0]?.path).toBe('/model/bank/v1/predict');
    expect(server.requests[0]?.body).toEqual({
      prediction_data: [{ amount: -120, text: 'Telia' }],
      training_data: training,
    });
  });
  it('refuses training data without the fields training needs', async () => {
    const err = await refused(
      client.legacy.bankPredict({
        prediction_data: [{ amount: 1, text: 'x' }],
        training_data: [{ amount: 1, text: 'x' } as never],
      }),
    );
    expect(err.message).toContain('accountNumber');
  });
});

describe('scanned invoice', () => {
  const input = [{ text: ['Faktura 1001', 'Total 250,00'] }];
  it('uses the key `input` and all three path forms', async () => {
    await client.legacy.scannedInvoicePredict({ dataset: 'acme/scans.pb', input, targets: ['account'] });
    await client.legacy.scannedInvoicePredict({
      dataset: 'acme/scans.pb',
      pathForm: 'short',
      input,
      targets: ['account'],
    });
    await client.legacy.scannedInvoicePredict({
      input,
      targets: ['account'],
      options: { suggestion_limit: 2 },
    });
    expect(server.requests.map((r) => r.path)).toEqual([
      '/model/scanned-invoice/v1/dataset/acme/scans.pb/predict',
      '/model/scanned-invoice/v1/acme/scans.pb/predict',
      '/model/scanned-invoice/v1/predict',
    ]);
    expect(server.requests[0]?.body).toEqual({ input, targets: ['account'] });
    expect(server.requests[2]?.body).toEqual({
      input,
      targets: ['account'],
      options: { suggestion_limit: 2 },
    });
  });
  it('a dataset-bearing path form needs a dataset name', async () => {
    await refused(client.legacy.scannedInvoicePredict({ pathForm: 'dataset', input, targets: ['account'] }));
  });
  it('refuses items without their texts', async () => {
    await refused(
      client.legacy.scannedInvoicePredict({
        input: [{ text: 'one string' as unknown as string[] }],
        targets: ['account'],
      }),
    );
  });
});

describe('product info', () => {
  it('POSTs input and language; dk is sent as da', async () => {
    server.script(
      json(200, { predictions: [[{ confidence: 0.7, label: { unit: 'stk', unit_type: 'good' } }]] }),
    );
    const answer = await client.legacy.productInfoPredict({ input: ['2 stk kuglepen'], language: 'dk' });
    expect(answer.predictions[0]?.[0]?.label.unit).toBe('stk');
    expect(server.requests[0]?.path).toBe('/model/svc-productinfo/v1/predict');
    expect(server.requests[0]?.body).toEqual({ input: ['2 stk kuglepen'], language: 'da' });
  });
  it('refuses languages other than da and se', async () => {
    const err = await refused(client.legacy.productInfoPredict({ input: ['x'], language: 'no' as 'da' }));
    expect(err.message).toContain('da (Danish) or se (Swedish)');
  });
});

describe('supplier name', () => {
  const body = {
    prediction_data: [{ supplier_name: 'IKEA AB' }],
    options: { suggestion_limit: 2, class_filter: ['furniture'] },
  };
  it('uses /{region}/predict with a region and the region-less form without', async () => {
    await client.legacy.supplierNamePredict({ ...body, region: 'se' });
    await client.legacy.supplierNamePredict(body);
    expect(server.requests.map((r) => r.path)).toEqual([
      '/model/supplier-name/v1/se/predict',
      '/model/supplier-name/v1/predict',
    ]);
    expect(server.requests[0]?.body).toEqual(body);
  });
  it('refuses regions other than se, no, nl and records with more than supplier_name', async () => {
    await refused(client.legacy.supplierNamePredict({ ...body, region: 'dk' as 'se' }));
    await refused(
      client.legacy.supplierNamePredict({
        prediction_data: [{ supplier_name: 'x', country: 'se' } as never],
        options: body.options,
      }),
    );
  });
});
