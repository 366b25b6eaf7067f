import { ApiClient, TargetNotReady, backoffDelay, isRetryable, sleep, type BackoffOptions } from '../api';
import type { Connection } from '../credentials/connection';
import type { TrainingStatusView } from '../../preload/contract/datasets';
import type { DatasetKind } from './types';
import { utcStamp } from '../util/time';

export type TrainingStatus = TrainingStatusView;
export type TargetTraining = TrainingStatus['targets'][number];

// A line that satisfies the request checks; what it predicts does not matter, only whether the
// target answers at all.
const PROBE_EIL = {
  issue_date: null,
  currency: null,
  supplier_id: 'kontera-probe',
  supplier_name: null,
  supplier_global_id: null,
  customer_ref: null,
  total: null,
  line_text: 'probe',
  line_id: null,
};

/**
 * Which targets of an uploaded dataset answer. One call per target: the interface warns that one
 * untrained target aborts a whole EIL request. A target still training answers 404 (TargetNotReady);
 * any other failure (token refused, service down) is thrown.
 */
export async function checkTrainedTargets(
  api: Pick<ApiClient, 'legacy'>,
  kind: DatasetKind,
  dataset: string,
  targets: string[],
  signal?: AbortSignal,
): Promise<TargetTraining[]> {
  const options = { ...(signal ? { signal } : {}), retry: { maxAttempts: 2, budgetMs: 30_000 } };
  const out: TargetTraining[] = [];
  for (const name of targets) {
    try {
      if (kind === 'eil') {
        await api.legacy.eilPredict(
          { dataset, inputs: [PROBE_EIL], targets: [name], options: { suggestion_limit: 1 } },
          options,
        );
      } else {
        await api.legacy.scannedInvoicePredict(
          { dataset, input: [{ text: ['probe'] }], targets: [name], options: { suggestion_limit: 1 } },
          options,
        );
      }
      out.push({ name, trained: true });
    } catch (err) {
      if (!(err instanceof TargetNotReady)) throw err;
      out.push({ name, trained: false });
    }
  }
  return out;
}

export type WatchRequest = {
  key: string;
  kind: DatasetKind;
  dataset: string;
  environment: string;
  targets: string[];
};

/**
 * After an upload, asks which targets are trained until all are, waiting longer each time (the
 * interface recommends repeating with backoff; training takes minutes to hours). One watch per key
 * (company + kind); a new upload replaces the old watch. Every change is reported through onChange.
 */
export class TrainingWatcher {
  private readonly watches = new Map<string, { abort: AbortController; status: TrainingStatus }>();

  constructor(
    private readonly deps: {
      connect: (environment: string) => Promise<Connection>;
      onChange: (key: string, status: TrainingStatus) => void;
      backoff?: BackoffOptions;
      /** Give up after this long (ms); default 24 h. */
      budgetMs?: number;
      now?: () => Date;
    },
  ) {}

  status(key: string): TrainingStatus | null {
    return this.watches.get(key)?.status ?? null;
  }

  watch(request: WatchRequest): TrainingStatus {
    this.stop(request.key);
    const abort = new AbortController();
    const status: TrainingStatus = {
      dataset: request.dataset,
      kind: request.kind,
      environment: request.environment,
      targets: request.targets.map((name) => ({ name, trained: false })),
      state: 'watching',
      checks: 0,
      checkedAt: null,
      nextCheckAt: null,
      message: null,
    };
    this.watches.set(request.key, { abort, status });
    void this.loop(request, status, abort.signal);
    return status;
  }

  stop(key: string): void {
    const w = this.watches.get(key);
    if (!w) return;
    w.abort.abort();
    if (w.status.state === 'watching') w.status.state = 'stopped';
  }

  close(): void {
    for (const key of this.watches.keys()) this.stop(key);
  }

  private async loop(request: WatchRequest, status: TrainingStatus, signal: AbortSignal): Promise<void> {
    const now = this.deps.now ?? (() => new Date());
    const started = Date.now();
    const budget = this.deps.budgetMs ?? 24 * 3600_000;
    const backoff: BackoffOptions = { initialDelayMs: 5_000, maxDelayMs: 10 * 60_000, ...this.deps.backoff };
    for (let attempt = 1; !signal.aborted; attempt++) {
      let outage: string | null = null;
      try {
        const api = new ApiClient(await this.deps.connect(request.environment));
        status.targets = await checkTrainedTargets(
          api,
          request.kind,
          request.dataset,
          request.targets,
          signal,
        );
      } catch (err) {
        if (signal.aborted) return;
        const message =
          err instanceof Error && 'code' in err
            ? err.message
            : 'Kontera could not ask which targets are trained.';
        // An outage or rate limit passes: keep asking with the same backoff. Anything else (token
        // refused, bad request) will not change by waiting.
        if (!isRetryable(err)) {
          status.state = 'failed';
          status.nextCheckAt = null;
          status.message = message;
          this.deps.onChange(request.key, { ...status });
          return;
        }
        outage = message;
      }
      status.checks = attempt;
      status.checkedAt = utcStamp(now());
      const waiting = status.targets.filter((t) => !t.trained).length;
      if (waiting === 0 && outage === null) {
        status.state = 'done';
        status.nextCheckAt = null;
        status.message = 'Every target is trained.';
        this.deps.onChange(request.key, { ...status });
        return;
      }
      const delay = backoffDelay(attempt, backoff);
      if (Date.now() - started + delay > budget) {
        status.state = 'stopped';
        status.nextCheckAt = null;
        status.message = `${waiting} ${waiting === 1 ? 'target is' : 'targets are'} still training. Check again later.`;
        this.deps.onChange(request.key, { ...status });
        return;
      }
      status.nextCheckAt = utcStamp(new Date(now().getTime() + delay));
      status.message =
        outage ??
        `${waiting} of ${status.targets.length} ${status.targets.length === 1 ? 'target' : 'targets'} still training.`;
      this.deps.onChange(request.key, { ...status });
      try {
        await sleep(delay, signal);
      } catch {
        return;
      }
    }
  }
}
