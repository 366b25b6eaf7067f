import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createEngineServer, toReply, type EngineLog } from './http-server';
import { Router } from './router';
import { V2Store } from './v2/store';
import { registerV2Routes, type V2Models } from './v2/routes';
import { delegateScan, loadScanRoutes } from './scan-delegate';

export type EngineOptions = {
  dataDir: string;
  /** Default 127.0.0.1: the engine is for this computer only. */
  host?: string;
  /** 0 (default) picks a free port. */
  port?: number;
  /** Without one a random token is made for this run. */
  token?: string;
  /** The user_id part of the local bucket's object keys. */
  user?: string;
  bucketPrefix?: string;
  log?: EngineLog;
};

export type RunningEngine = { url: string; token: string; close(): Promise<void> };

const noModels: V2Models = {
  changed: () => {},
  forget: () => {},
  status: () => ({ status: null, targets: {} }),
  suggest: () => null,
};

/** Starts the local suggestion service on loopback. State lives under dataDir and survives restarts. */
export async function startEngine(options: EngineOptions): Promise<RunningEngine> {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? randomBytes(24).toString('base64url');
  const log: EngineLog = options.log ?? ((message, err) => console.error(`[kontera engine] ${message}`, err ?? ''));
  mkdirSync(options.dataDir, { recursive: true });

  const store = new V2Store(options.dataDir);
  const router = new Router();
  registerV2Routes(router, store, noModels);
  const scan = await loadScanRoutes(options.dataDir, log);

  const server = createEngineServer(
    token,
    async (req) => {
      const scanned = await delegateScan(scan, req);
      if (scanned) return scanned;
      const route = router.match(req.method, req.path);
      if (!route) return null;
      return toReply(await route.handler(req, route.params));
    },
    log,
  );

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  let closed: Promise<void> | null = null;
  return {
    url,
    token,
    close() {
      closed ??= (async () => {
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
        await scan?.close();
        store.close();
      })();
      return closed;
    },
  };
}
