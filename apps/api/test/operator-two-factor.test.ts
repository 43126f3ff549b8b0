import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { RECOVERY_CODE_COUNT } from '@uu/contract/admin-security';
import { totpCodeAt, unseal } from '../src/modules/admin/two-factor-secrets';
import { ADMIN_PASSWORD, asAdmin } from './admin-helpers';
import { call, createTestApp, dialects, type TestApp } from './helpers';
import { useTestApp } from './suite';

const MINUTE = 60_000;
const MAC_CHROME = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Session = { token: string };

/** An operator account of the role (not signed in): its id and email. */
async function account(t: TestApp, role: 'admin' | 'operator' | 'finance' | 'clerk' = 'operator') {
  const email = `op-${randomUUID().slice(0, 8)}@back.office`;
  const saved = await t.app.services.admins.save({ email, name: 'Op', role, storeId: null, password: ADMIN_PASSWORD, disabled: false });
  return { id: saved.id, email };
}

function passwordStep(t: TestApp, email: string, password = ADMIN_PASSWORD) {
  return call(t.app, {
    method: 'POST',
    url: '/admin/auth/login',
    payload: { email, password },
    remoteAddress: '10.77.0.1',
    headers: { 'user-agent': MAC_CHROME },
  });
}

function codeStep(t: TestApp, challenge: string, code: string) {
  return call(t.app, {
    method: 'POST',
    url: '/admin/auth/login/two-factor',
    payload: { challenge, code },
    remoteAddress: '10.77.0.1',
    headers: { 'user-agent': MAC_CHROME },
  });
}

async function signIn(t: TestApp, email: string): Promise<Session> {
  const res = await passwordStep(t, email);
  if (res.code !== 200 || !res.data.token) throw new Error(`sign-in: ${res.code} ${res.msg}`);
  return { token: res.data.token as string };
}

/** Sets two-factor up for the signed-in account; answers its secret and recovery codes. */
async function setUp(t: TestApp, session: Session): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await asAdmin(t, session, { method: 'POST', url: '/admin/auth/two-factor/setup' });
  expect(setup.code).toBe(200);
  const secret = setup.data.secret as string;
  const confirmed = await asAdmin(t, session, {
    method: 'POST',
    url: '/admin/auth/two-factor/confirm',
    payload: { code: totpCodeAt(secret, t.clock.now()) },
  });
  expect(confirmed.code).toBe(200);
  return { secret, recoveryCodes: confirmed.data.recoveryCodes as string[] };
}

