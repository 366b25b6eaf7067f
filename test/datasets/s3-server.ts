import { createRequire } from 'node:module';

import type { Server, IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tempDir } from '../helpers/tmp';

type S3rverInstance = { run(): Promise<AddressInfo>; close(): Promise<void>; httpServer: Server };
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;

/** A request as it arrived at the storage server: what the SDK really put on the wire. */
export type WireRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  bytes: number;
};

/**
 * s3rver (an S3-compatible server from npm) on 127.0.0.1 with a folder of its own. It checks
 * signatures against its built-in key pair S3RVER/S3RVER. Every request is recorded with its headers
 * and body size, so tests can assert what was sent.
 */
export async function startS3(buckets: string[]): Promise<{
  endpoint: string;
  requests: WireRequest[];
  dir: string;
  close(): Promise<void>;
}> {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const tmp = tempDir('kontera-s3-');
  const dir = tmp.path;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: dir,
    vhostBuckets: false,
    configureBuckets: buckets.map((name) => ({ name })),
  });
  const requests: WireRequest[] = [];
  const address = await server.run();
  // Recorded before s3rver handles the request. The body is left alone (reading it here would take it
  // from s3rver); its size is the Content-Length the server was told to read, and tests read the
  // stored object back to compare the bytes themselves.
  server.httpServer.prependListener('request', (req: IncomingMessage) => {
    const url = new URL(req.url ?? '/', 'http://s3');
    requests.push({
      method: req.method ?? '',
      path: decodeURIComponent(url.pathname),
      query: url.searchParams,
      headers: req.headers,
      bytes: Number(req.headers['content-length'] ?? 0),
    });
  });
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    requests,
    dir,
    close: async () => {
      await server.close();
      tmp.remove();
    },
  };
}
