import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { resolve } from 'node:path';

// Main and preload run in Node/Electron: dependencies stay in node_modules (native modules such as
// better-sqlite3 and keytar cannot be bundled). The renderer is a plain Svelte 5 app, small and
// self-contained, also served by the browser host from out/renderer.
//
// Except these plain-JavaScript libraries, which main loads at every start: bundled, they are a few
// chunks instead of ~120 files for Node to resolve and read one by one (zod alone is 95), which
// cut `kontera serve`'s CPU to its first page by about a quarter (npm run bench:startup).
// protobufjs stays out: it looks for Node's `require` at run time (for Buffer and Long), which an
// ES-module bundle lacks, and would quietly decode differently; iconv-lite would bundle all its
// code-page tables. chardet stays out too: main/bank/encoding.ts loads it through createRequire
// only for a statement that is neither UTF-8 nor UTF-16, which a bundler does not follow.
const BUNDLED_DEPS = ['zod', 'fast-xml-parser', 'csv-parse'];

export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin({ exclude: BUNDLED_DEPS })],
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'main/index.ts'),
          // The `kontera` command (bin/kontera.mjs) runs this compiled entry: no TypeScript compiler at
          // run time. Its commands are separate chunks, loaded only when one runs.
          cli: resolve(__dirname, 'main/cli.ts'),
          // The local engine trains in a worker thread; it loads this file beside index.js.
          'engine-worker': resolve(__dirname, 'main/engine/training/worker.ts'),
          // Documents are decoded in a process of their own (a native library that aborts takes only
          // it down); main/reading/worker/start.ts forks this file beside index.js.
          'reading-worker': resolve(__dirname, 'main/reading/worker/child.ts'),
        },
      },
    },
  },
  preload: {
    plugins: [externalizeDepsPlugin()],
    build: {
      outDir: 'out/preload',
      rollupOptions: {
        input: { index: resolve(__dirname, 'preload/index.ts') },
        // A sandboxed preload cannot load ES modules or node_modules: one CommonJS file.
        output: { format: 'cjs', entryFileNames: '[name].cjs' },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [svelte()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      emptyOutDir: true,
      // electron-vite leaves the renderer unminified; the window loads faster minified.
      minify: true,
      rollupOptions: { input: resolve(__dirname, 'renderer/index.html') },
      chunkSizeWarningLimit: 300,
    },
  },
});
