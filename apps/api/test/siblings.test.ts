import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { call, dialects, digest, login, readOutbox, registerMember } from './helpers';
import { useTestApp } from './suite';

describe.each(dialects)('several accounts per person on %s', (dialect) => {
  const t = useTestApp(dialect);

  const as = (token: string) => ({ satoken: token });
  const profile = (token: string) => call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: as(token) });
  const list = (token: string) => call(t.app, { method: 'GET', url: '/user/listMyUsers', headers: as(token) });
  const add = (token: string, nickname: string, password = 'sibling1') =>
    call(t.app, {
      method: 'POST',
      url: '/user/addUser',
      headers: as(token),
      payload: { nickname, password: digest(password), confirmPassword: digest(password) },
    });
  const switchTo = (token: string, userId: number) =>
    call(t.app, { method: 'POST', url: '/auth/switchUser', headers: as(token), payload: { userId } });

  async function person(email: string, invitationCode?: string) {
    const user = await registerMember(t, email, invitationCode ? { invitationCode } : {});
    return { ...user, email, token: (await login(t.app, email)).data.token };
  }

  it('adds a sibling that shares the person, signs in by its nickname and starts inactive', async () => {
    const referrer = await person('referrer@example.com');
    const owner = await person('owner@example.com', referrer.invitationCode);
    const added = await add(owner.token, 'SecondMe');
    expect(added).toMatchObject({
      code: 200,
      data: { nickname: 'SecondMe', isOwner: false, isCurrent: false, status: 'inactive', level: 0 },
    });

    const listed = await list(owner.token);
    expect(listed.data.max).toBe(Limits.accountsPerPerson);
    expect(
      listed.data.list.map((u: { nickname: string; isOwner: boolean; isCurrent: boolean }) => [u.nickname, u.isOwner, u.isCurrent]),
    ).toEqual([
      [owner.nickname, true, true],
      ['SecondMe', false, false],
    ]);

    const row = await t.app.db.kysely.selectFrom('users').selectAll().where('id', '=', added.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: owner.id, email: null, phone: null, referrer_id: referrer.id });

    const signIn = await login(t.app, 'secondme', 'sibling1');
    expect(signIn).toMatchObject({ code: 200, data: { user: { nickname: 'SecondMe', email: null } } });
    // The sibling sees the same family from its side.
    const fromSibling = await list(signIn.data.token);
    expect(fromSibling.data.list.map((u: { isCurrent: boolean }) => u.isCurrent)).toEqual([false, true]);
  });

  it('refuses a taken nickname, a bad one and mismatched passwords, each alone', async () => {
    const owner = await person('owner2@example.com');
    await add(owner.token, 'TakenName');
    expect((await add(owner.token, 'takenname')).code).toBe(Code.NICKNAME_TAKEN);
    expect((await add(owner.token, 'x')).code).toBe(Code.VALIDATION);
    const mismatch = await call(t.app, {
      method: 'POST',
      url: '/user/addUser',
      headers: as(owner.token),
      payload: { nickname: 'Fine123', password: digest('a12345'), confirmPassword: digest('b12345') },
    });
    expect(mismatch).toMatchObject({ status: 400, code: Code.VALIDATION });
    expect((await list(owner.token)).data.list).toHaveLength(2);
  });

  it('holds at most the limit of accounts per person, even when adds arrive together', async () => {
    const owner = await person('owner3@example.com');
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => add(owner.token, `Many${i}x`)));
    const codes = answers.map((a) => a.code);
    expect(codes.filter((c) => c === 200)).toHaveLength(Limits.accountsPerPerson - 1);
    expect(codes.filter((c) => c === Code.ACCOUNT_LIMIT)).toHaveLength(8 - (Limits.accountsPerPerson - 1));
    expect((await list(owner.token)).data.list).toHaveLength(Limits.accountsPerPerson);
  });

  it('switches to a sibling and back; each switched-from token answers 601', async () => {
    const owner = await person('owner4@example.com');
    const sibling = (await add(owner.token, 'SwitchMe')).data;

    const toSibling = await switchTo(owner.token, sibling.id);
    expect(toSibling).toMatchObject({ code: 200, data: { user: { id: sibling.id, nickname: 'SwitchMe' } } });
    expect((await profile(owner.token)).code).toBe(Code.TOKEN_REPLACED);
    expect((await profile(toSibling.data.token)).data.id).toBe(sibling.id);

    const back = await switchTo(toSibling.data.token, owner.id);
    expect(back.data.user.id).toBe(owner.id);
    expect((await profile(toSibling.data.token)).code).toBe(Code.TOKEN_REPLACED);
    expect((await profile(back.data.token)).data.id).toBe(owner.id);
  });

  it('one switch gives one token, even when the same token switches twice at once', async () => {
    const owner = await person('owner5@example.com');
    const sibling = (await add(owner.token, 'Racer1')).data;
    const answers = await Promise.all([switchTo(owner.token, sibling.id), switchTo(owner.token, sibling.id)]);
    expect(answers.map((a) => a.code).sort()).toEqual([200, Code.TOKEN_REPLACED]);
  });

  it('refuses to switch to someone else’s account, to itself, to an unknown id or to a disabled sibling', async () => {
    const owner = await person('owner6@example.com');
    const stranger = await person('stranger@example.com');
    const strangerSibling = (await add(stranger.token, 'NotYours')).data;
    expect((await switchTo(owner.token, stranger.id)).code).toBe(Code.NOT_MY_ACCOUNT);
    expect((await switchTo(owner.token, strangerSibling.id)).code).toBe(Code.NOT_MY_ACCOUNT);
    expect((await switchTo(owner.token, owner.id)).code).toBe(Code.NOT_MY_ACCOUNT);
    expect((await switchTo(owner.token, 99_999_999)).code).toBe(Code.NOT_MY_ACCOUNT);
    expect((await switchTo(owner.token, -1)).code).toBe(Code.VALIDATION);

    const sibling = (await add(owner.token, 'Disabled1')).data;
    await t.app.db.kysely.updateTable('users').set({ status: 'disabled' }).where('id', '=', sibling.id).execute();
    expect((await switchTo(owner.token, sibling.id)).code).toBe(Code.SWITCH_TARGET_DISABLED);
    // Every refusal left the caller signed in.
    expect((await profile(owner.token)).code).toBe(200);
  });

  it('switchUser is served for GET too (spec §7 lists it as GET)', async () => {
    const owner = await person('owner7@example.com');
    const sibling = (await add(owner.token, 'ViaGet1')).data;
    const res = await call(t.app, {
      method: 'GET',
      url: '/auth/switchUser',
      query: { userId: String(sibling.id) },
      headers: as(owner.token),
    });
    expect(res.data.user.id).toBe(sibling.id);
  });

  it("a sibling's codes go to its person's address, and its payment password is its own", async () => {
    const owner = await person('owner8@example.com');
    const sibling = (await add(owner.token, 'PaySib1')).data;
    const token = (await switchTo(owner.token, sibling.id)).data.token;
    t.clock.advance(61_000);
    const applied = await call(t.app, {
      method: 'GET',
      url: '/personInfo/applyModifyPassword',
      query: { updateType: '2' },
      headers: as(token),
    });
    expect(applied).toMatchObject({ code: 200, data: { destination: 'o***8@example.com' } });
    const sent = readOutbox(t.dataDir).at(-1)!;
    expect(sent).toMatchObject({ to: 'owner8@example.com', purpose: 'pay' });
    const set = await call(t.app, {
      method: 'POST',
      url: '/personInfo/setPayPassword',
      headers: as(token),
      payload: { payPassword: digest('123456'), code: sent.code },
    });
    expect(set.data).toMatchObject({ id: sibling.id, isSetPayPassword: true });
    const ownerRow = await t.app.db.kysely
      .selectFrom('users')
      .select('pay_password_hash')
      .where('id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(ownerRow.pay_password_hash).toBeNull();
    // sendCode with purpose pay to the person's address works from the sibling's session too.
    t.clock.advance(61_000);
    const direct = await call(t.app, {
      method: 'GET',
      url: '/sms/sendCode',
      query: { account: 'owner8@example.com', purpose: 'pay' },
      headers: as(token),
    });
    expect(direct.code).toBe(200);
  });
});
