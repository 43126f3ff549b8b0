// `npm run bench:expiry -w @uu/bench`: the daily UU expiry sweep (issue 24) alone; `npm run bench` runs it with the others.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { FastifyBaseLogger } from 'fastify';
import { connect, migrateToLatest } from '../apps/api/src/db/connect';
import { ManualClock } from '../apps/api/src/lib/clock';
import { MessagesService } from '../apps/api/src/modules/messages/messages.service';
import { LedgerService } from '../apps/api/src/modules/wallet/ledger';
import { UuExpiryService } from '../apps/api/src/modules/wallet/uu-expiry.service';

const DAY = 86_400_000;
const fmt = (n: number) => n.toLocaleString('en-US');
const quiet = { warn() {}, error() {}, info() {}, debug() {} } as unknown as FastifyBaseLogger;

/**
 * `members` members with ten UU lots each, written straight into a fresh SQLite database by a few set-based
 * INSERTs (a counting CTE): three due at the sweep's moment, four within the 30-day reminder window (three of them
 * reminded of now), three later; each member's UU balance covers the lots.
 */
function seed(file: string, members: number, now: number) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.transaction(() => {
    const tx = db
      .prepare(`insert into ledger_transactions (type, user_id, memo, created_at) values ('reward', null, 'bench lots', ?) returning id`)
      .get(now) as { id: number };
    db.prepare(
      `with recursive n(i) as (select 30000000 union all select i + 1 from n where i < 30000000 + ? - 1)
       insert into users (member_no, nickname, email, password_hash, invitation_code, status, created_at, updated_at)
       select cast(i as text), 'x' || i, 'x' || i || '@bench.example', 'x', 'X' || i, 'active', ?, ? from n`,
    ).run(members, now, now);
    db.prepare(
      `insert into ledger_accounts (user_id, code, currency, balance, created_at)
       select id, null, 'UU', ?, ? from users where email like '%@bench.example' order by id`,
    ).run(10 * 1_00, now);
    db.prepare(
      `with recursive k(k) as (select 0 union all select k + 1 from k where k < 9)
       insert into uu_lots (user_id, amount, remaining, credited_at, expires_at, transaction_id)
       select u.id, 100, 100, ?,
              case when k < 3 then ? - ? + k * 60000 when k < 7 then ? + (k * 5 + 1) * ? else ? + 200 * ? end, ?
       from users u cross join k where u.email like '%@bench.example' order by u.id, k`,
    ).run(now - 300 * DAY, now, DAY, now, DAY, now, DAY, tx.id);
  })();
  db.exec('analyze');
  db.close();
}

export async function expiryRun() {
  const members = Number(process.env.BENCH_EXPIRY_MEMBERS ?? 100_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'uu-bench-expiry-'));
  const file = path.join(dir, 'bench.db');
  const clock = new ManualClock(Date.UTC(2026, 10, 27, 1));
  const db = connect({ url: `sqlite:${file}` });
  try {
    await migrateToLatest(db);
    const seeding = performance.now();
    seed(file, members, clock.now());
    const seeded = (performance.now() - seeding) / 1000;
    const ledger = new LedgerService({ clock });
    const messages = new MessagesService({
      db,
      clock,
      log: quiet,
      env: {
        VAPID_PUBLIC_KEY: undefined,
        VAPID_PRIVATE_KEY: undefined,
        VAPID_SUBJECT: 'mailto:no-reply@localhost',
        PUSH_ALLOW_HTTP: false,
      },
      notices: { notify: async () => {} },
      timeZone: () => 'Asia/Taipei',
    });
    const sweep = new UuExpiryService({ db, clock, ledger, messages, timeZone: () => 'Asia/Taipei' });
    const started = performance.now();
    const cpu = process.cpuUsage();
    const result = await sweep.sweep({ chunk: process.env.BENCH_EXPIRY_CHUNK ? Number(process.env.BENCH_EXPIRY_CHUNK) : undefined });
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const again = await sweep.sweep();
    console.log(
      `UU expiry sweep (SQLite, ${fmt(members)} members, ${fmt(members * 10)} lots, seeded in ${seeded.toFixed(1)} s): ` +
        `${seconds.toFixed(1)} s (budget 60; ${cpuSeconds.toFixed(1)} s of this process's CPU, load ${os.loadavg()[0]?.toFixed(1)}) | ${fmt(result.members)} members expired (one ledger transaction each), ` +
        `${fmt(result.reminded)} reminders | longest write transaction ${result.longestWriteMs.toFixed(1)} ms (budget 50) ` +
        `over ${fmt(result.writes)}, ${fmt(result.writesOver50Ms)} over 50 ms | a second run: ${again.members} expired, ${again.reminded} reminded`,
    );
  } finally {
    await db.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  expiryRun().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
