import type { DB } from '../store/db';
import type { EnvironmentName } from '../store/environments';
import { utcStamp } from '../util/time';

export type OutboxKind = 'example' | 'feedback';
export type OutboxState = 'pending' | 'sent' | 'failed';

export type OutboxRow = {
  seq: number;
  example_id: string;
  environment: EnvironmentName;
  kind: OutboxKind;
  dataset: string;
  payload: string;
  size: number;
  state: OutboxState;
  revision: number;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
};

export type QueueItem = {
  exampleId: string;
  environment: EnvironmentName;
  kind: OutboxKind;
  /** v2 dataset name; '' for document feedback. */
  dataset: string;
  payload: unknown;
};

export type Group = { kind: OutboxKind; dataset: string };
export type Counts = { pending: number; sent: number; failed: number };
/** The row version a sender saw: it may only mark that version sent or failed. */
export type RowVersion = { seq: number; revision: number };

/**
 * The outbox table: what must reach which dataset of which environment, and what already did. Every
 * method is one statement or one transaction; none awaits, so the sender and the booking service can
 * share the connection without holding a transaction across I/O.
 */
export class OutboxStore {
  private readonly upsert;
  private readonly markSentStmt;
  private readonly syncStmt;

  constructor(private readonly db: DB) {
    this.upsert = db.prepare<[string, string, string, string, string, number, string, string]>(
      `INSERT INTO outbox (example_id, environment, kind, dataset, payload, size, state, revision, attempts, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'pending', 1, 0, ?, ?)
       ON CONFLICT (environment, kind, dataset, example_id) DO UPDATE SET
         payload = excluded.payload, size = excluded.size, state = 'pending', revision = outbox.revision + 1,
         attempts = 0, last_error = NULL, updated_at = excluded.updated_at`,
    );
    this.markSentStmt = db.prepare<{ stamp: string; seq: number; revision: number }>(
      `UPDATE outbox SET state = 'sent', sent_at = @stamp, updated_at = @stamp, attempts = attempts + 1, last_error = NULL
       WHERE seq = @seq AND revision = @revision AND state = 'pending'`,
    );
    this.syncStmt = db.prepare<[string, string]>(
      `INSERT INTO outbox_sync (environment, last_sync_at) VALUES (?, ?)
       ON CONFLICT (environment) DO UPDATE SET last_sync_at = excluded.last_sync_at`,
    );
  }

  /**
   * Queues (or re-queues, same UUID) one item. Callers run it inside their own transaction, together
   * with the booking it belongs to; on its own it is a single atomic statement.
   */
  enqueue(item: QueueItem, now = new Date()): void {
    const payload = JSON.stringify(item.payload);
    const stamp = utcStamp(now);
    this.upsert.run(
      item.exampleId,
      item.environment,
      item.kind,
      item.dataset,
      payload,
      Buffer.byteLength(payload),
      stamp,
      stamp,
    );
  }

  /**
   * Queues an item only if this environment's outbox does not have it yet (sent or not): for sending
   * history to an environment, where re-running must neither resend nor double anything.
   */
  enqueueIfMissing(item: QueueItem, now = new Date()): boolean {
    const payload = JSON.stringify(item.payload);
    const stamp = utcStamp(now);
    const info = this.db
      .prepare(
        `INSERT INTO outbox (example_id, environment, kind, dataset, payload, size, state, revision, attempts, created_at, updated_at)
         VALUES (?, ?, ?, ?, ?, ?, 'pending', 1, 0, ?, ?)
         ON CONFLICT (environment, kind, dataset, example_id) DO NOTHING`,
      )
      .run(
        item.exampleId,
        item.environment,
        item.kind,
        item.dataset,
        payload,
        Buffer.byteLength(payload),
        stamp,
        stamp,
      );
    return info.changes === 1;
  }

  /**
   * Takes back an example no environment has received yet (an undone booking): its pending rows are
   * removed. Rows already sent stay: the interface cannot delete one example, and booking the item
   * again re-queues the same UUID, which replaces it. Returns how many rows were taken back.
   */
  withdrawUnsent(exampleId: string): number {
    return this.db
      .prepare(
        "DELETE FROM outbox WHERE example_id = ? AND kind = 'example' AND state IN ('pending', 'failed') AND sent_at IS NULL",
      )
      .run(exampleId).changes;
  }

  /** Environments that have pending rows or an unstarted full re-send. */
  environmentsWithWork(): EnvironmentName[] {
    return this.db
      .prepare<[], { environment: EnvironmentName }>(
        `SELECT environment FROM outbox WHERE state = 'pending'
         UNION SELECT environment FROM outbox_resends`,
      )
      .all()
      .map((r) => r.environment);
  }

  /** Datasets (and feedback) with pending rows, oldest work first. */
  pendingGroups(environment: EnvironmentName): Group[] {
    return this.db
      .prepare<[string], Group>(
        `SELECT kind, dataset FROM outbox WHERE environment = ? AND state = 'pending'
         GROUP BY kind, dataset ORDER BY MIN(seq)`,
      )
      .all(environment);
  }

  /**
   * The next pending rows of one group, in queue order, at most `maxCount` and together at most
   * `maxBytes` of payload. A single row over `maxBytes` comes back alone so the sender can fail it.
   */
  nextBatch(environment: EnvironmentName, group: Group, maxCount: number, maxBytes: number): OutboxRow[] {
    const rows = this.db
      .prepare<[string, string, string, number], OutboxRow>(
        `SELECT * FROM outbox WHERE environment = ? AND state = 'pending' AND kind = ? AND dataset = ?
         ORDER BY seq LIMIT ?`,
      )
      .all(environment, group.kind, group.dataset, maxCount);
    const batch: OutboxRow[] = [];
    let bytes = 0;
    for (const row of rows) {
      // +1 for the comma between examples in the JSON array.
      if (batch.length > 0 && bytes + row.size + 1 > maxBytes) break;
      batch.push(row);
      bytes += row.size + 1;
    }
    return batch;
  }

