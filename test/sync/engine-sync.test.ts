import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startEngine, type RunningEngine } from '../../main/engine';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { LearningLoop } from '../../main/booking/learning-loop';
import { EventBus } from '../../main/util/events';
import type { OutboxStatus } from '../../preload/contract/outbox';
import { tempDir } from '../helpers/tmp';
import { until } from '../helpers/until';

type EngineExample = { example_id: string; target_values: string; data: string };

/** What the local engine holds for a dataset, read from its own database file. */
function engineExamples(engineDir: string, dataset: string): EngineExample[] {
  const db = new Database(join(engineDir, 'engine.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[string], EngineExample>(
        'SELECT example_id, target_values, data FROM examples WHERE dataset = ? ORDER BY seq',
      )
      .all(dataset);
  } finally {
    db.close();
  }
}

const line = (i: number) => ({
  supplierId: `SUP-${i % 4}`,
  supplierName: `Supplier ${i % 4}`,
  text: `Consulting hours week ${i}`,
  amount: 100 + i,
  issueDate: '2026-05-01T00:00:00Z',
  currency: 'DKK',
});

describe('outbox sync against the real local engine', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let engine: RunningEngine | null;
  let loop: LearningLoop;
  let endpoint: { url: string; token: string };
  let companyId: number;
  let events: EventBus;
  let statuses: OutboxStatus[];
  const engineDir = () => join(dir.path, 'engine');

  beforeEach(async () => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    const companies = new CompaniesStore(db);
    companyId = companies.create('Nordlys Rengøring').id;
    engine = await startEngine({ dataDir: engineDir(), token: 'engine-token-123', log: () => {} });
    endpoint = { url: engine.url, token: engine.token };
    events = new EventBus();
    statuses = [];
    events.subscribe((name, payload) => {
      if (name === 'outbox.status') statuses.push(payload as OutboxStatus);
    });
    loop = new LearningLoop({
      db,
      companies,
      currentEnvironment: () => 'local',
      connect: async () => ({
        environment: 'local',
        baseUrl: endpoint.url,
        scanUrl: endpoint.url,
        token: endpoint.token,
      }),
      events,
      log: () => {},
    });
  });
  afterEach(async () => {
    await loop.close();
    await engine?.close();
    db.close();
    dir.remove();
  });

  it('accepting works offline; the queue shows in the status and goes out by itself when the engine is back', async () => {
    const port = Number(new URL(engine!.url).port);
    await engine!.close();
    engine = null;
    loop.start();

    const ids: string[] = [];
    for (let i = 0; i < 30; i++) {
      ids.push(
        loop.bookings.acceptLine({
          companyId,
          ref: `doc-1#${i}`,
          line: line(i),
          targets: { account: String(6000 + (i % 3)) },
        }).id,
      );
    }
    await until('the sender notices it is offline', () => loop.outbox.status().online === false);
    const offline = loop.outbox.status();
    expect(offline).toMatchObject({ environment: 'local', pending: 30, sent: 0, online: false });
    expect(offline.message).toMatch(/Offline: 30 examples waiting/);
    await until('the status bar got the offline status', () =>
      statuses.some((s) => s.online === false && s.pending === 30),
    );
    // Booking on while the sender waits out its backoff: the count still goes up at once.
    ids.push(
      loop.bookings.acceptLine({ companyId, ref: 'doc-1#30', line: line(30), targets: { account: '6000' } })
        .id,
    );
    await until('the status bar counted the new example', () => statuses.some((s) => s.pending === 31));

    // The engine comes back (same address and data); the app announces it with status.changed.
    engine = await startEngine({ dataDir: engineDir(), port, token: endpoint.token, log: () => {} });
    events.emit('status.changed', { environment: 'local', online: true, message: 'Local engine running' });
    await until('the queue drained', () => loop.outbox.status().pending === 0);

    const status = loop.outbox.status();
    expect(status).toMatchObject({ pending: 0, sent: 31, failed: 0, online: true });
    expect(status.lastSyncAt).not.toBeNull();
    const stored = engineExamples(engineDir(), 'nordlys-rengoring.invoice-line');
    expect(stored.map((e) => e.example_id).sort()).toEqual([...ids].sort());
  });

  it('a correction replaces the example under the same UUID; a full re-send truncates and sends each example once', async () => {
    const dataset = 'nordlys-rengoring.invoice-line';
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) {
      ids.push(
        loop.bookings.acceptLine({
          companyId,
          ref: `doc-2#${i}`,
          line: line(i),
          targets: { account: '6000' },
        }).id,
      );
    }
    const first = await loop.outbox.sender.syncOnce();
    expect(first).toMatchObject({ sent: 120, calls: 3 }); // PUT + 100 + 20

    loop.bookings.correct(ids[5]!, { account: '6999' });
    await loop.outbox.sender.syncOnce();
    let stored = engineExamples(engineDir(), dataset);
    expect(stored).toHaveLength(120);
    expect(JSON.parse(stored.find((e) => e.example_id === ids[5])!.target_values)).toEqual([
      { name: 'account', value: '6999' },
    ]);

    const info = loop.outbox.resendInfo(dataset);
    expect(info).toMatchObject({ dataset, environment: 'local', examples: 120 });
    expect(info.warning).toMatch(/deletes all 120 examples/);
    loop.outbox.fullResend(dataset);
    expect(loop.outbox.status().pending).toBe(120);
    const resend = await loop.outbox.sender.syncOnce();
    expect(resend).toMatchObject({ sent: 120, calls: 3 }); // truncate + 100 + 20 (dataset already ensured)
    stored = engineExamples(engineDir(), dataset);
    expect(stored.map((e) => e.example_id).sort()).toEqual([...ids].sort());
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox_resends').get()).toEqual({ n: 0 });
  });

  it('creates the dataset again when it was deleted on the service since it was ensured', async () => {
    loop.bookings.acceptLine({ companyId, ref: 'a', line: line(1), targets: { account: '6000' } });
    await loop.outbox.sender.syncOnce();
    const deleted = await fetch(`${engine!.url}/v2/datasets/nordlys-rengoring.invoice-line`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${engine!.token}` },
    });
    expect(deleted.status).toBe(200);
    const b = loop.bookings.acceptLine({ companyId, ref: 'b', line: line(2), targets: { account: '6001' } });
    const report = await loop.outbox.sender.syncOnce();
    expect(report).toMatchObject({ sent: 1, failed: 0, calls: 3 }); // batch -> 404, PUT, batch
    expect(engineExamples(engineDir(), 'nordlys-rengoring.invoice-line').map((e) => e.example_id)).toEqual([
      b.id,
    ]);
  });

  it('imported history goes to the current environment by itself, once', async () => {
    const add = db.prepare(
      `INSERT INTO history_lines (company_id, kind, source, text, supplier_id, amount, targets, created_at)
       VALUES (?, 'invoice-line', 'import', ?, 'DK-5', 10, '{"account":"4000"}', '2025-01-02T00:00:00Z')`,
    );
    for (let i = 0; i < 150; i++) add.run(companyId, `Imported line ${i}`);
    expect(await loop.outbox.sender.syncOnce()).toMatchObject({ sent: 150, failed: 0 });
    expect(await loop.outbox.sender.syncOnce()).toMatchObject({ sent: 0, calls: 0 });
    expect(engineExamples(engineDir(), 'nordlys-rengoring.invoice-line')).toHaveLength(150);
  });

  it('bank entries go to the bank dataset', async () => {
    const booking = loop.bookings.acceptEntry({
      companyId,
      ref: 'entry-1',
      entry: { date: '2026-05-02', text: 'MobilePay 5512', amount: -200 },
      targets: { accountNumber: '7100', entryType: '1' },
    });
    await loop.outbox.sender.syncOnce();
    const stored = engineExamples(engineDir(), 'nordlys-rengoring.bank');
    expect(stored.map((e) => e.example_id)).toEqual([booking.id]);
    expect(JSON.parse(stored[0]!.data)).toMatchObject({ text: 'MobilePay 5512', amount: -200 });
  });
});
