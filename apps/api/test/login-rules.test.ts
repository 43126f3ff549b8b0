import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { call, dialects, login, registerMember } from './helpers';
import { useTestApp } from './suite';

describe.each(dialects)('sign-in rules on %s', (dialect) => {
  const t = useTestApp(dialect);
  beforeAll(async () => {
    await registerMember(t, 'alice@example.com');
    await registerMember(t, 'bob@example.com');
  });

  it('answers the same words for a wrong password and for an unknown account', async () => {
    const headers = { 'accept-language': 'en-US' };
    const wrong = await login(t.app, 'alice@example.com', 'wrong-password', { headers, remoteAddress: '10.1.0.1' });
    const unknown = await login(t.app, 'nobody@example.com', 'secret123', { headers, remoteAddress: '10.1.0.1' });
    expect(wrong).toMatchObject({ code: Code.LOGIN_FAILED, msg: 'The account or password is incorrect', data: null });
    expect(unknown).toEqual(wrong);
  });

  it('translates the message by accept-language', async () => {
    const expected: Record<string, string> = {
      'zh-TW': '帳號或密碼錯誤',
      'zh-CN': '账号或密码错误',
      'en-US': 'The account or password is incorrect',
    };
    for (const [language, msg] of Object.entries(expected)) {
      const res = await login(t.app, 'alice@example.com', 'nope-nope', {
        headers: { 'accept-language': language },
        remoteAddress: '10.1.0.2',
      });
      expect(res.msg).toBe(msg);
    }
  });

  it('requires the account field', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/auth/doLogin',
      payload: { password: 'a'.repeat(64) },
      headers: { 'accept-language': 'en' },
    });
    expect(res).toMatchObject({ code: Code.VALIDATION, msg: 'Please enter your account.' });
  });

  it('locks an account after too many attempts, whatever identifier is used, until the window passes', async () => {
    const member = await registerMember(t, 'carol@example.com');
    const identifiers = ['carol@example.com', member.memberNo, member.nickname];
    for (let i = 0; i < Limits.loginAttemptsPerAccount; i++) {
      const res = await login(t.app, identifiers[i % 3]!, 'wrong-guess', { remoteAddress: `10.2.0.${i}` });
      expect(res.code).toBe(Code.LOGIN_FAILED);
    }
    const locked = await login(t.app, 'carol@example.com', 'secret123', { headers: { 'accept-language': 'en' } });
    expect(locked).toMatchObject({ code: Code.LOGIN_THROTTLED, msg: 'Too many sign-in attempts. Please try again in 15 min.' });
    // Other accounts are not affected.
    expect((await login(t.app, 'bob@example.com')).code).toBe(200);
    t.clock.advance(Limits.loginWindowSeconds * 1000);
    expect((await login(t.app, 'carol@example.com')).code).toBe(200);
  });

  it('eight digits name the member whose phone they are before the one with that member number, else that one', async () => {
    const byNumber = await registerMember(t, 'eight-digits@example.com');
    const byPhone = await registerMember(t, 'phone-digits@example.com');
    expect((await login(t.app, byNumber.memberNo)).code).toBe(200);
    // Another member's phone is those digits (one statement asks for both: the phone wins).
    await t.app.db.kysely
      .updateTable('users')
      .set({ phone: `+${byNumber.memberNo}` })
      .where('id', '=', byPhone.id)
      .execute();
    const found = await t.app.services.accounts.findByIdentifier(byNumber.memberNo);
    expect(found?.id).toBe(byPhone.id);
    await t.app.db.kysely.updateTable('users').set({ phone: null }).where('id', '=', byPhone.id).execute();
    expect((await t.app.services.accounts.findByIdentifier(byNumber.memberNo))?.id).toBe(byNumber.id);
  });

  it('a successful sign-in clears the account counter', async () => {
    await registerMember(t, 'dave@example.com');
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < Limits.loginAttemptsPerAccount - 1; i++) {
        await login(t.app, 'dave@example.com', 'wrong-guess', { remoteAddress: `10.3.${round}.${i}` });
      }
      expect((await login(t.app, 'dave@example.com')).code).toBe(200);
    }
  });

  it('throttles an address that fails against many accounts, and only that address', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < Limits.loginAttemptsPerIp; i++) {
      expect((await login(t.app, `ghost${i}@example.com`, 'x-x-x-x', { remoteAddress: ip })).code).toBe(Code.LOGIN_FAILED);
    }
    expect((await login(t.app, 'alice@example.com', 'secret123', { remoteAddress: ip })).code).toBe(Code.LOGIN_THROTTLED);
    expect((await login(t.app, 'alice@example.com', 'secret123', { remoteAddress: '10.9.9.10' })).code).toBe(200);
  });

  it('refuses a disabled account with 401 once the password is right', async () => {
    const member = await registerMember(t, 'erin@example.com');
    await t.app.db.kysely.updateTable('users').set({ status: 'disabled' }).where('id', '=', member.id).execute();
    expect((await login(t.app, 'erin@example.com', 'bad-bad-bad')).code).toBe(Code.LOGIN_FAILED);
    expect((await login(t.app, 'erin@example.com')).code).toBe(Code.ACCOUNT_DISABLED);
  });
});
