import { createServer, type Server } from 'node:http';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { addDocumentOrigin, removeDocumentOrigin } from '../util/loopback-documents';

/**
 * The app's loopback document server: hands a document to the engine by a one-time address
 * (`document.source.httpUri`) instead of base64 in the request. Each address works once and for a
 * short while; the engine fetches only addresses this server made (see util/loopback-documents.ts).
 */
export type DocumentServer = {
  origin: string;
  /** Registers bytes and returns their one-time URL. */
  register(bytes: Uint8Array, contentType?: string, ttlMs?: number): string;
  close(): Promise<void>;
};

type Entry = { bytes: Uint8Array; contentType: string; expires: number };

export async function startDocumentServer(): Promise<DocumentServer> {
  const entries = new Map<string, Entry>();
  const server: Server = createServer((req, res) => {
    const id = /^\/documents\/([A-Za-z0-9_-]+)$/.exec(req.url ?? '')?.[1];
    const entry = id ? entries.get(id) : undefined;
    if (id) entries.delete(id);
    if (req.method !== 'GET' || !entry || entry.expires < Date.now()) {
      res
        .writeHead(404, { 'content-type': 'text/plain' })
        .end('This document address has been used or has expired.');
      return;
    }
    res.writeHead(200, {
      'content-type': entry.contentType,
      'content-length': entry.bytes.length,
      'cache-control': 'no-store',
    });
    res.end(Buffer.from(entry.bytes.buffer, entry.bytes.byteOffset, entry.bytes.byteLength));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  addDocumentOrigin(origin);
  const sweep = setInterval(() => {
    const now = Date.now();
    for (const [id, e] of entries) if (e.expires < now) entries.delete(id);
  }, 30_000);
  sweep.unref();
  return {
    origin,
    register(bytes, contentType = 'application/octet-stream', ttlMs = 60_000) {
      const id = randomBytes(24).toString('base64url');
      entries.set(id, { bytes, contentType, expires: Date.now() + ttlMs });
      return `${origin}/documents/${id}`;
    },
    close: () =>
      new Promise<void>((resolve) => {
        clearInterval(sweep);
        removeDocumentOrigin(origin);
        entries.clear();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
