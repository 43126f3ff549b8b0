import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { formatAmount } from '@uu/contract/money';
import { backupDatabase, restoreDatabase } from '../src/db/backup';
import { connect } from '../src/db/connect';
import { verifyLedger } from '../src/modules/wallet/ledger';
import { dialects, type TestApp } from './helpers';
import { useTestApp } from './suite';
import { pay, WALLET_ENV, type Member } from './wallet-helpers';

const UU = (whole: number) => whole * 100;

/** The restore drill (docs/deploy.md): back up under transfer load, restore into a fresh database, check it. */
describe.each(dialects)('backup and restore (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, each: true });
  let dir: string;
  const cleanups: (() => Promise<void>)[] = [];
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-backup-'));
  });
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it(
    'a backup taken under transfer load restores to a clean ledger holding every transfer confirmed before it',
    { timeout: 120_000 },
    async () => {
      const members: Member[] = [];
      for (let i = 0; i < 4; i++) members.push(await t.readyMember({ uu: UU(1000) }));

      // Transfers in four parallel lanes, each recording its confirmation as it arrives.
      const confirmed: number[] = [];
      let stop = false;
      const lanes = members.map(async (sender, i) => {
        const recipient = members[(i + 1) % members.length]!;
        for (let n = 0; n < 60 && !stop; n++) {
          const res = await pay(t, sender, '/transferUu', { to: recipient.memberNo, amount: formatAmount(100 + n), currency: 'UU' });
          if (res.code !== 200) throw new Error(`transfer: ${res.code} ${res.msg}`);
          confirmed.push((res.data as { transactionId: number }).transactionId);
        }
      });
      while (confirmed.length < 20) await new Promise((resolve) => setImmediate(resolve));

      const confirmedBefore = [...confirmed];
      const { schema, url } = await source(t, dialect);
      const backup = await backupDatabase(url, path.join(dir, dialect === 'sqlite' ? 'copy.db' : 'copy.dump'), { schema });
      stop = true;
      await Promise.all(lanes);
      expect(backup.bytes).toBeGreaterThan(0);
      // The load went on while the backup ran: some transfers are newer than it.
      expect(confirmed.length).toBeGreaterThan(confirmedBefore.length);

      const target = await freshDatabase(dialect, dir, cleanups);
      await restoreDatabase(backup.file, target.url);
      const restored = connect({ url: target.url, schema });
      cleanups.unshift(() => restored.close());

      expect((await verifyLedger(restored)).problems).toEqual([]);
      const present = await restored.kysely.selectFrom('ledger_transactions').select('id').where('id', 'in', confirmedBefore).execute();
      expect(present.map((row) => row.id).sort((a, b) => a - b)).toEqual([...confirmedBefore].sort((a, b) => a - b));
    },
  );

  it('never overwrites an existing backup or an existing SQLite database', async () => {
    const { schema, url } = await source(t, dialect);
    const file = path.join(dir, 'once.bak');
    await backupDatabase(url, file, { schema });
    await expect(backupDatabase(url, file, { schema })).rejects.toThrow(/exists already/);
    if (dialect === 'sqlite') {
      const existing = path.join(dir, 'live.db');
      fs.writeFileSync(existing, '');
      await expect(restoreDatabase(file, `sqlite:${existing}`)).rejects.toThrow(/--force/);
    }
  });
});

/** Where the test app's data is: its SQLite file, or its PostgreSQL schema. */
async function source(t: TestApp, dialect: 'sqlite' | 'postgres') {
  if (dialect === 'sqlite') return { url: `sqlite:${path.join(t.dataDir, 'app.db')}`, schema: undefined };
  const schema = (await sql<{ schema: string }>`select current_schema() as schema`.execute(t.app.db.kysely)).rows[0]!.schema;
  return { url: process.env.DATABASE_URL_PG ?? '', schema };
}

/** An empty database to restore into: a new SQLite file, or a new PostgreSQL database dropped afterwards. */
async function freshDatabase(dialect: 'sqlite' | 'postgres', dir: string, cleanups: (() => Promise<void>)[]) {
  if (dialect === 'sqlite') return { url: `sqlite:${path.join(dir, 'restored.db')}` };
  const base = process.env.DATABASE_URL_PG ?? '';
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  cleanups.push(async () => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });
  const url = new URL(base);
  url.pathname = `/${name}`;
  return { url: url.toString() };
}
