import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Reply, Request } from './router';

export type ScanRoutes = {
  handle(req: { method: string; path: string; body: unknown }): Promise<{ status: number; body: unknown } | null>;
  close(): Promise<void>;
};

const SCAN_PATH = /^\/v1\/(document|feedback):/;

/**
 * The document-scanning routes live in main/engine/scan/routes.ts (the documents area). The engine
 * delegates /v1/document:* and /v1/feedback:* to it; when that module is absent the engine still
 * runs and those routes answer 404.
 */
export async function loadScanRoutes(dataDir: string, log: (m: string, e?: unknown) => void): Promise<ScanRoutes | null> {
  const candidates = ['./scan/routes.ts', './scan/routes.js'].map((rel) => new URL(rel, import.meta.url));
  const found = candidates.find((u) => u.protocol === 'file:' && existsSync(fileURLToPath(u)));
  if (!found) return null;
  try {
    const mod = (await import(found.href)) as { createScanRoutes?: (ctx: { dataDir: string }) => ScanRoutes };
    return mod.createScanRoutes ? mod.createScanRoutes({ dataDir }) : null;
  } catch (err) {
    log('the document-scanning routes could not be loaded', err);
    return null;
  }
}

export async function delegateScan(scan: ScanRoutes | null, req: Request): Promise<Reply | null> {
  if (!scan || !SCAN_PATH.test(req.path)) return null;
  return scan.handle({ method: req.method, path: req.path, body: req.body });
}
