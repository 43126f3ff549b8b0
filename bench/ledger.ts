// `npm run bench:ledger -w @uu/bench`: ledger postings alone (issue 25), the part of a transfer after its payment password.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { connect, migrateToLatest } from '../apps/api/src/db/connect';
import { systemClock as clock } from '../apps/api/src/lib/clock';
import { LedgerService } from '../apps/api/src/modules/wallet/ledger';

const fmt = (n: number) => n.toLocaleString('en-US');
const SENDERS = 20;

/** `count` members with a UU account of `balance` hundredths each, written straight into the database. */
function seed(file: string, count: number, balance: number, now: number): number[] {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  try {
    db.prepare(
      `with recursive n(i) as (select 40000000 union all select i + 1 from n where i < 40000000 + ? - 1)
       insert into users (member_no, nickname, email, password_hash, invitation_code, status, created_at, updated_at)
       select cast(i as text), 'l' || i, 'l' || i || '@ledger.example', 'x', 'L' || i, 'active', ?, ? from n`,
    ).run(count, now, now);
    db.prepare(
      `insert into ledger_accounts (user_id, code, currency, balance, created_at)
       select id, null, 'UU', ?, ? from users where email like '%@ledger.example' order by id`,
    ).run(balance, now);
    return (db.prepare(`select id from users where email like '%@ledger.example' order by id`).all() as { id: number }[]).map((r) => r.id);
  } finally {
    db.close();
  }
}

/**
 * Transfers as the ledger posts them (LedgerService.move: the two accounts locked, balances moved conditionally, two
 * entries, one transaction) on a durable SQLite file (WAL, synchronous=FULL: each commit on disk before the next), from
 * `SENDERS` senders to as many recipients, `connections` at a time for `seconds` seconds, in this process: no HTTP, no
 * argon2. The goal (issue 25): ≥ 2,000 committed per second.
 */
export async function ledgerRun(seconds = Number(process.env.BENCH_SECONDS ?? 10), connections = 50) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-bench-ledger-'));
  const file = path.join(dir, 'bench.db');
  const db = connect({ url: `sqlite:${file}` });
  try {
    await migrateToLatest(db);
    const ids = seed(file, SENDERS * 2, 1_000_000_00, clock.now());
    const ledger = new LedgerService({ clock });
    const latencies: number[] = [];
    let failed = 0;
    const until = performance.now() + seconds * 1000;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async (_, lane) => {
        for (let i = 0; performance.now() < until; i++) {
          const sender = ids[(lane + i) % SENDERS] ?? 0;
          const recipient = ids[SENDERS + ((lane * 7 + i) % SENDERS)] ?? 0;
          const t0 = performance.now();
          try {
            await db.transaction((trx) =>
              ledger.move(trx, { type: 'transfer', userId: sender }, [
                {
                  from: { userId: sender },
                  to: { userId: recipient },
                  currency: 'UU',
                  amount: 1_00,
                  logType: { from: 'transfer_out', to: 'transfer_in' },
                },
              ]),
            );
            latencies.push(performance.now() - t0);
          } catch {
            failed++;
          }
        }
      }),
    );
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    console.log(
      `ledger postings alone (SQLite, WAL, synchronous=FULL, in process): ${fmt(Math.round(latencies.length / elapsed))}/s committed, ` +
        `p99 ${p99.toFixed(1)} ms (goal ≥ 2,000/s; ${fmt(latencies.length)} transfers in ${elapsed.toFixed(1)} s, ${connections} at a time, ` +
        `${SENDERS} senders${failed ? `, ${failed} failed` : ''}, load ${os.loadavg()[0]?.toFixed(1)})`,
    );
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  ledgerRun().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
