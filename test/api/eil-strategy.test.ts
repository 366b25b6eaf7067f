import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiClient, InvalidRequest, RequestCancelled, Unauthorized, type EilRecord } from '../../main/api';
import { errorBody, json, startScriptedServer, type ScriptedServer, type Step } from './scripted-server';

// The EIL strategy against a scripted service whose targets finish training one after another:
// one target per call, merged answers, backoff for targets still training, a bound, a cut-off.

let server: ScriptedServer;
let client: ApiClient;
beforeAll(async () => {
  server = await startScriptedServer();
  client = new ApiClient(server.connection(), { retry: { maxAttempts: 1, budgetMs: 0 } });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
});

const line = (id: string): EilRecord => ({
  issue_date: '2024-03-31T00:00:00Z',
  currency: 'DKK',
  supplier_id: 'S100',
  supplier_name: 'Kontorland',
  supplier_global_id: null,
  customer_ref: null,
  total: 10,
  line_text: `line ${id}`,
  line_id: id,
});

const answers: Record<string, { confidence: number; label: string }[]> = {
  account: [
    { confidence: 0.91, label: '4000' },
    { confidence: 0.05, label: '4010' },
  ],
  vat_code: [
    { confidence: 0.6, label: 'I25' },
    { confidence: 0.2, label: 'I0' },
  ],
  department: [{ confidence: 0, label: 'HQ' }],
  cost_center: [{ confidence: 0.5, label: 'CC1' }],
};

/** A service where `target` becomes trained after `readyAfter[target]` asks (Infinity = never). */
function trainingService(readyAfter: Record<string, number>): Step {
  const asked: Record<string, number> = {};
  return (req, res, socket) => {
    const body = req.body as { inputs: EilRecord[]; targets: string[] };
    // One untrained target aborts a whole request: that is why the client asks one per call.
    for (const t of body.targets) {
      asked[t] = (asked[t] ?? 0) + 1;
      if (asked[t] <= (readyAfter[t] ?? 0)) {
        return errorBody(404, 'Not Found', `target ${t} is not trained yet`, {
          dataset: 'acme.pb',
          target: t,
        })(req, res, socket);
      }
    }
    const predictions = body.inputs.map(() =>
      Object.fromEntries(body.targets.map((t) => [t, answers[t] ?? []])),
    );
    return json(200, { predictions })(req, res, socket);
  };
}

const fastBackoff = { initialDelayMs: 20, maxDelayMs: 100 };

