import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite: the pure packages, the API against real
// databases (SQLite always, PostgreSQL when DATABASE_URL_PG is set) and the web app in jsdom.
export default defineConfig({
  test: {
    // Vitest's default on a 2-core machine is one worker, and the API suites spend most of their time waiting on
    // PostgreSQL and argon2's threads: three files at a time use both cores.
    maxWorkers: 3,
    projects: [
      {
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.ts'],
          environment: 'node',
        },
      },
      'apps/api/vitest.config.ts',
      'apps/web/vitest.config.ts',
      'apps/admin/vitest.config.ts',
    ],
  },
});
