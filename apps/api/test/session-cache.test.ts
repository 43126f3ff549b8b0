import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { forgetOf, SessionCache } from '../src/modules/sessions/session-cache';
import type { SessionWithUser } from '../src/modules/sessions/sessions.repository';
import { call, dialects, digest, lastCodeFor } from './helpers';
import { useTestApp } from './suite';

// Issue 25: the in-process session cache (modules/sessions/session-cache.ts). Revocation across two instances
// through Redis: multi-instance.test.ts.

function lookup(userId: number, sessionId: number): SessionWithUser {
  return {
    session: { id: sessionId, expiresAt: Number.MAX_SAFE_INTEGER, lastSeenAt: 0, revokedAt: null, revokeReason: null },
    user: { id: userId } as SessionWithUser['user'],
  };
}

describe('SessionCache', () => {
  function cache(options: { ttlMs?: number; max?: number; holdMs?: number } = {}) {
    let now = 10_000;
    const c = new SessionCache({ ttlMs: options.ttlMs ?? 5_000, max: options.max ?? 100, holdMs: options.holdMs ?? 2_000, now: () => now });
    return { c, advance: (ms: number) => (now += ms), at: () => now };
  }

  it('keeps a lookup for its time to live, then asks again', () => {
    const { c, advance, at } = cache();
    c.set('h1', lookup(1, 10), at());
    advance(4_999);
    expect(c.get('h1')?.user.id).toBe(1);
    advance(2);
    expect(c.get('h1')).toBeUndefined();
  });

  it('drops a member’s and a session’s lookups when they are written, and keeps none read just after', () => {
    const { c, advance, at } = cache();
    c.set('a', lookup(1, 10), at());
    c.set('b', lookup(1, 11), at());
    c.set('c', lookup(2, 20), at());
    advance(1);
    c.forget({ users: [1], sessions: [], all: false });
    expect(c.get('a')).toBeUndefined();
    expect(c.get('b')).toBeUndefined();
    expect(c.get('c')?.user.id).toBe(2);
    c.forget({ users: [], sessions: [20], all: false });
    expect(c.get('c')).toBeUndefined();
    // A read begun within the hold may have seen the row before the write committed: not kept.
    advance(1_500);
    c.set('a', lookup(1, 10), at());
    expect(c.get('a')).toBeUndefined();
    advance(1_000);
    c.set('a', lookup(1, 10), at());
    expect(c.get('a')?.user.id).toBe(1);
  });

  it('a read that began before a write is not kept, even when it ends after', () => {
    const { c, advance, at } = cache();
    const readAt = at();
    advance(2_500);
    c.forget({ users: [1], sessions: [], all: false });
    advance(2_500);
    c.set('a', lookup(1, 10), readAt);
    expect(c.get('a')).toBeUndefined();
  });

  it('a write of rows no one can name drops everything', () => {
    const { c, advance, at } = cache();
    c.set('a', lookup(1, 10), at());
    c.set('b', lookup(2, 20), at());
    advance(1);
    c.forget({ users: [], sessions: [], all: true });
    expect(c.size).toBe(0);
    expect(c.get('a')).toBeUndefined();
  });

  it('holds at most `max` lookups, the least recently used going first', () => {
    const { c, advance, at } = cache({ max: 3 });
    advance(10_000);
    for (let i = 1; i <= 3; i++) c.set(`h${i}`, lookup(i, i), at());
    c.get('h1');
    c.set('h4', lookup(4, 4), at());
    expect(c.size).toBe(3);
    expect(c.get('h2')).toBeUndefined();
    expect(c.get('h1')?.user.id).toBe(1);
    for (let i = 5; i < 1_000; i++) c.set(`h${i}`, lookup(i, i), at());
    expect(c.size).toBe(3);
  });

  it('a write mark pushed out by newer ones still counts, as a write of every row', () => {
    const { c, advance, at } = cache({ max: 2 });
    c.set('a', lookup(1, 10), at());
    advance(1);
    // Marks are kept for 4 × max members; the ninth pushes out the first.
    for (let id = 100; id < 109; id++) c.forget({ users: [id], sessions: [], all: false });
    expect(c.get('a')).toBeUndefined();
  });

  it('tells which writes make a lookup stale', () => {
    const write = (table: string, columns: string[] | null, equals: Record<string, unknown[]> = {}) =>
      forgetOf({ table, columns, equals: new Map(Object.entries(equals)) });
    // The payment-password counters are read fresh by every check; the sliding expiry is the cache's own.
    expect(write('users', ['pay_inflight', 'pay_inflight_at'], { id: [1] })).toBeNull();
    expect(write('sessions', ['last_seen_at', 'expires_at'], { id: [5] })).toBeNull();
    expect(write('wallets', ['balance'], { user_id: [1] })).toBeNull();
    expect(write('users', ['status', 'updated_at'], { id: [1] })).toEqual({ users: [1], sessions: [], all: false });
    expect(write('users', ['level'], { id: [1, 2] })).toEqual({ users: [1, 2], sessions: [], all: false });
    expect(write('sessions', ['revoked_at', 'revoke_reason'], { user_id: [3] })).toEqual({ users: [3], sessions: [], all: false });
    expect(write('sessions', ['revoked_at'], { id: [7] })).toEqual({ users: [], sessions: [7], all: false });
    expect(write('sessions', ['revoked_at'], { token_hash: ['x'] })).toEqual({ users: [], sessions: [], all: true });
    expect(write('sessions', null)).toEqual({ users: [], sessions: [], all: true });
  });
});

