import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import svelte from 'eslint-plugin-svelte';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import layers from './eslint-layers.js';

const root = fileURLToPath(new URL('..', import.meta.url));

export default tseslint.config(
  {
    ignores: [
      'node_modules/',
      'out/',
      'coverage/',
      'main/datasets/generated/',
      'test/fixtures/generated/',
      'resources/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  ...svelte.configs['flat/recommended'],
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        projectService: true,
        tsconfigRootDir: root,
        extraFileExtensions: ['.svelte'],
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Interfaces often promise async without every implementation needing await.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The layers of design.md: imports only go down; the renderer never imports main; the contract
    // imports only itself and zod.
    files: ['main/**/*.ts', 'preload/**/*.ts', 'renderer/**/*.ts', 'renderer/**/*.svelte'],
    plugins: { layers },
    rules: { 'layers/import-direction': 'error' },
  },
  {
    // Only the Electron shell and the preload bridge touch Electron: everything else runs under plain
    // Node (so vitest tests it directly) or in the browser.
    files: ['**/*.ts', '**/*.svelte', '**/*.js', '**/*.mjs'],
    ignores: ['main/index.ts', 'preload/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'Only main/index.ts and preload/index.ts import electron.' }],
          patterns: [
            { group: ['electron/*'], message: 'Only main/index.ts and preload/index.ts import electron.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.svelte', '**/*.svelte.ts'],
    languageOptions: { parserOptions: { parser: tseslint.parser } },
  },
  {
    // Test matchers (expect.any, expect.objectContaining) are typed `any` by design.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
