import { createHash } from 'node:crypto';
import type { Connection } from '../credentials/connection';
import type { EnvironmentName } from '../store/environments';
import type { Example, FeedbackRequest } from '../api/types';
import {
  Conflict,
  InvalidRequest,
  NotFound,
  PayloadTooLarge,
  RateLimited,
  RequestCancelled,
  Unauthorized,
} from '../api/errors';
import { backoffDelay, type BackoffOptions } from '../api/retry';
import { UserError } from '../util/errors';
import { httpSyncCalls, MAX_BATCH_BYTES, MAX_BATCH_EXAMPLES, type SyncCalls } from './service-calls';
import type { Group, OutboxRow, OutboxStore } from './outbox-store';
import { splitRejected, rejectionReason } from './split';
import { scrubSecret } from '../api/scrub';

export type EnvironmentSync = {
  /** null: not tried this launch; true: the last call got an answer; false: it did not. */
  online: boolean | null;
  /** Set after a 401: what to tell the user. Cleared when a different token shows up. */
  blocked: string | null;
  /** The last reason a call did not get through, for the status bar. */
  lastError: string | null;
};

export type PassReport = {
  sent: number;
  failed: number;
  /** HTTP calls made (dataset PUTs, batches, truncates, feedback). */
  calls: number;
  /** When to try again because something is still pending; null when nothing is left to retry. */
  retryInMs: number | null;
};

export type SenderOptions = {
  store: OutboxStore;
  connect: (environment: EnvironmentName) => Promise<Connection>;
  calls?: SyncCalls;
  backoff?: BackoffOptions;
  /** How often an idle sender looks at the queue anyway (safety net; wake() is the normal path). */
  idlePollMs?: number;
  onChange?: () => void;
  /** Runs before each pass (queues new history lines); a failure is logged and the pass goes on. */
  beforePass?: () => void;
  log?: (message: string, err?: unknown) => void;
};

/** `item`: only this item must wait (feedback for a document busy elsewhere); the rest goes on. */
type Outcome = { stop: false } | { stop: true; retryInMs: number | null; item?: boolean };
const GO: Outcome = { stop: false };
/** `{"examples":[` + `]}`: what a batch body adds around its examples. */
const BODY_OVERHEAD = 16;

/**
 * Sends the outbox to each environment: dataset ensured before its first example, batches of at most
 * 100 examples and 10 MiB, rows marked sent in one transaction after a 2xx, backoff with jitter on
 * outages (Retry-After on 429), batches split on 400 so only the rejected examples fail, and a stop
 * per environment on 401 until its token changes. Crash-safe by construction: a row is marked sent
 * only after the service accepted it, and a resent row carries the same UUID (the service keeps the
 * last copy), so a kill at any point loses nothing and doubles nothing.
 */
export class OutboxSender {
  private readonly calls: SyncCalls;
  private readonly states = new Map<EnvironmentName, EnvironmentSync>();
  private readonly blockedToken = new Map<EnvironmentName, string>();
  private readonly ensured = new Set<string>();
  /** Consecutive failed tries per environment: the backoff exponent. */
  private readonly failures = new Map<EnvironmentName, number>();
  private closed = false;
  private loopDone: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private wakeRequested = false;
  private inFlight = new AbortController();
  private running: Promise<PassReport> | null = null;
  syncing = false;

  constructor(private readonly options: SenderOptions) {
    this.calls = options.calls ?? httpSyncCalls();
  }

  state(environment: EnvironmentName): EnvironmentSync {
    return this.states.get(environment) ?? { online: null, blocked: null, lastError: null };
  }

  /** Starts the background loop (app start). */
  start(): void {
    if (this.loopDone || this.closed) return;
    this.loopDone = this.loop();
  }

