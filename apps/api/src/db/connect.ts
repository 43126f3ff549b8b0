import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { CompiledQuery, Kysely, Migrator, sql } from 'kysely';
import pg from 'pg';
import { runTransaction } from './after-commit';
import type { Database, Db, DialectName } from './database';
import { migrations } from './migrations/index';
import { CurrentSchemaPostgresDialect } from './postgres-dialect';
import { ImmediateSqliteDialect } from './sqlite-driver';
import { RowWrites } from './row-writes';
import { NamingClient } from './statement-names';

export type ConnectOptions = {
  url: string;
  /** PostgreSQL only: the schema to use (tests give each run its own). */
  schema?: string;
  poolSize?: number;
  /** PostgreSQL: wait this long for a connection (new, or free in the pool); SQLite: for the write lock. */
  connectTimeoutMs?: number;
  /** PostgreSQL: the server cancels a statement running longer (0: no limit, for migrations). */
  statementTimeoutMs?: number;
  /**
   * PostgreSQL: an idle connection of the pool broke (the server restarted, the network dropped).
   * The pool drops it and opens another when needed; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
};

/** Read timeout past the statement timeout: a database that stopped answering (frozen, cut off). */
const READ_MARGIN_MS = 1000;

const UNAVAILABLE_CODES = new Set([
  // the network
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions, shutting down or starting, too many connections, cancelled (statement timeout)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '57014',
  // SQLite: the write lock stayed taken past the busy timeout
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
]);
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|Client has encountered a connection error|Connection closed|connect ECONNREFUSED/i;

/**
 * Whether an error means "the database cannot answer now" (unreachable, restarting, frozen, a
 * timeout fired) rather than a fault of ours: such a request is answered SERVICE_BUSY (503).
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 3) return false;
  const { code, message, cause, errors } = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
  if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  if (Array.isArray(errors) && errors.some((e) => isDatabaseUnavailable(e, depth + 1))) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** BIGINT comes back from pg as text; our BIGINTs are money and times, always safe integers. */
function parseSafeBigint(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`BIGINT out of the safe range: ${text}`);
  return value;
}

export function connect(options: ConnectOptions): Db {
  const { url } = options;
  const writes = new RowWrites();
  let kysely: Kysely<Database>;
  let dialect: DialectName;
  let poolStats: Db['poolStats'];
  let provisional: Db['provisional'];
  let close: Db['close'] = () => kysely.destroy();
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new BetterSqlite3(file === ':memory:' ? ':memory:' : path.resolve(file));
    // WAL lets readers run beside the writer; FULL makes every commit durable (architecture.md).
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = FULL');
    sqlite.pragma(`busy_timeout = ${Math.round(options.connectTimeoutMs ?? 5000)}`);
    sqlite.pragma('foreign_keys = ON');
    kysely = new Kysely<Database>({ dialect: new ImmediateSqliteDialect(sqlite), plugins: [writes] });
    dialect = 'sqlite';
    provisional = provisionalOnSqlite(kysely);
  } else {
    const types: pg.CustomTypesConfig = {
      getTypeParser: (oid, format): unknown => (oid === pg.types.builtins.INT8 ? parseSafeBigint : pg.types.getTypeParser(oid, format)),
    };
    const statementTimeout = options.statementTimeoutMs ?? 0;
    const poolOf = (max: number, onConnect?: string) => {
      const pool = new pg.Pool({
        connectionString: url,
        max,
        types,
        Client: NamingClient,
        ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
        // Bounded waits (issue 16): for a connection, for a statement (cancelled by the server), and
        // for any answer at all (a frozen server cancels nothing).
        ...(options.connectTimeoutMs ? { connectionTimeoutMillis: options.connectTimeoutMs } : {}),
        ...(statementTimeout > 0 ? { statement_timeout: statementTimeout, query_timeout: statementTimeout + READ_MARGIN_MS } : {}),
      });
      // Every connection gets a listener of its own: the pool listens to idle ones only, and a
      // connection checked out between two statements that breaks would otherwise end the process.
      // The pool drops a broken connection when it is released (or at once when idle).
      pool.on('connect', (client) => {
        client.on('error', (error) => options.onConnectionError?.(error));
        // A client runs its queries in order: this one before any the pool hands it. (Not the URL's or the
        // config's `options`: a URL's own `options` would replace the config's.)
        if (onConnect) client.query(onConnect).catch(() => undefined); // a failure breaks the connection; the pool drops it
      });
      pool.on('error', () => undefined);
      return { pool, kysely: new Kysely<Database>({ dialect: new CurrentSchemaPostgresDialect({ pool }), plugins: [writes] }) };
    };
    const poolSize = options.poolSize ?? 10;
    const main = poolOf(poolSize);
    // Db.provisional's statements: connections whose commits do not wait for the WAL flush (synchronous_commit=off).
    // Opened when first used; a quarter of the pool's size, at least 2, for single short statements.
    let bookkeeping: ReturnType<typeof poolOf> | undefined;
    const bookkeepingOf = () => (bookkeeping ??= poolOf(Math.max(2, Math.ceil(poolSize / 4)), 'set synchronous_commit = off'));
    kysely = main.kysely;
    dialect = 'postgres';
    provisional = (fn) => fn(bookkeepingOf().kysely);
    close = async () => {
      await Promise.all([main.kysely.destroy(), bookkeeping?.kysely.destroy()]);
    };
    poolStats = () => ({ total: main.pool.totalCount, idle: main.pool.idleCount, waiting: main.pool.waitingCount });
  }
  return {
    kysely,
    dialect,
    writes,
    transaction: (fn) => runTransaction(kysely, fn),
    provisional,
    close,
    ...(poolStats ? { poolStats } : {}),
  };
}

const NORMAL = CompiledQuery.raw('pragma synchronous = normal');
const FULL = CompiledQuery.raw('pragma synchronous = full');

/**
 * Db.provisional on SQLite: `fn` runs on the one connection (held, so no transaction is open and
 * none starts meanwhile) with synchronous=NORMAL, and FULL again after it, whatever it did.
 */
function provisionalOnSqlite(kysely: Kysely<Database>): Db['provisional'] {
  return (fn) =>
    kysely.connection().execute(async (connection) => {
      await connection.executeQuery(NORMAL);
      try {
        return await fn(connection);
      } finally {
        await connection.executeQuery(FULL);
      }
    });
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
    provider: { getMigrations: () => Promise.resolve(migrations) },
    ...(migrationTableSchema ? { migrationTableSchema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}

/** Migrations this build knows that the database has not run (readiness: a restored older database). */
export async function pendingMigrations(db: Db): Promise<number> {
  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(db.kysely);
  const done = new Set(rows.rows.map((row) => row.name));
  return Object.keys(migrations).filter((name) => !done.has(name)).length;
}
