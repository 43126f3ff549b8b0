import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderStatus } from '@uu/contract/orders';
import { call, dialects } from './helpers';
import { secondInstance, type SecondInstance } from './instances';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

/** Background work runs once across instances (issue 16): every job under a lease in the shared database. */
describe.each(dialects)('background jobs across two instances (%s)', (dialect) => {
  const a = useTestApp(dialect, { each: true, env: WALLET_ENV });
  let b: SecondInstance;
  beforeEach(async () => {
    b = await secondInstance(a);
  });
  afterEach(() => b.close());

  it('two instances ticking at the same moment: each round exactly one runs the sweep, the same one while it lives', async () => {
    const runners = new Set<string>();
    for (let round = 0; round < 15; round++) {
      const [fromA, fromB] = await Promise.all([a.app.jobs.run('orders'), b.app.jobs.run('orders')]);
      expect([fromA, fromB].sort()).toEqual(['ok', 'skipped']);
      runners.add(fromA === 'ok' ? 'a' : 'b');
      a.clock.advance(60_000);
      b.clock.advance(60_000);
    }
    // The holder renews its lease on each run, so the job does not hop between instances.
    expect(runners.size).toBe(1);
  });

  it('another instance takes the job over once the holder has stopped renewing it', async () => {
    expect(await a.app.jobs.run('housekeeping')).toBe('ok');
    expect(await b.app.jobs.run('housekeeping')).toBe('skipped');
    // a is gone; within the lease's time b still waits, after it b runs the job.
    b.clock.advance(85 * 60_000);
    expect(await b.app.jobs.run('housekeeping')).toBe('skipped');
    b.clock.advance(6 * 60_000);
    expect(await b.app.jobs.run('housekeeping')).toBe('ok');
    expect(await a.app.jobs.run('housekeeping')).toBe('skipped');
  });

  it('a burst of ticks from both instances at once still runs each job once', async () => {
    const outcomes = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).app.jobs.run('orders')));
    expect(outcomes.filter((o) => o === 'ok').length).toBeLessThanOrEqual(5);
    const holders = new Set(outcomes.map((o, i) => (o === 'ok' ? i % 2 : -1)).filter((h) => h >= 0));
    expect(holders.size).toBe(1);
  });

  it('both instances sweeping at once never double an effect: each overdue order cancels once, its stock comes back once', async () => {
    const category = (await operator(a, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '測試' } } })).data.id;
    const goods = (
      await operator(a, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '商品' },
          description: { 'zh-Hant': '' },
          price: '100',
          fbPercent: 20,
          deliveryType: 'express',
          stock: 10,
        },
      })
    ).data.id as number;
    const m = await a.readyMember();
    const addressId = (
      await call(a.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: m.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id as number;
    const orders: number[] = [];
    for (let i = 0; i < 3; i++) {
      const order = await call(a.app, {
        method: 'POST',
        url: '/planHistory/submitOrder',
        headers: { satoken: m.token, 'idempotency-key': randomUUID() },
        payload: { goodsId: goods, quantity: 2, addressId },
      });
      expect(order.code).toBe(200);
      orders.push(order.data.id as number);
    }
    const stock = async () =>
      (await a.app.db.kysely.selectFrom('goods').select('stock').where('id', '=', goods).executeTakeFirstOrThrow()).stock;
    expect(await stock()).toBe(4);
    // Past the payment time on both machines (whose clocks agree: the set-up moved a's on); then both tick together.
    b.clock.advance(a.clock.now() - b.clock.now());
    a.clock.advance(31 * 60_000);
    b.clock.advance(31 * 60_000);
    for (let round = 0; round < 3; round++) {
      const outcomes = await Promise.all([a.app.jobs.run('orders'), b.app.jobs.run('orders')]);
      expect(outcomes.sort()).toEqual(['ok', 'skipped']);
    }
    expect(await stock()).toBe(10);
    for (const id of orders) {
      const order = await call(a.app, {
        method: 'GET',
        url: '/planHistory/getPlanHistory',
        query: { id: String(id) },
        headers: { satoken: m.token },
      });
      expect(order.data.status).toBe(OrderStatus.canceled);
    }
  });
});

/**
 * "Every later timer" runs under a lease: a periodic timer anywhere in the server other than the job scheduler of
 * app.ts (whose jobs each take their lease) would run in every instance. The timers listed here are per request or
 * per process, not background work, and say why.
 */
describe('periodic timers in the server', () => {
  const allowed: Record<string, string> = {
    // Renews one in-flight payment's idempotency claim while that request runs.
    'modules/wallet/idempotency.ts': 'per request',
    // Closes idle keep-alive connections during this process's own shutdown.
    'server.ts': 'per process, at shutdown',
    // The job scheduler: each job through leases.runOnce.
    'app.ts': 'the job scheduler',
  };

  it('are only the job scheduler (every job under its lease) and per-request or per-process ones', () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src');
    const found: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(full);
        else if (/\.ts$/.test(entry.name) && /\bsetInterval\s*\(|\bcron\b|node-cron|pg-boss/.test(fs.readFileSync(full, 'utf8'))) {
          found.push(path.relative(src, full).split(path.sep).join('/'));
        }
      }
    };
    walk(src);
    expect(found.filter((file) => !(file in allowed))).toEqual([]);
    // The scheduler's every timer runs a job, and every job takes its lease.
    const app = fs.readFileSync(path.join(src, 'app.ts'), 'utf8');
    const jobs = app.slice(app.indexOf('const jobs: Record<JobName'), app.indexOf('const runJob'));
    const names = [...jobs.matchAll(/^ {4}(\w+): \(\) =>/gm)].map((match) => match[1]);
    expect(names.length).toBeGreaterThan(0);
    expect([...jobs.matchAll(/leases\.runOnce\(/g)]).toHaveLength(names.length);
    expect([...app.matchAll(/setInterval\(\(\) => void runJob\('(\w+)'\)/g)].map((match) => match[1]).sort()).toEqual([...names].sort());
    expect([...app.matchAll(/setInterval\(/g)]).toHaveLength(names.length);
  });
});
