import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Self-contained so that `vitest run --root apps/web` and the root's `test.projects` both work.
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // antd-mobile's ES build in Node's environment too (src/entry-server.test.tsx), as in the browser and the server's
      // build; Node would load its CommonJS build, whose CSS imports it cannot read.
      { find: /^antd-mobile$/, replacement: 'antd-mobile/es/index.js' },
    ],
  },
  test: {
    name: 'web',
    root: fileURLToPath(new URL('.', import.meta.url)),
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    server: { deps: { inline: ['antd-mobile'] } },
    restoreMocks: true,
    // A file's first test also pays for its lazy screens' first import: with three files at a time on two cores
    // that alone can pass vitest's 5 s default.
    testTimeout: 20_000,
  },
});
