import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database, Db, DialectName } from './database';
import { migrations } from './migrations/index';
import { ImmediateSqliteDialect } from './sqlite-driver';

export type ConnectOptions = {
  url: string;
  /** PostgreSQL only: the schema to use (tests give each run its own). */
  schema?: string;
  poolSize?: number;
};

/** BIGINT comes back from pg as text; our BIGINTs are money and times, always safe integers. */
function parseSafeBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`BIGINT out of the safe range: ${text}`);
  return value;
}

export function connect(options: ConnectOptions): Db {
  const { url } = options;
  let kysely: Kysely<Database>;
  let dialect: DialectName;
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new BetterSqlite3(file === ':memory:' ? ':memory:' : path.resolve(file));
    // WAL lets readers run beside the writer; FULL makes every commit durable (architecture.md).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite) });
    dialect = 'sqlite';
  } else {
    const types = {
      getTypeParser: (oid: number, format?: 'text' | 'binary') =>
        oid === 20 ? parseSafeBigint : pg.types.getTypeParser(oid, format),
    } as pg.CustomTypesConfig;
    const pool = new pg.Pool({
      connectionString: url,
      max: options.poolSize ?? 10,
      types,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    dialect = 'postgres';
  }
  return {
    kysely,
    dialect,
    transaction: (fn) => kysely.transaction().execute(fn),
    close: () => kysely.destroy(),
  };
}

/** Brings the schema up to date; run at every start. */
export async function migrateToLatest(db: Db): Promise<void> {
  // Kysely looks for its migration tables in every schema unless told which one: with another
  // schema of the same database already migrated (another app, another test run), it would skip
  // creating its own. On PostgreSQL it is told the schema the connection works in.
  const migrationTableSchema =
    db.dialect === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({
    db: db.kysely,
    provider: { getMigrations: async () => migrations },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
