import path from 'node:path';
import { backupDatabase, backupFileName, dialectOf } from '../db/backup';
import { parseEnvOrExit } from '../plugins/env';

/**
 * `npm run backup [-- <file or folder>]`: a consistent copy of the database of DATABASE_URL while the server runs
 * (SQLite's online backup, or pg_dump). Default folder: DATA_DIR/backups. Prints where it went; exits 1 on failure.
 */
async function main() {
  const env = parseEnvOrExit();
  const target = process.argv[2];
  const dialect = dialectOf(env.DATABASE_URL);
  const file = target && path.extname(target) ? target : backupFileName(target ?? path.join(env.DATA_DIR, 'backups'), dialect);
  const result = await backupDatabase(env.DATABASE_URL, file);
  console.log(`backup written: ${result.file} (${result.bytes} bytes, ${result.dialect}, ${result.ms} ms)`);
}

await main().catch((error: unknown) => {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
