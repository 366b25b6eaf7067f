import type { ChildProcess } from 'node:child_process';
import { UserError } from '../../util/errors';
import type { IntakeProgress } from '../types';
import type { FromReader, JobResult, ReaderJob } from './protocol';
import { startReaderProcess } from './start';

type Pending = {
  id: number;
  job: ReaderJob;
  resolve(value: unknown): void;
  reject(err: Error): void;
  onProgress?: ((p: IntakeProgress) => void) | undefined;
  timer: NodeJS.Timeout | null;
  timeoutMs: number;
};

export type RunOptions = {
  /** Past this the read is stopped (the reader process is ended) and the document fails with a clear error. */
  timeoutMs?: number | undefined;
  onProgress?: ((p: IntakeProgress) => void) | undefined;
};

type Channel = { ref(): void; unref(): void };

/**
 * One long-lived reader process, shared by the app and the engine: it keeps pdf.js and OCR loaded,
 * so a one-page text PDF reads in milliseconds, and reads one document at a time. When it dies (a
 * native library aborted, memory ran out) or a read passes its time, only that document fails; the
 * next one gets a fresh process. While idle it does not keep Kontera running.
 */
export class DocumentReader {
  private child: ChildProcess | null = null;
  private ready = false;
  private stderrTail = '';
  private nextId = 1;
  private readonly queue: Pending[] = [];
  private current: Pending | null = null;

  /** Jobs running or waiting: the pool gives new work to the least busy reader. */
  get load(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** The reader process's id while it runs (diagnostics, and tests that stop it as a crash would). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  run<J extends ReaderJob>(job: J, options: RunOptions = {}): Promise<JobResult<J>> {
    return new Promise((resolve, reject) => {
      const pending: Pending = {
        id: this.nextId++,
        job,
        resolve: resolve,
        reject,
        onProgress: options.onProgress,
        timer: null,
        timeoutMs: options.timeoutMs ?? 0,
      };
      if (pending.timeoutMs > 0) pending.timer = setTimeout(() => this.timedOut(pending), pending.timeoutMs);
      this.queue.push(pending);
      this.pump();
    });
  }

  /** Starts the process ahead of the first document, so that one is not slowed by the start. */
  warm(): void {
    this.ensureChild();
    this.idleRefs();
  }

  /** Ends the reader process; documents still queued fail. A later job starts a new one. */
  stop(): Promise<void> {
    const child = this.child;
    this.child = null;
    const stopped = () =>
      new UserError('reader_stopped', 'Kontera is closing; import the document again after the restart.');
    if (this.current) this.settle(this.current, stopped());
    this.current = null;
    for (const p of this.queue.splice(0)) this.settle(p, stopped());
    if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const child = startReaderProcess();
    this.child = child;
    this.ready = false;
    this.stderrTail = '';
    child.stderr?.on('data', (d: Buffer) => {
      this.stderrTail = (this.stderrTail + d.toString('utf8')).slice(-2000);
    });
    // Only diagnostics: the pipe must not keep the process alive on its own.
    (child.stderr as unknown as Channel | null)?.unref();
    child.on('message', (m: FromReader) => this.onMessage(child, m));
    child.on('exit', (code, signal) => this.onExit(child, code, signal));
    child.on('error', (err) => {
      // Spawning failed (or the channel broke): the exit handler reports it to the running job.
      this.stderrTail += `\n${err.message}`;
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    });
    return child;
  }

  private pump(): void {
    if (this.current) return;
    const next = this.queue.shift();
    if (!next) {
      this.idleRefs();
      return;
    }
    this.current = next;
    const child = this.ensureChild();
    child.ref();
    (child.channel as Channel | null | undefined)?.ref();
    child.send({ id: next.id, job: next.job });
  }

  /** An idle reader must not keep the app, a test or `kontera ask` from exiting. */
  private idleRefs(): void {
    if (!this.child || this.current) return;
    this.child.unref();
    (this.child.channel as Channel | null | undefined)?.unref();
  }

  private onMessage(child: ChildProcess, m: FromReader): void {
    if (child !== this.child) return;
    if (m.type === 'ready') {
      this.ready = true;
      return;
    }
    const p = this.current;
    if (!p || p.id !== m.id) return;
    if (m.type === 'progress') {
      p.onProgress?.(m.progress);
      return;
    }
    this.current = null;
    if (m.type === 'done') this.settle(p, null, m.value);
    else if (m.type === 'user-error') this.settle(p, new UserError(m.code, m.message));
    else this.settle(p, new Error(`The document reader failed on "${p.job.name}": ${m.message}`));
    this.pump();
  }

  private onExit(child: ChildProcess, code: number | null, signal: NodeJS.Signals | null): void {
    if (child !== this.child) return;
    this.child = null;
    const p = this.current;
    this.current = null;
    if (p) {
      if (!this.ready) {
        // It never started: the file is not to blame.
        this.settle(
          p,
          new Error(
            `The document reader could not start (exit ${code ?? signal ?? '?'}): ${this.stderrTail.trim()}`,
          ),
        );
      } else {
        const how = signal ? `it made the reader stop (${signal})` : `the reader stopped (exit code ${code})`;
        this.settle(
          p,
          new UserError(
            'document_unreadable',
            `Kontera could not read "${p.job.name}": ${how}. The file is damaged or was made to harm; Kontera is fine. Scan or export the document again and import the new copy.`,
          ),
        );
      }
    }
    this.pump();
  }

  private timedOut(p: Pending): void {
    p.timer = null;
    const err = new UserError(
      'document_too_slow',
      `${p.job.op === 'answer' ? 'Answering the questions about' : 'Reading'} "${p.job.name}" took longer than ${Math.round(p.timeoutMs / 1000)} seconds, the most Kontera gives one document. Try again later; if it happens again, split the file or scan it at 200–300 dpi.`,
    );
    const queued = this.queue.indexOf(p);
    if (queued >= 0) {
      this.queue.splice(queued, 1);
      this.settle(p, err);
      return;
    }
    if (this.current !== p) return;
    // The only way to stop pdf.js or OCR mid-page is to end the process; the next job gets a new one.
    const child = this.child;
    this.child = null;
    this.current = null;
    child?.kill('SIGKILL');
    this.settle(p, err);
    this.pump();
  }

  private settle(p: Pending, err: Error | null, value?: unknown): void {
    if (p.timer) clearTimeout(p.timer);
    p.timer = null;
    if (err) p.reject(err);
    else p.resolve(value);
  }
}

/**
 * The readers of this process (app, engine and CLI share them): two, so that a long document or a
 * long round of questions does not hold up a short one. The first takes the work while it is idle.
 */
export const documentReaders = [new DocumentReader(), new DocumentReader()] as const;
export const documentReader = documentReaders[0];

export function leastBusyReader(): DocumentReader {
  return documentReaders.reduce((best, r) => (r.load < best.load ? r : best));
}