  /** After a 2xx: marks exactly the versions that were sent, and the environment's last sync, at once. */
  markSent(environment: EnvironmentName, rows: RowVersion[], now = new Date()): number {
    const stamp = utcStamp(now);
    return this.db.transaction(() => {
      let changed = 0;
      for (const r of rows)
        changed += this.markSentStmt.run({ stamp, seq: r.seq, revision: r.revision }).changes;
      this.syncStmt.run(environment, stamp);
      return changed;
    })();
  }

  /** The service rejected this version of a row: it stays failed (with the reason) until retried. */
  markFailed(row: RowVersion, reason: string, now = new Date()): void {
    this.db
      .prepare(
        `UPDATE outbox SET state = 'failed', attempts = attempts + 1, last_error = ?, updated_at = ?
         WHERE seq = ? AND revision = ? AND state = 'pending'`,
      )
      .run(reason, utcStamp(now), row.seq, row.revision);
  }

  /** A try that did not get through (network, 5xx, 429): the rows stay pending, the reason is kept. */
  noteAttempt(rows: RowVersion[], reason: string, now = new Date()): void {
    const stmt = this.db.prepare(
      `UPDATE outbox SET attempts = attempts + 1, last_error = ?, updated_at = ? WHERE seq = ? AND revision = ? AND state = 'pending'`,
    );
    const stamp = utcStamp(now);
    this.db.transaction(() => {
      for (const r of rows) stmt.run(reason, stamp, r.seq, r.revision);
    })();
  }

  counts(environment: EnvironmentName): Counts {
    const counts: Counts = { pending: 0, sent: 0, failed: 0 };
    const rows = this.db
      .prepare<[string], { state: OutboxState; n: number }>(
        'SELECT state, COUNT(*) AS n FROM outbox WHERE environment = ? GROUP BY state',
      )
      .all(environment);
    for (const r of rows) counts[r.state] = r.n;
    return counts;
  }

  lastSync(environment: EnvironmentName): string | null {
    const row = this.db
      .prepare<[string], { last_sync_at: string }>(
        'SELECT last_sync_at FROM outbox_sync WHERE environment = ?',
      )
      .get(environment);
    return row?.last_sync_at ?? null;
  }

  failed(limit: number, offset: number): OutboxRow[] {
    return this.db
      .prepare<[number, number], OutboxRow>(
        `SELECT * FROM outbox WHERE state = 'failed' ORDER BY seq LIMIT ? OFFSET ?`,
      )
      .all(limit, offset);
  }

  /** Puts failed rows (all, or the given ones) back in the queue. Returns how many. */
  retry(seqs?: number[], now = new Date()): number {
    const stamp = utcStamp(now);
    if (!seqs) {
      return this.db
        .prepare(
          `UPDATE outbox SET state = 'pending', attempts = 0, revision = revision + 1, updated_at = ? WHERE state = 'failed'`,
        )
        .run(stamp).changes;
    }
    const stmt = this.db.prepare(
      `UPDATE outbox SET state = 'pending', attempts = 0, revision = revision + 1, updated_at = ? WHERE seq = ? AND state = 'failed'`,
    );
    return this.db.transaction(() => seqs.reduce((n, seq) => n + stmt.run(stamp, seq).changes, 0))();
  }

  /** Examples a full re-send of this dataset would send (everything not rejected). */
  resendSize(environment: EnvironmentName, dataset: string): { examples: number; bytes: number } {
    const row = this.db
      .prepare<[string, string], { n: number; bytes: number | null }>(
        `SELECT COUNT(*) AS n, SUM(size) AS bytes FROM outbox
         WHERE environment = ? AND kind = 'example' AND dataset = ? AND state != 'failed'`,
      )
      .get(environment, dataset);
    return { examples: row?.n ?? 0, bytes: row?.bytes ?? 0 };
  }

  /**
   * Full re-send: in one transaction, every example of the dataset not rejected goes back to pending
   * under a new revision (so a batch in flight cannot mark it sent any more) and a marker asks the
   * sender to truncate first. A crash anywhere leaves either the old state or a marker plus pending
   * rows, so the dataset is never left truncated with rows marked sent.
   */
  requestResend(environment: EnvironmentName, dataset: string, now = new Date()): number {
    const stamp = utcStamp(now);
    return this.db.transaction(() => {
      const changed = this.db
        .prepare(
          `UPDATE outbox SET state = 'pending', revision = revision + 1, attempts = 0, updated_at = ?
           WHERE environment = ? AND kind = 'example' AND dataset = ? AND state != 'failed'`,
        )
        .run(stamp, environment, dataset).changes;
      this.db
        .prepare(
          `INSERT INTO outbox_resends (environment, dataset, requested_at) VALUES (?, ?, ?)
           ON CONFLICT (environment, dataset) DO UPDATE SET requested_at = excluded.requested_at`,
        )
        .run(environment, dataset, stamp);
      return changed;
    })();
  }

  resendsFor(environment: EnvironmentName): string[] {
    return this.db
      .prepare<[string], { dataset: string }>(
        'SELECT dataset FROM outbox_resends WHERE environment = ? ORDER BY requested_at',
      )
      .all(environment)
      .map((r) => r.dataset);
  }

  /** Called only after the truncate call succeeded. */
  clearResend(environment: EnvironmentName, dataset: string): void {
    this.db
      .prepare('DELETE FROM outbox_resends WHERE environment = ? AND dataset = ?')
      .run(environment, dataset);
  }
}
