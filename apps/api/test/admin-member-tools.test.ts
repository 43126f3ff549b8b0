import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { asAdmin } from './admin-helpers';
import { call, dialects, digest, lastCodeFor, login } from './helpers';
import { platformDay } from '../src/lib/clock';
import { useTestApp } from './suite';
import { pay, wallet, WALLET_ENV } from './wallet-helpers';

const UU = (units: number) => units * 100;
const MINUTE = 60_000;

type Session = { id: number; email: string; token: string };

// Issue 17 "Also deliver" → Member tools: password resets the operator never sees, lifting a
// payment lock, tags and notes, balances in the members list, each under the permission table.
describe.each(dialects)('member tools of the back office on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let admin: Session;
  let operatorSession: Session;
  let finance: Session;
  beforeAll(async () => {
    admin = await t.operator('admin');
    operatorSession = await t.operator('operator');
    finance = await t.operator('finance');
  });

  const reset = (id: number, kind: string, session = operatorSession) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/members/${id}/password/reset`, payload: { kind } });
  const lift = (id: number, session = operatorSession) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/members/${id}/pay-lock/lift` });
  const setTags = (id: number, tags: unknown, session = operatorSession) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/members/${id}/tags`, payload: { tags } });
  const setNote = (id: number, note: string, session = operatorSession) =>
    asAdmin(t, session, { method: 'POST', url: `/admin/members/${id}/note`, payload: { note } });
  const detail = (id: number) => asAdmin(t, operatorSession, { method: 'GET', url: `/admin/members/${id}` });
  const profile = (token: string) => call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: token } });
  const auditOf = async (action: string, id: number) =>
    (await asAdmin(t, admin, { method: 'GET', url: '/admin/audit', query: { action, targetId: String(id) } })).data;

  it('a login password reset: the old one stops working, every session ends, and the member sets a new one with the code sent', async () => {
    const m = await t.readyMember();
    expect((await profile(m.token)).code).toBe(200);
    t.clock.advance(61_000);
    const res = await reset(m.id, 'login');
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ kind: 'login', codeSent: true });
    expect(res.data.destination).not.toBe(m.email);
    expect(res.data.destination).toContain('@example.com');
    expect(JSON.stringify(res.data)).not.toMatch(/password|hash|\d{6}/i);

    // Out at once, and the old password no longer signs in.
    expect((await profile(m.token)).code).toBe(Code.TOKEN_INVALID);
    expect((await login(t.app, m.email)).code).not.toBe(200);
    // The code the member received sets a new one on the forgot-password page (getBack).
    const code = lastCodeFor(t.dataDir, m.email);
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/user/resetPassword',
      payload: {
        account: m.email,
        code: code === '000000' ? '111111' : '000000',
        password: digest('fresh-pass-1'),
        confirmPassword: digest('fresh-pass-1'),
      },
    });
    expect(wrong.code).toBe(Code.CODE_WRONG);
    const done = await call(t.app, {
      method: 'POST',
      url: '/user/resetPassword',
      payload: { account: m.email, code, password: digest('fresh-pass-1'), confirmPassword: digest('fresh-pass-1') },
    });
    expect(done.code).toBe(200);
    expect((await login(t.app, m.email, 'fresh-pass-1')).code).toBe(200);

    const [entry] = (await auditOf('adminResetMemberPassword', m.id)).list;
    expect(entry).toMatchObject({ adminEmail: operatorSession.email, targetType: 'member', targetId: String(m.id) });
    expect(JSON.stringify(entry)).not.toContain('$argon2');
  });

  it('a payment password reset clears it with its lock; the member sets a new one with the code, and pays with it', async () => {
    const m = await t.readyMember({ uu: UU(50) });
    const to = await t.readyMember();
    t.clock.advance(61_000);
    const res = await reset(m.id, 'pay');
    expect(res.data).toMatchObject({ kind: 'pay', codeSent: true });
    // The member stays signed in; the old payment password pays no more.
    expect((await profile(m.token)).data.isSetPayPassword).toBe(false);
    expect((await pay(t, m, '/transferUu', { to: to.email, amount: '1' })).code).toBe(Code.PAY_PASSWORD_NOT_SET);
    expect((await detail(m.id)).data.member).toMatchObject({ payPasswordSet: false, payLockedUntil: null });

    const set = await call(t.app, {
      method: 'POST',
      url: '/personInfo/setPayPassword',
      headers: { satoken: m.token },
      payload: { payPassword: digest('135790'), code: lastCodeFor(t.dataDir, m.email) },
    });
    expect(set.code).toBe(200);
    expect((await pay(t, m, '/transferUu', { to: to.email, amount: '1', payPassword: digest('135790') })).code).toBe(200);
    expect((await wallet(t, m)).balances.UU).toBe('49.00');
  });

  it('a code sent a moment ago leaves the reset done and says no code went (the member asks on the same screen)', async () => {
    const m = await t.readyMember();
    t.clock.advance(61_000);
    expect((await reset(m.id, 'pay')).data.codeSent).toBe(true);
    const again = await reset(m.id, 'pay');
    expect(again.code).toBe(200);
    expect(again.data).toMatchObject({ kind: 'pay', codeSent: false });
    expect((await reset(m.id, 'both')).code).toBe(Code.VALIDATION);
    expect((await reset(999_999, 'login')).code).toBe(Code.MEMBER_NOT_FOUND);
  });

  it('lifting a payment lock lets the member pay again at once; shown on the detail, audited', async () => {
    const m = await t.readyMember({ uu: UU(20) });
    const to = await t.readyMember();
    for (let i = 0; i < 5; i++) await pay(t, m, '/transferUu', { to: to.email, amount: '1', payPassword: digest('000000') });
    expect((await pay(t, m, '/transferUu', { to: to.email, amount: '1' })).code).toBe(Code.PAY_PASSWORD_LOCKED);
    const locked = (await detail(m.id)).data.member.payLockedUntil;
    expect(locked).toBe(t.clock.now() + 15 * MINUTE);

    // Finance reads members but may not lift the lock.
    const refused = await lift(m.id, finance);
    expect([refused.status, refused.code]).toEqual([403, Code.ROLE_FORBIDDEN]);
    expect((await lift(m.id)).data).toEqual({ lifted: true });
    expect((await lift(m.id)).data).toEqual({ lifted: false });
    expect((await detail(m.id)).data.member.payLockedUntil).toBeNull();
    const paid = await pay(t, m, '/transferUu', { to: to.email, amount: '1' });
    expect(paid.code).toBe(200);
    // The count of wrong tries started again: one wrong guess does not lock.
    expect((await pay(t, m, '/transferUu', { to: to.email, amount: '1', payPassword: digest('000000') })).code).toBe(
      Code.PAY_PASSWORD_WRONG,
    );

    const log = await auditOf('adminLiftPayLock', m.id);
    expect(log.total).toBe(2);
    const first = log.list.at(-1);
    expect(first.before.pay_locked_until).toBe(locked);
    expect(first.after.pay_locked_until).toBeNull();
  });

  it('tags: a few short ones per member, kept once in any case, shown in the list and filtered by; a note on the detail', async () => {
    const a = await t.readyMember({ uu: UU(12) });
    const b = await t.readyMember();
    const tag = `VIP-${a.id}`;
    const set = await setTags(a.id, [tag, ' follow up ', tag.toLowerCase()]);
    expect(set.data).toEqual({ tags: [tag, 'follow up'] });
    await setTags(b.id, ['follow up']);
    expect((await setTags(a.id, ['x'.repeat(17)])).code).toBe(Code.VALIDATION);
    expect((await setTags(a.id, ['1', '2', '3', '4', '5', '6'])).code).toBe(Code.VALIDATION);
    expect((await setTags(a.id, [''])).code).toBe(Code.VALIDATION);

    const list = async (query: Record<string, string>) =>
      (await asAdmin(t, finance, { method: 'GET', url: '/admin/members', query })).data as {
        list: { id: number; tags: string[]; balances: Record<string, string> }[];
      };
    const only = await list({ tag });
    expect(only.list.map((r) => r.id)).toEqual([a.id]);
    expect(only.list[0]).toMatchObject({
      tags: [tag, 'follow up'],
      balances: { UU: '12.00', U: '0.00', FB: '0.00', KB: '0.00', CRC: '0.00' },
    });
    expect((await list({ tag: 'follow up' })).list.map((r) => r.id)).toEqual([b.id, a.id]);
    expect((await list({ tag: 'nobody-has-it' })).list).toEqual([]);
    const counts = (await asAdmin(t, operatorSession, { method: 'GET', url: '/admin/member-tags' })).data as {
      tag: string;
      members: number;
    }[];
    expect(counts.find((c) => c.tag === 'follow up')?.members).toBeGreaterThanOrEqual(2);
    expect(counts.find((c) => c.tag === tag)?.members).toBe(1);

    // Removing one keeps the other in its place; an empty list removes them all.
    expect((await setTags(a.id, ['follow up'])).data).toEqual({ tags: ['follow up'] });
    expect((await list({ tag })).list).toEqual([]);

    const noted = await setNote(a.id, '  Called 2/3: prefers email.  ');
    expect(noted.data.note).toMatchObject({ text: 'Called 2/3: prefers email.', adminName: expect.any(String) });
    const d = (await detail(a.id)).data;
    expect(d.tags).toEqual(['follow up']);
    expect(d.note.text).toBe('Called 2/3: prefers email.');
    expect((await setNote(a.id, 'x'.repeat(1001))).code).toBe(Code.VALIDATION);
    expect((await setNote(a.id, '')).data).toEqual({ note: null });
    expect((await detail(a.id)).data.note).toBeNull();

    // Finance may read but not tag; the audit shows the tags before and after.
    expect((await setTags(a.id, ['x'], finance)).code).toBe(Code.ROLE_FORBIDDEN);
    const log = await auditOf('adminSetMemberTags', a.id);
    const first = log.list.at(-1);
    expect(first.before.tags).toEqual([]);
    expect(first.after.tags).toEqual([tag, 'follow up']);
  });

  it("the members export (an operator's, with members.export) carries the tags and the five balances", async () => {
    const m = await t.readyMember({ uu: UU(7) });
    await setTags(m.id, ['大戶', 'follow up']);
    const day = platformDay(t.clock.now(), 'Asia/Taipei');
    const res = await t.app.inject({
      method: 'GET',
      url: '/admin/exports/members.xlsx',
      query: { from: day, to: day },
      headers: { 'x-admin-token': operatorSession.token, 'accept-language': 'zh-TW' },
    });
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const rows: ExcelJS.Row[] = [];
    book.worksheets[0]!.eachRow((row) => rows.push(row));
    const header = (rows[0]!.values as unknown[]).slice(1);
    expect(header).toEqual(expect.arrayContaining(['UU 餘額', 'U 餘額', 'FB 餘額', 'KB 餘額', 'CRC 餘額', '標籤']));
    const cell = (row: ExcelJS.Row, name: string) => row.getCell(header.indexOf(name) + 1).value;
    const mine = rows.find((r) => cell(r, '會員編號') === m.memberNo)!;
    expect(cell(mine, '標籤')).toBe('大戶, follow up');
    expect(cell(mine, 'UU 餘額')).toBe(7);
  });

  it('a custom role without members.security may not reset passwords; the operator preset holds it', async () => {
    const m = await t.readyMember();
    const role = await asAdmin(t, admin, {
      method: 'POST',
      url: '/admin/roles',
      payload: { name: `Service ${m.id}`, permissions: ['members.view', 'members.edit'] },
    });
    const service = await t.operator(role.data.id as string);
    const refused = await reset(m.id, 'login', service);
    expect([refused.status, refused.code]).toEqual([403, Code.ROLE_FORBIDDEN]);
    expect((await setTags(m.id, ['called'], service)).code).toBe(200);
    const roles = (await asAdmin(t, admin, { method: 'GET', url: '/admin/roles' })).data as { id: string; permissions: string[] }[];
    expect(roles.find((r) => r.id === 'operator')!.permissions).toContain('members.security');
    expect(roles.find((r) => r.id === 'finance')!.permissions).not.toContain('members.security');
    // Nothing was reset: the member still signs in with the password.
    expect((await login(t.app, m.email)).code).toBe(200);
  });
});
