import { defineConfig } from 'vitest/config';

// One run for every unit and integration suite: the pure packages, the API against real
// databases (SQLite always, PostgreSQL when DATABASE_URL_PG is set) and the web app in jsdom.
export default defineConfig({
  test: {
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
