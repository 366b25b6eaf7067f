import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { z } from 'zod';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { OutboxStore, type OutboxRow } from '../../main/sync/outbox-store';
import { BookingService } from '../../main/booking/bookings';
import { queueHistory, queueNewHistory } from '../../main/booking/history-examples';
import { SettingsStore } from '../../main/store/settings';
import { tempDir } from '../helpers/tmp';

describe('queueing a company history for an environment', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let companyId: number;
  let outbox: OutboxStore;
  const rows = () => db.prepare<[], OutboxRow>('SELECT * FROM outbox ORDER BY seq').all();

  beforeEach(() => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    companyId = new CompaniesStore(db).create('Havn Byg').id;
    outbox = new OutboxStore(db);
    const insert = db.prepare(
      `INSERT INTO history_lines (company_id, kind, source, text, supplier_id, amount, targets, created_at, fingerprint)
       VALUES (?, ?, 'import', ?, ?, ?, ?, '2025-01-01T00:00:00Z', ?)`,
    );
    insert.run(
      companyId,
      'invoice-line',
      'Cement 25 kg',
      'DK-77',
      89,
      JSON.stringify({ account: '1500', vat_code: 'I25' }),
      'fp-1',
    );
    insert.run(
      companyId,
      'invoice-line',
      'No target yet',
      'DK-77',
      1,
      JSON.stringify({ account: '' }),
      'fp-2',
    );
    insert.run(
      companyId,
      'bank',
      'Overførsel',
      null,
      -1200,
      JSON.stringify({ accountNumber: 5600, entryType: 1 }),
      'fp-3',
    );
  });
  afterEach(() => {
    db.close();
    dir.remove();
  });

  it('queues each usable line once per environment, with stable UUIDs, and re-running adds nothing', () => {
    const booked = new BookingService({ db, outbox, environment: () => 'local' }).acceptLine({
      companyId,
      ref: 'x',
      line: { supplierId: 'DK-1', text: 'Søm 5 kg' },
      targets: { account: '1500' },
    });
    const first = queueHistory(db, outbox, {
      companyId,
      slug: 'havn-byg',
      kind: 'invoice-line',
      environment: 'production',
    });
    expect(first).toEqual({ queued: 2, total: 2 });
    const bank = queueHistory(db, outbox, {
      companyId,
      slug: 'havn-byg',
      kind: 'bank',
      environment: 'production',
    });
    expect(bank).toEqual({ queued: 1, total: 1 });

    const prod = rows().filter((r) => r.environment === 'production');
    expect(prod.map((r) => r.dataset)).toEqual([
      'havn-byg.invoice-line',
      'havn-byg.invoice-line',
      'havn-byg.bank',
    ]);
    // The booked line keeps its booking UUID; imported lines get valid, stable UUIDs.
    expect(prod[1]!.example_id).toBe(booked.id);
    for (const r of prod) expect(z.uuid().safeParse(r.example_id).success).toBe(true);
    expect(JSON.parse(prod[2]!.payload)).toMatchObject({
      data: { transaction: { text: 'Overførsel', amount: -1200 } },
      targetValues: [
        { name: 'accountNumber', value: '5600' },
        { name: 'entryType', value: '1' },
      ],
    });

    db.prepare("UPDATE outbox SET state = 'sent' WHERE environment = 'production'").run();
    expect(
      queueHistory(db, outbox, {
        companyId,
        slug: 'havn-byg',
        kind: 'invoice-line',
        environment: 'production',
      }),
    ).toEqual({ queued: 0, total: 2 });
    expect(rows().filter((r) => r.environment === 'production' && r.state === 'pending')).toEqual([]);

    // Another environment gets the same UUIDs.
    queueHistory(db, outbox, { companyId, slug: 'havn-byg', kind: 'invoice-line', environment: 'staging' });
    const staging = rows()
      .filter((r) => r.environment === 'staging')
      .map((r) => r.example_id);
    expect(staging).toEqual(prod.slice(0, 2).map((r) => r.example_id));
  });

  it('feeds lines added since the last run to the current environment, demo lines too', () => {
    const settings = new SettingsStore(db);
    expect(queueNewHistory(db, outbox, settings, 'local')).toEqual({ queued: 2, more: false });
    expect(queueNewHistory(db, outbox, settings, 'local')).toEqual({ queued: 0, more: false });

    const add = db.prepare(
      `INSERT INTO history_lines (company_id, kind, source, text, supplier_id, amount, targets, created_at)
       VALUES (?, 'invoice-line', ?, ?, 'DK-5', 1, '{"account":"2000"}', '2025-01-02T00:00:00Z')`,
    );
    add.run(companyId, 'import', 'Imported later');
    add.run(companyId, 'demo', 'Demo line');
    expect(queueNewHistory(db, outbox, settings, 'local')).toEqual({ queued: 2, more: false });
    const local = rows().filter((r) => r.environment === 'local');
    expect(
      local.map((r) => {
        const data = (
          JSON.parse(r.payload) as {
            data: { invoiceLine?: { text: string }; transaction?: { text: string } };
          }
        ).data;
        return data.invoiceLine?.text ?? data.transaction?.text;
      }),
    ).toEqual(['Cement 25 kg', 'Overførsel', 'Imported later', 'Demo line']);
    // Another environment starts from the beginning, with the same UUIDs.
    expect(queueNewHistory(db, outbox, settings, 'staging').queued).toBe(4);
    const staging = rows()
      .filter((r) => r.environment === 'staging')
      .map((r) => r.example_id);
    expect(staging.sort()).toEqual(local.map((r) => r.example_id).sort());
  });

  it('feeds a large import in slices so main is never blocked for long', () => {
    const add = db.prepare(
      `INSERT INTO history_lines (company_id, kind, source, text, supplier_id, amount, targets, created_at)
       VALUES (?, 'invoice-line', 'import', ?, 'DK-5', 1, '{"account":"2000"}', '2025-01-02T00:00:00Z')`,
    );
    db.transaction(() => {
      for (let i = 0; i < 25_000; i++) add.run(companyId, `line ${i}`);
    })();
    const settings = new SettingsStore(db);
    const slices: number[] = [];
    for (let more = true; more;) {
      const r = queueNewHistory(db, outbox, settings, 'local');
      slices.push(r.queued);
      more = r.more;
    }
    expect(slices.length).toBeGreaterThan(2);
    expect(slices.reduce((a, b) => a + b, 0)).toBe(25_002);
    expect(Math.max(...slices)).toBeLessThanOrEqual(12_000);
  });
});