describe.each(dialects)('the session cache of the app on %s', (dialect) => {
  const t = useTestApp(dialect);
  const profile = (token: string) => call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: token } });

  it('answers a signed-in member from memory: no database lookup on the next calls', async () => {
    const m = await t.member({ prefix: 'cached' });
    expect((await profile(m.token)).code).toBe(200);
    // Raw SQL is the one write the cache does not see (db/row-writes.ts): the session is gone from the database…
    await sql`delete from sessions where user_id = ${m.id}`.execute(t.app.db.kysely);
    // …and the next call is still answered, from memory.
    expect((await profile(m.token)).code).toBe(200);
  });

  it('every change of the member or the session is seen on the very next call', async () => {
    const m = await t.member({ prefix: 'changes' });
    const headers = { satoken: m.token };
    expect((await profile(m.token)).data).toMatchObject({ level: 0, isSetPayPassword: false });
    // The member's own change, through the API.
    const nickname = `n${m.id}x`;
    expect((await call(t.app, { method: 'POST', url: '/personInfo/updateUserInfo', headers, payload: { nickname } })).code).toBe(200);
    expect((await profile(m.token)).data).toMatchObject({ nickname });
    const applied = await call(t.app, { method: 'GET', url: '/personInfo/applyModifyPassword', query: { updateType: '2' }, headers });
    expect(applied.code).toBe(200);
    const payload = { payPassword: digest('123456'), code: lastCodeFor(t.dataDir, m.email) };
    expect((await call(t.app, { method: 'POST', url: '/personInfo/setPayPassword', headers, payload })).code).toBe(200);
    expect((await profile(m.token)).data).toMatchObject({ isSetPayPassword: true });
    // Writes by any code of the server (here a job's, straight through the database layer).
    await t.app.db.kysely.updateTable('users').set({ level: 2 }).where('id', '=', m.id).execute();
    expect((await profile(m.token)).data).toMatchObject({ level: 2 });
    await t.app.db.kysely.updateTable('users').set({ status: 'disabled' }).where('id', '=', m.id).execute();
    expect((await profile(m.token)).code).toBe(Code.ACCOUNT_DISABLED);
    await t.app.db.kysely.updateTable('users').set({ status: 'inactive' }).where('id', '=', m.id).execute();
    expect((await profile(m.token)).code).toBe(200);
    // Sign-out.
    expect((await call(t.app, { method: 'POST', url: '/auth/logout', headers })).code).toBe(200);
    expect((await profile(m.token)).code).toBe(Code.TOKEN_INVALID);
  });

  it('an operator’s revocation of every session ends a cached one at once', async () => {
    const m = await t.member({ prefix: 'revoked' });
    expect((await profile(m.token)).code).toBe(200);
    await t.app.services.sessions.revokeAllOf(m.id, 'operator');
    expect((await profile(m.token)).code).toBe(Code.SESSION_REVOKED);
  });
});

describe('the session cache turned off (SESSION_CACHE_SECONDS=0)', () => {
  const t = useTestApp('sqlite', { env: { SESSION_CACHE_SECONDS: '0' } });

  it('asks the database on every call', async () => {
    const m = await t.member({ prefix: 'uncached' });
    expect((await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: m.token } })).code).toBe(200);
    await sql`delete from sessions where user_id = ${m.id}`.execute(t.app.db.kysely);
    expect((await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: m.token } })).code).toBe(
      Code.TOKEN_INVALID,
    );
  });
});
