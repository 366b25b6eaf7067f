import type { Connection } from '../credentials/connection';
import type { DB } from '../store/db';
import type { EnvironmentName } from '../store/environments';
import type { FailedExample, OutboxStatus, ResendInfo } from '../../preload/contract/outbox';
import { MAX_BATCH_EXAMPLES, type SyncCalls } from './service-calls';
import { OutboxStore, type OutboxRow } from './outbox-store';
import { OutboxSender } from './sender';

export type OutboxServiceOptions = {
  db: DB;
  connect: (environment: EnvironmentName) => Promise<Connection>;
  currentEnvironment: () => EnvironmentName;
  /** Status for the status bar and the outbox view, pushed at most every `emitEveryMs`. */
  emit?: (status: OutboxStatus) => void;
  emitEveryMs?: number;
  calls?: SyncCalls;
  beforePass?: () => void;
  log?: (message: string, err?: unknown) => void;
};

/**
 * The outbox as the app sees it: the store, the background sender, and the status the UI shows
 * (examples waiting, last sync, online). Throttles status events so a 100k sync does not flood IPC.
 */
export class OutboxService {
  readonly store: OutboxStore;
  readonly sender: OutboxSender;
  private emitTimer: NodeJS.Timeout | null = null;
  private lastEmit = 0;

  constructor(private readonly options: OutboxServiceOptions) {
    this.store = new OutboxStore(options.db);
    this.sender = new OutboxSender({
      store: this.store,
      connect: options.connect,
      calls: options.calls,
      onChange: () => this.changed(),
      beforePass: options.beforePass,
      log: options.log,
    });
  }

  start(): void {
    this.sender.start();
  }

  syncNow(): OutboxStatus {
    this.sender.wake();
    return this.status();
  }

  async close(): Promise<void> {
    if (this.emitTimer) clearTimeout(this.emitTimer);
    this.emitTimer = null;
    await this.sender.close();
  }

  status(): OutboxStatus {
    const environment = this.options.currentEnvironment();
    const counts = this.store.counts(environment);
    const state = this.sender.state(environment);
    const lastSyncAt = this.store.lastSync(environment);
    return {
      environment,
      ...counts,
      lastSyncAt,
      online: state.online,
      syncing: this.sender.syncing,
      blocked: state.blocked !== null,
      message: statusLine(counts.pending, counts.failed, state),
    };
  }

  failed(limit = 100, offset = 0): FailedExample[] {
    return this.store.failed(limit, offset).map(toFailed);
  }

  retry(seqs?: number[]): OutboxStatus {
    this.store.retry(seqs);
    this.sender.wake();
    return this.status();
  }

  resendInfo(dataset: string): ResendInfo {
    const environment = this.options.currentEnvironment();
    const { examples, bytes } = this.store.resendSize(environment, dataset);
    const calls =
      Math.max(Math.ceil(examples / MAX_BATCH_EXAMPLES), Math.ceil(bytes / (10 * 1024 * 1024))) + 2;
    const warning =
      `A full re-send deletes all ${examples.toLocaleString('en')} examples of ${dataset} on the ${environment} service and sends them again ` +
      `(about ${calls.toLocaleString('en')} calls). Until it is done, suggestions for this company get worse, and the service retrains ` +
      'from scratch, which can take hours. Kontera already tracks what was sent, so use this only when the service lost data or a ' +
      'support person asked for it.';
    return { dataset, environment, examples, calls, warning };
  }

  fullResend(dataset: string): OutboxStatus {
    this.store.requestResend(this.options.currentEnvironment(), dataset);
    this.sender.wake();
    return this.status();
  }

  /** Throttled push of the status: the first change at once, then at most one per interval. */
  changed(): void {
    const emit = this.options.emit;
    if (!emit || this.emitTimer) return;
    const every = this.options.emitEveryMs ?? 250;
    const wait = Math.max(0, this.lastEmit + every - Date.now());
    this.emitTimer = setTimeout(() => {
      this.emitTimer = null;
      this.lastEmit = Date.now();
      try {
        emit(this.status());
      } catch (err) {
        this.options.log?.('outbox status could not be sent', err);
      }
    }, wait);
    this.emitTimer.unref();
  }
}

/**
 * 12,345 as toLocaleString('en') writes it, without loading ICU's number formats: that first call
 * costs a tenth of a second, and this line is written while the app starts.
 */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

function statusLine(pending: number, failed: number, state: ReturnType<OutboxSender['state']>): string {
  const waiting = pending === 1 ? '1 example waiting' : `${grouped(pending)} examples waiting`;
  const rejected = failed > 0 ? `, ${grouped(failed)} rejected` : '';
  if (state.blocked) return `Sync stopped: ${state.blocked}`;
  if (pending === 0) return failed > 0 ? `All sent${rejected} (see Outbox)` : 'All examples sent';
  if (state.online === false) return `Offline: ${waiting}${rejected}; they go out when the service is back`;
  if (state.lastError) return `${waiting}${rejected}: ${state.lastError}`;
  return `${waiting}${rejected}`;
}

function toFailed(row: OutboxRow): FailedExample {
  return {
    seq: row.seq,
    exampleId: row.example_id,
    kind: row.kind,
    dataset: row.dataset,
    environment: row.environment,
    reason: row.last_error ?? 'Rejected by the service.',
    attempts: row.attempts,
    updatedAt: row.updated_at,
    summary: summarize(row),
  };
}

function summarize(row: OutboxRow): string {
  try {
    const payload = JSON.parse(row.payload) as {
      data?: {
        invoiceLine?: { text?: string };
        transaction?: { text?: string };
        invoice?: { text?: string };
      };
      trueValues?: { answers?: { question: string }[] };
    };
    const text =
      payload.data?.invoiceLine?.text ??
      payload.data?.transaction?.text ??
      payload.data?.invoice?.text ??
      payload.trueValues?.answers?.map((a) => a.question).join(' / ') ??
      '';
    return text.length > 120 ? `${text.slice(0, 119)}…` : text;
  } catch {
    return '';
  }
}
