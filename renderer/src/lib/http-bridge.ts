import type { CallName, EventName, KonteraApi, PayloadOf, Result } from '../../../preload/api';

const unreachable = {
  ok: false as const,
  error: {
    code: 'host_unreachable',
    message: 'Kontera is not answering. Check that `kontera serve` is still running, then reload this page.',
  },
};

/**
 * The browser host's side of the contract: calls are POST /api/call/<name> with `{args}` and answer
 * the same result union as Electron's IPC; events arrive over one shared EventSource.
 */
export function httpBridge(): KonteraApi {
  type Listener = (payload: unknown) => void;
  const listeners = new Map<string, Set<Listener>>();
  let source: EventSource | null = null;

  const connect = (): void => {
    if (source) return;
    source = new EventSource('/api/events');
    source.onmessage = (e: MessageEvent<string>) => {
      let frame: { name?: unknown; payload?: unknown };
      try {
        frame = JSON.parse(e.data) as { name?: unknown; payload?: unknown };
      } catch {
        return;
      }
      if (typeof frame.name !== 'string') return;
      for (const l of listeners.get(frame.name) ?? []) l(frame.payload);
    };
  };

  async function call(name: CallName, ...args: unknown[]): Promise<Result<unknown>> {
    let res: Response;
    try {
      res = await fetch(`/api/call/${encodeURIComponent(name)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ args: args[0] }),
        credentials: 'same-origin',
      });
    } catch {
      return unreachable;
    }
    try {
      const body = (await res.json()) as Partial<Result<unknown>> & {
        error?: { code: string; message: string };
      };
      if (body.ok === true) return { ok: true, value: body.value };
      if (body.error) return { ok: false, error: body.error };
    } catch {
      // fall through: not JSON (a proxy's error page, a dropped connection)
    }
    return unreachable;
  }

  function on<E extends EventName>(name: E, listener: (payload: PayloadOf<E>) => void): () => void {
    connect();
    let set = listeners.get(name);
    if (!set) listeners.set(name, (set = new Set()));
    const l = listener as Listener;
    set.add(l);
    return () => set.delete(l);
  }

  return { call, on } as KonteraApi;
}
