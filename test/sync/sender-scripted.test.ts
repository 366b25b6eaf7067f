import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type DB } from '../../main/store/db';
import { OutboxStore, type OutboxRow } from '../../main/sync/outbox-store';
import { OutboxSender } from '../../main/sync/sender';
import type { Connection } from '../../main/credentials/connection';
import type { Example } from '../../main/api/types';
import { tempDir } from '../helpers/tmp';
import { connectionTo, queueExamples, sampleExample, scriptedServer, type Reply, type Seen } from './helpers';

const DATASET = 'acme.invoice-line';

type Server = Awaited<ReturnType<typeof scriptedServer>>;

describe('outbox sender against a scripted service', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let store: OutboxStore;
  let server: Server | null;
  let connection: Connection;

  const rows = () => db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY seq').all();
  const byState = (state: string) => rows().filter((r) => r.state === state);
  const batches = (s: Server) => s.seen.filter((r) => r.path.endsWith(':batchCreate'));
  const sentIds = (s: Server) =>
    batches(s).flatMap((r) => ((r.body as { examples?: Example[] } | null)?.examples ?? []).map((e) => e.id));

  async function serve(answer: (req: Seen, index: number) => Reply | 'destroy') {
    server = await scriptedServer(answer);
    connection = connectionTo(server.url);
    return server;
  }
  const sender = () => new OutboxSender({ store, connect: async () => connection });

  beforeEach(() => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    store = new OutboxStore(db);
    server = null;
  });
  afterEach(async () => {
    await server?.close();
    db.close();
    dir.remove();
  });

  it('ensures the dataset first, sends batches of at most 100 with the bearer token, and marks them sent', async () => {
    const s = await serve(() => ({ status: 200, body: {} }));
    const ids = queueExamples(store, 250, DATASET);
    const report = await sender().syncOnce();

    expect(s.seen.map((r) => `${r.method} ${r.path}`)).toEqual([
      `PUT /v2/datasets/${DATASET}`,
      `POST /v2/datasets/${DATASET}/examples:batchCreate`,
      `POST /v2/datasets/${DATASET}/examples:batchCreate`,
      `POST /v2/datasets/${DATASET}/examples:batchCreate`,
    ]);
    expect(batches(s).map((r) => (r.body as { examples: unknown[] }).examples.length)).toEqual([
      100, 100, 50,
    ]);
    expect(s.seen.every((r) => r.auth === `Bearer ${connection.token}`)).toBe(true);
    expect(sentIds(s)).toEqual(ids);
    expect(report).toMatchObject({ sent: 250, failed: 0, calls: 4, retryInMs: null });
    expect(byState('sent')).toHaveLength(250);
    expect(store.lastSync('production')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
  });

  it('keeps every call under 10 MiB', async () => {
    const s = await serve(() => ({ status: 200, body: {} }));
    const big = 'x'.repeat(1024 * 1024 - 400);
    queueExamples(store, 25, DATASET, 'production', (i) => `${i} ${big}`);
    await sender().syncOnce();
    const sizes = batches(s).map((r) => r.bytes);
    expect(sizes.every((b) => b <= 10 * 1024 * 1024)).toBe(true);
    expect(sizes.length).toBeGreaterThanOrEqual(3);
    expect(sentIds(s)).toHaveLength(25);
    expect(byState('sent')).toHaveLength(25);
  });

  it('keeps examples pending on 5xx and sends them on a later pass', async () => {
    let down = true;
    const s = await serve((r) =>
      down && r.method === 'POST'
        ? { status: 503, body: { name: 'Service Unavailable', status_code: 503, description: 'maintenance' } }
        : { status: 200 },
    );
    queueExamples(store, 10, DATASET);
    const out = sender();
    const first = await out.syncOnce();
    expect(first.sent).toBe(0);
    expect(first.retryInMs).toBeGreaterThanOrEqual(0);
    expect(first.retryInMs).toBeLessThanOrEqual(60_000);
    expect(byState('pending')).toHaveLength(10);
    expect(rows()[0]).toMatchObject({ attempts: 1 });
    expect(rows()[0]!.last_error).toMatch(/503/);

    down = false;
    const second = await out.syncOnce();
    expect(second).toMatchObject({ sent: 10, retryInMs: null });
    expect(byState('sent')).toHaveLength(10);
    // The dataset was ensured once; the retried batch went again.
    expect(s.seen.filter((r) => r.method === 'PUT')).toHaveLength(1);
  });

  it('the background loop backs off on 5xx and delivers by itself when the service recovers', async () => {
    let failures = 3;
    const s = await serve((r) =>
      r.method === 'POST' && failures-- > 0
        ? { status: 502, body: { description: 'bad gateway' } }
        : { status: 200 },
    );
    queueExamples(store, 4, DATASET);
    const out = new OutboxSender({
      store,
      connect: async () => connection,
      backoff: { initialDelayMs: 20, maxDelayMs: 80 },
    });
    out.start();
    try {
      const end = Date.now() + 15_000;
      while (byState('sent').length < 4 && Date.now() < end) await new Promise((r) => setTimeout(r, 10));
    } finally {
      await out.close();
    }
    expect(byState('sent')).toHaveLength(4);
    expect(batches(s)).toHaveLength(4); // three refused, the fourth accepted: no wake-up needed
    expect(rows()[0]!.attempts).toBe(4);
  });

  it('treats a dropped connection as offline and keeps the queue', async () => {
    await serve((r) => (r.method === 'PUT' ? { status: 200 } : 'destroy'));
    queueExamples(store, 3, DATASET);
    const out = sender();
    const report = await out.syncOnce();
    expect(report.sent).toBe(0);
    expect(report.retryInMs).not.toBeNull();
    expect(out.state('production').online).toBe(false);
    expect(byState('pending')).toHaveLength(3);
  });

  it('waits at least what Retry-After asks on 429', async () => {
    await serve((r) =>
      r.method === 'POST'
        ? { status: 429, headers: { 'Retry-After': '7' }, body: { description: 'slow down' } }
        : { status: 200 },
    );
    queueExamples(store, 2, DATASET);
    const report = await sender().syncOnce();
    expect(report.retryInMs).toBeGreaterThanOrEqual(7000);
    expect(byState('pending')).toHaveLength(2);
  });

  it('on 400 naming the bad examples, fails only those with the reason and sends the rest', async () => {
    const s = await serve((r) => {
      if (r.method !== 'POST') return { status: 200 };
      const examples = (r.body as { examples: Example[] }).examples;
      const bad = examples.flatMap((e, i) =>
        (e.data as { invoiceLine: { text: string } }).invoiceLine.text.includes('BAD') ? [i] : [],
      );
      if (bad.length === 0) return { status: 200 };
      return {
        status: 400,
        body: {
          name: 'Bad Request',
          status_code: 400,
          description: bad.map((i) => `examples[${i}].targetValues[0].value: unknown account`).join('; '),
          errors: bad.map((i) => ({
            path: `examples[${i}].targetValues[0].value`,
            message: 'unknown account',
          })),
        },
      };
    });
    const ids = queueExamples(store, 100, DATASET, 'production', (i) =>
      i % 40 === 7 ? `BAD line ${i}` : `line ${i}`,
    );
    const report = await sender().syncOnce();

    const failed = byState('failed');
    expect(failed.map((r) => r.example_id)).toEqual([ids[7], ids[47], ids[87]]);
    expect(failed[0]!.last_error).toBe(
      'The service rejected this example: targetValues[0].value: unknown account.',
    );
    expect(byState('sent')).toHaveLength(97);
    expect(report).toMatchObject({ sent: 97, failed: 3 });
    // One refused batch, then the 97 together and each suspect alone to confirm: 1 PUT + 1 + 1 + 3.
    expect(s.seen).toHaveLength(6);
    expect(new Set(sentIds(s).filter((id) => !failed.some((f) => f.example_id === id)))).toEqual(
      new Set(ids.filter((_, i) => i % 40 !== 7)),
    );
  });

  it('on a 400 that names nothing, halves the batch until the rejected examples are isolated', async () => {
    let rejectAll = true;
    const s = await serve((r) => {
      if (r.method !== 'POST') return { status: 200 };
      const examples = (r.body as { examples: Example[] }).examples;
      const bad =
        rejectAll &&
        examples.some((e) => (e.data as { invoiceLine: { text: string } }).invoiceLine.text.includes('BAD'));
      return bad
        ? {
            status: 400,
            body: { name: 'Bad Request', status_code: 400, description: 'line text not allowed' },
          }
        : { status: 200 };
    });
    const ids = queueExamples(store, 100, DATASET, 'production', (i) =>
      i === 13 || i === 61 ? `BAD ${i}` : `fine ${i}`,
    );
    const report = await sender().syncOnce();
    expect(byState('failed').map((r) => r.example_id)).toEqual([ids[13], ids[61]]);
    expect(byState('failed')[0]!.last_error).toMatch(/line text not allowed/);
    expect(byState('sent')).toHaveLength(98);
    expect(report.failed).toBe(2);
    // Binary search: about 2·k·log2(n) calls, far fewer than one call per example.
    expect(batches(s).length).toBeLessThan(30);

    // The bookkeeper fixes the cause on the service side and retries the failed ones from the outbox view.
    rejectAll = false;
    expect(store.retry(byState('failed').map((r) => r.seq))).toBe(2);
    expect(byState('pending').map((r) => r.revision)).toEqual([2, 2]);
    expect(await sender().syncOnce()).toMatchObject({ sent: 2, failed: 0 });
    expect(byState('sent')).toHaveLength(100);
  });

  it('stops the environment on 401 and tells why, until a new token is set', async () => {
    let accepted = 'new-token-2';
    const s = await serve((r) =>
      r.auth === `Bearer ${accepted}`
        ? { status: 200 }
        : { status: 401, body: { name: 'Unauthorized', status_code: 401, description: 'token expired' } },
    );
    queueExamples(store, 5, DATASET);
    const out = sender();
    const first = await out.syncOnce();
    expect(first).toMatchObject({ sent: 0, retryInMs: null });
    const state = out.state('production');
    expect(state.blocked).toMatch(/did not accept Kontera's token/);
    expect(state.blocked).not.toContain(connection.token);
    const calls = s.seen.length;

    await out.syncOnce();
    expect(s.seen.length).toBe(calls); // same token: no more calls

    connection = connectionTo(s.url, accepted);
    const third = await out.syncOnce();
    expect(third.sent).toBe(5);
    expect(out.state('production').blocked).toBeNull();
    accepted = '';
  });

  it('sends document feedback one per call: 404 fails it with the reason, 409 retries it later without holding up the rest', async () => {
    let conflict = true;
    await serve((r) => {
      const id = (r.body as { id: string }).id;
      if (id === 'gone')
        return {
          status: 404,
          body: { name: 'Not Found', status_code: 404, description: 'feedback already given' },
        };
      if (id === 'busy' && conflict)
        return { status: 409, body: { name: 'Conflict', status_code: 409, description: 'concurrent' } };
      return { status: 200 };
    });
    for (const id of ['busy', 'ok', 'gone']) {
      store.enqueue({
        exampleId: id,
        environment: 'production',
        kind: 'feedback',
        dataset: '',
        payload: { id, trueValues: { answers: [{ question: 'Total?', answer: '1', pageRef: 1 }] } },
      });
    }
    const out = sender();
    const first = await out.syncOnce();
    // The busy document waits; the documents behind it are not held up.
    expect(rows().map((r) => [r.example_id, r.state])).toEqual([
      ['busy', 'pending'],
      ['ok', 'sent'],
      ['gone', 'failed'],
    ]);
    expect(rows()[2]!.last_error).toMatch(/feedback/i);
    expect(first.retryInMs).not.toBeNull();
    conflict = false;
    await out.syncOnce();
    expect(byState('sent').map((r) => r.example_id)).toEqual(['busy', 'ok']);
  });

  it('a correction queued while its batch is in flight is sent again with the new values', async () => {
    let corrected = false;
    const firstIds: string[] = [];
    const s = await serve((r) => {
      if (r.method === 'POST' && !corrected) {
        corrected = true;
        firstIds.push(...(r.body as { examples: Example[] }).examples.map((e) => e.id!));
        // The bookkeeper corrects the first line while the call is on the wire.
        const changed = sampleExample(0, 'corrected text', firstIds[0]);
        store.enqueue({
          exampleId: firstIds[0]!,
          environment: 'production',
          kind: 'example',
          dataset: DATASET,
          payload: changed,
        });
      }
      return { status: 200 };
    });
    queueExamples(store, 3, DATASET);
    await sender().syncOnce();
    expect(byState('sent')).toHaveLength(3);
    const last = batches(s).at(-1)!.body as { examples: Example[] };
    expect(last.examples.map((e) => e.id)).toEqual([firstIds[0]]);
    expect((last.examples[0]!.data as { invoiceLine: { text: string } }).invoiceLine.text).toBe(
      'corrected text',
    );
    expect(rows()[0]!.revision).toBe(2);
  });
});
