import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';

/**
 * Backups of the one database the server uses (`npm run backup`, `npm run restore`; docs/deploy.md "Backups").
 * SQLite: the online backup API, a consistent copy while the server keeps writing. PostgreSQL: pg_dump, one snapshot
 * (a repeatable-read transaction) in its custom format, restored with pg_restore. Uploads are files: copy DATA_DIR/uploads
 * (or the uploads volume) beside it.
 */
export type BackupDialect = 'sqlite' | 'postgres';

export type BackupResult = { file: string; bytes: number; dialect: BackupDialect; ms: number };

export function dialectOf(url: string): BackupDialect {
  return url.startsWith('sqlite:') ? 'sqlite' : 'postgres';
}

/** `uu-sqlite-20261124T231500Z.db` / `uu-postgres-….dump` in `dir`. */
export function backupFileName(dir: string, dialect: BackupDialect, at = new Date()): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');
  return path.join(dir, `uu-${dialect}-${stamp}.${dialect === 'sqlite' ? 'db' : 'dump'}`);
}

function sqlitePath(url: string): string {
  const file = url.slice('sqlite:'.length);
  if (file === ':memory:') throw new Error('an in-memory database has nothing to back up');
  return path.resolve(file);
}

/** Runs a PostgreSQL client program; its error output is the message when it fails. */
function run(program: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error) => reject(new Error(`${program} could not start (is the PostgreSQL client installed?): ${error.message}`)));
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${program} exited ${code}: ${stderr.trim()}`))));
  });
}

/**
 * Writes a consistent copy of the database at `url` to `file`. `schema` (PostgreSQL) limits the dump to one schema,
 * as the tests' databases are; unset, the whole database.
 */
export async function backupDatabase(url: string, file: string, options: { schema?: string } = {}): Promise<BackupResult> {
  const started = performance.now();
  const dialect = dialectOf(url);
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (fs.existsSync(file)) throw new Error(`${file} exists already: a backup never overwrites one`);
  if (dialect === 'sqlite') {
    const source = new BetterSqlite3(sqlitePath(url), { fileMustExist: true });
    try {
      await source.backup(file);
    } finally {
      source.close();
    }
  } else {
    await run('pg_dump', [
      '--format=custom',
      '--no-owner',
      '--no-privileges',
      '--file',
      file,
      ...(options.schema ? ['--schema', options.schema] : []),
      '--dbname',
      url,
    ]);
  }
  return { file, bytes: fs.statSync(file).size, dialect, ms: Math.round(performance.now() - started) };
}

/**
 * Restores `file` into the database at `url`, which must be empty (SQLite: no file yet; PostgreSQL: a new database).
 * The server must not be running on it. `force` replaces an existing SQLite file.
 */
export async function restoreDatabase(file: string, url: string, options: { force?: boolean } = {}): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  if (dialectOf(url) === 'sqlite') {
    const target = sqlitePath(url);
    if (fs.existsSync(target) && !options.force) throw new Error(`${target} exists: stop the server and pass --force to replace it`);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    // The old write-ahead log belongs to the old file: left beside the new one, SQLite would replay it.
    for (const stale of [`${target}-wal`, `${target}-shm`]) fs.rmSync(stale, { force: true });
    fs.copyFileSync(file, target);
    const check = new BetterSqlite3(target, { fileMustExist: true });
    try {
      const result = check.pragma('integrity_check', { simple: true });
      if (result !== 'ok') throw new Error(`the restored database fails its integrity check: ${String(result)}`);
    } finally {
      check.close();
    }
    return;
  }
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--dbname', url, file]);
}
