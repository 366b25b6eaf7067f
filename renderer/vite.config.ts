import { defineConfig } from 'vite';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));

// The renderer alone, for the browser host where Electron is not installed (`npm run build:host`).
// Same output folder and options as the renderer part of electron.vite.config.ts.
export default defineConfig({
  root: here,
  base: './',
  plugins: [svelte()],
  build: {
    outDir: fileURLToPath(new URL('../out/renderer', import.meta.url)),
    emptyOutDir: true,
    chunkSizeWarningLimit: 300,
  },
});
