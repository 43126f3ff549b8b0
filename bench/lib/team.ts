import path from 'node:path';
import Database from 'better-sqlite3';

const fmt = (n: number) => n.toLocaleString('en-US');

async function call<T>(url: string, init: RequestInit = {}): Promise<T> {
  // Headers, not an object spread: init.headers may be a Headers object or an array of pairs.
  const headers = new Headers(init.headers);
  if (!headers.has('content-type')) headers.set('content-type', 'application/json');
  const send = () => fetch(url, { ...init, headers });
  // The first read after the long build may find its kept-alive socket closed by the server: once more on a new one.
  const res = await send().catch(send);
  const body = (await res.json()) as { code: number; msg: string; data: T };
  if (body.code !== 200) throw new Error(`${url}: ${body.code} ${body.msg}`);
  return body.data;
}

/** A seeded random in [0, 1), so every run builds the same tree. */
function seeded(seed: number) {
  let state = seed;
  return () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

export type TeamTree = { members: number; paths: number; maxDepth: number; buildSeconds: number };

/**
 * Builds a referral tree of `size` members under `rootId` straight into the server's SQLite file
 * (WAL: the running server sees it), the way registration writes it: each member's own row, then
 * a copy of the referrer's ancestor rows one level deeper. Each member's referrer is a uniformly
 * random earlier member (depths grow like ln n), and each member has one paid order this month;
 * the all-time performance and the period roll-up are summed as the migrations' backfills do.
 */
export function buildTree(dataDir: string, rootId: number, goodsId: number, size: number): TeamTree {
  const started = performance.now();
  const db = new Database(path.join(dataDir, 'bench.db'));
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 30000');
  const random = seeded(8);
  const now = Date.now();
  const insertUser = db.prepare(
    `insert into users (member_no, nickname, email, password_hash, invitation_code, referrer_id, status, created_at, updated_at)
     values (?, ?, ?, 'x', ?, ?, 'active', ?, ?) returning id`,
  );
  const selfPath = db.prepare('insert into team_paths (ancestor_id, descendant_id, depth) values (?, ?, 0)');
  const copyPaths = db.prepare(
    'insert into team_paths (ancestor_id, descendant_id, depth) select ancestor_id, ?, depth + 1 from team_paths where descendant_id = ?',
  );
  const insertOrder = db.prepare(
    `insert into orders (order_no, user_id, status, delivery_type, goods_id, goods_snapshot, quantity, unit_price, fb_percent, total, paid_uu, created_at, paid_at, done_at)
     values (?, ?, 6, 'virtual', ?, '{"name":{},"cover":null}', 1, ?, 0, ?, ?, ?, ?, ?)`,
  );
  const ids: number[] = [rootId];
  db.transaction(() => {
    for (let i = 0; i < size; i++) {
      const parent = ids[Math.floor(random() * ids.length)]!;
      const no = String(10_000_000 + i);
      const { id } = insertUser.get(no, `t${no}`, `t${no}@bench.example`, `B${no}`, parent, now, now) as { id: number };
      selfPath.run(id, id);
      copyPaths.run(id, parent);
      const total = 100 * (1 + Math.floor(random() * 500));
      const paidAt = now - Math.floor(random() * 6 * 3600_000);
      insertOrder.run(`B${no}`, id, goodsId, total, total, total, paidAt, paidAt, paidAt);
      ids.push(id);
    }
    db.exec(`delete from team_stats`);
    db.exec(`insert into team_stats (user_id, performance)
             select p.ancestor_id, sum(o.total) from team_paths p join orders o on o.user_id = p.descendant_id
             where p.depth >= 1 and o.status in (1, 2, 3, 4, 5, 6) group by p.ancestor_id`);
    // The period roll-up, as its migration backfills it.
    db.exec(`delete from team_buckets`);
    db.exec(`insert into team_buckets (user_id, bucket, team, own)
             select p.ancestor_id, o.paid_at / 900000, sum(case when p.depth >= 1 then o.total else 0 end),
               sum(case when p.depth = 0 then o.total else 0 end)
             from team_paths p join orders o on o.user_id = p.descendant_id
             where o.status in (1, 2, 3, 4, 5, 6) group by p.ancestor_id, o.paid_at / 900000`);
  })();
  db.exec('analyze');
  const paths = (db.prepare('select count(*) as n from team_paths').get() as { n: number }).n;
  const maxDepth = (db.prepare('select max(depth) as d from team_paths where ancestor_id = ?').get(rootId) as { d: number }).d;
  db.close();
  return { members: size, paths, maxDepth, buildSeconds: (performance.now() - started) / 1000 };
}

/** Sequential requests: the median and the slowest, in milliseconds. */
async function time(url: string, token: string, count: number): Promise<{ p50: number; max: number }> {
  const took: number[] = [];
  for (let i = 0; i < count + 2; i++) {
    const started = performance.now();
    await call(url, { headers: { satoken: token } });
    if (i >= 2) took.push(performance.now() - started); // two warm-up reads
  }
  took.sort((a, b) => a - b);
  return { p50: Math.round(took[Math.floor(took.length / 2)]!), max: Math.round(took.at(-1)!) };
}

/**
 * The team bench: a 100,000-member team under one member, then that member's myTeamInfo (all
 * time: the closure counts and the kept performance; this month: the orders of the whole team
 * summed) and sixDegrees (six depth counts and a page at depth 6), read one after another.
 */
export async function teamBench(api: { url: string; dataDir: string }, token: string, operatorKey: string, size = 100_000) {
  const me = await call<{ id: number }>(`${api.url}/personInfo/getUserInfo`, { headers: { satoken: token } });
  const op = { 'x-operator-key': operatorKey };
  const category = await call<{ id: number }>(`${api.url}/admin/mall/category`, {
    method: 'POST',
    headers: op,
    body: JSON.stringify({ name: { 'zh-Hant': 'bench' } }),
  });
  const goods = await call<{ id: number }>(`${api.url}/admin/mall/goods`, {
    method: 'POST',
    headers: op,
    body: JSON.stringify({
      categoryId: category.id,
      name: { 'zh-Hant': 'bench' },
      description: { 'zh-Hant': '' },
      price: '1',
      fbPercent: 0,
      deliveryType: 'virtual',
      stock: 1,
      plan: { type: 'chat', questionsPerDay: 1, days: 30 },
    }),
  });
  const tree = buildTree(api.dataDir, me.id, goods.id, size);
  const info = await call<{ teamMembers: number }>(`${api.url}/team/myTeamInfo?period=all`, { headers: { satoken: token } });
  if (info.teamMembers !== size) throw new Error(`myTeamInfo counted ${info.teamMembers} of ${size}`);
  const count = 20;
  const all = await time(`${api.url}/team/myTeamInfo?period=all`, token, count);
  const month = await time(`${api.url}/team/myTeamInfo?period=month`, token, count);
  const six = await time(`${api.url}/team/sixDegrees?depth=6`, token, count);
  console.log(
    `team (SQLite, ${fmt(tree.members)} members, ${fmt(tree.paths)} closure rows, depth ${tree.maxDepth}, built in ${tree.buildSeconds.toFixed(1)} s): ` +
      `myTeamInfo all p50 ${all.p50} ms (max ${all.max}) | myTeamInfo month p50 ${month.p50} ms (max ${month.max}) | ` +
      `sixDegrees p50 ${six.p50} ms (max ${six.max}) (${count} sequential reads each)`,
  );
}
