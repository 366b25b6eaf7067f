import { Worker } from 'node:worker_threads';
import { createRequire } from 'node:module';
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * Starts the training worker. From TypeScript sources (tsx, vitest) the worker is bootstrapped with
 * tsx's loader; in the bundled Electron build it is its own entry, `engine-worker.js`, beside the
 * main bundle (see electron.vite.config.ts).
 */
export function startTrainingWorker(memoryMb?: number): Worker {
  // A heap cap makes a too-big dataset fail its own job instead of taking the app down.
  const resourceLimits = memoryMb ? { maxOldGenerationSizeMb: memoryMb } : undefined;
  const here = import.meta.url;
  if (here.endsWith('.ts')) {
    const target = new URL('./worker.ts', here).href;
    const require = createRequire(here);
    const api = pathToFileURL(require.resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
    const code = `import(${JSON.stringify(api)}).then((m) => m.tsImport(${JSON.stringify(target)}, ${JSON.stringify(target)}))`;
    return new Worker(code, { eval: true, name: 'kontera-training', resourceLimits });
  }
  // The code calling this may sit in a shared chunk one folder below the entries.
  const beside = new URL('./engine-worker.js', here);
  const above = new URL('../engine-worker.js', here);
  return new Worker(existsSync(fileURLToPath(beside)) ? beside : above, {
    name: 'kontera-training',
    resourceLimits,
  });
}
