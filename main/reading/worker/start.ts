import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** Heap of the reader process: a document that needs more fails alone. */
const READER_HEAP_MB = 2048;

/**
 * Starts the reader process. Native libraries that abort (SIGILL, SIGABRT) take their whole process
 * with them, worker threads included, so the reader is a process of its own. From TypeScript sources
 * (tsx, vitest) it runs child.ts through tsx's loader; in the built app it is its own entry,
 * `reading-worker.js` beside the main bundle (see electron.vite.config.ts). Under Electron,
 * ELECTRON_RUN_AS_NODE makes the Electron binary a plain Node for it.
 */
export function startReaderProcess(): ChildProcess {
  const here = import.meta.url;
  const execArgv = [`--max-old-space-size=${READER_HEAP_MB}`];
  let entry: string;
  if (here.endsWith('.ts')) {
    const require = createRequire(here);
    execArgv.push('--import', pathToFileURL(require.resolve('tsx/esm')).href);
    entry = fileURLToPath(new URL('./child.ts', here));
  } else {
    // The code calling this may sit in a shared chunk one folder below the entries.
    const beside = fileURLToPath(new URL('./reading-worker.js', here));
    const above = fileURLToPath(new URL('../reading-worker.js', here));
    entry = existsSync(beside) ? beside : above;
  }
  return fork(entry, [], {
    execArgv,
    env: { ...process.env, ELECTRON_RUN_AS_NODE: '1' },
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
}