  /** Sync now: on demand, after a booking, when connectivity or a token comes back. Resets the backoff. */
  wake(): void {
    this.failures.clear();
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  /**
   * New work was queued. Goes at once when the last try went through; while backing off from a
   * failure it waits for the scheduled retry, so fast bookings never hammer a service that is down.
   */
  nudge(environment: EnvironmentName): void {
    if ((this.failures.get(environment) ?? 0) > 0) return;
    this.wakeRequested = true;
    this.wakeUp?.();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.inFlight.abort();
    this.wakeUp?.();
    await this.loopDone;
    await this.running?.catch(() => undefined);
  }

  /** One pass over every environment with work, until the queue is empty or a failure stops it. */
  syncOnce(): Promise<PassReport> {
    // Two passes at once would send the same rows twice: callers share the running one.
    this.running ??= this.pass().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async loop(): Promise<void> {
    while (!this.closed) {
      this.wakeRequested = false;
      let delay: number | null;
      try {
        delay = (await this.syncOnce()).retryInMs;
      } catch (err) {
        this.options.log?.('outbox sync pass failed', err);
        delay = backoffDelay(1, this.backoffOptions());
      }
      if (this.closed) break;
      if (this.wakeRequested) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, delay ?? this.options.idlePollMs ?? 300_000);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  private async pass(): Promise<PassReport> {
    const report: PassReport = { sent: 0, failed: 0, calls: 0, retryInMs: null };
    this.syncing = true;
    this.options.onChange?.();
    try {
      try {
        this.options.beforePass?.();
      } catch (err) {
        this.options.log?.('queueing new history failed', err);
      }
      for (const environment of this.options.store.environmentsWithWork()) {
        if (this.closed) break;
        const outcome = await this.syncEnvironment(environment, report);
        if (outcome.stop && outcome.retryInMs !== null) {
          report.retryInMs = Math.min(report.retryInMs ?? Infinity, outcome.retryInMs);
        }
      }
    } finally {
      this.syncing = false;
      this.options.onChange?.();
    }
    return report;
  }

  private async syncEnvironment(environment: EnvironmentName, report: PassReport): Promise<Outcome> {
    let connection: Connection;
    try {
      connection = await this.options.connect(environment);
    } catch (err) {
      // No token, or the local engine not started yet: nothing to send to. A new token or the
      // engine starting wakes the sender; until then look again at the longest backoff.
      this.setState(environment, {
        online: null,
        lastError: err instanceof UserError ? err.message : 'Not connected.',
      });
      return { stop: true, retryInMs: this.options.backoff?.maxDelayMs ?? 60_000 };
    }
    const fingerprint = createHash('sha256').update(connection.token).digest('hex');
    if (this.blockedToken.get(environment) === fingerprint) return { stop: true, retryInMs: null };
    if (this.blockedToken.delete(environment)) this.setState(environment, { blocked: null });

    const { store } = this.options;
    for (const dataset of store.resendsFor(environment)) {
      const outcome = await this.call(environment, connection, fingerprint, [], async (signal) => {
        await this.ensure(connection, dataset, report, signal);
        report.calls++;
        await this.calls.truncate(connection, dataset, signal);
      });
      if (outcome.stop) return outcome;
      store.clearResend(environment, dataset);
    }
    let waiting: number | null = null;
    for (const group of store.pendingGroups(environment)) {
      const skip = new Set<number>();
      for (;;) {
        if (this.closed) return { stop: true, retryInMs: null };
        const limit = group.kind === 'feedback' ? 1 + skip.size : MAX_BATCH_EXAMPLES;
        const rows = store
          .nextBatch(environment, group, limit, MAX_BATCH_BYTES - BODY_OVERHEAD)
          .filter((r) => !skip.has(r.seq));
        if (rows.length === 0) break;
        const outcome = await this.sendRows(environment, connection, fingerprint, group, rows, report);
        if (outcome.stop && outcome.item) {
          // One document's feedback is busy (409): it waits, the other items go now.
          for (const r of rows) skip.add(r.seq);
          waiting = Math.min(waiting ?? Infinity, outcome.retryInMs ?? Infinity);
          continue;
        }
        if (outcome.stop) return outcome;
      }
    }
    return waiting === null ? GO : { stop: true, retryInMs: waiting === Infinity ? null : waiting };
  }

  private async sendRows(
    environment: EnvironmentName,
    connection: Connection,
    fingerprint: string,
    group: Group,
    rows: OutboxRow[],
    report: PassReport,
  ): Promise<Outcome> {
    const { store } = this.options;
    const first = rows[0]!;
    if (rows.length === 1 && first.size > MAX_BATCH_BYTES - BODY_OVERHEAD) {
      store.markFailed(first, 'This example is larger than the 10 MiB the service accepts in one call.');
      report.failed++;
      return GO;
    }
    let rejected: unknown = null;
    let datasetRejected = false;
    const outcome = await this.call(environment, connection, fingerprint, rows, async (signal) => {
      try {
        if (group.kind === 'feedback') {
          report.calls++;
          await this.calls.feedback(connection, JSON.parse(first.payload) as FeedbackRequest, signal);
        } else {
          const examples = rows.map((r) => JSON.parse(r.payload) as Example);
          datasetRejected = true;
          await this.ensure(connection, group.dataset, report, signal);
          datasetRejected = false;
          report.calls++;
          try {
            await this.calls.batchCreate(connection, group.dataset, examples, signal);
          } catch (err) {
            if (!(err instanceof NotFound)) throw err;
            // The dataset was deleted on the service since we ensured it: create it again, send once more.
            this.ensured.delete(ensuredKey(connection, group.dataset));
            await this.ensure(connection, group.dataset, report, signal);
            report.calls++;
            await this.calls.batchCreate(connection, group.dataset, examples, signal);
          }
        }
      } catch (err) {
        const feedbackGone = group.kind === 'feedback' && err instanceof NotFound;
        if (err instanceof InvalidRequest || err instanceof PayloadTooLarge || feedbackGone) {
          rejected = err;
          return;
        }
        if (err instanceof NotFound) this.ensured.delete(ensuredKey(connection, group.dataset));
        throw err;
      }
    });
    if (outcome.stop) return outcome;
    if (rejected === null) {
      report.sent += store.markSent(environment, rows);
      this.options.onChange?.();
      return GO;
    }
    if (rows.length === 1 || datasetRejected) {
      // A dataset the service refuses to create fails all its examples with that reason, without splitting.
      const reason = scrubSecret(rejectionReason(rejected), connection.token);
      for (const row of rows) store.markFailed(row, reason);
      report.failed += rows.length;
      this.options.onChange?.();
      return GO;
    }
    for (const part of splitRejected(rejected, rows)) {
      const next = await this.sendRows(environment, connection, fingerprint, group, part, report);
      if (next.stop) return next;
    }
    return GO;
  }

  private async ensure(
    connection: Connection,
    dataset: string,
    report: PassReport,
    signal: AbortSignal,
  ): Promise<void> {
    const key = ensuredKey(connection, dataset);
    if (this.ensured.has(key)) return;
    report.calls++;
    await this.calls.ensureDataset(connection, dataset, signal);
    this.ensured.add(key);
  }

  /** Runs one call and turns its failure into an outcome: retry later, or stop this environment. */
  private async call(
    environment: EnvironmentName,
    connection: Connection,
    fingerprint: string,
    rows: OutboxRow[],
    fn: (signal: AbortSignal) => Promise<void>,
  ): Promise<Outcome> {
    try {
      if (this.inFlight.signal.aborted && !this.closed) this.inFlight = new AbortController();
      await fn(this.inFlight.signal);
      this.failures.delete(environment);
      this.setState(environment, { online: true, lastError: null });
      return GO;
    } catch (err) {
      if (this.closed || err instanceof RequestCancelled) return { stop: true, retryInMs: null };
      // Recorded in the outbox and shown in the window: never the token, in any encoding.
      const message = scrubSecret(
        err instanceof UserError ? err.message : 'The service gave an answer Kontera could not use.',
        connection.token,
      );
      if (!(err instanceof UserError)) this.options.log?.('outbox call failed', err);
      if (err instanceof Unauthorized) {
        this.blockedToken.set(environment, fingerprint);
        this.setState(environment, { online: true, blocked: message, lastError: message });
        return { stop: true, retryInMs: null };
      }
      this.options.store.noteAttempt(rows, message);
      // An answer (even 5xx/429) means the network is up; only "no answer" (status null) means offline.
      const status = (err as { status?: number | null }).status;
      this.setState(environment, { online: typeof status === 'number', lastError: message });
      const retryInMs = this.nextBackoff(environment, err instanceof RateLimited ? err.retryAfterMs : null);
      return { stop: true, retryInMs, item: err instanceof Conflict };
    }
  }

  private nextBackoff(environment: EnvironmentName, required: number | null): number {
    const failures = (this.failures.get(environment) ?? 0) + 1;
    this.failures.set(environment, failures);
    return Math.max(backoffDelay(failures, this.backoffOptions()), required ?? 0);
  }

  private backoffOptions(): BackoffOptions {
    return { initialDelayMs: 1000, maxDelayMs: 60_000, jitter: 'full', ...this.options.backoff };
  }

  private setState(environment: EnvironmentName, change: Partial<EnvironmentSync>): void {
    const before = this.state(environment);
    const after = { ...before, ...change };
    this.states.set(environment, after);
    if (
      before.online !== after.online ||
      before.blocked !== after.blocked ||
      before.lastError !== after.lastError
    ) {
      this.options.onChange?.();
    }
  }
}

/** PUT once per dataset per address and launch: a re-created engine or a new URL is ensured again. */
function ensuredKey(connection: Connection, dataset: string): string {
  return `${connection.environment}\n${connection.baseUrl}\n${dataset}`;
}
