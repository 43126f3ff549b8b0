import path from 'node:path';
import Database from 'better-sqlite3';

const fmt = (n: number) => n.toLocaleString('en-US');

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const send = () => fetch(url, { ...init, headers });
  const res = await send().catch(send);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

const ROWS_SQL = `select (select count(*) from announcements) + (select count(*) from announcement_members) + (select count(*) from messages) as n`;

/**
 * `size` members written straight into the server's SQLite file (WAL: the running server sees them), and
 * 1,000 messages (a tenth unread) for the bench member, as the message centre's `notify` writes them.
 */
function seed(dataDir: string, memberId: number, size: number) {
  const db = new Database(path.join(dataDir, 'bench.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 30000');
  const now = Date.now() - 60_000;
  const insertUser = db.prepare(
    `insert into users (member_no, nickname, email, password_hash, invitation_code, status, created_at, updated_at)
     values (?, ?, ?, 'x', ?, 'active', ?, ?)`,
  );
  const insertMessage = db.prepare(
    `insert into messages (user_id, category, template, params, created_at, read_at) values (?, 'orders', 'orderCanceled', '{"orderNo":"N"}', ?, ?)`,
  );
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const no = String(20_000_000 + i);
      insertUser.run(no, `a${no}`, `a${no}@bench.example`, `A${no}`, now, now);
    }
    for (let i = 0; i < 1000; i++) insertMessage.run(memberId, now + i, i % 10 === 0 ? null : now + i);
  })();
  db.exec('analyze');
  return db;
}

/** Sequential reads: p50, p95 and the slowest, in milliseconds. */
async function time(url: string, token: string, count: number) {
  const took: number[] = [];
  for (let i = 0; i < count + 5; i++) {
    const started = performance.now();
    await call(url, { headers: { satoken: token } });
    if (i >= 5) took.push(performance.now() - started); // five warm-up reads
  }
  took.sort((a, b) => a - b);
  const at = (q: number) => Math.round(took[Math.min(took.length - 1, Math.floor(took.length * q))]! * 10) / 10;
  return { p50: at(0.5), p95: at(0.95), max: Math.round(took.at(-1)!) };
}

/**
 * The announcements bench (issue 21): an announcement to every one of `size` members — the operator's
 * call timed, and the rows it wrote counted (fan-out on read: one) —, then the member's unread count,
 * read one after another with 1,000 messages of their own and 20 announcements present.
 */
export async function announcementsBench(api: { url: string; dataDir: string }, token: string, operatorKey: string, size = 100_000) {
  const me = await call<{ id: number }>(`${api.url}/personInfo/getUserInfo`, { headers: { satoken: token } });
  const db = seed(api.dataDir, me.id, size);
  const op = { 'x-operator-key': operatorKey };
  const draft = (n: number) =>
    JSON.stringify({
      title: { 'zh-Hant': `公告 ${n}`, en: `Announcement ${n}` },
      body: { 'zh-Hant': '內容', en: 'Text' },
      audience: { kind: 'all' },
    });
  const rowsBefore = (db.prepare(ROWS_SQL).get() as { n: number }).n;
  const started = performance.now();
  const sent = await call<{ recipients: number }>(`${api.url}/admin/announcements`, { method: 'POST', headers: op, body: draft(0) });
  const took = performance.now() - started;
  const written = (db.prepare(ROWS_SQL).get() as { n: number }).n - rowsBefore;
  if (sent.recipients < size) throw new Error(`addressed ${sent.recipients} of ${size}`);
  // 19 more, each to every member: the median of their calls (the first one also compiles the route's schemas).
  const more: number[] = [];
  for (let n = 1; n < 20; n++) {
    const at = performance.now();
    await call(`${api.url}/admin/announcements`, { method: 'POST', headers: op, body: draft(n) });
    more.push(performance.now() - at);
  }
  more.sort((a, b) => a - b);
  // The member's next read: their 20 copies made, once.
  const firstStarted = performance.now();
  const first = await call<{ total: number; byCategory: { announcements: number } }>(`${api.url}/message/unread`, {
    headers: { satoken: token },
  });
  const firstRead = performance.now() - firstStarted;
  if (first.byCategory.announcements !== 20) throw new Error(`the member sees ${first.byCategory.announcements} of 20 announcements`);
  db.close();
  const count = 200;
  const unread = await time(`${api.url}/message/unread`, token, count);
  // The yardstick on the same machine at the same moment: a read that touches no table.
  const health = await time(`${api.url}/health`, token, count);
  console.log(
    `announcement to ${fmt(sent.recipients)} members (SQLite): the call answered in ${Math.round(took)} ms (the next 19: median ` +
      `${Math.round(more[9]!)} ms, max ${Math.round(more.at(-1)!)}), ${written} row written ` +
      `(fan-out on read) | the member's next read copied 20 in ${Math.round(firstRead)} ms`,
  );
  console.log(
    `message unread count (SQLite, 1,000 messages and 20 announcements, ${fmt(size)} members): p50 ${unread.p50} ms, ` +
      `p95 ${unread.p95} ms (max ${unread.max}) | /health p50 ${health.p50} ms, p95 ${health.p95} ms (${count} sequential reads each; budget p95 5 ms)`,
  );
}