describe.each(dialects)('operator two-factor sign-in, sessions and history on %s', (dialect) => {
  const t = useTestApp(dialect);
  let admin: Session;

  beforeAll(async () => {
    admin = await t.operator('admin');
  });

  const setRules = (idleMinutes: number, twoFactorRoles: string[]) =>
    asAdmin(t, admin, { method: 'PUT', url: '/admin/operator-security', payload: { idleMinutes, twoFactorRoles } });

  it('sets up with a first code, signs in with the code, refuses a wrong or replayed code, takes each recovery code once', async () => {
    const { id, email } = await account(t);
    const session = await signIn(t, email);
    const setup = await asAdmin(t, session, { method: 'POST', url: '/admin/auth/two-factor/setup' });
    const secret = setup.data.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.data.uri).toMatch(new RegExp(`^otpauth://totp/.*secret=${secret}`));
    const confirm = (code: string) => asAdmin(t, session, { method: 'POST', url: '/admin/auth/two-factor/confirm', payload: { code } });
    const right = totpCodeAt(secret, t.clock.now());
    expect((await confirm(right === '000000' ? '111111' : '000000')).code).toBe(Code.ADMIN_TWO_FACTOR_WRONG);
    const confirmed = await confirm(right);
    expect(confirmed.code).toBe(200);
    const codes = confirmed.data.recoveryCodes as string[];
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const c of codes) expect(c).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    expect((await confirm(right)).code).toBe(Code.ADMIN_TWO_FACTOR_SETUP_INVALID);
    // Stored: the secret (no key configured here) and only hashes of the recovery codes; the audit log keeps none of them.
    const stored = await t.app.db.kysely.selectFrom('admin_users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(stored.totp_secret).toBe(`plain:${secret}`);
    const hashes = await t.app.db.kysely.selectFrom('admin_recovery_codes').select('code_hash').where('admin_id', '=', id).execute();
    expect(hashes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]!.slice(0, 4) + codes[0]!.slice(5, 9));
    const me = await asAdmin(t, session, { method: 'GET', url: '/admin/auth/me' });
    expect(me.data).toMatchObject({ twoFactor: true, mustSetUpTwoFactor: false });
    const audit = await asAdmin(t, admin, { method: 'GET', url: `/admin/audit?action=confirmTwoFactor&targetType=admin` });
    expect(JSON.stringify(audit.data)).not.toContain(codes[0]);
    const setupAudit = await asAdmin(t, admin, { method: 'GET', url: `/admin/audit?action=setUpTwoFactor` });
    expect(JSON.stringify(setupAudit.data)).not.toContain(secret);

    // The password alone answers a challenge, not a session.
    const first = await passwordStep(t, email);
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ twoFactor: true });
    expect(first.data.token).toBeUndefined();
    const challenge = first.data.challenge as string;
    // The code the set-up took is not taken again within its window.
    expect((await codeStep(t, challenge, right)).code).toBe(Code.ADMIN_TWO_FACTOR_WRONG);
    t.clock.advance(30_000);
    const now = totpCodeAt(secret, t.clock.now());
    const signedIn = await codeStep(t, challenge, now);
    expect(signedIn.code).toBe(200);
    expect(signedIn.data.admin).toMatchObject({ id, twoFactor: true });
    expect((await asAdmin(t, { token: signedIn.data.token as string }, { method: 'GET', url: '/admin/auth/me' })).code).toBe(200);
    // The challenge is spent, and the same code on a new sign-in is a replay.
    expect((await codeStep(t, challenge, now)).code).toBe(Code.ADMIN_TWO_FACTOR_CHALLENGE_INVALID);
    const again = (await passwordStep(t, email)).data.challenge as string;
    expect((await codeStep(t, again, now)).code).toBe(Code.ADMIN_TWO_FACTOR_WRONG);
    // A recovery code, typed in lower case without dashes, works once.
    const recovery = codes[3]!;
    expect((await codeStep(t, again, recovery.toLowerCase().replaceAll('-', ''))).code).toBe(200);
    const third = (await passwordStep(t, email)).data.challenge as string;
    expect((await codeStep(t, third, recovery)).code).toBe(Code.ADMIN_TWO_FACTOR_WRONG);

    // The history says so, with the browser; the account's page counts the codes left.
    const activity = await asAdmin(t, { token: signedIn.data.token as string }, { method: 'GET', url: '/admin/auth/activity' });
    expect(activity.data.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: RECOVERY_CODE_COUNT - 1, required: false });
    expect(activity.data.signIns.map((s: { result: string }) => s.result).slice(0, 5)).toEqual([
      'wrongCode',
      'success',
      'wrongCode',
      'success',
      'wrongCode',
    ]);
    expect(activity.data.signIns[0]).toMatchObject({ ip: '10.77.0.1', device: 'Chrome 131 · macOS Catalina' });
    const current = activity.data.sessions.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ device: 'Chrome 131 · macOS Catalina' });
  });

  it('a parallel burst of wrong codes: exactly the challenge limit is evaluated, then the account locks', async () => {
    const { email } = await account(t);
    const { secret } = await setUp(t, await signIn(t, email));
    t.clock.advance(30_000);
    const challenge = (await passwordStep(t, email)).data.challenge as string;
    const wrong = totpCodeAt(secret, t.clock.now()) === '123456' ? '654321' : '123456';
    const burst = await Promise.all(Array.from({ length: 20 }, () => codeStep(t, challenge, wrong)));
    const codes = burst.map((a) => a.code);
    expect(codes.filter((c) => c === Code.ADMIN_TWO_FACTOR_WRONG)).toHaveLength(5);
    expect(codes.filter((c) => c === Code.ADMIN_TWO_FACTOR_CHALLENGE_INVALID)).toHaveLength(15);
    // The challenge is used up, even for the right code.
    expect((await codeStep(t, challenge, totpCodeAt(secret, t.clock.now()))).code).toBe(Code.ADMIN_TWO_FACTOR_CHALLENGE_INVALID);
    // A new challenge has its own tries, but the account's count goes on: 10 wrong codes in 15 minutes lock it.
    const second = (await passwordStep(t, email)).data.challenge as string;
    const parallel = await Promise.all(Array.from({ length: 8 }, () => codeStep(t, second, wrong)));
    expect(parallel.filter((a) => a.code === Code.ADMIN_TWO_FACTOR_WRONG)).toHaveLength(5);
    const third = (await passwordStep(t, email)).data.challenge as string;
    const locked = await codeStep(t, third, totpCodeAt(secret, t.clock.now()));
    expect([locked.status, locked.code]).toEqual([429, Code.ADMIN_TWO_FACTOR_LOCKED]);
    t.clock.advance(16 * MINUTE);
    const fourth = (await passwordStep(t, email)).data.challenge as string;
    expect((await codeStep(t, fourth, totpCodeAt(secret, t.clock.now()))).code).toBe(200);
    // A challenge lasts five minutes.
    const late = (await passwordStep(t, email)).data.challenge as string;
    t.clock.advance(5 * MINUTE + 1);
    expect((await codeStep(t, late, totpCodeAt(secret, t.clock.now()))).code).toBe(Code.ADMIN_TWO_FACTOR_CHALLENGE_INVALID);
  });

  it('a role the admin requires it of must set two-factor up before anything else; an admin can reset it', async () => {
    expect((await setRules(120, ['finance'])).code).toBe(200);
    try {
      const { id, email } = await account(t, 'finance');
      const first = await passwordStep(t, email);
      expect(first.data.admin).toMatchObject({ mustSetUpTwoFactor: true, twoFactor: false });
      const session = { token: first.data.token as string };
      const refused = await asAdmin(t, session, { method: 'GET', url: '/admin/auth/activity' });
      expect([refused.status, refused.code]).toEqual([403, Code.ADMIN_TWO_FACTOR_REQUIRED]);
      expect((await asAdmin(t, session, { method: 'GET', url: '/admin/wallet/withdrawals' })).code).toBe(Code.ADMIN_TWO_FACTOR_REQUIRED);
      expect((await asAdmin(t, session, { method: 'GET', url: '/admin/auth/me' })).data).toMatchObject({ mustSetUpTwoFactor: true });
      const { secret } = await setUp(t, session);
      expect((await asAdmin(t, session, { method: 'GET', url: '/admin/auth/activity' })).data.twoFactor).toMatchObject({
        enabled: true,
        required: true,
      });
      // Another role is not held to it.
      const other = await account(t, 'operator');
      expect((await passwordStep(t, other.email)).data.admin).toMatchObject({ mustSetUpTwoFactor: false });

      // An admin resets it (a lost phone): the sessions end at once, the reset is audited, the set-up comes again.
      const reset = await asAdmin(t, admin, { method: 'POST', url: `/admin/operators/${id}/two-factor/reset` });
      expect(reset.code).toBe(200);
      expect(reset.data).toMatchObject({ id, twoFactor: false, mustSetUpTwoFactor: true });
      expect((await asAdmin(t, session, { method: 'GET', url: '/admin/auth/me' })).code).toBe(Code.ADMIN_SESSION_INVALID);
      const audit = await asAdmin(t, admin, { method: 'GET', url: `/admin/audit?action=resetOperatorTwoFactor&targetId=${id}` });
      expect(audit.data.list).toHaveLength(1);
      expect(JSON.stringify(audit.data.list[0])).not.toContain(secret);
      const after = await passwordStep(t, email);
      expect(after.data.token).toBeDefined();
      expect(after.data.admin).toMatchObject({ mustSetUpTwoFactor: true });
      // Only an admin may reset.
      const op = await signIn(t, other.email);
      expect((await asAdmin(t, op, { method: 'POST', url: `/admin/operators/${id}/two-factor/reset` })).code).toBe(Code.ROLE_FORBIDDEN);
    } finally {
      await setRules(120, []);
    }
  });

  it("an admin sees another operator's sessions and history, and ending them takes effect at once", async () => {
    const { id, email } = await account(t);
    const wrong = await passwordStep(t, email, 'not-the-password');
    expect(wrong.code).toBe(Code.ADMIN_SIGN_IN_FAILED);
    const one = await signIn(t, email);
    const two = await signIn(t, email);
    const seen = await asAdmin(t, admin, { method: 'GET', url: `/admin/operators/${id}/activity` });
    expect(seen.data.sessions).toHaveLength(2);
    expect(seen.data.sessions.every((s: { current: boolean }) => !s.current)).toBe(true);
    expect(seen.data.signIns.map((s: { result: string }) => s.result)).toEqual(['success', 'success', 'wrongPassword']);
    const me = await asAdmin(t, one, { method: 'GET', url: '/admin/auth/activity' });
    const oneId = (me.data.sessions as { id: number; current: boolean }[]).find((s) => s.current)!.id;

    const endOne = await asAdmin(t, admin, { method: 'POST', url: `/admin/operators/${id}/sessions/end`, payload: { sessionId: oneId } });
    expect(endOne.code).toBe(200);
    expect((await asAdmin(t, one, { method: 'GET', url: '/admin/auth/me' })).code).toBe(Code.ADMIN_SESSION_INVALID);
    expect((await asAdmin(t, two, { method: 'GET', url: '/admin/auth/me' })).code).toBe(200);
    // A session of another account by its id is not this account's.
    const otherAccount = await account(t);
    expect(
      (await asAdmin(t, admin, { method: 'POST', url: `/admin/operators/${otherAccount.id}/sessions/end`, payload: { sessionId: oneId } }))
        .code,
    ).toBe(Code.ADMIN_SESSION_NOT_FOUND);
    expect((await asAdmin(t, admin, { method: 'POST', url: `/admin/operators/${id}/sessions/end`, payload: {} })).code).toBe(200);
    expect((await asAdmin(t, two, { method: 'GET', url: '/admin/auth/me' })).code).toBe(Code.ADMIN_SESSION_INVALID);
    const audit = await asAdmin(t, admin, { method: 'GET', url: `/admin/audit?action=endOperatorSessions&targetId=${id}` });
    expect(audit.data.list).toHaveLength(2);
    // One's own sessions and two-factor are on one's own page.
    const adminId = (await asAdmin(t, admin, { method: 'GET', url: '/admin/auth/me' })).data.id as number;
    expect((await asAdmin(t, admin, { method: 'POST', url: `/admin/operators/${adminId}/sessions/end`, payload: {} })).code).toBe(
      Code.ADMIN_OWN_ACCOUNT,
    );
    expect((await asAdmin(t, admin, { method: 'POST', url: `/admin/operators/${adminId}/two-factor/reset` })).code).toBe(
      Code.ADMIN_OWN_ACCOUNT,
    );
    // Not for another role.
    const op = await signIn(t, (await account(t)).email);
    expect((await asAdmin(t, op, { method: 'GET', url: `/admin/operators/${id}/activity` })).code).toBe(Code.ROLE_FORBIDDEN);
    expect((await asAdmin(t, op, { method: 'POST', url: `/admin/operators/${id}/sessions/end`, payload: {} })).code).toBe(
      Code.ROLE_FORBIDDEN,
    );
  });

  it("the console's idle time-out is the admin's setting, read by the session check", async () => {
    expect((await asAdmin(t, admin, { method: 'GET', url: '/admin/operator-security' })).data).toEqual({
      idleMinutes: 120,
      twoFactorRoles: [],
    });
    const { email } = await account(t);
    const session = await signIn(t, email);
    t.clock.advance(119 * MINUTE);
    expect((await asAdmin(t, session, { method: 'GET', url: '/admin/auth/me' })).code).toBe(200);
    admin = await t.operator('admin');
    try {
      expect((await setRules(10, [])).code).toBe(200);
      t.clock.advance(9 * MINUTE);
      expect((await asAdmin(t, session, { method: 'GET', url: '/admin/auth/me' })).code).toBe(200);
      t.clock.advance(10 * MINUTE);
      expect((await asAdmin(t, session, { method: 'GET', url: '/admin/auth/me' })).code).toBe(Code.ADMIN_SESSION_INVALID);
      // From 5 minutes to the 12-hour session.
      admin = await t.operator('admin');
      expect((await setRules(721, [])).code).toBe(Code.VALIDATION);
      expect((await setRules(4, [])).code).toBe(Code.VALIDATION);
      expect((await setRules(720, [])).code).toBe(200);
      const long = await signIn(t, email);
      t.clock.advance(11 * 60 * MINUTE);
      expect((await asAdmin(t, long, { method: 'GET', url: '/admin/auth/me' })).code).toBe(200);
    } finally {
      admin = await t.operator('admin');
      await setRules(120, []);
    }
  });
});

describe('a two-factor secret sealed with TWO_FACTOR_KEY', () => {
  let t: TestApp;
  const key = randomBytes(32).toString('base64');
  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { TWO_FACTOR_KEY: key } });
  });
  afterAll(async () => t.close());

  it('is not in the database as it is, and still signs in', async () => {
    const { id, email } = await account(t);
    const { secret } = await setUp(t, await signIn(t, email));
    const stored = (await t.app.db.kysely.selectFrom('admin_users').select('totp_secret').where('id', '=', id).executeTakeFirstOrThrow())
      .totp_secret!;
    expect(stored).toMatch(/^v1:/);
    expect(stored).not.toContain(secret);
    expect(unseal(stored, randomBytes(32))).toBeNull();
    t.clock.advance(30_000);
    const challenge = (await passwordStep(t, email)).data.challenge as string;
    expect((await codeStep(t, challenge, totpCodeAt(secret, t.clock.now()))).code).toBe(200);
  });
});
