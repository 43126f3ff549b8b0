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
 * `members` members with ten UU lots each, written straight into a fresh SQLite database: three due at the sweep's
 * moment, four within the 30-day reminder window, three later; each member's UU balance covers the lots.
 */
function seed(file: string, members: number, now: number) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const user = db.prepare(
    `insert into users (member_no, nickname, email, password_hash, invitation_code, status, created_at, updated_at)
     values (?, ?, ?, 'x', ?, 'active', ?, ?) returning id`,
  );
  const account = db.prepare(`insert into ledger_accounts (user_id, code, currency, balance, created_at) values (?, null, 'UU', ?, ?)`);
  const lot = db.prepare(
    `insert into uu_lots (user_id, amount, remaining, credited_at, expires_at, transaction_id) values (?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    const tx = db
      .prepare(`insert into ledger_transactions (type, user_id, memo, created_at) values ('reward', null, 'bench lots', ?) returning id`)
      .get(now) as { id: number };
    for (let i = 0; i < members; i++) {
      const no = String(30_000_000 + i);
      const { id } = user.get(no, `x${no}`, `x${no}@bench.example`, `X${no}`, now, now) as { id: number };
      account.run(id, 10 * 1_00, now);
      for (let k = 0; k < 10; k++) {
        const expiresAt = k < 3 ? now - DAY + k * 60_000 : k < 7 ? now + (k * 5 + 1) * DAY : now + 200 * DAY;
        lot.run(id, 1_00, 1_00, now - 300 * DAY, expiresAt, tx.id);
      }
    }
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
    const result = await sweep.sweep();
    const seconds = (performance.now() - started) / 1000;
    const again = await sweep.sweep();
    console.log(
      `UU expiry sweep (SQLite, ${fmt(members)} members, ${fmt(members * 10)} lots, seeded in ${seeded.toFixed(1)} s): ` +
        `${seconds.toFixed(1)} s (budget 60) | ${fmt(result.members)} members expired (one ledger transaction each), ` +
        `${fmt(result.reminded)} reminders | longest write transaction ${result.longestWriteMs.toFixed(1)} ms (budget 50) ` +
        `over ${fmt(result.writes)} | a second run: ${again.members} expired, ${again.reminded} reminded`,
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
