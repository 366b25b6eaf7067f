import { defineConfig } from 'vitest/config';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root,
  plugins: [svelte({ hot: false, compilerOptions: { dev: false } })],
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/e2e/**', 'node_modules/**', 'out/**'],
    // Tests talk to real SQLite files, loopback servers and the keychain: give them room, but the
    // goals for speed live in test/bench, not here.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Tests that start `bin/kontera.mjs` run the current sources, never a stale build in out/.
    env: { KONTERA_FROM_SOURCE: '1' },
  },
});
