import { startEngine, type EngineOptions, type RunningEngine } from '../../main/engine';
import { tempDir } from '../helpers/tmp';

export type Answer = { status: number; body: Record<string, unknown> & { [k: string]: unknown } };

/** A real engine on loopback in a temp data folder, and a tiny JSON client for it. */
export async function launch(options: Partial<EngineOptions> = {}): Promise<TestEngine> {
  const dir = options.dataDir ? null : tempDir('kontera-engine-');
  const dataDir = options.dataDir ?? dir!.path;
  try {
    const engine = await startEngine({ ...options, dataDir, log: options.log ?? (() => {}) });
    return new TestEngine(engine, dataDir, dir ? () => dir.remove() : () => {});
  } catch (err) {
    dir?.remove();
    throw err;
  }
}

export class TestEngine {
  constructor(
    readonly engine: RunningEngine,
    readonly dataDir: string,
    private readonly cleanup: () => void,
  ) {}

  get url(): string {
    return this.engine.url;
  }

  async call(
    method: string,
    path: string,
    body?: unknown,
    token: string | null = this.engine.token,
  ): Promise<Answer> {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (token !== null) headers.authorization = `Bearer ${token}`;
    const res = await fetch(this.url + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : {}) as Answer['body'] };
  }

  post(path: string, body?: unknown): Promise<Answer> {
    return this.call('POST', path, body ?? {});
  }

  async stop(): Promise<void> {
    await this.engine.close();
  }

  async dispose(): Promise<void> {
    await this.engine.close();
    this.cleanup();
  }
}

/** Polls until `check` passes or the time is up (training runs in the background). */
export async function eventually<T>(
  fn: () => Promise<T>,
  check: (v: T) => boolean,
  timeoutMs = 20_000,
): Promise<T> {
  const start = Date.now();
  for (;;) {
    const value = await fn();
    if (check(value)) return value;
    if (Date.now() - start > timeoutMs) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
