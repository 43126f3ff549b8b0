import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { call, dialects, lastCodeFor, login, registerBody, registerMember, sendCode } from './helpers';
import { useTestApp } from './suite';

// Requests fired together must not beat the rules that a sequence of requests obeys: the limits are
// enforced by conditional updates and atomic counters in the database, on both engines.
describe.each(dialects)('concurrent requests on %s', (dialect) => {
  const t = useTestApp(dialect);

  it('one code registers one account, however many requests race with it', async () => {
    const account = 'race@example.com';
    await sendCode(t.app, account);
    const code = lastCodeFor(t.dataDir, account);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => call(t.app, { method: 'POST', url: '/user/register', payload: registerBody(account, code) })),
    );
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    for (const r of results.filter((r) => r.code !== 200)) {
      expect([Code.ALREADY_REGISTERED, Code.CODE_NOT_REQUESTED]).toContain(r.code);
    }
    const rows = await t.app.db.kysely.selectFrom('users').select('id').where('email', '=', account).execute();
    expect(rows).toHaveLength(1);
  });

  it('parallel wrong guesses never get more than five tries at a code', async () => {
    const account = 'guess@example.com';
    await sendCode(t.app, account);
    const code = lastCodeFor(t.dataDir, account);
    const guesses = Array.from({ length: 20 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));
    await Promise.all(guesses.map((g) => call(t.app, { method: 'POST', url: '/user/register', payload: registerBody(account, g) })));
    const row = await t.app.db.kysely
      .selectFrom('verification_codes')
      .select('attempts')
      .where('destination', '=', account)
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(Limits.codeMaxTries);
    expect((await call(t.app, { method: 'POST', url: '/user/register', payload: registerBody(account, code) })).code).toBe(Code.CODE_VOID);
  });

  it('parallel password guesses cannot outrun the per-account limit', async () => {
    await registerMember(t, 'target@example.com');
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(t.app, 'target@example.com', `guess-${i}`, { remoteAddress: `10.8.0.${i}` })),
    );
    const checked = results.filter((r) => r.code === Code.LOGIN_FAILED).length;
    const throttled = results.filter((r) => r.code === Code.LOGIN_THROTTLED).length;
    expect(checked).toBe(Limits.loginAttemptsPerAccount);
    expect(throttled).toBe(25 - Limits.loginAttemptsPerAccount);
  });

  it('parallel code requests to one address send exactly one code', async () => {
    const account = 'burst@example.com';
    const results = await Promise.all(Array.from({ length: 6 }, () => sendCode(t.app, account)));
    expect(results.filter((r) => r.code === 200)).toHaveLength(1);
    expect(results.filter((r) => r.code === Code.CODE_TOO_SOON)).toHaveLength(5);
  });
});
