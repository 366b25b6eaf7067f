import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

// End-to-end tests: the real UI in Debian's Chromium through the browser host. One file at a time,
// since each drives a browser and the local engine on a 2-core machine.
export default defineConfig({
  root: fileURLToPath(new URL('..', import.meta.url)),
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
  },
});
