import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { ADMIN_PASSWORD } from './admin-helpers';
import { call, createTestApp, dialects, digest, type TestApp } from './helpers';

/** The audit's findings (issue 18), each as the race or abuse that got through. */
describe.each(dialects)('security findings on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => {
    await t.close();
  });

  it('50 parallel wrong console passwords: exactly the limit is evaluated, the rest and then the right password are locked out', async () => {
    const email = `burst-${randomUUID().slice(0, 6)}@back.office`;
    await t.app.services.admins.save({ email, name: 'Op', role: 'operator', storeId: null, password: ADMIN_PASSWORD, disabled: false });
    const attempt = (password: string) =>
      call(t.app, { method: 'POST', url: '/admin/auth/login', payload: { email, password }, remoteAddress: '10.50.0.1' });
    const answers = await Promise.all(Array.from({ length: 50 }, () => attempt('wrong-password')));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.ADMIN_SIGN_IN_FAILED)).toHaveLength(5);
    expect(codes.filter((c) => c === Code.ADMIN_SIGN_IN_LOCKED)).toHaveLength(45);
    const locked = await attempt(ADMIN_PASSWORD);
    expect([locked.status, locked.code]).toEqual([429, Code.ADMIN_SIGN_IN_LOCKED]);
    t.clock.advance(14 * 60_000);
    expect((await attempt(ADMIN_PASSWORD)).code).toBe(Code.ADMIN_SIGN_IN_LOCKED);
    t.clock.advance(2 * 60_000);
    const ok = await attempt(ADMIN_PASSWORD);
    expect(ok.code).toBe(200);
    // A signed-in operator's address is not held against the next one at the same desk.
    const other = `desk-${randomUUID().slice(0, 6)}@back.office`;
    await t.app.services.admins.save({ email: other, name: 'Op2', role: 'operator', storeId: null, password: ADMIN_PASSWORD, disabled: false });
    for (let i = 0; i < 25; i++) {
      const res = await call(t.app, { method: 'POST', url: '/admin/auth/login', payload: { email: other, password: ADMIN_PASSWORD }, remoteAddress: '10.50.0.2' });
      expect(res.code).toBe(200);
    }
  });

  it('a parallel burst of member sign-ins from one address: exactly the per-address limit is evaluated', async () => {
    const burst = Limits.loginAttemptsPerIp + 30;
    const answers = await Promise.all(
      Array.from({ length: burst }, (_, i) =>
        call(t.app, {
          method: 'POST',
          url: '/auth/doLogin',
          payload: { account: `nobody-${i}@burst.example`, password: digest('wrong-password') },
          remoteAddress: '10.51.0.1',
        }),
      ),
    );
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === Code.LOGIN_FAILED)).toHaveLength(Limits.loginAttemptsPerIp);
    expect(codes.filter((c) => c === Code.LOGIN_THROTTLED)).toHaveLength(30);
  });
});
