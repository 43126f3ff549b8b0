import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects, digest, lastCodeFor, registerBody, registerMember, sendCode } from './helpers';
import { useTestApp } from './suite';

// spec §5 "Registration and login": every rule, each failing alone, with its message.
describe.each(dialects)('registration rules on %s', (dialect) => {
  const t = useTestApp(dialect);
  let seq = 0;

  /** A fresh address with a live code, so that only the rule under test can fail. */
  async function ready() {
    const account = `member${++seq}@example.com`;
    expect((await sendCode(t.app, account)).code).toBe(200);
    t.clock.advance(61_000);
    return { account, code: lastCodeFor(t.dataDir, account) };
  }

  const register = (payload: unknown, language = 'en-US') =>
    call(t.app, { method: 'POST', url: '/user/register', payload: payload as object, headers: { 'accept-language': language } });

  it('accepts the complete form', async () => {
    const { account, code } = await ready();
    expect((await register(registerBody(account, code))).code).toBe(200);
  });

  it('refuses an invalid email, naming the rule', async () => {
    const { code } = await ready();
    const res = await register(registerBody('not-an-email@', code));
    expect(res).toMatchObject({ status: 400, code: Code.VALIDATION, msg: 'Please enter a valid email address.' });
    expect(res.data.issues[0].path).toBe('account');
  });

  it('refuses an invalid phone number', async () => {
    const { code } = await ready();
    const res = await register(registerBody('12345', code));
    expect(res).toMatchObject({ code: Code.VALIDATION });
    expect(res.msg).toMatch(/valid phone number/);
  });

  it('refuses a missing account', async () => {
    const { code } = await ready();
    const res = await register({ ...registerBody('', code), account: undefined });
    expect(res).toMatchObject({ code: Code.VALIDATION, msg: 'Please enter your email or phone number.' });
  });

  it('requires the verification code', async () => {
    const { account } = await ready();
    const res = await register({ ...registerBody(account, ''), code: undefined });
    expect(res).toMatchObject({ code: Code.VALIDATION, msg: 'Please enter the verification code.' });
  });

  it('requires the code to have been requested first', async () => {
    const res = await register(registerBody('never-asked@example.com', '123456'));
    expect(res).toMatchObject({ status: 200, code: Code.CODE_NOT_REQUESTED, msg: 'Please request a verification code first.' });
  });

  it('requires the two passwords to match', async () => {
    const { account, code } = await ready();
    const res = await register(registerBody(account, code, { confirmPassword: digest('other123') }));
    expect(res).toMatchObject({ code: Code.VALIDATION, msg: 'The two passwords do not match.' });
    expect(res.data.issues[0].path).toBe('confirmPassword');
  });

  it('requires the password as a SHA-256 digest', async () => {
    const { account, code } = await ready();
    const res = await register(registerBody(account, code, { password: 'secret123', confirmPassword: 'secret123' }));
    expect(res).toMatchObject({ code: Code.VALIDATION });
  });

  it('requires the service agreement', async () => {
    const { account, code } = await ready();
    const res = await register(registerBody(account, code, { agreeService: false }));
    expect(res).toMatchObject({
      code: Code.VALIDATION,
      msg: 'Please read and accept the service agreement and the privacy policy.',
    });
  });

  it('requires the privacy policy', async () => {
    const { account, code } = await ready();
    const res = await register(registerBody(account, code, { agreePrivacy: undefined }));
    expect(res).toMatchObject({ code: Code.VALIDATION });
    expect(res.data.issues[0].path).toBe('agreePrivacy');
  });

  it('refuses an invitation code that does not exist, and keeps the code usable', async () => {
    const { account, code } = await ready();
    const res = await register(registerBody(account, code, { invitationCode: 'NOSUCH99' }));
    expect(res).toMatchObject({ code: Code.INVITATION_NOT_FOUND, msg: 'This invitation code does not exist.' });
    expect((await register(registerBody(account, code))).code).toBe(200);
  });

  it('links the new member to the member whose invitation code they used', async () => {
    const referrer = await registerMember(t, 'referrer@example.com');
    const { account, code } = await ready();
    const res = await register(registerBody(account, code, { invitationCode: referrer.invitationCode.toLowerCase() }));
    expect(res.code).toBe(200);
    const row = await t.app.db.kysely.selectFrom('users').select('referrer_id').where('id', '=', res.data.id).executeTakeFirstOrThrow();
    expect(row.referrer_id).toBe(referrer.id);
  });

  it('treats an empty invitation code as none', async () => {
    const { account, code } = await ready();
    expect((await register(registerBody(account, code, { invitationCode: '' }))).code).toBe(200);
  });

  it('requires an invitation code when the operator says so', async () => {
    await t.app.services.platform.set('requireInvite', true);
    try {
      const { account, code } = await ready();
      expect(await register(registerBody(account, code))).toMatchObject({ code: Code.INVITATION_REQUIRED });
    } finally {
      await t.app.services.platform.set('requireInvite', false);
    }
  });

  it("answers 'already registered' for a taken email, at the code and at registration", async () => {
    await registerMember(t, 'taken@example.com');
    const again = await sendCode(t.app, 'TAKEN@example.com', 'register', { headers: { 'accept-language': 'en-US' } });
    expect(again).toMatchObject({ code: Code.ALREADY_REGISTERED, msg: 'already registered' });
    const res = await register(registerBody('taken@example.com', '000000'), 'zh-TW');
    expect(res).toMatchObject({ code: Code.ALREADY_REGISTERED, msg: '已經註冊' });
  });

  it('gives every member a distinct number, nickname and invitation code', async () => {
    const members = [];
    for (let i = 0; i < 5; i++) members.push(await registerMember(t, `distinct${i}@example.com`));
    for (const key of ['memberNo', 'nickname', 'invitationCode'] as const) {
      expect(new Set(members.map((m) => m[key])).size).toBe(members.length);
    }
  });
});
