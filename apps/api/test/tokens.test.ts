import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects, login, registerMember } from './helpers';
import { useTestApp } from './suite';

const DAY = 24 * 3600 * 1000;

describe.each(dialects)('session tokens on %s', (dialect) => {
  const t = useTestApp(dialect);
  let memberId: number;
  beforeAll(async () => {
    memberId = (await registerMember(t, 'token@example.com')).id;
  });

  const profile = (token?: string) =>
    call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: token ? { satoken: token } : {} });

  async function freshToken() {
    const res = await login(t.app, 'token@example.com');
    expect(res.code).toBe(200);
    return res.data.token;
  }

  it('answers 410000 without a token', async () => {
    expect(await profile()).toMatchObject({ status: 200, code: Code.TOKEN_ABSENT, data: null });
  });

  it('answers 410001 for a token it never issued', async () => {
    expect((await profile('forged-token-value')).code).toBe(Code.TOKEN_INVALID);
  });

  it('stores only a hash of the token', async () => {
    const token = await freshToken();
    const rows = await t.app.db.kysely.selectFrom('sessions').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('answers 410002 once the token has gone unused for the whole lifetime', async () => {
    const token = await freshToken();
    t.clock.advance(30 * DAY);
    expect((await profile(token)).code).toBe(Code.TOKEN_EXPIRED);
  });

  it('slides the expiry forward while the token is used', async () => {
    const token = await freshToken();
    for (let i = 0; i < 4; i++) {
      t.clock.advance(20 * DAY);
      expect((await profile(token)).code).toBe(200);
    }
  });

  it('answers 601 for a token replaced by another sign-in and 999999 for one an operator revoked', async () => {
    const replaced = await freshToken();
    const revoked = await freshToken();
    const db = t.app.db.kysely;
    const { sha256Hex } = await import('../src/lib/crypto');
    await db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now(), revoke_reason: 'replaced' })
      .where('token_hash', '=', sha256Hex(replaced))
      .execute();
    await db
      .updateTable('sessions')
      .set({ revoked_at: t.clock.now(), revoke_reason: 'operator' })
      .where('token_hash', '=', sha256Hex(revoked))
      .execute();
    expect((await profile(replaced)).code).toBe(Code.TOKEN_REPLACED);
    expect((await profile(revoked)).code).toBe(Code.SESSION_REVOKED);
  });

  it('revoking all sessions of an account ends every token at once', async () => {
    const a = await freshToken();
    const b = await freshToken();
    await t.app.services.sessions.revokeAllOf(memberId, 'password');
    expect((await profile(a)).code).toBe(Code.TOKEN_INVALID);
    expect((await profile(b)).code).toBe(Code.TOKEN_INVALID);
  });

  it('answers 401 for the token of an account disabled after sign-in', async () => {
    const token = await freshToken();
    await t.app.db.kysely.updateTable('users').set({ status: 'disabled' }).where('id', '=', memberId).execute();
    try {
      expect((await profile(token)).code).toBe(Code.ACCOUNT_DISABLED);
    } finally {
      await t.app.db.kysely.updateTable('users').set({ status: 'inactive' }).where('id', '=', memberId).execute();
    }
  });

  it('logout needs a token and ends only that one', async () => {
    expect((await call(t.app, { method: 'POST', url: '/auth/logout' })).code).toBe(Code.TOKEN_ABSENT);
    const a = await freshToken();
    const b = await freshToken();
    expect((await call(t.app, { method: 'POST', url: '/auth/logout', headers: { satoken: a } })).code).toBe(200);
    expect((await profile(a)).code).toBe(Code.TOKEN_INVALID);
    expect((await profile(b)).code).toBe(200);
  });
});
