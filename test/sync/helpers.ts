import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import type { Connection } from '../../main/credentials/connection';
import type { EnvironmentName } from '../../main/store/environments';
import { buildExample, invoiceLineData } from '../../main/booking/examples';
import type { Example } from '../../main/api/types';
import type { OutboxStore } from '../../main/sync/outbox-store';

export type Seen = { method: string; path: string; auth: string | undefined; bytes: number; body: unknown };
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

/** A real HTTP server on 127.0.0.1 whose answers the test scripts, recording every request. */
export async function scriptedServer(answer: (req: Seen, index: number) => Reply | 'destroy') {
  const seen: Seen[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      let body: unknown = null;
      try {
        body = raw.length ? JSON.parse(raw.toString('utf8')) : null;
      } catch {
        body = raw.toString('utf8');
      }
      const entry: Seen = {
        method: req.method ?? '',
        path: req.url ?? '',
        auth: req.headers.authorization,
        bytes: raw.length,
        body,
      };
      seen.push(entry);
      const reply = answer(entry, seen.length - 1);
      if (reply === 'destroy') {
        req.socket.destroy();
        return;
      }
      res.writeHead(reply.status, { 'Content-Type': 'application/json', ...reply.headers });
      res.end(JSON.stringify(reply.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export function connectionTo(
  url: string,
  token = 'secret-token-1',
  environment: EnvironmentName = 'production',
): Connection {
  return { environment, baseUrl: url, scanUrl: url, token };
}

export function sampleExample(
  i: number,
  text = `Line ${i} office supplies`,
  id: string = randomUUID(),
): Example {
  return buildExample(
    id,
    invoiceLineData({
      supplierId: `S${i % 7}`,
      supplierName: `Supplier ${i % 7}`,
      text,
      amount: i * 1.5,
      issueDate: '2026-01-02',
    }),
    { account: String(4000 + (i % 5)) },
  );
}

/** Queues `n` examples for one dataset; returns their ids in queue order. */
export function queueExamples(
  store: OutboxStore,
  n: number,
  dataset: string,
  environment: EnvironmentName = 'production',
  text?: (i: number) => string,
): string[] {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const example = sampleExample(i, text?.(i));
    ids.push(example.id!);
    store.enqueue({ exampleId: example.id!, environment, kind: 'example', dataset, payload: example });
  }
  return ids;
}
