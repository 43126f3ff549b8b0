import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ROLES, type AdminRole } from '@uu/contract/admin';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { routes } from '@uu/contract/all-routes';
import type { RouteDef } from '@uu/contract/routes';
import { ADMIN_PASSWORD, asAdmin } from './admin-helpers';
import rolesBeforePermissions from './back-office-roles.json';
import { call, createTestApp, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { addCard, ledgerClean, operator, PAY, pay, wallet, WALLET_ENV } from './wallet-helpers';

const UU = (units: number) => units * 100;

/** Every back-office route of the contract, with its path filled. */
const backOffice = Object.entries(routes as Record<string, RouteDef>)
  .filter(([, def]) => def.auth === 'operator')
  .map(([name, def]) => ({ name, def, url: def.path.replace(':id', '1').replace(':slug', 'guide') }));

describe.each(dialects)('back office on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let store = 0;
  const sessions = {} as Record<AdminRole, { id: number; email: string; token: string }>;
  beforeAll(async () => {
    store = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
      })
    ).data.id;
    for (const role of ADMIN_ROLES) sessions[role] = await t.operator(role, role === 'clerk' ? store : null);
  });

  it('creates the first admin once, with a generated password in a file that signs in', async () => {
    const fresh = await createTestApp(dialect, { env: WALLET_ENV });
    try {
      const first = await fresh.app.services.admins.ensureFirstAdmin(undefined, undefined);
      expect(first).toMatchObject({ email: 'admin@uu.example', generated: true });
      expect(await fresh.app.services.admins.ensureFirstAdmin(undefined, undefined)).toBeNull();
      const password = fs.readFileSync(first!.passwordFile!, 'utf8').split('\n')[1];
      const login = await call(fresh.app, { method: 'POST', url: '/admin/auth/login', payload: { email: first!.email, password } });
      expect(login.data.admin).toMatchObject({ role: 'admin', email: 'admin@uu.example' });
      // Only the hash is kept.
      const row = await fresh.app.db.kysely.selectFrom('admin_users').select('password_hash').executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^\$argon2id\$/);
    } finally {
      await fresh.close();
    }
  });

  it('has back-office routes, each naming the permission it needs', () => {
    expect(backOffice.length).toBeGreaterThan(30);
    for (const { name, def } of backOffice) expect(def.permission, name).toBeDefined();
    // The built-in presets keep what each role could call before the permission table (its snapshot).
    expect(backOffice.map((r) => r.name).sort()).toEqual(Object.keys(rolesBeforePermissions).sort());
  });

  it.each(backOffice)(
    '$name ($def.method $def.path): refused without credentials and to every built-in role that could not call it before',
    async ({ def, url, name }) => {
      const method = def.method;
      const none = await call(t.app, { method, url });
      expect([none.status, none.code], 'no credentials').toEqual([403, Code.OPERATOR_ONLY]);
      const forged = await call(t.app, { method, url, headers: { 'x-admin-token': 'not-a-session' } });
      expect([forged.status, forged.code], 'unknown session').toEqual([401, Code.ADMIN_SESSION_INVALID]);
      for (const role of ADMIN_ROLES) {
        const allowed = (rolesBeforePermissions as Record<string, string[]>)[name]!.includes(role);
        if (allowed && name === 'adminLogout') continue;
        const res = await asAdmin(t, sessions[role], { method, url });
        if (allowed) expect([Code.ROLE_FORBIDDEN, Code.OPERATOR_ONLY, Code.ADMIN_SESSION_INVALID], `${role} may`).not.toContain(res.code);
        else expect([res.status, res.code], `${role} may not`).toEqual([403, Code.ROLE_FORBIDDEN]);
      }
    },
  );

  it('signs in with the password, throttles failures per email, and a session ends on sign-out', async () => {
    const email = `op-${randomUUID().slice(0, 6)}@back.office`;
    await t.app.services.admins.save({ email, name: 'Op', role: 'operator', storeId: null, password: ADMIN_PASSWORD, disabled: false });
    const attempt = (password: string) =>
      call(t.app, { method: 'POST', url: '/admin/auth/login', payload: { email, password }, remoteAddress: '10.1.1.1' });
    // An unknown email and a wrong password get the same answer.
    const unknown = await call(t.app, {
      method: 'POST',
      url: '/admin/auth/login',
      payload: { email: 'nobody@back.office', password: 'whatever-123' },
    });
    expect(unknown.code).toBe(Code.ADMIN_SIGN_IN_FAILED);
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).code).toBe(Code.ADMIN_SIGN_IN_FAILED);
    const locked = await attempt(ADMIN_PASSWORD);
    expect([locked.status, locked.code]).toEqual([429, Code.ADMIN_SIGN_IN_LOCKED]);
    expect(locked.msg).toMatch(/\d+ 分鐘/);
    t.clock.advance(16 * 60_000);
    const ok = await attempt(ADMIN_PASSWORD);
    expect(ok.data.admin).toMatchObject({ email, role: 'operator', storeId: null });
    const me = await asAdmin(t, ok.data, { method: 'GET', url: '/admin/auth/me' });
    expect(me.data).toMatchObject({ email, name: 'Op', role: 'operator' });
    // Only the token's hash is stored.
    const stored = await t.app.db.kysely.selectFrom('admin_sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(ok.data.token);
    expect((await asAdmin(t, ok.data, { method: 'POST', url: '/admin/auth/logout' })).code).toBe(200);
    expect((await asAdmin(t, ok.data, { method: 'GET', url: '/admin/auth/me' })).code).toBe(Code.ADMIN_SESSION_INVALID);
  });

  it('a locked-out account shows as locked on the operators list, and an admin lifts it at once (audited)', async () => {
    const email = `lock-${randomUUID().slice(0, 6)}@back.office`;
    const saved = await t.app.services.admins.save({
      email,
      name: 'Locked',
      role: 'operator',
      storeId: null,
      password: ADMIN_PASSWORD,
      disabled: false,
    });
    const attempt = (password: string) =>
      call(t.app, { method: 'POST', url: '/admin/auth/login', payload: { email, password }, remoteAddress: '10.1.2.3' });
    const admin = await t.operator('admin');
    const listed = async () =>
      (await asAdmin(t, admin, { method: 'GET', url: '/admin/operators' })).data.find((a: { id: number }) => a.id === saved.id);
    expect((await listed()).lockedUntil).toBeNull();
    for (let i = 0; i < 5; i++) expect((await attempt('wrong-password')).code).toBe(Code.ADMIN_SIGN_IN_FAILED);
    expect((await attempt(ADMIN_PASSWORD)).code).toBe(Code.ADMIN_SIGN_IN_LOCKED);
    const locked = await listed();
    expect(locked).toMatchObject({ disabled: false });
    expect(locked.lockedUntil).toBeGreaterThan(t.clock.now());
    expect(locked.lockedUntil).toBeLessThanOrEqual(t.clock.now() + 15 * 60_000);

    // Only an admin may lift it.
    expect((await asAdmin(t, sessions.operator, { method: 'POST', url: `/admin/operators/${saved.id}/unlock` })).code).toBe(
      Code.ROLE_FORBIDDEN,
    );
    const unlocked = await asAdmin(t, admin, { method: 'POST', url: `/admin/operators/${saved.id}/unlock` });
    expect(unlocked.code).toBe(200);
    expect(unlocked.data).toMatchObject({ id: saved.id, lockedUntil: null });
    expect((await listed()).lockedUntil).toBeNull();
    expect((await attempt(ADMIN_PASSWORD)).code).toBe(200);
    expect((await asAdmin(t, admin, { method: 'POST', url: '/admin/operators/999999/unlock' })).code).toBe(Code.ADMIN_NOT_FOUND);

    const log = await asAdmin(t, admin, { method: 'GET', url: '/admin/audit', query: { action: 'unlockAdminUser' } });
    expect(log.data.list[0]).toMatchObject({
      adminId: admin.id,
      action: 'unlockAdminUser',
      targetType: 'admin',
      targetId: String(saved.id),
    });
  });

  it('a session idles out after two hours; a member token is no back-office session', async () => {
    const s = await t.operator('finance');
    t.clock.advance(2 * 3600_000);
    expect((await asAdmin(t, s, { method: 'GET', url: '/admin/auth/me' })).code).toBe(Code.ADMIN_SESSION_INVALID);
    const m = await t.readyMember();
    expect((await call(t.app, { method: 'GET', url: '/admin/auth/me', headers: { 'x-admin-token': m.token } })).code).toBe(
      Code.ADMIN_SESSION_INVALID,
    );
    // The others' sessions, idle as long, are signed in again for the tests after this one.
    for (const role of ADMIN_ROLES) sessions[role] = await t.operator(role, role === 'clerk' ? store : null);
  });

  it('admins manage accounts: a disabled or changed account loses its sessions, and the last admin stays', async () => {
    const clerk = await t.operator('clerk', store);
    const list = await asAdmin(t, sessions.admin, { method: 'GET', url: '/admin/operators' });
    const row = (list.data as { id: number; email: string; storeName: string | null }[]).find((a) => a.email === clerk.email);
    expect(row).toMatchObject({ storeName: '門市', disabled: false });
    // A clerk needs a store.
    const noStore = await asAdmin(t, sessions.admin, {
      method: 'POST',
      url: '/admin/operators',
      payload: { id: clerk.id, email: clerk.email, name: 'C', role: 'clerk' },
    });
    expect(noStore.code).toBe(Code.VALIDATION);
    const disabled = await asAdmin(t, sessions.admin, {
      method: 'POST',
      url: '/admin/operators',
      payload: { id: clerk.id, email: clerk.email, name: 'C', role: 'clerk', storeId: store, disabled: true },
    });
    expect(disabled.data).toMatchObject({ disabled: true });
    expect((await asAdmin(t, clerk, { method: 'GET', url: '/admin/auth/me' })).code).toBe(Code.ADMIN_SESSION_INVALID);
    expect(
      (await call(t.app, { method: 'POST', url: '/admin/auth/login', payload: { email: clerk.email, password: ADMIN_PASSWORD } })).code,
    ).toBe(Code.ADMIN_SIGN_IN_FAILED);
    // Taken email.
    const taken = await asAdmin(t, sessions.admin, {
      method: 'POST',
      url: '/admin/operators',
      payload: { email: clerk.email, name: 'X', role: 'operator', password: 'another-pass-1' },
    });
    expect(taken.code).toBe(Code.ADMIN_EMAIL_TAKEN);
    // Every admin but one is demoted; the last one cannot be.
    const admins = (await asAdmin(t, sessions.admin, { method: 'GET', url: '/admin/operators' })).data as {
      id: number;
      email: string;
      role: string;
      disabled: boolean;
    }[];
    const active = admins.filter((a) => a.role === 'admin' && !a.disabled);
    const keep = active.find((a) => a.id === sessions.admin.id)!;
    for (const other of active.filter((a) => a.id !== keep.id)) {
      expect(
        (
          await asAdmin(t, sessions.admin, {
            method: 'POST',
            url: '/admin/operators',
            payload: { id: other.id, email: other.email, name: 'ex', role: 'operator' },
          })
        ).code,
      ).toBe(200);
    }
    const last = await asAdmin(t, sessions.admin, {
      method: 'POST',
      url: '/admin/operators',
      payload: { id: keep.id, email: keep.email, name: 'me', role: 'finance' },
    });
    expect(last.code).toBe(Code.LAST_ADMIN);
  });

  it('writes an audit row for each change: who, what, when, before and after, filterable', async () => {
    const m = await t.readyMember();
    const op = sessions.operator;
    expect((await asAdmin(t, op, { method: 'POST', url: `/admin/member/${m.id}/level`, payload: { level: 3 } })).code).toBe(200);
    const log = await asAdmin(t, sessions.admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { targetType: 'member', targetId: String(m.id) },
    });
    expect(log.data.total).toBeGreaterThanOrEqual(1);
    const entry = log.data.list[0];
    expect(entry).toMatchObject({
      adminId: op.id,
      adminEmail: op.email,
      action: 'setMemberLevel',
      targetType: 'member',
      targetId: String(m.id),
    });
    expect(entry.before.level).toBe(0);
    expect(entry.after.level).toBe(3);
    // Secrets never reach the log.
    expect(JSON.stringify(entry)).not.toMatch(/argon2/);
    expect(entry.after.password_hash).toBe('[redacted]');
    // The integration key is audited as no person; reads are not audited.
    await operator(t, { method: 'POST', url: `/admin/member/${m.id}/level`, payload: { level: 2 } });
    const byKey = await asAdmin(t, sessions.admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { action: 'setMemberLevel', targetId: String(m.id) },
    });
    expect(byKey.data.list[0]).toMatchObject({ adminId: null, before: { level: 3 }, after: { level: 2 } });
    const reads = await asAdmin(t, sessions.admin, { method: 'GET', url: '/admin/audit', query: { action: 'listAudit' } });
    expect(reads.data.total).toBe(0);
    // Sign-ins are audited, and an operator may not read the log.
    const signIns = await asAdmin(t, sessions.admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { action: 'adminSignIn', adminId: String(op.id) },
    });
    expect(signIns.data.total).toBeGreaterThanOrEqual(1);
    expect((await asAdmin(t, op, { method: 'GET', url: '/admin/audit' })).code).toBe(Code.ROLE_FORBIDDEN);
  });

  it('a clerk redeems write-off codes of their own store only; a refund and a rejected withdrawal leave the ledger clean', async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '類別' } } })).data.id;
    const other = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/store',
        payload: { name: { 'zh-Hant': '別店' }, address: { 'zh-Hant': '高雄市' }, latitude: 22.6, longitude: 120.3 },
      })
    ).data.id;
    const goods = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '核銷' },
          description: { 'zh-Hant': '' },
          price: '100',
          fbPercent: 0,
          deliveryType: 'writeoff',
          stock: 10,
          storeIds: [store, other],
        },
      })
    ).data.id;
    const m = await t.readyMember({ uu: UU(1000) });
    const buy = async (storeId: number) => {
      const order = await call(t.app, {
        method: 'POST',
        url: '/planHistory/submitOrder',
        headers: { satoken: m.token, 'idempotency-key': randomUUID() },
        payload: { goodsId: goods, quantity: 1, storeId },
      });
      const paid = await call(t.app, {
        method: 'POST',
        url: '/planHistory/updatePlanHistory',
        headers: { satoken: m.token, 'idempotency-key': randomUUID() },
        payload: { action: 'pay', id: order.data.id, payPassword: digest(PAY) },
      });
      expect(paid.data.status).toBe(OrderStatus.pendingWriteOff);
      return paid.data as { id: number; writeOffCode: string };
    };
    const mine = await buy(store);
    const theirs = await buy(other);
    const clerk = sessions.clerk;
    expect((await asAdmin(t, clerk, { method: 'POST', url: '/admin/orders/redeem', payload: { code: theirs.writeOffCode } })).code).toBe(
      Code.STORE_FORBIDDEN,
    );
    const redeemed = await asAdmin(t, clerk, { method: 'POST', url: '/admin/orders/redeem', payload: { code: mine.writeOffCode } });
    expect(redeemed.data.status).toBe(OrderStatus.done);
    // A clerk may not refund; finance may.
    expect((await asAdmin(t, clerk, { method: 'POST', url: `/admin/orders/${theirs.id}/refund`, payload: { reason: 'x' } })).code).toBe(
      Code.ROLE_FORBIDDEN,
    );
    const refunded = await asAdmin(t, sessions.finance, {
      method: 'POST',
      url: `/admin/orders/${theirs.id}/refund`,
      payload: { reason: '門市停業' },
    });
    expect(refunded.data.status).toBe(OrderStatus.refunded);
    expect((await wallet(t, m)).balances.UU).toBe('900.00');

    const card = await addCard(t, m);
    const withdrawal = await pay(t, m, '/withdraw', { amount: '300', destinationType: 'bank', destinationId: card.id });
    expect(withdrawal.code).toBe(200);
    expect((await wallet(t, m)).balances.UU).toBe('600.00');
    expect(
      (
        await asAdmin(t, sessions.operator, {
          method: 'POST',
          url: `/admin/wallet/withdrawal/${withdrawal.data.id}/review`,
          payload: { decision: 'reject', reason: 'x' },
        })
      ).code,
    ).toBe(Code.ROLE_FORBIDDEN);
    const rejected = await asAdmin(t, sessions.finance, {
      method: 'POST',
      url: `/admin/wallet/withdrawal/${withdrawal.data.id}/review`,
      payload: { decision: 'reject', reason: '戶名不符' },
    });
    expect(rejected.code).toBe(200);
    expect((await wallet(t, m)).balances.UU).toBe('900.00');
    expect(await ledgerClean(t)).toEqual([]);
    const audited = await asAdmin(t, sessions.admin, {
      method: 'GET',
      url: '/admin/audit',
      query: { targetType: 'withdrawal', targetId: String(withdrawal.data.id) },
    });
    expect(audited.data.list[0]).toMatchObject({ action: 'reviewWithdrawal', adminId: sessions.finance.id });
  });
});
