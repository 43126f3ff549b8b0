import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Node would load react-router's CommonJS build for `react-router` and its ESM build for
// `react-router/dom`: two router contexts, and "useMatches must be used within a data router".
// Point both at the ESM build, as the browser bundle does.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

// Self-contained so that `vitest run --root apps/web` and the root's `test.projects` both work.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/development/index.mjs') },
      { find: /^react-router\/dom$/, replacement: path.join(reactRouterDir, 'dist/development/dom-export.mjs') },
    ],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A file's first test also pays for its lazy screens' first import: with three files at a time on two cores
    // that alone can pass vitest's 5 s default.
    testTimeout: 20_000,
  },
});
