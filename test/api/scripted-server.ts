import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Connection } from '../../main/credentials/connection';

/**
 * A real HTTP server on 127.0.0.1 whose answers a test scripts: it records every request (method,
 * raw path, headers, parsed body, arrival time) and answers with the next step of the script, or
 * with the fallback. Used for the failure modes the local engine never produces on purpose.
 */

export type Recorded = {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  rawBody: string;
  body: unknown;
  at: number;
};

export type Step = (req: Recorded, res: ServerResponse, socket: Socket) => void | Promise<void>;

export type ScriptedServer = {
  url: string;
  requests: Recorded[];
  /** Queue answers for the next requests, in order. */
  script(...steps: Step[]): void;
  /** Answer used once the queue is empty. */
  fallback(step: Step): void;
  connection(token?: string, environment?: Connection['environment']): Connection;
  close(): Promise<void>;
};

export const TOKEN = 'tok_SECRET-4d1f9a7c0b2e';

export async function startScriptedServer(): Promise<ScriptedServer> {
  const requests: Recorded[] = [];
  const queue: Step[] = [];
  let fallback: Step = json(200, {});
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown = undefined;
      try {
        body = rawBody ? JSON.parse(rawBody) : undefined;
      } catch {
        body = rawBody;
      }
      const recorded: Recorded = {
        method: req.method ?? '',
        path: req.url ?? '',
        headers: req.headers,
        rawBody,
        body,
        at: Date.now(),
      };
      requests.push(recorded);
      const step = queue.shift() ?? fallback;
      void Promise.resolve(step(recorded, res, req.socket)).catch(() => res.destroy());
    });
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    script: (...steps) => queue.push(...steps),
    fallback: (step) => (fallback = step),
    connection: (token = TOKEN, environment = 'staging') => ({
      environment,
      baseUrl: url,
      scanUrl: url,
      token,
    }),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Answers JSON with a status and optional extra headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): Step {
  return (_req, res) => {
    res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
    res.end(JSON.stringify(body));
  };
}

/** The engine's (and the service's) error body shape. */
export function errorBody(
  status: number,
  name: string,
  description: string,
  extras: Record<string, unknown> = {},
): Step {
  return json(status, { name, status_code: status, description, ...extras });
}

/** Drops the connection without answering (what a crashed proxy or a reset looks like). */
export const reset: Step = (_req, _res, socket) => {
  socket.resetAndDestroy();
};

/** Never answers (until the client gives up). */
export const hang: Step = () => new Promise<void>(() => {});

/** Sends headers and half a body, then stalls. */
export const stallBody: Step = (_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '100' });
  res.write('{"predictions": [');
};
