import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'api',
    include: ['test/**/*.test.ts'],
    environment: 'node',
    // argon2 hashing makes registrations slow on a loaded CI machine.
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
});
