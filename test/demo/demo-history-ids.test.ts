import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore, type Company } from '../../main/store/companies';
import { OutboxStore } from '../../main/sync/outbox-store';
import { SettingsStore } from '../../main/store/settings';
import { historyExampleId, queueNewHistory } from '../../main/booking/history-examples';
import { findDemo, insertDemoHistory } from '../../main/demo/load';
import { tempDir } from '../helpers/tmp';

// Demo history goes out under the learning loop's stable history ids: the history feed that runs
// before every send finds it already queued, so the service gets every demo line exactly once.
describe('demo history in the outbox', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let company: Company;
  let outbox: OutboxStore;

  beforeEach(() => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    company = new CompaniesStore(db).create('Demo Byg');
    outbox = new OutboxStore(db);
  });
  afterEach(() => {
    db.close();
    dir.remove();
  });

  it('queues each demo line once, under its stable history id, and the feed adds nothing', () => {
    const demo = findDemo();
    expect(demo).not.toBeNull();
    const counts = insertDemoHistory(db, company, demo!, { outbox, environment: 'local' });
    const history = db
      .prepare<[number], { id: number; booking_id: string | null; fingerprint: string | null; kind: string }>(
        'SELECT id, booking_id, fingerprint, kind FROM history_lines WHERE company_id = ? ORDER BY id',
      )
      .all(company.id);
    expect(history).toHaveLength(counts.lines + counts.bank);
    const queued = db
      .prepare<[], { example_id: string; dataset: string }>(
        `SELECT example_id, dataset FROM outbox WHERE environment = 'local'`,
      )
      .all();
    expect(queued).toHaveLength(history.length);
    expect(new Set(queued.map((q) => q.example_id))).toEqual(
      new Set(history.map((h) => historyExampleId(company.id, h))),
    );
    expect(new Set(queued.map((q) => q.dataset))).toEqual(
      new Set([`${company.slug}.invoice-line`, `${company.slug}.bank`]),
    );

    // The learning loop's feed sees the demo lines and finds them already in the outbox.
    expect(queueNewHistory(db, outbox, new SettingsStore(db), 'local')).toEqual({ queued: 0, more: false });
    // Another environment gets the very same ids from the feed alone.
    expect(queueNewHistory(db, outbox, new SettingsStore(db), 'staging').queued).toBe(history.length);
    const staging = db
      .prepare<[], { example_id: string }>(`SELECT example_id FROM outbox WHERE environment = 'staging'`)
      .all();
    expect(new Set(staging.map((s) => s.example_id))).toEqual(new Set(queued.map((q) => q.example_id)));
  });
});
