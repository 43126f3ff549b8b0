import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects, digest, lastCodeFor, login, readOutbox, registerBody, sendCode } from './helpers';
import { useTestApp } from './suite';

describe.each(dialects)('sign-up to sign-out on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('takes a newcomer from a code to a session and out again', async () => {
    const sent = await sendCode(t.app, 'Newcomer@Example.com');
    expect(sent).toMatchObject({ status: 200, code: 200, data: { resendAfter: 60, expiresIn: 300 } });
    const [entry] = readOutbox(t.dataDir);
    expect(entry).toMatchObject({ to: 'newcomer@example.com', purpose: 'register' });
    expect(entry?.code).toMatch(/^\d{6}$/);

    const registered = await call(t.app, {
      method: 'POST',
      url: '/user/register',
      payload: registerBody('newcomer@example.com', lastCodeFor(t.dataDir, 'newcomer@example.com')),
    });
    expect(registered.code).toBe(200);
    expect(registered.data).toMatchObject({
      email: 'newcomer@example.com',
      phone: null,
      level: 0,
      status: 'inactive',
      isSetPayPassword: false,
    });
    expect(registered.data.memberNo).toMatch(/^[1-9]\d{7}$/);
    expect(registered.data.nickname).toBe(`uu${registered.data.memberNo}`);
    expect(registered.data.invitationCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(JSON.stringify(registered.data)).not.toContain('password');

    const session = await login(t.app, 'newcomer@example.com');
    expect(session.code).toBe(200);
    expect(session.data.token.length).toBeGreaterThanOrEqual(43);
    expect(session.data.user).toEqual(registered.data);

    const profile = await call(t.app, {
      method: 'GET',
      url: '/personInfo/getUserInfo',
      headers: { satoken: session.data.token },
    });
    expect(profile).toMatchObject({ code: 200, data: registered.data });

    const out = await call(t.app, { method: 'POST', url: '/auth/logout', headers: { satoken: session.data.token } });
    expect(out).toMatchObject({ code: 200, data: null });

    const after = await call(t.app, {
      method: 'GET',
      url: '/personInfo/getUserInfo',
      headers: { satoken: session.data.token },
    });
    expect(after.code).toBe(Code.TOKEN_INVALID);
  });

  it('registers with a phone number and signs in by phone, member number and nickname', async () => {
    const phone = '+886 912-345-678';
    await sendCode(t.app, phone);
    t.clock.advance(61_000);
    const code = lastCodeFor(t.dataDir, '+886912345678');
    const reg = await call(t.app, { method: 'POST', url: '/user/register', payload: registerBody(phone, code) });
    expect(reg).toMatchObject({ code: 200, data: { phone: '+886912345678', email: null } });

    for (const account of ['+886912345678', '886912345678', reg.data.memberNo, reg.data.nickname, reg.data.nickname.toUpperCase()]) {
      const res = await login(t.app, account);
      expect(res.code, `sign in as ${account}`).toBe(200);
      expect(res.data.user.id).toBe(reg.data.id);
    }
  });

  it('keeps only the SHA-256 digest contract: a password that is not 64 hex characters is refused', async () => {
    const res = await call(t.app, { method: 'POST', url: '/auth/doLogin', payload: { account: 'x@y.zz', password: 'plain' } });
    expect(res).toMatchObject({ status: 400, code: Code.VALIDATION });
    expect(digest('a')).toHaveLength(64);
  });
});
