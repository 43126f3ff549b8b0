import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// As in apps/web: one react-router build for `react-router` and `react-router/dom` under Node.
const reactRouterDir = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: /^react-router$/, replacement: path.join(reactRouterDir, 'dist/development/index.mjs') },
    ],
  },
  test: {
    name: 'admin',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    restoreMocks: true,
    // A file's first test also pays for its lazy screens' first import: with three files at a time on two cores
    // that alone can pass vitest's 5 s default.
    testTimeout: 30_000,
  },
});
