import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { connect, migrateToLatest } from '../src/db/connect';
import type { Database } from '../src/db/database';
import { prepared } from '../src/db/prepared';
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

describe('bookkeeping commits on SQLite (Db.provisional)', () => {
  const synchronous = async (db: Kysely<Database>) =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(db)).rows[0]?.synchronous;

  it('commits its statements without waiting for fsync, and every commit after it is durable again, even when it fails', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-provisional-'));
    const db = connect({ url: `sqlite:${path.join(dir, 'app.db')}` });
    try {
      await migrateToLatest(db);
      expect(await synchronous(db.kysely)).toBe(2); // FULL
      const inside = await db.provisional((k) => synchronous(k));
      expect(inside).toBe(1); // NORMAL, for its statements alone
      expect(await synchronous(db.kysely)).toBe(2);
      await expect(
        db.provisional(async (k) => {
          await k.insertInto('settings').values({ key: 'provisional-test', value: '1', updated_at: 0 }).execute();
          throw new Error('after the write');
        }),
      ).rejects.toThrow('after the write');
      expect(await synchronous(db.kysely)).toBe(2);
      // What it wrote committed and is seen at once, by this connection and the next transaction.
      const row = await db.transaction((trx) =>
        trx.selectFrom('settings').select('value').where('key', '=', 'provisional-test').executeTakeFirst(),
      );
      expect(row).toEqual({ value: '1' });
      expect(await db.transaction((trx) => synchronous(trx))).toBe(2);
    } finally {
      await db.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.runIf(process.env.DATABASE_URL_PG)('bookkeeping commits and named statements on PostgreSQL', () => {
  const setting = async (db: Kysely<Database>) =>
    (await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(db)).rows[0]?.synchronous_commit;

  it("commits Db.provisional's statements without waiting for the WAL flush, the rest durably, whatever the URL's options", async () => {
    const app = await createTestApp('postgres');
    // A URL that carries its own `options` (as the bench's and some deployments' do) replaces a pool's `options`:
    // the setting must not depend on them.
    const url = new URL(process.env.DATABASE_URL_PG ?? '');
    url.searchParams.set('options', `-c search_path=${app.database.schema}`);
    const db = connect({ url: url.toString() });
    try {
      expect(await setting(db.kysely)).toBe('on');
      expect(await db.provisional((k) => setting(k))).toBe('off');
      expect(await db.transaction((trx) => setting(trx))).toBe('on');
      // What it writes is seen at once by the durable connections.
      await db.provisional((k) => k.insertInto('settings').values({ key: 'provisional-test', value: '1', updated_at: 0 }).execute());
      const row = await db.kysely.selectFrom('settings').select('value').where('key', '=', 'provisional-test').executeTakeFirst();
      expect(row).toEqual({ value: '1' });
    } finally {
      await db.close();
      await app.close();
    }
  });

  it('sends the statements compiled once as named prepared statements, parsed once per connection', async () => {
    const app = await createTestApp('postgres');
    try {
      const byId = prepared((k, p: { id: number }) => k.selectFrom('users').select('id').where('id', '=', p.id));
      const named = await app.app.db.transaction(async (trx) => {
        await byId(trx, { id: 1 });
        await byId(trx, { id: 2 });
        return (
          await sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`.execute(trx)
        ).rows.filter((r) => r.statement.includes('from "users" where "id" = $1') && r.statement.startsWith('select "id"'));
      });
      expect(named).toHaveLength(1);
      expect(named[0]?.name).toMatch(/^uu_\d+$/);
      // A statement built per call stays unnamed.
      const unnamed = await app.app.db.transaction(async (trx) => {
        await trx.selectFrom('users').select('email').where('id', '=', 1).execute();
        return (await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(trx)).rows;
      });
      expect(unnamed.some((r) => r.statement.startsWith('select "email"'))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
