import type BetterSqlite3 from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type Kysely,
  type QueryResult,
} from 'kysely';

/**
 * Kysely's SQLite dialect, with two changes that matter here:
 * - transactions start with BEGIN IMMEDIATE, so a transaction that reads and then writes takes the
 *   write lock at once and another process cannot slip a write in between (architecture.md);
 * - prepared statements are cached by SQL text, which saves a parse on every request.
 * better-sqlite3 is synchronous and there is one connection, so a mutex serializes its use.
 */
class SqliteConnection implements DatabaseConnection {
  readonly #db: BetterSqlite3.Database;
  readonly #statements = new Map<string, BetterSqlite3.Statement>();

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
  }

  #prepare(sql: string): BetterSqlite3.Statement {
    let stmt = this.#statements.get(sql);
    if (!stmt) {
      stmt = this.#db.prepare(sql);
      // Schema-changing statements are rare (migrations): don't let them fill the cache.
      if (this.#statements.size < 500) this.#statements.set(sql, stmt);
    }
    return stmt;
  }

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    const stmt = this.#prepare(compiled.sql);
    const parameters = compiled.parameters as unknown[];
    if (stmt.reader) return Promise.resolve({ rows: stmt.all(parameters) as R[] });
    const { changes, lastInsertRowid } = stmt.run(parameters);
    return Promise.resolve({
      numAffectedRows: BigInt(changes),
      insertId: BigInt(lastInsertRowid),
      rows: [],
    });
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('streaming is not used with SQLite');
  }

  clearCache(): void {
    this.#statements.clear();
  }
}

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  lock(): Promise<() => void> {
    let release!: () => void;
    const next = new Promise<void>((resolve) => (release = resolve));
    const ready = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => next);
    return ready;
  }
}

class ImmediateSqliteDriver implements Driver {
  readonly #db: BetterSqlite3.Database;
  readonly #connection: SqliteConnection;
  readonly #mutex = new Mutex();
  #release: (() => void) | undefined;

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
    this.#connection = new SqliteConnection(db);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    this.#release = await this.#mutex.lock();
    return this.#connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    const release = this.#release;
    this.#release = undefined;
    release?.();
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    this.#connection.clearCache();
    this.#db.close();
    return Promise.resolve();
  }
}

export class ImmediateSqliteDialect implements Dialect {
  readonly #db: BetterSqlite3.Database;

  constructor(db: BetterSqlite3.Database) {
    this.#db = db;
  }

  createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#db);
  }

  createQueryCompiler() {
    return new SqliteQueryCompiler();
  }

  createAdapter() {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>) {
    return new SqliteIntrospector(db);
  }
}
