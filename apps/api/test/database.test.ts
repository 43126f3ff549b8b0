import { describe, expect, it } from 'vitest';
import { call, createTestApp } from './helpers';

describe.runIf(process.env.DATABASE_URL_PG)('migrations on PostgreSQL', () => {
  it('migrates a schema even when another schema of the database is already migrated', async () => {
    const first = await createTestApp('postgres');
    try {
      // Kysely's migrator finds tables in any schema unless told which: the second app must not
      // mistake the first one's migration tables for its own.
      const second = await createTestApp('postgres');
      try {
        expect((await call(second.app, { method: 'GET', url: '/health' })).code).toBe(200);
        const users = await second.app.db.kysely.selectFrom('users').select('id').execute();
        expect(users).toEqual([]);
      } finally {
        await second.close();
      }
    } finally {
      await first.close();
    }
  });
});
