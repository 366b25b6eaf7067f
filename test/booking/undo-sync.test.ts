import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { startEngine, type RunningEngine } from '../../main/engine';
import { openDatabase, type DB } from '../../main/store/db';
import { CompaniesStore } from '../../main/store/companies';
import { LearningLoop } from '../../main/booking/learning-loop';
import { tempDir } from '../helpers/tmp';

type EngineExample = { example_id: string; target_values: string };

/** What the local engine holds for a dataset, read from its own database file. */
function engineExamples(engineDir: string, dataset: string): EngineExample[] {
  const db = new Database(join(engineDir, 'engine.sqlite'), { readonly: true });
  try {
    return db
      .prepare<[string], EngineExample>(
        'SELECT example_id, target_values FROM examples WHERE dataset = ? ORDER BY seq',
      )
      .all(dataset);
  } catch {
    return []; // no example ever reached the engine: its tables may not exist yet
  } finally {
    db.close();
  }
}

const line = {
  supplierId: 'DK-1',
  supplierName: 'Kontorland',
  text: 'Printerpapir A4',
  amount: 249,
  currency: 'DKK',
};
const DATASET = 'bager-jensen.invoice-line';
const values = (e: EngineExample | undefined) =>
  JSON.parse(e?.target_values ?? '[]') as { name: string; value: string }[];

describe('undo of a booking, then sync to the real local engine', () => {
  let dir: ReturnType<typeof tempDir>;
  let db: DB;
  let engine: RunningEngine;
  let loop: LearningLoop;
  let companyId: number;
  const engineDir = () => join(dir.path, 'engine');

  beforeEach(async () => {
    dir = tempDir();
    db = openDatabase(join(dir.path, 'kontera.sqlite'));
    const companies = new CompaniesStore(db);
    companyId = companies.create('Bager Jensen').id;
    engine = await startEngine({ dataDir: engineDir(), token: 'engine-token-undo', log: () => {} });
    loop = new LearningLoop({
      db,
      companies,
      currentEnvironment: () => 'local',
      connect: async () => ({
        environment: 'local',
        baseUrl: engine.url,
        scanUrl: engine.url,
        token: engine.token,
      }),
      log: () => {},
    });
  });
  afterEach(async () => {
    await loop.close();
    await engine.close();
    db.close();
    dir.remove();
  });

  it('undoing a correction restores the earlier values; the engine holds the example once, in that version', async () => {
    const first = loop.bookings.acceptLine({ companyId, ref: 'doc-1#1', line, targets: { account: '2800' } });
    await loop.outbox.sender.syncOnce();
    loop.bookings.correct(first.id, { account: '2850' });
    await loop.outbox.sender.syncOnce();
    expect(values(engineExamples(engineDir(), DATASET)[0])).toEqual([{ name: 'account', value: '2850' }]);

    const undo = loop.undo.undo(companyId);
    expect(undo).toMatchObject({
      undone: false,
      booking: { id: first.id, targets: { account: '2800' }, decision: first.decision },
    });
    expect(loop.bookings.get(companyId, 'invoice-line', 'doc-1#1')?.targets).toEqual({ account: '2800' });
    await loop.outbox.sender.syncOnce();
    const stored = engineExamples(engineDir(), DATASET);
    expect(stored.map((e) => e.example_id)).toEqual([first.id]);
    expect(values(stored[0])).toEqual([{ name: 'account', value: '2800' }]);
  });

  it('undoing a booking not yet sent takes it back from the outbox: nothing reaches the engine', async () => {
    loop.bookings.acceptLine({ companyId, ref: 'doc-2#1', line, targets: { account: '2800' } });
    expect(loop.outbox.status().pending).toBe(1);
    expect(loop.undo.undo(companyId)).toMatchObject({ undone: true, remaining: 0 });
    expect(loop.bookings.get(companyId, 'invoice-line', 'doc-2#1')).toBeNull();
    expect(loop.history.choices(companyId, 'invoice-line')).toEqual([]);
    await loop.outbox.sender.syncOnce();
    expect(engineExamples(engineDir(), DATASET)).toEqual([]);
  });

  it('an undone booking that had been sent keeps its UUID: booking the line again replaces the example', async () => {
    const first = loop.bookings.acceptLine({ companyId, ref: 'doc-3#1', line, targets: { account: '2800' } });
    await loop.outbox.sender.syncOnce();
    loop.undo.undo(companyId);
    const again = loop.bookings.acceptLine({ companyId, ref: 'doc-3#1', line, targets: { account: '2900' } });
    expect(again.id).toBe(first.id);
    await loop.outbox.sender.syncOnce();
    const stored = engineExamples(engineDir(), DATASET);
    expect(stored.map((e) => e.example_id)).toEqual([first.id]);
    expect(values(stored[0])).toEqual([{ name: 'account', value: '2900' }]);
  });

  it('undo with nothing to undo says so', () => {
    expect(() => loop.undo.undo(companyId)).toThrow(/no booking to undo/);
  });
});
