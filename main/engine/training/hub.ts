import type { Worker } from 'node:worker_threads';
import type { TargetModel } from '../models/logreg';
import {
  loadModelFolder,
  modelDir,
  readMeta,
  removeModelFolder,
  type TrainingRow,
} from '../models/model-files';
import { startTrainingWorker } from './worker-thread';
import type { TrainJob, TrainSource, WorkerMessage } from './protocol';
import { utcStamp } from '../../util/time';

export type DatasetState = 'SCHEDULED' | 'RUNNING' | 'DONE' | 'FAILED';

/** What the engine knows about one dataset's models (legacy `.pb` or v2). */
export type DatasetModels = {
  key: string;
  state: DatasetState;
  /** Why the last training failed, in words for the person who made the dataset. */
  error: string | null;
  fingerprint: string | null;
  /** Targets the current training will produce, in order. */
  targets: string[];
  models: Map<string, TargetModel>;
  rows: TrainingRow[];
  trainedAt: string | null;
};

type Pending = { job: TrainJob; entry: DatasetModels };

/**
 * Owns the training worker and the trained models. Jobs run one at a time in the worker; a newer
 * job for the same dataset replaces a queued one. Targets are installed as they arrive.
 */
export class ModelHub {
  private readonly entries = new Map<string, DatasetModels>();
  private worker: Worker | null = null;
  private readonly queue: Pending[] = [];
  private running: Pending | null = null;
  private nextJobId = 1;
  private closed = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly dataDir: string,
    private readonly log: (message: string, err?: unknown) => void,
    private readonly memoryMb?: number,
  ) {}

  get(key: string): DatasetModels | undefined {
    return this.entries.get(key);
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** Serves the saved models when they were trained from this very fingerprint; false when there are none. */
  async loadSaved(key: string, fingerprint: string): Promise<boolean> {
    const dir = modelDir(this.dataDir, key);
    const meta = await readMeta(dir);
    if (!meta || meta.key !== key || meta.fingerprint !== fingerprint) return false;
    try {
      const { models, rows } = await loadModelFolder(dir, meta);
      this.entries.set(key, {
        key,
        state: 'DONE',
        error: null,
        fingerprint,
        targets: meta.targets,
        models: new Map(models.map((m) => [m.target, m])),
        rows,
        trainedAt: meta.trainedAt,
      });
      return true;
    } catch (err) {
      this.log(`saved models for ${key} could not be read; retraining`, err);
      return false;
    }
  }

  /** Schedules training; the earlier models of the dataset keep answering until replaced target by target. */
  train(key: string, fingerprint: string, source: TrainSource): void {
    if (this.closed) return;
    const existing = this.entries.get(key);
    const entry: DatasetModels = existing ?? {
      key,
      state: 'SCHEDULED',
      error: null,
      fingerprint: null,
      targets: [],
      models: new Map(),
      rows: [],
      trainedAt: null,
    };
    entry.state = 'SCHEDULED';
    entry.error = null;
    this.entries.set(key, entry);
    const job: TrainJob = {
      jobId: this.nextJobId++,
      key,
      fingerprint,
      modelDir: modelDir(this.dataDir, key),
      source,
    };
    const queued = this.queue.findIndex((p) => p.job.key === key);
    if (queued >= 0) this.queue.splice(queued, 1, { job, entry });
    else this.queue.push({ job, entry });
    this.pump();
  }

  /** Drops a dataset's models (dataset deleted or file removed). */
  async forget(key: string): Promise<void> {
    this.entries.delete(key);
    const queued = this.queue.findIndex((p) => p.job.key === key);
    if (queued >= 0) this.queue.splice(queued, 1);
    await removeModelFolder(modelDir(this.dataDir, key));
  }

  /** Resolves when no job is queued or running (tests, benchmark, orderly shutdown). */
  idle(): Promise<void> {
    if (!this.running && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startTrainingWorker(this.memoryMb);
    worker.on('message', (m: WorkerMessage) => this.onMessage(m));
    // A dead worker is dropped before the running job is failed, so the next job gets a new one.
    worker.on('error', (err) => {
      this.log('the training worker stopped with an error', err);
      if (this.worker === worker) this.worker = null;
      void worker.terminate();
      const oom = (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      this.failRunning(
        oom
          ? `it is too large to train within the engine's memory limit${this.memoryMb ? ` (${this.memoryMb} MB)` : ''}; split it into smaller datasets`
          : 'the training process stopped unexpectedly; it will be retried when the data changes',
      );
    });
    worker.on('exit', () => {
      if (this.worker !== worker) return;
      this.worker = null;
      if (this.running && !this.closed) this.failRunning('the training process stopped unexpectedly');
    });
    worker.unref();
    this.worker = worker;
    return worker;
  }

  private pump(): void {
    if (this.running || this.closed) return;
    const next = this.queue.shift();
    if (!next) {
      const waiters = this.idleWaiters;
      this.idleWaiters = [];
      for (const w of waiters) w();
      return;
    }
    this.running = next;
    next.entry.state = 'RUNNING';
    this.ensureWorker().postMessage(next.job);
  }

  private onMessage(m: WorkerMessage): void {
    const run = this.running;
    if (!run || run.job.jobId !== m.jobId) return;
    const entry = run.entry;
    // A dataset forgotten while training: finish the job but install nothing.
    const live = this.entries.get(run.job.key) === entry;
    switch (m.type) {
      case 'accepted':
        if (!live) break;
        entry.targets = m.targets;
        if (m.rows) entry.rows = m.rows;
        else if (run.job.source.kind === 'rows') entry.rows = run.job.source.rows;
        // Targets the new version no longer has stop answering now.
        for (const t of [...entry.models.keys()]) if (!m.targets.includes(t)) entry.models.delete(t);
        break;
      case 'target':
        if (live) entry.models.set(m.model.target, m.model);
        break;
      case 'done':
        if (live) {
          entry.state = 'DONE';
          entry.fingerprint = run.job.fingerprint;
          entry.trainedAt = utcStamp();
        }
        this.finishRun();
        break;
      case 'failed':
        if (live) {
          // Nothing half-trained is served: a bad dataset answers not-found with the reason.
          entry.state = 'FAILED';
          entry.error = m.reason;
          entry.models.clear();
          entry.rows = [];
          entry.targets = [];
          entry.fingerprint = run.job.fingerprint;
          this.log(`dataset ${run.job.key} was not trained: ${m.reason}`);
        }
        this.finishRun();
        break;
    }
  }

  private failRunning(reason: string): void {
    const run = this.running;
    if (!run) return;
    this.onMessage({ type: 'failed', jobId: run.job.jobId, reason });
  }

  private finishRun(): void {
    const run = this.running;
    this.running = null;
    // Forgotten while it trained: the worker has just written a folder nobody will read.
    if (run && !this.entries.has(run.job.key)) {
      void removeModelFolder(run.job.modelDir).catch((err: unknown) =>
        this.log(`could not remove old models of ${run.job.key}`, err),
      );
    }
    this.pump();
  }

  async close(): Promise<void> {
    this.closed = true;
    this.queue.length = 0;
    const w = this.worker;
    this.worker = null;
    if (w) await w.terminate();
    this.running = null;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const r of waiters) r();
  }
}
