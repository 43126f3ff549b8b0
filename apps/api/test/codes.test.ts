import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { call, createTestApp, dialects, lastCodeFor, login, readOutbox, registerBody, registerMember, sendCode } from './helpers';
import { useTestApp } from './suite';

describe.each(dialects)('verification codes on %s', (dialect) => {
  const t = useTestApp(dialect);
  let seq = 0;

  const fresh = () => `code${++seq}@example.com`;
  const register = (account: string, code: string) =>
    call(t.app, { method: 'POST', url: '/user/register', payload: registerBody(account, code), headers: { 'accept-language': 'en-US' } });
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('sends 6 digits, never the same text for two destinations by design', async () => {
    const a = fresh();
    await sendCode(t.app, a);
    expect(lastCodeFor(t.dataDir, a)).toMatch(/^\d{6}$/);
    const rows = await t.app.db.kysely.selectFrom('verification_codes').selectAll().where('destination', '=', a).execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(lastCodeFor(t.dataDir, a));
  });

  it('expires a code after 5 minutes', async () => {
    const account = fresh();
    await sendCode(t.app, account);
    t.clock.advance(Limits.codeTtlSeconds * 1000);
    expect(await register(account, lastCodeFor(t.dataDir, account))).toMatchObject({
      code: Code.CODE_EXPIRED,
      msg: 'The verification code has expired. Please request a new one.',
    });
  });

  it('accepts a code just before it expires', async () => {
    const account = fresh();
    await sendCode(t.app, account);
    t.clock.advance(Limits.codeTtlSeconds * 1000 - 1);
    expect((await register(account, lastCodeFor(t.dataDir, account))).code).toBe(200);
  });

  it('uses a code once', async () => {
    const account = fresh();
    await sendCode(t.app, account);
    const code = lastCodeFor(t.dataDir, account);
    await t.app.services.codes.consume(account, 'register', code);
    await expect(t.app.services.codes.consume(account, 'register', code)).rejects.toMatchObject({ codeName: 'CODE_NOT_REQUESTED' });
    expect((await register(account, code)).code).toBe(Code.CODE_NOT_REQUESTED);
  });

  it('counts down wrong tries and voids the code at the fifth, even for the right code after', async () => {
    const account = fresh();
    await sendCode(t.app, account);
    const code = lastCodeFor(t.dataDir, account);
    for (let left = Limits.codeMaxTries - 1; left >= 1; left--) {
      expect(await register(account, wrong(code))).toMatchObject({
        code: Code.CODE_WRONG,
        msg: `The verification code is incorrect. Tries left: ${left}.`,
      });
    }
    expect((await register(account, wrong(code))).code).toBe(Code.CODE_VOID);
    expect((await register(account, code)).code).toBe(Code.CODE_VOID);
    // A new code works again.
    t.clock.advance(61_000);
    await sendCode(t.app, account);
    expect((await register(account, lastCodeFor(t.dataDir, account))).code).toBe(200);
  });

  it('makes an older code useless once a newer one is sent', async () => {
    const account = fresh();
    await sendCode(t.app, account);
    const first = lastCodeFor(t.dataDir, account);
    t.clock.advance(61_000);
    await sendCode(t.app, account);
    const second = lastCodeFor(t.dataDir, account);
    if (first !== second) expect((await register(account, first)).code).toBe(Code.CODE_WRONG);
    expect((await register(account, second)).code).toBe(200);
  });

  it('waits 60 s between two codes to one destination, and says how long is left', async () => {
    const account = fresh();
    expect((await sendCode(t.app, account)).code).toBe(200);
    t.clock.advance(45_000);
    const early = await sendCode(t.app, account, 'register', { headers: { 'accept-language': 'en-US' } });
    expect(early).toMatchObject({
      code: Code.CODE_TOO_SOON,
      msg: 'Please wait 15 s before requesting another code.',
      data: { resendAfter: 15 },
    });
    t.clock.advance(15_000);
    expect((await sendCode(t.app, account)).code).toBe(200);
    expect(readOutbox(t.dataDir).filter((e) => e.to === account)).toHaveLength(2);
  });

  it('keeps the 60 s gap per purpose: one code button does not hold up another', async () => {
    const account = fresh();
    const { token } = await t.member({ email: account });
    expect((await sendCode(t.app, account, 'reset')).code).toBe(200);
    expect((await sendCode(t.app, account, 'pay', { headers: { satoken: token } })).code).toBe(200);
    expect((await sendCode(t.app, account, 'reset')).code).toBe(Code.CODE_TOO_SOON);
    expect((await sendCode(t.app, account, 'pay', { headers: { satoken: token } })).code).toBe(Code.CODE_TOO_SOON);
  });

  it('takes the daily cap per client address from CODES_PER_IP_PER_DAY', async () => {
    const capped = await createTestApp(dialect, { env: { CODES_PER_IP_PER_DAY: '2' } });
    try {
      const ip = { remoteAddress: '10.9.9.9' };
      expect((await sendCode(capped.app, 'cap1@example.com', 'register', ip)).code).toBe(200);
      expect((await sendCode(capped.app, 'cap2@example.com', 'register', ip)).code).toBe(200);
      expect((await sendCode(capped.app, 'cap3@example.com', 'register', ip)).code).toBe(Code.CODE_DAILY_LIMIT);
    } finally {
      await capped.close();
    }
  });

  it('caps the codes per destination per day', async () => {
    const account = fresh();
    for (let i = 0; i < Limits.codesPerDestinationPerDay; i++) {
      expect((await sendCode(t.app, account, 'register', { remoteAddress: `10.4.0.${i}` })).code).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await sendCode(t.app, account, 'register', { remoteAddress: '10.4.1.1' })).code).toBe(Code.CODE_DAILY_LIMIT);
    t.clock.advance(24 * 3600 * 1000);
    expect((await sendCode(t.app, account, 'register', { remoteAddress: '10.4.1.2' })).code).toBe(200);
  });

  it('caps the codes per client address per day', async () => {
    const ip = '10.5.5.5';
    for (let i = 0; i < Limits.codesPerIpPerDay; i++) {
      expect((await sendCode(t.app, fresh(), 'register', { remoteAddress: ip })).code).toBe(200);
    }
    expect((await sendCode(t.app, fresh(), 'register', { remoteAddress: ip })).code).toBe(Code.CODE_DAILY_LIMIT);
    expect((await sendCode(t.app, fresh(), 'register', { remoteAddress: '10.5.5.6' })).code).toBe(200);
  });

  it('validates the destination and the purpose', async () => {
    expect((await sendCode(t.app, 'nobody@')).code).toBe(Code.VALIDATION);
    expect((await sendCode(t.app, '+1')).code).toBe(Code.VALIDATION);
    expect((await sendCode(t.app, fresh(), 'unlock')).code).toBe(Code.VALIDATION);
  });

  it('sends a reset code only to a registered address and a payment code only to the signed-in owner', async () => {
    expect((await sendCode(t.app, fresh(), 'reset')).code).toBe(Code.ACCOUNT_NOT_FOUND);
    await registerMember(t, 'owner@example.com');
    t.clock.advance(61_000);
    expect((await sendCode(t.app, 'owner@example.com', 'reset')).code).toBe(200);
    t.clock.advance(61_000);
    expect((await sendCode(t.app, 'owner@example.com', 'pay')).code).toBe(Code.CODE_NEEDS_LOGIN);
    const { data } = await login(t.app, 'owner@example.com');
    const other = await registerMember(t, 'other-owner@example.com');
    expect(other.id).toBeGreaterThan(0);
    t.clock.advance(61_000);
    const headers = { satoken: data.token };
    expect((await sendCode(t.app, 'other-owner@example.com', 'pay', { headers })).code).toBe(Code.ACCOUNT_NOT_FOUND);
    expect((await sendCode(t.app, 'owner@example.com', 'pay', { headers })).code).toBe(200);
  });
});

describe.each(dialects)('a failing code sender on %s', (dialect) => {
  const t = useTestApp(dialect, {
    codeSender: {
      async send() {
        throw new Error('gateway down');
      },
    },
  });

  it('answers send-code failure and stores no code', async () => {
    const res = await sendCode(t.app, 'lost@example.com', 'register', { headers: { 'accept-language': 'zh-CN' } });
    expect(res).toMatchObject({ code: Code.CODE_SEND_FAILED, msg: '验证码发送失败，请稍后重试' });
    const rows = await t.app.db.kysely.selectFrom('verification_codes').selectAll().execute();
    expect(rows).toHaveLength(0);
  });
});
