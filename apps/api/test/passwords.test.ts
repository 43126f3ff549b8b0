import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, createTestApp, dialects, digest, lastCodeFor, login, payCounters, readOutbox, registerMember, sendCode } from './helpers';
import { useTestApp } from './suite';

const MINUTE = 60_000;

describe.each(dialects)('passwords on %s', (dialect) => {
  const t = useTestApp(dialect);

  const as = (token: string) => ({ satoken: token });
  const profile = (token: string) => call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: as(token) });
  const update = (token: string, payload: Record<string, unknown>) =>
    call(t.app, { method: 'POST', url: '/personInfo/updatePayPassword', headers: as(token), payload });
  const apply = (token: string, updateType: 1 | 2) =>
    call(t.app, { method: 'GET', url: '/personInfo/applyModifyPassword', query: { updateType: String(updateType) }, headers: as(token) });

  async function member(email: string) {
    const user = await registerMember(t, email);
    const res = await login(t.app, email);
    expect(res.code).toBe(200);
    return { ...user, email, token: res.data.token };
  }

  async function withPayPassword(email: string, payPassword = '123456') {
    const m = await member(email);
    t.clock.advance(61_000);
    expect((await apply(m.token, 2)).code).toBe(200);
    const set = await call(t.app, {
      method: 'POST',
      url: '/personInfo/setPayPassword',
      headers: as(m.token),
      payload: { payPassword: digest(payPassword), code: lastCodeFor(t.dataDir, email) },
    });
    expect(set.code).toBe(200);
    expect(set.data.isSetPayPassword).toBe(true);
    return m;
  }

  describe('recovery (getBack)', () => {
    it('sets a new password with a reset code and ends every session', async () => {
      const m = await member('getback@example.com');
      const other = (await login(t.app, m.email)).data.token;
      t.clock.advance(61_000);
      expect((await sendCode(t.app, m.email, 'reset')).code).toBe(200);
      const res = await call(t.app, {
        method: 'POST',
        url: '/user/resetPassword',
        payload: {
          account: m.email,
          code: lastCodeFor(t.dataDir, m.email),
          password: digest('fresh-pass'),
          confirmPassword: digest('fresh-pass'),
        },
      });
      expect(res).toMatchObject({ code: 200, data: null });
      expect((await profile(m.token)).code).toBe(Code.TOKEN_INVALID);
      expect((await profile(other)).code).toBe(Code.TOKEN_INVALID);
      expect((await login(t.app, m.email)).code).toBe(Code.LOGIN_FAILED);
      expect((await login(t.app, m.email, 'fresh-pass')).code).toBe(200);
    });

    it('refuses a wrong code, a used code, mismatched passwords and an unknown address, each alone', async () => {
      const m = await member('getback2@example.com');
      t.clock.advance(61_000);
      await sendCode(t.app, m.email, 'reset');
      const code = lastCodeFor(t.dataDir, m.email);
      const body = { account: m.email, code, password: digest('another1'), confirmPassword: digest('another1') };
      const reset = (payload: Record<string, unknown>) => call(t.app, { method: 'POST', url: '/user/resetPassword', payload });

      const wrong = code === '000000' ? '000001' : '000000';
      expect((await reset({ ...body, code: wrong })).code).toBe(Code.CODE_WRONG);
      const mismatch = await reset({ ...body, confirmPassword: digest('different') });
      expect(mismatch).toMatchObject({ status: 400, code: Code.VALIDATION });
      expect(mismatch.data.issues).toEqual([expect.objectContaining({ path: 'confirmPassword' })]);
      expect((await reset({ ...body, account: 'nobody@example.com' })).code).toBe(Code.ACCOUNT_NOT_FOUND);
      expect((await reset(body)).code).toBe(200);
      expect((await reset(body)).code).toBe(Code.CODE_NOT_REQUESTED);
      expect((await login(t.app, m.email, 'another1')).code).toBe(200);
    });
  });

  describe('changing the login password', () => {
    it('with the old password: a wrong one is refused, the right one changes it and revokes every token', async () => {
      const m = await member('change@example.com');
      const second = (await login(t.app, m.email)).data.token;
      const body = { type: 1, verification: digest('secret123'), updateType: 1, password: digest('newpass99') };

      expect((await update(m.token, { ...body, verification: digest('not-it') })).code).toBe(Code.OLD_PASSWORD_WRONG);
      expect((await profile(m.token)).code).toBe(200);

      expect((await update(m.token, body)).code).toBe(200);
      expect((await profile(m.token)).code).toBe(Code.TOKEN_INVALID);
      expect((await profile(second)).code).toBe(Code.TOKEN_INVALID);
      expect((await login(t.app, m.email)).code).toBe(Code.LOGIN_FAILED);
      const fresh = await login(t.app, m.email, 'newpass99');
      expect(fresh.code).toBe(200);
      expect(fresh.data.token).not.toBe(m.token);
    });

    it('throttles wrong old passwords, even when they arrive together', async () => {
      const m = await member('change-throttle@example.com');
      const wrong = { type: 1, verification: digest('guess'), updateType: 1, password: digest('newpass99') };
      const answers = await Promise.all(Array.from({ length: 12 }, () => update(m.token, wrong)));
      const codes = answers.map((a) => a.code);
      expect(codes.filter((c) => c === Code.OLD_PASSWORD_WRONG)).toHaveLength(5);
      expect(codes.filter((c) => c === Code.PASSWORD_CHANGE_THROTTLED)).toHaveLength(7);
      // Even the right password waits out the window.
      const right = { ...wrong, verification: digest('secret123') };
      expect((await update(m.token, right)).code).toBe(Code.PASSWORD_CHANGE_THROTTLED);
      t.clock.advance(16 * MINUTE);
      expect((await update(m.token, right)).code).toBe(200);
    });

    it('with a code from applyModifyPassword instead of the old password', async () => {
      const m = await member('bycode@example.com');
      t.clock.advance(61_000);
      const applied = await apply(m.token, 1);
      expect(applied).toMatchObject({ code: 200, data: { destination: 'b***e@example.com', resendAfter: 60 } });
      const sent = readOutbox(t.dataDir).at(-1);
      expect(sent).toMatchObject({ to: m.email, purpose: 'reset' });
      const res = await update(m.token, { type: 2, verification: sent!.code, updateType: 1, password: digest('viacode1') });
      expect(res.code).toBe(200);
      expect((await login(t.app, m.email, 'viacode1')).code).toBe(200);
    });

    it('validates the body: a type-1 verification must be a hash, a type-2 one a 6-digit code', async () => {
      const m = await member('shape@example.com');
      const a = await update(m.token, { type: 1, verification: '123456', updateType: 1, password: digest('x12345') });
      expect(a).toMatchObject({ status: 400, code: Code.VALIDATION });
      const b = await update(m.token, { type: 2, verification: digest('x'), updateType: 1, password: digest('x12345') });
      expect(b).toMatchObject({ status: 400, code: Code.VALIDATION });
      const c = await update(m.token, { type: 3, verification: '123456', updateType: 1, password: digest('x12345') });
      expect(c).toMatchObject({ status: 400, code: Code.VALIDATION });
      const d = await update(m.token, { type: 1, verification: digest('secret123'), updateType: 1, password: 'plain-text' });
      expect(d).toMatchObject({ status: 400, code: Code.VALIDATION });
      expect((await profile(m.token)).code).toBe(200);
    });
  });

  describe('the payment password', () => {
    it('is set once with a pay code sent to the account’s own address; the session stays', async () => {
      const m = await withPayPassword('setpay@example.com');
      expect((await profile(m.token)).data.isSetPayPassword).toBe(true);
      t.clock.advance(61_000);
      await apply(m.token, 2);
      const again = await call(t.app, {
        method: 'POST',
        url: '/personInfo/setPayPassword',
        headers: as(m.token),
        payload: { payPassword: digest('654321'), code: lastCodeFor(t.dataDir, m.email) },
      });
      expect(again.code).toBe(Code.PAY_PASSWORD_ALREADY_SET);
    });

    it('is also served for GET with the same schema (spec §7 lists it as GET)', async () => {
      const m = await member('setpay-get@example.com');
      t.clock.advance(61_000);
      await apply(m.token, 2);
      const bad = await call(t.app, {
        method: 'GET',
        url: '/personInfo/setPayPassword',
        headers: as(m.token),
        query: { payPassword: digest('123456'), code: 'abc' },
      });
      expect(bad).toMatchObject({ status: 400, code: Code.VALIDATION });
      const ok = await call(t.app, {
        method: 'GET',
        url: '/personInfo/setPayPassword',
        headers: as(m.token),
        query: { payPassword: digest('123456'), code: lastCodeFor(t.dataDir, m.email) },
      });
      expect(ok.code).toBe(200);
    });

    it('needs a code: none requested, or a wrong one, sets nothing', async () => {
      const m = await member('setpay-nocode@example.com');
      const set = (code: string) =>
        call(t.app, {
          method: 'POST',
          url: '/personInfo/setPayPassword',
          headers: as(m.token),
          payload: { payPassword: digest('123456'), code },
        });
      expect((await set('123456')).code).toBe(Code.CODE_NOT_REQUESTED);
      t.clock.advance(61_000);
      await apply(m.token, 2);
      const right = lastCodeFor(t.dataDir, m.email);
      expect((await set(right === '111111' ? '222222' : '111111')).code).toBe(Code.CODE_WRONG);
      expect((await profile(m.token)).data.isSetPayPassword).toBe(false);
    });

    it('changes with the old payment password; a wrong one says how many tries are left; success ends every session', async () => {
      const m = await withPayPassword('changepay@example.com');
      const body = { type: 1, verification: digest('123456'), updateType: 2, password: digest('999999') };
      const wrong = await update(m.token, { ...body, verification: digest('000000') });
      expect(wrong).toMatchObject({ code: Code.PAY_PASSWORD_WRONG, data: { triesLeft: 4 } });
      expect(wrong.msg).toContain('4');
      expect((await update(m.token, body)).code).toBe(200);
      expect((await profile(m.token)).code).toBe(Code.TOKEN_INVALID);
      const again = (await login(t.app, m.email)).data.token;
      // The new payment password is the one checked now; a right one clears the count.
      const next = { type: 1, verification: digest('999999'), updateType: 2, password: digest('111111') };
      expect((await update(again, next)).code).toBe(200);
    });

    it('changing it with the old one needs one to be set', async () => {
      const m = await member('nopay@example.com');
      const res = await update(m.token, { type: 1, verification: digest('123456'), updateType: 2, password: digest('999999') });
      expect(res.code).toBe(Code.PAY_PASSWORD_NOT_SET);
    });

    it('locks after 5 wrong tries, however many guesses arrive at once, for 15 minutes', async () => {
      const m = await withPayPassword('lock@example.com');
      const guess = { type: 1, verification: digest('000000'), updateType: 2, password: digest('999999') };
      const answers = await Promise.all(Array.from({ length: 50 }, () => update(m.token, guess)));
      const codes = answers.map((a) => a.code);
      // Five tries were checked: four said 'wrong', the fifth set the lock; the other 45 never reached argon2.
      expect(codes.filter((c) => c === Code.PAY_PASSWORD_WRONG)).toHaveLength(4);
      expect(codes.filter((c) => c === Code.PAY_PASSWORD_LOCKED)).toHaveLength(46);
      expect(codes.every((c) => c === Code.PAY_PASSWORD_WRONG || c === Code.PAY_PASSWORD_LOCKED)).toBe(true);
      const row = await t.app.db.kysely
        .selectFrom('users')
        .select(['pay_failures', 'pay_locked_until', 'pay_inflight'])
        .where('id', '=', m.id)
        .executeTakeFirstOrThrow();
      expect(row.pay_failures).toBe(5);
      expect(row.pay_inflight).toBe(0);
      expect(row.pay_locked_until).toBe(t.clock.now() + 15 * MINUTE);

      // The right password is locked out too, and the message gives the time left.
      const right = { ...guess, verification: digest('123456') };
      t.clock.advance(5 * MINUTE);
      const locked = await update(m.token, right);
      expect(locked).toMatchObject({ code: Code.PAY_PASSWORD_LOCKED, data: { retryAfterSeconds: 600 } });
      expect(locked.msg).toContain('10');

      t.clock.advance(10 * MINUTE);
      expect((await update(m.token, right)).code).toBe(200);
    });

    it('a member’s own concurrent payments with the right password all pass: they wait for a slot, they are not guesses', async () => {
      const m = await withPayPassword('concurrent-right@example.com');
      const guard = t.app.services.paidActions;
      const results = await Promise.allSettled(Array.from({ length: 20 }, () => guard.verifyPayPassword(m.id, digest('123456'))));
      expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
      expect(await payCounters(t, m.id)).toEqual({ pay_failures: 0, pay_inflight: 0, pay_locked_until: null });
    });

    it('the guard of paid actions: 506 while inactive, then the payment password, then the lock', async () => {
      const m = await withPayPassword('guard@example.com');
      const guard = t.app.services.paidActions;
      const row = async () => t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', m.id).executeTakeFirstOrThrow();

      await expect(guard.authorize(await row(), digest('123456'))).rejects.toMatchObject({ codeName: 'NOT_ACTIVATED' });
      // Inactive members are refused before their payment password is even looked at.
      expect((await row()).pay_failures).toBe(0);

      expect(await t.app.services.accounts.activate(m.id)).toBe(true);
      expect(await t.app.services.accounts.activate(m.id)).toBe(false);
      await expect(guard.authorize(await row(), digest('000000'))).rejects.toMatchObject({ codeName: 'PAY_PASSWORD_WRONG' });
      await expect(guard.authorize(await row(), digest('123456'))).resolves.toBeUndefined();
      expect((await row()).pay_failures).toBe(0);

      const other = await member('guard-unset@example.com');
      await t.app.services.accounts.activate(other.id);
      const unset = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', other.id).executeTakeFirstOrThrow();
      await expect(guard.authorize(unset, digest('123456'))).rejects.toMatchObject({ codeName: 'PAY_PASSWORD_NOT_SET' });
    });

    it('a disabled account is never activated and answers 401', async () => {
      const m = await member('disabled-pay@example.com');
      await t.app.db.kysely.updateTable('users').set({ status: 'disabled' }).where('id', '=', m.id).execute();
      expect(await t.app.services.accounts.activate(m.id)).toBe(false);
      expect((await profile(m.token)).code).toBe(Code.ACCOUNT_DISABLED);
    });

    it('a change by code lifts the lock: the way back for a member who forgot it', async () => {
      const m = await withPayPassword('unlock@example.com');
      const guess = { type: 1, verification: digest('000000'), updateType: 2, password: digest('999999') };
      for (let i = 0; i < 5; i++) await update(m.token, guess);
      expect((await update(m.token, { ...guess, verification: digest('123456') })).code).toBe(Code.PAY_PASSWORD_LOCKED);
      t.clock.advance(61_000);
      expect((await apply(m.token, 2)).code).toBe(200);
      const byCode = { type: 2, verification: lastCodeFor(t.dataDir, m.email), updateType: 2, password: digest('222222') };
      expect((await update(m.token, byCode)).code).toBe(200);
      const token = (await login(t.app, m.email)).data.token;
      const next = { type: 1, verification: digest('222222'), updateType: 2, password: digest('333333') };
      expect((await update(token, next)).code).toBe(200);
    });

    it('keeps passwords and codes out of the logs', async () => {
      const lines: string[] = [];
      const { loggerOptions } = await import('../src/app');
      const { parseEnv } = await import('../src/plugins/env');
      const stream = { write: (line: string) => void lines.push(line) };
      const logged = await createTestApp(dialect, {
        logger: { ...(loggerOptions(parseEnv({ LOG_LEVEL: 'info' })) as object), stream },
      });
      try {
        await call(logged.app, {
          method: 'GET',
          url: '/personInfo/setPayPassword',
          query: { payPassword: digest('123456'), code: '123456' },
        });
      } finally {
        await logged.close();
      }
      const log = lines.join('\n');
      expect(log).toContain('/personInfo/setPayPassword');
      expect(log).not.toContain(digest('123456'));
      expect(log).not.toContain('code=123456');
    });
  });
});
