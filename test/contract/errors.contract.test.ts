import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidRequest, NotFound, PayloadTooLarge, Unauthorized, UnexpectedResponse } from '../../main/api';
import { HttpTransport } from '../../main/api/http';
import { ENGINE_TOKEN, startEngineUnderTest, type EngineUnderTest } from './engine-harness';

// The engine's real error bodies, read by the client's error mapping. Requests the client's own
// checks would stop are sent through the bare transport, so the engine is the one that judges them.

let engine: EngineUnderTest;
let raw: HttpTransport;
beforeAll(async () => {
  engine = await startEngineUnderTest();
  raw = new HttpTransport(engine.connection, { retry: { maxAttempts: 1, budgetMs: 0 } });
});
afterAll(() => engine.close());

async function failure(p: Promise<unknown>): Promise<Error> {
  try {
    await p;
  } catch (err) {
    return err as Error;
  }
  throw new Error('expected a failure');
}

describe('errors from the local engine', () => {
  it('401 for a wrong token: Unauthorized with the engine description, on every kind of route', async () => {
    const calls = [
      () => engine.intruder.v2.ensureDataset('acme.bank'),
      () => engine.intruder.legacy.productInfoPredict({ input: ['x'], language: 'da' }),
      () =>
        engine.intruder.scan.answerQuestion({ httpUri: 'https://example.com/x.pdf' }, ['What is the total?']),
    ];
    for (const call of calls) {
      const err = await failure(call());
      expect(err).toBeInstanceOf(Unauthorized);
      expect((err as Unauthorized).description).toMatch(/bearer token/i);
      expect(err.message).toContain('local engine');
      expect(inspect(err, { showHidden: true, depth: 10 })).not.toContain('wrong-token-0000');
      expect(inspect(err, { showHidden: true, depth: 10 })).not.toContain(ENGINE_TOKEN);
    }
  });

  it('400 for malformed data: InvalidRequest with the engine field list', async () => {
    await engine.client.v2.ensureDataset('acme.bad');
    const err = await failure(
      raw.send({
        service: 'suggestion',
        method: 'POST',
        path: '/v2/datasets/acme.bad/examples',
        body: { example: { data: { transaction: { text: 'x' } }, targetValues: [] } },
        what: 'the example',
      }),
    );
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as InvalidRequest).status).toBe(400);
    expect((err as InvalidRequest).problems.length).toBeGreaterThan(0);
    expect(err.message).toContain('Correct the data');
  });

  it('400 for an EIL record with a null supplier_id, as the engine words it', async () => {
    const line = {
      issue_date: null,
      currency: null,
      supplier_id: null,
      supplier_name: null,
      supplier_global_id: null,
      customer_ref: null,
      total: null,
      line_text: 'x',
      line_id: null,
    };
    const err = await failure(
      raw.send({
        service: 'suggestion',
        method: 'POST',
        path: '/model/electronic-invoice-line/v1/dataset/acme.pb/predict',
        body: { inputs: [line], targets: ['account'] },
        what: 'the invoice line',
      }),
    );
    expect(err).toBeInstanceOf(InvalidRequest);
    expect((err as InvalidRequest).problems.some((p) => p.path.includes('supplier_id'))).toBe(true);
  });

  it('413 for a body over 10 MiB: PayloadTooLarge', async () => {
    const err = await failure(
      raw.send({
        service: 'suggestion',
        method: 'POST',
        path: '/v2/datasets/acme.bad/examples:batchCreate',
        body: {
          examples: [
            {
              data: { invoice: { text: 'x'.repeat(11 * 1024 * 1024) } },
              targetValues: [{ name: 'a', value: 'b' }],
            },
          ],
        },
        what: 'the examples',
      }),
    );
    expect(err).toBeInstanceOf(PayloadTooLarge);
    expect((err as PayloadTooLarge).status).toBe(413);
  });

  it('404 for an unknown route: NotFound; 405 for a wrong method: UnexpectedResponse with the status', async () => {
    expect(
      await failure(raw.send({ service: 'suggestion', method: 'GET', path: '/v9/nothing', what: 'this' })),
    ).toBeInstanceOf(NotFound);
    const err = await failure(
      raw.send({
        service: 'suggestion',
        method: 'GET',
        path: '/v2/datasets/acme.bad/examples',
        what: 'this',
      }),
    );
    expect(err).toBeInstanceOf(UnexpectedResponse);
    expect((err as UnexpectedResponse).status).toBe(405);
  });
});
