import { restoreDatabase } from '../db/backup';
import { parseEnvOrExit } from '../plugins/env';

/**
 * `npm run restore -- <file> [--force]`: restores a backup of `npm run backup` into the database of DATABASE_URL, which
 * must be empty (a new PostgreSQL database; no SQLite file, or --force to replace it). Stop the server first; run
 * `npm run ledger:verify` after.
 */
async function main() {
  const env = parseEnvOrExit();
  const args = process.argv.slice(2);
  const file = args.find((a) => !a.startsWith('--'));
  if (!file) throw new Error('usage: npm run restore -- <backup file> [--force]');
  await restoreDatabase(file, env.DATABASE_URL, { force: args.includes('--force') });
  console.log(`restored ${file}; now run: npm run ledger:verify`);
}

await main().catch((error: unknown) => {
  console.error(`restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
