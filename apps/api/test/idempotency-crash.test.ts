import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '@uu/contract/codes';
import { AppError } from '../src/lib/app-error';
import { IdempotencyService } from '../src/modules/wallet/idempotency';
import { call, dialects, registerMember } from './helpers';
import { useTestApp } from './suite';

/** Polls until `check` holds (no fixed sleeps). */
async function until(check: () => Promise<boolean>, timeoutMs = 5_000) {
  await vi.waitFor(
    async () => {
      if (!(await check())) throw new Error('condition not reached in time');
    },
    { timeout: timeoutMs, interval: 10 },
  );
}

// issue 16 #3: a request in flight when its process died left its key claimed; the member's retry
// (the app resends with the same key) waited 20 s and was refused with 9429 for up to a minute.
describe.each(dialects)('idempotency keys after a crash on %s', (dialect) => {
  const t = useTestApp(dialect);
  let userId: number;
  const instances: IdempotencyService[] = [];
  const service = () => {
    const s = new IdempotencyService({ db: t.app.db, clock: t.clock });
    instances.push(s);
    return s;
  };
  beforeAll(async () => {
    userId = (await registerMember(t, `crash-${randomUUID().slice(0, 8)}@example.com`)).id;
  });
  afterAll(async () => {
    for (const s of instances) s.close();
  });

  const claimed = (key: string) => async () =>
    (await t.app.db.kysely.selectFrom('idempotency_keys').select('key').where('key', '=', key).executeTakeFirst()) !== undefined;

  it(
    'a claim left by a dead instance is taken over at once once its lease ran out; the money moves once',
    { timeout: 30_000 },
    async () => {
      const key = randomUUID();
      const request = { userId, key, scope: 'transferUu', body: { to: 'x', amount: 500 } };
      let moves = 0;
      const perform = async () => ({ moved: ++moves });
      // The first instance claims the key, then dies before its transaction (its checks never end).
      const dead = service();
      void dead.run(request, () => new Promise<void>(() => undefined), perform).catch(() => undefined);
      await until(claimed(key));
      dead.close();
      // The process comes back (or another instance answers) 15 s later: the app retries with its key.
      t.clock.advance(15_000);
      const started = Date.now();
      const answer = await service()
        .run(request, async () => undefined, perform)
        .catch((error: unknown) => error);
      expect(answer).toEqual({ moved: 1 });
      expect(Date.now() - started).toBeLessThan(3_000);
      // A repeat answers the stored answer and moves nothing.
      expect(await service().run(request, async () => undefined, perform)).toEqual({ moved: 1 });
      expect(moves).toBe(1);
    },
  );

  it(
    'while a live instance still works on the key, a repeat is told "in progress, retry" (HTTP 409), not 9429',
    { timeout: 30_000 },
    async () => {
      const key = randomUUID();
      const request = { userId, key, scope: 'transferUu', body: { to: 'y', amount: 700 } };
      let moves = 0;
      const perform = async () => ({ moved: ++moves });
      let finish: () => void = () => undefined;
      const live = service();
      const first = live.run(request, () => new Promise<void>((resolve) => (finish = resolve)), perform);
      await until(claimed(key));
      // The live instance renews its claim: time passing does not hand the key to another.
      t.clock.advance(15_000);
      await until(async () => {
        const row = await t.app.db.kysely.selectFrom('idempotency_keys').selectAll().where('key', '=', key).executeTakeFirstOrThrow();
        return ((row as { lease_until?: number | null }).lease_until ?? 0) > t.clock.now();
      }, 10_000);
      const repeat = await service()
        .run(request, async () => undefined, perform)
        .catch((error: unknown) => error);
      expect(repeat).toBeInstanceOf(AppError);
      expect(repeat).toMatchObject({ codeName: 'IDEMPOTENCY_IN_PROGRESS', status: 409 });
      finish();
      expect(await first).toEqual({ moved: 1 });
      expect(await service().run(request, async () => undefined, perform)).toEqual({ moved: 1 });
      expect(moves).toBe(1);
    },
  );

  it('9429 answers HTTP 429 wherever it is used (a business limit too)', async () => {
    const { token } = await t.member({ prefix: 'limit' });
    let last = await call(t.app, {
      method: 'GET',
      url: '/user/findRecipient',
      query: { account: 'nobody@example.com' },
      headers: { satoken: token },
    });
    for (let i = 0; i < 200 && last.code !== Code.TOO_MANY_REQUESTS; i++) {
      last = await call(t.app, {
        method: 'GET',
        url: '/user/findRecipient',
        query: { account: 'nobody@example.com' },
        headers: { satoken: token },
      });
    }
    expect(last).toMatchObject({ code: Code.TOO_MANY_REQUESTS, status: 429 });
  });
});
