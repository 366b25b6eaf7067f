/**
 * Outbox benchmark: `npm run bench:outbox [-- --n 100000]`.
 *  1. queue N examples through the real accept path (one transaction each: booking, history line,
 *     outbox row): total time, database size, and the cost of one accept (p50/p99);
 *  2. sync them all to the in-process local engine over loopback HTTP: time and calls made.
 * Prints figures; asserts nothing (speed goals are read, not tested).
 */
import { statSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEngine } from '../../../main/engine';
import { openDatabase } from '../../../main/store/db';
import { CompaniesStore } from '../../../main/store/companies';
import { OutboxStore } from '../../../main/sync/outbox-store';
import { OutboxSender } from '../../../main/sync/sender';
import { BookingService } from '../../../main/booking/bookings';
import { tempDir } from '../../helpers/tmp';

const { values } = parseArgs({ options: { n: { type: 'string', default: '100000' } } });
const N = Number(values.n);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const fileSize = (f: string) => (existsSync(f) ? statSync(f).size : 0);

const dir = tempDir('kontera-bench-outbox-');
try {
  const dbFile = join(dir.path, 'kontera.sqlite');
  const db = openDatabase(dbFile);
  const companyId = new CompaniesStore(db).create('Bench Company').id;
  const store = new OutboxStore(db);
  const bookings = new BookingService({ db, outbox: store, environment: () => 'local' });

  const accounts = ['4000', '4010', '6800', '6810', '7100', '2710'];
  const durations: number[] = [];
  const t0 = performance.now();
  for (let i = 0; i < N; i++) {
    const start = performance.now();
    bookings.acceptLine({
      companyId,
      ref: `bench-doc-${Math.floor(i / 10)}#${i % 10}`,
      line: {
        issueDate: '2026-01-15T00:00:00Z',
        currency: 'DKK',
        supplierId: `DK${10000000 + (i % 500)}`,
        supplierName: `Supplier ${i % 500} ApS`,
        supplierGlobalId: null,
        customerRef: `PO-${i % 997}`,
        amount: Math.round(((i * 37) % 100000) + 99) / 100,
        text: `Item ${i % 2000} office supplies, batch ${i % 13}`,
        lineId: String(i % 10),
      },
      targets: { account: accounts[i % accounts.length]!, vat_code: i % 3 === 0 ? 'I0' : 'I25' },
      suggested: { account: accounts[i % accounts.length]!, vat_code: 'I25' },
    });
    durations.push(performance.now() - start);
  }
  const queueMs = performance.now() - t0;
  db.pragma('wal_checkpoint(TRUNCATE)');
  const dbBytes = fileSize(dbFile) + fileSize(`${dbFile}-wal`);
  durations.sort((a, b) => a - b);

  console.log(
    `queue ${N.toLocaleString('en')} examples (accept path, one transaction each): ${(queueMs / 1000).toFixed(2)} s, ${Math.round(N / (queueMs / 1000)).toLocaleString('en')} accepts/s`,
  );
  console.log(
    `one accept: p50 ${percentile(durations, 50).toFixed(3)} ms, p99 ${percentile(durations, 99).toFixed(3)} ms, max ${durations.at(-1)!.toFixed(2)} ms`,
  );
  console.log(
    `database size after queueing: ${mib(dbBytes)} (${Math.round(dbBytes / N)} bytes per example incl. booking and history line)`,
  );

  const engine = await startEngine({ dataDir: join(dir.path, 'engine'), log: () => {} });
  try {
    const sender = new OutboxSender({
      store,
      connect: async () => ({
        environment: 'local',
        baseUrl: engine.url,
        scanUrl: engine.url,
        token: engine.token,
      }),
    });
    const t1 = performance.now();
    const report = await sender.syncOnce();
    const syncMs = performance.now() - t1;
    const left = store.counts('local');
    console.log(
      `sync to the local engine: ${(syncMs / 1000).toFixed(2)} s, ${report.calls.toLocaleString('en')} calls, ` +
        `${Math.round(report.sent / (syncMs / 1000)).toLocaleString('en')} examples/s (sent ${report.sent}, pending ${left.pending}, failed ${left.failed})`,
    );
  } finally {
    await engine.close();
  }
  db.close();
} finally {
  dir.remove();
}
