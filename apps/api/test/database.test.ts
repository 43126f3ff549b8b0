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

  it("reads only its own schema before migrating, so another app's schema dropped meanwhile cannot fail its start", async () => {
    // Kysely's introspector resolved every schema of the database by name: a test run's (or a retired deployment's)
    // schema dropped between its snapshot and that lookup failed another instance's start ("schema … does not exist").
    const other = await createTestApp('postgres');
    const own = await createTestApp('postgres');
    try {
      const tables = await own.app.db.kysely.introspection.getTables({ withInternalKyselyTables: true });
      expect(new Set(tables.map((t) => t.schema))).toEqual(new Set([own.database.schema]));
      expect(tables.map((t) => t.name)).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'users']));
    } finally {
      await own.close();
      await other.close();
    }
  });
});
