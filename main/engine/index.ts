/**
 * Kontera's local engine: the suggestion service on loopback (the `local` environment).
 *
 * - http-server.ts: bearer auth, 10 MiB limit, JSON parsing, error bodies {name, status_code, description}.
 * - v2/: datasets and examples in DATA/engine.sqlite; models trained from examples after writes settle.
 * - legacy/: EIL and scanned invoice from `.pb` files in DATA/buckets/<prefix>.local/<user>/<service>/,
 *   bank (train on call), product info and supplier name (pretrained from resources/engine/).
 * - models/: hashed-feature logistic regression with calibration, "why" lines, pretrained models.
 * - training/: the worker thread that decodes, validates and trains, target by target.
 * - scan/: /v1/document:annotate, :answerquestion and /v1/feedback:create on the same router; documents
 *   are read in the reader process (main/reading/worker), never on the engine's event loop.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createEngineServer, toReply, type EngineLog } from './http-server';
import { Router } from './router';
import { V2Store } from './v2/store';
import { registerV2Routes } from './v2/routes';
import { V2ModelSet } from './v2/models';
import { registerScanRoutes } from './scan/routes';
import { ModelHub } from './training/hub';
import { BucketWatcher } from './legacy/bucket';
import { registerDatasetRoutes } from './legacy/dataset-routes';
import { registerPretrainedRoutes } from './legacy/pretrained-routes';
import { join } from 'node:path';

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
  /** Quiet period after v2 example writes before training starts (default 500 ms). */
  trainDelayMs?: number;
  /** How often the local bucket folder is checked for new `.pb` files (default 1000 ms). */
  scanIntervalMs?: number;
  /** Heap limit of the training worker (default 4096 MB): a bigger dataset fails alone. */
  trainingMemoryMb?: number;
  /** The most one annotate may take, reading included (default 120 s); past it the answer is a 503. */
  annotateBudgetMs?: number;
};

export type RunningEngine = {
  url: string;
  token: string;
  /** Where `.pb` datasets are picked up: <bucket root>/<service_name>/<dataset_name>. */
  bucketRoot: string;
  /** Resolves when every queued training job has finished (tests, benchmark). */
  idle(): Promise<void>;
  close(): Promise<void>;
};

/** Starts the local suggestion service on loopback. State lives under dataDir and survives restarts. */
export async function startEngine(options: EngineOptions): Promise<RunningEngine> {
  const host = options.host ?? '127.0.0.1';
  const token = options.token ?? randomBytes(24).toString('base64url');
  const log: EngineLog =
    options.log ?? ((message, err) => console.error(`[kontera engine] ${message}`, err ?? ''));
  mkdirSync(options.dataDir, { recursive: true });

  const store = new V2Store(options.dataDir);
  const hub = new ModelHub(options.dataDir, log, options.trainingMemoryMb ?? 4096);
  const v2 = new V2ModelSet(store, hub, options.trainDelayMs ?? 500);
  const bucketRoot = join(
    options.dataDir,
    'buckets',
    `${options.bucketPrefix ?? 'kontera'}.local`,
    options.user ?? 'local',
  );
  const bucket = new BucketWatcher(bucketRoot, hub, log, options.scanIntervalMs ?? 1000);
  const router = new Router();
  registerV2Routes(router, store, v2);
  registerDatasetRoutes(router, hub, bucket);
  registerPretrainedRoutes(router);
  const scan = registerScanRoutes(router, {
    dataDir: options.dataDir,
    annotateBudgetMs: options.annotateBudgetMs,
  });
  const server = createEngineServer(
    token,
    async (req) => {
      const route = router.match(req.method, req.path);
      if (!route) return null;
      return toReply(await route.handler(req, route.params));
    },
    log,
  );
  const shutdown = async () => {
    await new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
    bucket.close();
    v2.close();
    await hub.close();
    await scan.close();
    store.close();
  };

  try {
    await v2.start();
    await bucket.start();
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (err) {
    // A port in use or an unreadable folder: release what was opened, then report.
    await shutdown().catch(() => {});
    throw err;
  }
  const address = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  let closed: Promise<void> | null = null;
  return {
    url,
    token,
    bucketRoot,
    async idle() {
      await bucket.scan();
      await v2.settled();
      await hub.idle();
    },
    close() {
      closed ??= shutdown();
      return closed;
    },
  };
}
