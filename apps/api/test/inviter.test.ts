import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects, registerMember } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

/** The invitation page says who invited the newcomer (issue 19 #12): GET /user/inviter?code=. */
describe.each(dialects)('the inviter of an invitation code (%s)', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });

  const inviter = (code: string, language = 'en-US') =>
    call(t.app, { method: 'GET', url: '/user/inviter', query: { code }, headers: { 'accept-language': language } });

  it('answers the nickname and avatar only, for the code in any case, without signing in', async () => {
    const referrer = await registerMember(t, 'inviter@example.com');
    const res = await inviter(referrer.invitationCode.toLowerCase());
    expect(res.code).toBe(200);
    expect(res.data).toEqual({ nickname: referrer.nickname, avatar: null });
  });

  it('an unknown or malformed code, or a disabled inviter, is refused in the member language', async () => {
    expect(await inviter('ZZZZ9999')).toMatchObject({ code: Code.INVITATION_NOT_FOUND });
    expect(await inviter('no!', 'zh-TW')).toMatchObject({ code: Code.VALIDATION, status: 400 });
    const referrer = await registerMember(t, 'disabled-inviter@example.com');
    const disabled = await operator(t, {
      method: 'POST',
      url: `/admin/members/${referrer.id}/status`,
      payload: { disabled: true, reason: 'fraud report' },
    });
    expect(disabled.code).toBe(200);
    expect(await inviter(referrer.invitationCode)).toMatchObject({ code: Code.INVITATION_NOT_FOUND });
  });
});
