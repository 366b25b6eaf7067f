import type { ModelHub } from '../training/hub';
import type { LineRecord } from '../models/features';
import { predictTarget } from '../models/logreg';
import { round2 } from '../../util/round';
import { mostSimilarLines } from '../models/why';
import type { Data } from './schemas';
import type { V2Store } from './store';
import { recordOf } from './training-rows';
import type { Prediction, TrainingStatus, V2Models } from './routes';
import { confidence, type ConfidenceLevel } from '../../util/confidence';

const key = (name: string) => `v2:${name}`;
/** Creation time too: a dataset deleted and made again restarts its revision count. */
const fingerprint = (row: { createdAt: string; revision: number }) => `${row.createdAt}/${row.revision}`;

function inputRecord(d: Data): LineRecord {
  return recordOf(d.transaction ?? d.invoice ?? d.invoiceLine ?? {});
}

/** A suggestion's level on the one confidence scale; a target with one class knows nothing. */
export function levelOf(p: number, singleClass: boolean): ConfidenceLevel {
  return singleClass ? 'UNKNOWN' : confidence(p).level;
}

/**
 * v2 datasets train from their examples: a quiet period after the last write (debounce), then one
 * job in the training worker. Saved models are reused after a restart when the dataset has not
 * changed since.
 */
export class V2ModelSet implements V2Models {
  private readonly timers = new Map<string, NodeJS.Timeout>();

  constructor(
    private readonly store: V2Store,
    private readonly hub: ModelHub,
    private readonly delayMs: number,
  ) {}

  async start(): Promise<void> {
    for (const name of this.store.list()) {
      const row = this.store.get(name);
      if (!row || row.size === 0) continue;
      if (!(await this.hub.loadSaved(key(name), fingerprint(row)))) this.trainNow(name);
    }
  }

  changed(name: string): void {
    const old = this.timers.get(name);
    if (old) clearTimeout(old);
    const t = setTimeout(() => {
      this.timers.delete(name);
      this.trainNow(name);
    }, this.delayMs);
    t.unref();
    this.timers.set(name, t);
  }

  private trainNow(name: string): void {
    const row = this.store.get(name);
    if (!row) return;
    if (row.size === 0) {
      void this.hub.forget(key(name));
      return;
    }
    this.hub.train(key(name), fingerprint(row), { kind: 'v2', dbFile: this.store.file, dataset: name });
  }

  forget(name: string): void {
    const t = this.timers.get(name);
    if (t) clearTimeout(t);
    this.timers.delete(name);
    void this.hub.forget(key(name));
  }

  /** True while a write is waiting for its quiet period or a job is queued/running. */
  pending(name: string): boolean {
    const e = this.hub.get(key(name));
    return this.timers.has(name) || (e !== undefined && e.state !== 'DONE' && e.state !== 'FAILED');
  }

  status(name: string): { status: TrainingStatus | null; targets: Record<string, TrainingStatus> } {
    const e = this.hub.get(key(name));
    const waiting = this.timers.has(name);
    const targets: Record<string, TrainingStatus> = {};
    if (e)
      for (const t of e.targets)
        targets[t] = e.models.has(t)
          ? 'DONE'
          : e.state === 'FAILED'
            ? 'FAILED'
            : e.state === 'RUNNING'
              ? 'RUNNING'
              : 'PENDING';
    const status: TrainingStatus | null = waiting
      ? 'SCHEDULED'
      : e
        ? e.state === 'SCHEDULED'
          ? 'PENDING'
          : e.state
        : null;
    return { status, targets };
  }

  suggest(
    name: string,
    inputs: Data[],
    limit: number,
    explain = false,
  ): { predictions: Prediction[]; model: Record<string, unknown> } | null {
    const e = this.hub.get(key(name));
    if (!e || e.models.size === 0) return null;
    const targets = e.targets.filter((t) => e.models.has(t));
    const predictions = inputs.map((input) => {
      const record = inputRecord(input);
      return {
        targets: targets.map((t) => {
          const m = e.models.get(t)!;
          return {
            name: t,
            candidates: predictTarget(m, record, limit).map((s) => ({
              value: s.label,
              confidence: { level: levelOf(s.p, m.classes.length === 1), value: round2(s.p) },
              ...(explain ? { why: mostSimilarLines(e.rows, t, s.label, record) } : {}),
            })),
          };
        }),
      };
    });
    return { predictions, model: { trainedAt: e.trainedAt, examples: e.rows.length, state: e.state } };
  }

  /** Resolves once no write waits for its quiet period (then the hub's queue can be awaited). */
  async settled(): Promise<void> {
    while (this.timers.size > 0) await new Promise((r) => setTimeout(r, Math.min(this.delayMs, 50)));
  }

  close(): void {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
