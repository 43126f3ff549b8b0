import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '@uu/contract/admin-permissions';
import { Code } from '@uu/contract/codes';
import { adminSession, asAdmin } from './admin-helpers';
import { dialects } from './helpers';
import { useTestApp } from './suite';
import { WALLET_ENV } from './wallet-helpers';

type Session = Awaited<ReturnType<typeof adminSession>>;

// Issue 17 "Also deliver": custom roles built from the permission table; every back-office call
// checks the caller's role's permissions, read at each call.
describe.each(dialects)('roles with permissions on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV, ledgerClean: true });
  let admin: Session;
  const saveRole = (payload: Record<string, unknown>, session: Session = admin) =>
    asAdmin(t, session, { method: 'POST', url: '/admin/roles', payload });
  const roles = async () =>
    (await asAdmin(t, admin, { method: 'GET', url: '/admin/roles' })).data as {
      id: string;
      builtIn: boolean;
      permissions: string[];
      operators: number;
      name: string | null;
    }[];

  beforeAll(async () => {
    admin = await t.operator('admin');
  });

  it('lists the four built-in presets, read-only; admin holds every permission', async () => {
    const list = await roles();
    const builtIn = list.filter((r) => r.builtIn);
    expect(builtIn.map((r) => r.id).sort()).toEqual(['admin', 'clerk', 'finance', 'operator']);
    expect(builtIn.find((r) => r.id === 'admin')!.permissions).toEqual(PERMISSIONS);
    expect(builtIn.find((r) => r.id === 'clerk')!.permissions).toEqual(['orders.view', 'orders.writeoff']);
    const changed = await saveRole({ id: 'operator', name: 'Mine', permissions: ['orders.view'] });
    expect(changed.code).toBe(Code.ROLE_BUILT_IN);
    const removed = await asAdmin(t, admin, { method: 'DELETE', url: '/admin/roles/clerk' });
    expect(removed.code).toBe(Code.ROLE_BUILT_IN);
    expect((await roles()).find((r) => r.id === 'operator')!.permissions).toContain('goods.edit');
    // Only operators.manage opens the role table.
    const operator = await t.operator('operator');
    const refused = await asAdmin(t, operator, { method: 'GET', url: '/admin/roles' });
    expect([refused.status, refused.code]).toEqual([403, Code.ROLE_FORBIDDEN]);
  });

  it('a custom role sees only what it has; a change applies at its next call; in use it cannot be deleted (audited)', async () => {
    const name = `Orders ${randomUUID().slice(0, 6)}`;
    const created = await saveRole({ name, permissions: ['orders.view', 'orders.ship', 'orders.view'] });
    expect(created.code).toBe(200);
    expect(created.data).toMatchObject({ name, builtIn: false, permissions: ['orders.view', 'orders.ship'], operators: 0 });
    const role = created.data.id as string;
    expect((await saveRole({ name, permissions: ['orders.view'] })).code).toBe(Code.ROLE_NAME_TAKEN);
    expect((await saveRole({ name: 'Empty', permissions: [] })).code).toBe(Code.VALIDATION);
    expect((await saveRole({ name: 'Unknown', permissions: ['orders.fly'] })).code).toBe(Code.VALIDATION);

    const clerkLike = await t.operator(role);
    const me = await asAdmin(t, clerkLike, { method: 'GET', url: '/admin/auth/me' });
    expect(me.data).toMatchObject({ role, roleName: name, permissions: ['orders.view', 'orders.ship'] });
    expect((await asAdmin(t, clerkLike, { method: 'GET', url: '/admin/orders' })).code).toBe(200);
    const ship = await asAdmin(t, clerkLike, { method: 'POST', url: '/admin/orders/999999/ship', payload: {} });
    expect(ship.code).not.toBe(Code.ROLE_FORBIDDEN);
    for (const url of ['/admin/members', '/admin/dashboard', '/admin/wallet/topUps', '/admin/config', '/admin/operators', '/admin/audit']) {
      const res = await asAdmin(t, clerkLike, { method: 'GET', url });
      expect([res.status, res.code], url).toEqual([403, Code.ROLE_FORBIDDEN]);
    }
    const refund = await asAdmin(t, clerkLike, { method: 'POST', url: '/admin/orders/1/refund', payload: { reason: 'x' } });
    expect([refund.status, refund.code]).toEqual([403, Code.ROLE_FORBIDDEN]);

    // The admin gives the role the members list: the same session may open it at once.
    expect((await saveRole({ id: role, name, permissions: ['orders.view', 'members.view'] })).code).toBe(200);
    expect((await asAdmin(t, clerkLike, { method: 'GET', url: '/admin/members' })).code).toBe(200);
    const shipNow = await asAdmin(t, clerkLike, { method: 'POST', url: '/admin/orders/999999/ship', payload: {} });
    expect(shipNow.code).toBe(Code.ROLE_FORBIDDEN);

    expect((await roles()).find((r) => r.id === role)!.operators).toBe(1);
    const inUse = await asAdmin(t, admin, { method: 'DELETE', url: `/admin/roles/${role}` });
    expect(inUse.code).toBe(Code.ROLE_IN_USE);
    await asAdmin(t, admin, {
      method: 'POST',
      url: '/admin/operators',
      payload: { id: clerkLike.id, email: clerkLike.email, name: 'Moved', role: 'operator', storeId: null },
    });
    expect((await asAdmin(t, admin, { method: 'DELETE', url: `/admin/roles/${role}` })).code).toBe(200);
    expect((await roles()).some((r) => r.id === role)).toBe(false);
    const missing = await asAdmin(t, admin, { method: 'DELETE', url: `/admin/roles/${role}` });
    expect([missing.status, missing.code]).toEqual([404, Code.ROLE_NOT_FOUND]);

    const audit = await asAdmin(t, admin, { method: 'GET', url: '/admin/audit', query: { targetType: 'role', targetId: role } });
    expect(audit.data.list.map((e: { action: string }) => e.action).sort()).toEqual(['deleteAdminRole', 'saveAdminRole', 'saveAdminRole']);
  });

  it('an account is only given a role that exists', async () => {
    const res = await asAdmin(t, admin, {
      method: 'POST',
      url: '/admin/operators',
      payload: { email: `nr-${randomUUID().slice(0, 6)}@back.office`, name: 'No role', role: 'custom-nope', password: 'a-long-password-1' },
    });
    expect([res.status, res.code]).toEqual([404, Code.ROLE_NOT_FOUND]);
  });

  it('maker–checker holds for custom roles: one asks, another role with the approval decides', async () => {
    const maker = (await saveRole({ name: `Maker ${randomUUID().slice(0, 6)}`, permissions: ['members.view', 'members.adjust'] })).data.id;
    const checker = (
      await saveRole({ name: `Checker ${randomUUID().slice(0, 6)}`, permissions: ['members.adjust', 'members.adjust.approve'] })
    ).data.id;
    const asker = await t.operator(maker);
    const approver = await t.operator(checker);
    const member = await t.readyMember();
    const asked = await asAdmin(t, asker, {
      method: 'POST',
      url: `/admin/members/${member.id}/adjust`,
      payload: { currency: 'UU', amount: '5000.00', reason: 'goodwill' },
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(asked.code).toBe(200);
    expect(asked.data.status).toBe('pending');
    const request = asked.data.requestId as number;
    const own = await asAdmin(t, asker, { method: 'POST', url: `/admin/adjustments/${request}/decide`, payload: { approve: true } });
    expect([own.status, own.code]).toEqual([403, Code.ROLE_FORBIDDEN]);
    const decided = await asAdmin(t, approver, { method: 'POST', url: `/admin/adjustments/${request}/decide`, payload: { approve: true } });
    expect(decided.code).toBe(200);
  });
});
