import type { Reply, Request } from './router';

export type ScanRoutes = {
  handle(req: {
    method: string;
    path: string;
    body: unknown;
  }): Promise<{ status: number; body: unknown } | null>;
  close(): Promise<void>;
};

const SCAN_PATH = /^\/v1\/(document|feedback):/;

/**
 * The document-scanning routes live in main/engine/scan/routes.ts (the documents area). The engine
 * delegates /v1/document:* and /v1/feedback:* to it; when that module is absent the engine still
 * runs and those routes answer 404.
 */
export async function loadScanRoutes(
  dataDir: string,
  log: (m: string, e?: unknown) => void,
): Promise<ScanRoutes | null> {
  try {
    // A literal specifier, so the Electron bundle includes the module.
    const mod = await import('./scan/routes');
    return mod.createScanRoutes({ dataDir });
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code !== 'ERR_MODULE_NOT_FOUND') log('the document-scanning routes could not be loaded', err);
    return null;
  }
}

export async function delegateScan(scan: ScanRoutes | null, req: Request): Promise<Reply | null> {
  if (!scan || !SCAN_PATH.test(req.path)) return null;
  return scan.handle({ method: req.method, path: req.path, body: req.body });
}
