import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TrainingWatcher, type TrainingStatus } from '../../main/datasets/training-status';

// The remote service cannot run here; this loopback server answers the EIL predict route the way the
// interface describes: 404 with {name, status_code, description, dataset, target} while a target
// trains, 503 during an outage, 401 for a refused token, 200 with predictions once trained.
type Plan = { untilTrained: Record<string, number>; outageCalls?: number; refuse?: boolean };
let server: Server;
let baseUrl: string;
let plan: Plan;
let calls: { target: string; auth: string | undefined; path: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const parsed = JSON.parse(body) as { targets: string[] };
      const target = parsed.targets[0]!;
      calls.push({ target, auth: req.headers.authorization, path: req.url ?? '' });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(payload));
      };
      if (plan.refuse)
        return send(401, { name: 'Unauthorized', status_code: 401, description: 'token not valid' });
      if (calls.length <= (plan.outageCalls ?? 0))
        return send(503, { name: 'Service Unavailable', status_code: 503, description: 'down' });
      const seen = calls.filter((c) => c.target === target).length;
      if (seen <= (plan.untilTrained[target] ?? 0)) {
        return send(404, {
          name: 'Not Found',
          status_code: 404,
          description: 'not trained',
          dataset: 'acme.invoice-line.pb',
          target,
        });
      }
      send(200, { predictions: [{ [target]: [{ label: '4010', confidence: 0.9 }] }] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

function watch(p: Plan): Promise<TrainingStatus[]> {
  plan = p;
  calls = [];
  const seen: TrainingStatus[] = [];
  return new Promise((resolve) => {
    const watcher = new TrainingWatcher({
      connect: async (environment) => ({
        environment: environment as 'staging',
        baseUrl,
        scanUrl: baseUrl,
        token: 'test-token',
      }),
      onChange: (_key, status) => {
        seen.push(status);
        if (status.state !== 'watching') resolve(seen);
      },
      backoff: { initialDelayMs: 20, maxDelayMs: 80, jitter: 'none' },
    });
    watcher.watch({
      key: '1:eil',
      kind: 'eil',
      dataset: 'acme.invoice-line.pb',
      environment: 'staging',
      targets: ['account', 'vat_code'],
    });
  });
}

describe('watching which targets are trained after an upload', () => {
  it('asks one target per call, again with backoff, until every target answers', async () => {
    const seen = await watch({ untilTrained: { account: 1, vat_code: 3 } });
    expect(seen.map((s) => s.targets.filter((t) => t.trained).map((t) => t.name))).toEqual([
      [],
      ['account'],
      ['account'],
      ['account', 'vat_code'],
    ]);
    expect(seen.at(-1)).toMatchObject({ state: 'done', checks: 4, nextCheckAt: null });
    expect(seen[0]!.message).toBe('2 of 2 targets still training.');
    expect(
      calls.every((c) => c.path === '/model/electronic-invoice-line/v1/dataset/acme.invoice-line.pb/predict'),
    ).toBe(true);
    expect(calls.every((c) => c.auth === 'Bearer test-token')).toBe(true);
    // A trained target is still asked each round (cheap), one target per request.
    expect(calls.map((c) => c.target)).toEqual([
      'account',
      'vat_code',
      'account',
      'vat_code',
      'account',
      'vat_code',
      'account',
      'vat_code',
    ]);
  });

  it('keeps watching through an outage, and stops with the reason when the token is refused', async () => {
    // Two failed calls: the client's own retry of the first ask is used up too.
    const seen = await watch({ untilTrained: { account: 0, vat_code: 0 }, outageCalls: 2 });
    expect(seen[0]).toMatchObject({
      state: 'watching',
      targets: [
        { name: 'account', trained: false },
        { name: 'vat_code', trained: false },
      ],
    });
    expect(seen[0]!.message).toMatch(/unavailable|not reach|try again/i);
    expect(seen.at(-1)).toMatchObject({
      state: 'done',
      targets: [
        { name: 'account', trained: true },
        { name: 'vat_code', trained: true },
      ],
    });
    const refused = await watch({ untilTrained: {}, refuse: true });
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ state: 'failed' });
    expect(refused[0]!.message).not.toContain('test-token');
  });
});
