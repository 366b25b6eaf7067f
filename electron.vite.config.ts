import { defineConfig, externalizeDepsPlugin } from 'electron-vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { resolve } from 'node:path';

// Main and preload run in Node/Electron: dependencies stay in node_modules (native modules such as
// better-sqlite3 and keytar cannot be bundled). The renderer is a plain Svelte 5 app, small and
// self-contained, also served by the browser host from out/renderer.
export default defineConfig({
  main: {
    plugins: [externalizeDepsPlugin()],
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
          // The engine loads its document routes from ./scan/routes.js beside index.js.
          'scan/routes': resolve(__dirname, 'main/engine/scan/routes.ts'),
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
