import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ApiClient,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  RateLimited,
  RequestCancelled,
  ServiceUnavailable,
  Unauthorized,
  UnexpectedResponse,
} from '../../main/api';
import { UserError } from '../../main/util/errors';
import {
  TOKEN,
  errorBody,
  hang,
  json,
  reset,
  stallBody,
  startScriptedServer,
  type ScriptedServer,
} from './scripted-server';

// Every failure mode of the wire, against a real socket on 127.0.0.1: what the caller gets back,
// and that no error ever carries the token.

let server: ScriptedServer;
beforeAll(async () => {
  server = await startScriptedServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  server.fallback(json(200, { result: [] }));
});

const supplierRequest = {
  prediction_data: [{ supplier_name: 'Acme ApS' }],
  options: { suggestion_limit: 3, class_filter: null },
};
const noRetry = { retry: { maxAttempts: 1, budgetMs: 0 } };

function expectNoToken(err: unknown): void {
  const shown = [
    inspect(err, { depth: 10, showHidden: true }),
    JSON.stringify(err),
    String(err),
    (err as Error).stack ?? '',
  ].join('\n');
  expect(shown).not.toContain(TOKEN);
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail');
}

describe('transport', () => {
  it('sends Authorization: Bearer <token> and JSON on every request, and ignores extra response headers', async () => {
    const client = new ApiClient(server.connection());
    server.script(
      json(
        200,
        { result: [{ known_supplier: true, suggestions: [] }] },
        { 'X-Trace': 'abc', 'X-Ratelimit-Remaining': '3' },
      ),
    );
    const answer = await client.legacy.supplierNamePredict(supplierRequest);
    expect(answer.result[0]?.known_supplier).toBe(true);
    await client.v2.ensureDataset('acme.bank');
    await client.scan.answerQuestion({ httpUri: 'https://example.com/invoice.pdf' }, ['What is the total?']);
    expect(server.requests).toHaveLength(3);
    for (const r of server.requests) {
      expect(r.headers.authorization).toBe(`Bearer ${TOKEN}`);
      expect(r.headers.accept).toBe('application/json');
    }
    expect(server.requests[0]?.headers['content-type']).toBe('application/json');
  });

  it('401: Unauthorized with the service description, and never the token, even when the body echoes it', async () => {
    const client = new ApiClient(server.connection());
    server.script(errorBody(401, 'Unauthorized', `Token ${TOKEN} has expired`));
    const err = await failure(client.legacy.supplierNamePredict(supplierRequest));
    expect(err).toBeInstanceOf(Unauthorized);
    expect(err).toBeInstanceOf(UserError);
    const e = err as Unauthorized;
    expect(e.status).toBe(401);
    expect(e.code).toBe('unauthorized');
    expect(e.retryable).toBe(false);
    expect(e.description).toContain('has expired');
    expect(e.message).toContain('staging');
    expect(e.message).toContain('has expired');
    expectNoToken(err);
    expect(server.requests).toHaveLength(1);
  });

  it('400: InvalidRequest with the service explanation and its field list', async () => {
    const client = new ApiClient(server.connection());
    server.script(
      errorBody(400, 'Bad Request', 'prediction_data[0].supplier_name: must not be empty', {
        errors: [{ path: 'prediction_data[0].supplier_name', message: 'must not be empty' }],
      }),
    );
    const err = (await failure(client.legacy.supplierNamePredict(supplierRequest))) as InvalidRequest;
    expect(err).toBeInstanceOf(InvalidRequest);
    expect(err.status).toBe(400);
    expect(err.message).toContain('must not be empty');
    expect(err.problems).toEqual([
      { path: 'prediction_data[0].supplier_name', message: 'must not be empty' },
    ]);
  });

  it('413: PayloadTooLarge', async () => {
    const client = new ApiClient(server.connection());
    server.script(errorBody(413, 'Payload Too Large', 'request body over 10 MiB'));
    const err = (await failure(client.legacy.supplierNamePredict(supplierRequest))) as PayloadTooLarge;
    expect(err).toBeInstanceOf(PayloadTooLarge);
    expect(err.status).toBe(413);
    expect(err.retryable).toBe(false);
  });

  it('404 on a route without a special meaning: NotFound', async () => {
    const client = new ApiClient(server.connection());
    server.script(errorBody(404, 'Not Found', 'no such route'));
    const err = await failure(client.legacy.supplierNamePredict(supplierRequest));
    expect(err).toBeInstanceOf(NotFound);
  });

  it('429: waits the Retry-After the service asked for, then succeeds', async () => {
    const client = new ApiClient(server.connection());
    server.script(
      // 2 s: longer than the client's own first backoff (at most 1 s), so only Retry-After explains the wait.
      json(
        429,
        { name: 'Too Many Requests', status_code: 429, description: 'slow down' },
        { 'Retry-After': '2' },
      ),
      json(200, { result: [{ known_supplier: false, suggestions: [] }] }),
    );
    const answer = await client.legacy.supplierNamePredict(supplierRequest);
    expect(answer.result).toHaveLength(1);
    expect(server.requests).toHaveLength(2);
    // The second request must not arrive before the time the service asked us to wait.
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(1950);
  });

  it('429 with no retries left: RateLimited carrying retryAfterMs', async () => {
    const client = new ApiClient(server.connection());
    server.fallback(
      json(
        429,
        { name: 'Too Many Requests', status_code: 429, description: 'quota' },
        { 'Retry-After': '7' },
      ),
    );
    const err = (await failure(client.legacy.supplierNamePredict(supplierRequest, noRetry))) as RateLimited;
    expect(err).toBeInstanceOf(RateLimited);
    expect(err.retryAfterMs).toBe(7000);
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('7 seconds');
  });

  it('429 whose Retry-After is beyond the time budget is not waited for', async () => {
    const client = new ApiClient(server.connection());
    server.fallback(json(429, { description: 'quota' }, { 'Retry-After': '120' }));
    const err = await failure(
      client.legacy.supplierNamePredict(supplierRequest, { retry: { maxAttempts: 5, budgetMs: 2000 } }),
    );
    expect(err).toBeInstanceOf(RateLimited);
    expect(server.requests).toHaveLength(1);
  });

  it('503: retried, then ServiceUnavailable marked retryable', async () => {
    const client = new ApiClient(server.connection());
    server.fallback(errorBody(503, 'Service Unavailable', 'maintenance'));
    const err = (await failure(
      client.legacy.supplierNamePredict(supplierRequest, { retry: { maxAttempts: 2, budgetMs: 10_000 } }),
    )) as ServiceUnavailable;
    expect(err).toBeInstanceOf(ServiceUnavailable);
    expect(err.status).toBe(503);
    expect(err.retryable).toBe(true);
    expect(err.message).toContain('maintenance');
    expect(server.requests).toHaveLength(2);
  });

  it('503 once, then an answer: the caller only sees the answer', async () => {
    const client = new ApiClient(server.connection());
    server.script(
      errorBody(503, 'Service Unavailable', 'restarting'),
      json(200, { result: [{ known_supplier: true, suggestions: [] }] }),
    );
    const answer = await client.legacy.supplierNamePredict(supplierRequest, {
      retry: { maxAttempts: 3, budgetMs: 10_000 },
    });
    expect(answer.result[0]?.known_supplier).toBe(true);
    expect(server.requests).toHaveLength(2);
  });

  it('503 with Retry-After: the next attempt waits for it', async () => {
    const client = new ApiClient(server.connection());
    server.script(json(503, { description: 'deploying' }, { 'Retry-After': '2' }), json(200, { result: [] }));
    await client.legacy.supplierNamePredict(supplierRequest, { retry: { maxAttempts: 2, budgetMs: 10_000 } });
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]!.at - server.requests[0]!.at).toBeGreaterThanOrEqual(1950);
  });

  it('a proxy HTML error page is not shown to the bookkeeper', async () => {
    const client = new ApiClient(server.connection());
    server.script((_q, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html><body><h1>502 Bad Gateway</h1></body></html>');
    });
    const err = (await failure(
      client.legacy.supplierNamePredict(supplierRequest, noRetry),
    )) as ServiceUnavailable;
    expect(err).toBeInstanceOf(ServiceUnavailable);
    expect(err.message).not.toContain('<');
  });

  it('connection reset: ServiceUnavailable (retryable), no token', async () => {
    const client = new ApiClient(server.connection());
    server.fallback(reset);
    const err = (await failure(
      client.legacy.supplierNamePredict(supplierRequest, noRetry),
    )) as ServiceUnavailable;
    expect(err).toBeInstanceOf(ServiceUnavailable);
    expect(err.status).toBeNull();
    expect(err.retryable).toBe(true);
    expect(err.message).toMatch(/could not reach the staging suggestion service/);
    expectNoToken(err);
  });

  it('a slow server hits the timeout: ServiceUnavailable saying so', async () => {
    const client = new ApiClient(server.connection(), { timeoutMs: 300 });
    server.fallback(hang);
    const err = (await failure(
      client.legacy.supplierNamePredict(supplierRequest, noRetry),
    )) as ServiceUnavailable;
    expect(err).toBeInstanceOf(ServiceUnavailable);
    expect(err.message).toContain('did not answer within 0.3 seconds');
  });

  it('a server that stalls in the middle of the body also times out', async () => {
    const client = new ApiClient(server.connection());
    server.fallback(stallBody);
    const err = await failure(
      client.legacy.supplierNamePredict(supplierRequest, { ...noRetry, timeoutMs: 300 }),
    );
    expect(err).toBeInstanceOf(ServiceUnavailable);
  });

  it('nothing listening: ServiceUnavailable; for the local engine it says to restart Kontera', async () => {
    const closed = await startScriptedServer();
    const conn = closed.connection(TOKEN, 'local');
    await closed.close();
    const err = (await failure(
      new ApiClient(conn).legacy.supplierNamePredict(supplierRequest, noRetry),
    )) as ServiceUnavailable;
    expect(err).toBeInstanceOf(ServiceUnavailable);
    expect(err.message).toContain('local engine');
    expect(err.message).toContain('ECONNREFUSED');
  });

  it('AbortSignal cancels a waiting call at once: RequestCancelled, not retried', async () => {
    const client = new ApiClient(server.connection());
    server.fallback(hang);
    const controller = new AbortController();
    const pending = failure(
      client.legacy.supplierNamePredict(supplierRequest, { signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 100);
    const err = await pending;
    expect(err).toBeInstanceOf(RequestCancelled);
    expect(server.requests).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const client = new ApiClient(server.connection());
    const err = await failure(
      client.legacy.supplierNamePredict(supplierRequest, { signal: AbortSignal.abort() }),
    );
    expect(err).toBeInstanceOf(RequestCancelled);
    expect(server.requests).toHaveLength(0);
  });

  it('AbortSignal also ends a Retry-After wait', async () => {
    const client = new ApiClient(server.connection());
    server.fallback(json(429, { description: 'quota' }, { 'Retry-After': '30' }));
    const controller = new AbortController();
    const pending = failure(
      client.legacy.supplierNamePredict(supplierRequest, {
        signal: controller.signal,
        retry: { maxAttempts: 3, budgetMs: 60_000 },
      }),
    );
    setTimeout(() => controller.abort(), 200);
    const err = await pending;
    expect(err).toBeInstanceOf(RequestCancelled);
    expect(server.requests).toHaveLength(1);
  });

  it('a 200 that is not JSON: UnexpectedResponse; an empty 200 body reads as {}', async () => {
    const client = new ApiClient(server.connection());
    server.script((_q, res) => {
      res.writeHead(200, { 'Content-Type': 'text/plain' });
      res.end('OK');
    });
    expect(await failure(client.legacy.supplierNamePredict(supplierRequest))).toBeInstanceOf(
      UnexpectedResponse,
    );
    server.script((_q, res) => {
      res.writeHead(200);
      res.end();
    });
    await expect(client.v2.ensureDataset('acme.bank')).resolves.toBeUndefined();
  });

  it('a missing environment address is a plain message, not a crash', async () => {
    const client = new ApiClient({ environment: 'production', baseUrl: '', scanUrl: '', token: TOKEN });
    const err = (await failure(client.v2.ensureDataset('acme.bank'))) as UserError;
    expect(err.code).toBe('not_configured');
    expect(err.message).toContain('production suggestion service');
  });
});