describe('EIL strategy', () => {
  it('asks one target per call and merges the answers per input line', async () => {
    server.fallback(trainingService({}));
    const result = await client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [line('1'), line('2')],
      targets: ['account', 'vat_code'],
    });
    expect(server.requests).toHaveLength(2);
    expect(server.requests.map((r) => (r.body as { targets: string[] }).targets).sort()).toEqual([
      ['account'],
      ['vat_code'],
    ]);
    expect(result.ready.sort()).toEqual(['account', 'vat_code']);
    expect(result.stillTraining).toEqual([]);
    expect(result.predictions).toHaveLength(2);
    expect(result.predictions[1]?.account?.[0]?.label).toBe('4000');
    expect(result.predictions[1]?.vat_code?.[0]?.label).toBe('I25');
  });

  it('an untrained target does not fail the others: it is listed as still training', async () => {
    server.fallback(trainingService({ vat_code: Infinity }));
    const result = await client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [line('1')],
      targets: ['account', 'vat_code'],
    });
    expect(result.ready).toEqual(['account']);
    expect(result.stillTraining).toEqual(['vat_code']);
    expect(result.predictions[0]?.account?.[0]?.label).toBe('4000');
    expect(result.predictions[0]?.vat_code).toBeUndefined();
  });

  it('keeps asking with growing waits until a target is trained, within the bound', async () => {
    server.fallback(trainingService({ account: 3 }));
    const waits: number[] = [];
    const result = await client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [line('1')],
      targets: ['account'],
      waitForTrainingMs: 10_000,
      backoff: { initialDelayMs: 40, maxDelayMs: 1000, jitter: 'none' },
      onWaiting: ({ delayMs }) => waits.push(delayMs),
    });
    expect(result.ready).toEqual(['account']);
    expect(server.requests).toHaveLength(4);
    expect(waits).toEqual([40, 80, 160]);
    const gaps = server.requests.slice(1).map((r, i) => r.at - server.requests[i]!.at);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual(waits[i]! - 5));
  });

  it('gives up on a target at the caller bound and reports it as still training', async () => {
    server.fallback(trainingService({ vat_code: Infinity }));
    const started = Date.now();
    const result = await client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [line('1')],
      targets: ['account', 'vat_code'],
      waitForTrainingMs: 400,
      backoff: fastBackoff,
    });
    expect(result.stillTraining).toEqual(['vat_code']);
    expect(result.ready).toEqual(['account']);
    const vatAsks = server.requests.filter(
      (r) => (r.body as { targets: string[] }).targets[0] === 'vat_code',
    );
    expect(vatAsks.length).toBeGreaterThan(2);
    // No ask after the bound (plus one request's time).
    expect(vatAsks.at(-1)!.at - started).toBeLessThan(400 + 250);
  });

  it('drops suggestions below the cut-off, including the zero-confidence answer', async () => {
    server.fallback(trainingService({}));
    const result = await client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [line('1')],
      targets: ['account', 'vat_code', 'department'],
      minConfidence: 0.5,
    });
    expect(result.predictions[0]).toEqual({
      account: [{ confidence: 0.91, label: '4000' }],
      vat_code: [{ confidence: 0.6, label: 'I25' }],
      department: [],
    });
  });

  it('without a cut-off the zero-confidence answer is kept', async () => {
    server.fallback(trainingService({}));
    const result = await client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [line('1')],
      targets: ['department'],
    });
    expect(result.predictions[0]?.department).toEqual([{ confidence: 0, label: 'HQ' }]);
  });

  it('a refused token fails the whole call at once and stops the other targets waiting', async () => {
    let n = 0;
    server.fallback((req, res, socket) => {
      const target = (req.body as { targets: string[] }).targets[0];
      n++;
      if (target === 'account') return errorBody(401, 'Unauthorized', 'token revoked')(req, res, socket);
      return errorBody(404, 'Not Found', 'training', { target })(req, res, socket);
    });
    const started = Date.now();
    const err = await client
      .suggestInvoiceLines({
        dataset: 'acme.pb',
        inputs: [line('1')],
        targets: ['account', 'vat_code'],
        waitForTrainingMs: 20_000,
        backoff: { initialDelayMs: 2000 },
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(Unauthorized);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(n).toBe(2);
  });

  it('asks at most maxParallel targets at once', async () => {
    let inFlight = 0;
    let most = 0;
    const answer = trainingService({});
    server.fallback(async (req, res, socket) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((r) => setTimeout(r, 60));
      inFlight--;
      return answer(req, res, socket);
    });
    const targets = ['account', 'vat_code', 'department', 'cost_center', 't5', 't6', 't7', 't8'];
    const result = await client.suggestInvoiceLines({
      dataset: 'acme.pb',
      inputs: [line('1')],
      targets,
      maxParallel: 3,
    });
    expect(result.ready.sort()).toEqual([...targets].sort());
    expect(server.requests).toHaveLength(8);
    expect(most).toBe(3);
  });

  it('refuses a cut-off outside 0..1 before sending anything', async () => {
    const err = await client
      .suggestInvoiceLines({
        dataset: 'acme.pb',
        inputs: [line('1')],
        targets: ['account'],
        minConfidence: 50,
      })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as Error).message).toContain('from 0 to 1');
    expect(server.requests).toHaveLength(0);
  });

  it('AbortSignal ends the waiting for training', async () => {
    server.fallback(trainingService({ account: Infinity }));
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 150);
    const err = await client
      .suggestInvoiceLines(
        {
          dataset: 'acme.pb',
          inputs: [line('1')],
          targets: ['account'],
          waitForTrainingMs: 60_000,
          backoff: fastBackoff,
        },
        { signal: controller.signal },
      )
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RequestCancelled);
  });
});
