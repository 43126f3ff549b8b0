import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { WebSocket } from 'ws';
import { CHAT_SOCKET_PATH } from '@uu/contract/chat';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { Limits } from '@uu/contract/limits';
import { OrderStatus } from '@uu/contract/orders';
import { ADMIN_PASSWORD, asAdmin } from './admin-helpers';
import { call, createTestApp, dialects, digest } from './helpers';
import { useTestApp } from './suite';
import { operator, PAY, WALLET_ENV, type Member } from './wallet-helpers';

const MINUTE = 60_000;

/** The audit's findings (issue 18), each as the race or abuse that got through. */
describe.each(dialects)('security findings on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });

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
    await t.app.services.admins.save({
      email: other,
      name: 'Op2',
      role: 'operator',
      storeId: null,
      password: ADMIN_PASSWORD,
      disabled: false,
    });
    for (let i = 0; i < 25; i++) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/admin/auth/login',
        payload: { email: other, password: ADMIN_PASSWORD },
        remoteAddress: '10.50.0.2',
      });
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

  describe('self-service write-off at a store', () => {
    let store = 0;
    let goods = 0;
    let clerk: { token: string };
    beforeAll(async () => {
      store = (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/store',
          payload: { name: { 'zh-Hant': '門市' }, address: { 'zh-Hant': '臺北市' }, latitude: 25, longitude: 121 },
        })
      ).data.id;
      expect(
        (await operator(t, { method: 'POST', url: `/admin/mall/stores/${store}/writeoff-code`, payload: { code: 'STORE-7788' } })).code,
      ).toBe(200);
      const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '測試' } } })).data
        .id;
      goods = (
        await operator(t, {
          method: 'POST',
          url: '/admin/mall/goods',
          payload: {
            categoryId: category,
            name: { 'zh-Hant': '咖啡券' },
            description: { 'zh-Hant': '' },
            price: '10',
            fbPercent: 0,
            deliveryType: 'writeoff',
            stock: 1000,
            storeIds: [store],
          },
        })
      ).data.id;
      clerk = await t.operator('clerk', store);
    });
    const act = (m: Member, payload: Record<string, unknown>, lang = 'zh-Hant') =>
      call(t.app, {
        method: 'POST',
        url: '/planHistory/updatePlanHistory',
        headers: { satoken: m.token, 'idempotency-key': randomUUID(), 'accept-language': lang },
        payload,
      });
    async function paidOrder(m: Member): Promise<number> {
      const order = await call(t.app, {
        method: 'POST',
        url: '/planHistory/submitOrder',
        headers: { satoken: m.token, 'idempotency-key': randomUUID() },
        payload: { goodsId: goods, quantity: 1, storeId: store },
      });
      const paid = await act(m, { action: 'pay', id: order.data.id, payPassword: digest(PAY) });
      expect(paid.data.status).toBe(OrderStatus.pendingWriteOff);
      return order.data.id as number;
    }
    const deskCode = async () => {
      const res = await asAdmin(t, clerk, { method: 'GET', url: '/admin/store-code' });
      expect(res.code).toBe(200);
      return res.data as { storeId: number; code: string; changesAt: string };
    };
    const wrongOf = (code: string) => String((Number(code) + 500_000) % 1_000_000).padStart(6, '0');

    it('the fixed store code no longer redeems; the code on the clerk’s desk does, for its window only', async () => {
      const m = await t.readyMember({ uu: 100_00 });
      const first = await paidOrder(m);
      expect((await act(m, { action: 'writeoff', id: first, code: 'STORE-7788' })).code).toBe(Code.WRITE_OFF_CODE_WRONG);
      const shown = await deskCode();
      expect(shown).toMatchObject({ storeId: store, code: expect.stringMatching(/^\d{6}$/) });
      t.clock.advance(3 * MINUTE);
      expect((await act(m, { action: 'writeoff', id: first, code: shown.code })).code).toBe(Code.WRITE_OFF_CODE_WRONG);
      const now = await deskCode();
      expect(now.code).not.toBe(shown.code);
      const done = await act(m, { action: 'writeoff', id: first, code: now.code });
      expect(done.data.status).toBe(OrderStatus.done);
      // A store whose operator has not allowed self-service shows no code and takes none.
      expect((await operator(t, { method: 'POST', url: `/admin/mall/stores/${store}/writeoff-code`, payload: { code: null } })).code).toBe(
        200,
      );
      expect((await deskCode()).code).toBeNull();
      const second = await paidOrder(m);
      expect((await act(m, { action: 'writeoff', id: second, code: now.code })).code).toBe(Code.WRITE_OFF_CODE_WRONG);
      expect(
        (await operator(t, { method: 'POST', url: `/admin/mall/stores/${store}/writeoff-code`, payload: { code: 'STORE-7788' } })).code,
      ).toBe(200);
    });

    it('a burst of guesses on one order: exactly 5 are tried, then even the right code waits, with a message in the member’s language', async () => {
      const m = await t.readyMember({ uu: 100_00 });
      const order = await paidOrder(m);
      const wrong = wrongOf((await deskCode()).code);
      const answers = await Promise.all(Array.from({ length: 20 }, () => act(m, { action: 'writeoff', id: order, code: wrong })));
      expect(answers.filter((a) => a.code === Code.WRITE_OFF_CODE_WRONG)).toHaveLength(5);
      expect(answers.filter((a) => a.code === Code.WRITE_OFF_THROTTLED)).toHaveLength(15);
      const right = await act(m, { action: 'writeoff', id: order, code: (await deskCode()).code }, 'en');
      expect(right.code).toBe(Code.WRITE_OFF_THROTTLED);
      expect(right.msg).toMatch(/Too many wrong store codes\. Try again in \d+ min/);
      t.clock.advance(16 * MINUTE);
      expect((await act(m, { action: 'writeoff', id: order, code: (await deskCode()).code })).data.status).toBe(OrderStatus.done);
    });

    it('a member spreading guesses over several orders is stopped after 10', async () => {
      const m = await t.readyMember({ uu: 100_00 });
      const orders = [await paidOrder(m), await paidOrder(m), await paidOrder(m)];
      const wrong = wrongOf((await deskCode()).code);
      const tries = [...Array(4).fill(orders[0]), ...Array(4).fill(orders[1]), ...Array(4).fill(orders[2])] as number[];
      const answers = await Promise.all(tries.map((id) => act(m, { action: 'writeoff', id, code: wrong })));
      expect(answers.filter((a) => a.code === Code.WRITE_OFF_CODE_WRONG)).toHaveLength(10);
      expect(answers.filter((a) => a.code === Code.WRITE_OFF_THROTTLED)).toHaveLength(2);
    });
  });

  it('installation date and picture are refused on an order that is not an installation, and nothing is stored', async () => {
    const m = await t.readyMember({ uu: 100_00 });
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '快遞' } } })).data.id;
    const express = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '快遞商品' },
          description: { 'zh-Hant': '' },
          price: '10',
          fbPercent: 0,
          deliveryType: 'express',
          stock: 10,
        },
      })
    ).data.id;
    const addressId = (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: m.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id;
    const submit = (extra: Record<string, unknown>) =>
      call(t.app, {
        method: 'POST',
        url: '/planHistory/submitOrder',
        headers: { satoken: m.token, 'idempotency-key': randomUUID(), 'accept-language': 'en' },
        payload: { goodsId: express, quantity: 1, addressId, ...extra },
      });
    for (const extra of [
      { installationTime: '2099-01-01', installationPicture: '/files/x.png' },
      { installationTime: '2099-01-01' },
      { installationPicture: '/files/x.png' },
    ]) {
      const refused = await submit(extra);
      expect(refused.code).toBe(Code.INSTALLATION_FIELDS_NOT_ALLOWED);
      expect(refused.msg).toBe('Only installation orders take an installation date and picture.');
    }
    const stored = await t.app.db.kysely.selectFrom('orders').select('id').where('user_id', '=', m.id).execute();
    expect(stored).toHaveLength(0);
    expect((await submit({})).code).toBe(200);
  });

  it('a failed sign-in leaves a warning line (identifier masked, no password) and, for operators, audit events', async () => {
    const lines: string[] = [];
    const { loggerOptions } = await import('../src/app');
    const { parseEnv } = await import('../src/plugins/env');
    const logged = await createTestApp(dialect, {
      logger: { ...(loggerOptions(parseEnv({ LOG_LEVEL: 'info' })) as object), stream: { write: (line: string) => void lines.push(line) } },
    });
    try {
      const member = await call(logged.app, {
        method: 'POST',
        url: '/auth/doLogin',
        payload: { account: 'someone.secret@example.com', password: digest('my-guess-1') },
        remoteAddress: '10.60.0.1',
      });
      expect(member.code).toBe(Code.LOGIN_FAILED);
      const email = 'victim.person@back.office';
      const saved = await logged.app.services.admins.save({
        email,
        name: 'V',
        role: 'operator',
        storeId: null,
        password: ADMIN_PASSWORD,
        disabled: false,
      });
      for (let i = 0; i < 7; i++) {
        await call(logged.app, {
          method: 'POST',
          url: '/admin/auth/login',
          payload: { email, password: 'typed-guess-9' },
          remoteAddress: '10.60.0.2',
        });
      }
      const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40);
      const text = warnings.map((w) => JSON.stringify(w)).join('\n');
      expect(warnings.filter((w) => w.msg === 'member sign-in failed')).toHaveLength(1);
      expect(warnings.filter((w) => w.msg === 'operator sign-in failed')).toHaveLength(5);
      expect(warnings.filter((w) => w.msg === 'operator sign-in locked')).toHaveLength(2);
      expect(text).toContain('s***@example.com');
      expect(text).toContain('v***@back.office');
      for (const secret of ['someone.secret', 'victim.person', digest('my-guess-1'), 'typed-guess-9'])
        expect(lines.join('\n')).not.toContain(secret);
      const audit = await logged.app.db.kysely
        .selectFrom('audit_log')
        .select(['action', 'target_id', 'ip'])
        .where('action', 'like', 'adminLogin%')
        .orderBy('id')
        .execute();
      expect(audit.map((a) => a.action)).toEqual([...Array(5).fill('adminLoginFailed'), 'adminLoginLocked']);
      expect(audit.every((a) => a.target_id === String(saved.id) && a.ip === '10.60.0.2')).toBe(true);
    } finally {
      await logged.close();
    }
  });

  it('a member token whose account an operator disables answers the invalid-session code 401 at once, on HTTP and on the socket', async () => {
    const m = await t.readyMember();
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    const ws = new WebSocket(`ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}${CHAT_SOCKET_PATH}`);
    const frames: { type: string; code?: number }[] = [];
    const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
    const frame = (test: (f: { type: string; code?: number }) => boolean) =>
      new Promise<{ type: string; code?: number }>((resolve) => {
        const seen = frames.find(test);
        if (seen) {
          resolve(seen);
          return;
        }
        ws.on('message', () => {
          const next = frames.find(test);
          if (next) resolve(next);
        });
      });
    ws.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    await new Promise<void>((resolve, reject) => (ws.once('open', () => resolve()), ws.once('error', reject)));
    ws.send(JSON.stringify({ type: 'auth', token: m.token, locale: 'en' }));
    expect((await frame((f) => f.type === 'ready' || f.type === 'error')).type).toBe('ready');

    const disabled = await operator(t, {
      method: 'POST',
      url: `/admin/members/${m.id}/status`,
      payload: { disabled: true, reason: 'audit test' },
    });
    expect(disabled.code).toBe(200);
    const info = await call(t.app, { method: 'GET', url: '/personInfo/getUserInfo', headers: { satoken: m.token } });
    expect(info.code).toBe(Code.ACCOUNT_DISABLED);
    ws.send(JSON.stringify({ type: 'ask', id: 'after-disable', question: 'still there?' }));
    expect(await frame((f) => f.type === 'error')).toMatchObject({ code: Code.ACCOUNT_DISABLED });
    expect(await closed).toBe(4001);
  });

  it('the generated first-admin password is only in a 0600 file, and must be changed at the first sign-in before anything else', async () => {
    const fresh = await createTestApp(dialect);
    try {
      const first = await fresh.app.services.admins.ensureFirstAdmin(undefined, undefined);
      expect(first).not.toHaveProperty('password');
      const file = path.join(fresh.dataDir, 'first-admin-password.txt');
      expect(first!.passwordFile).toBe(file);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      const password = fs.readFileSync(file, 'utf8').split('\n')[1]!;
      const signIn = (pw: string) =>
        call(fresh.app, { method: 'POST', url: '/admin/auth/login', payload: { email: first!.email, password: pw } });
      const session = await signIn(password);
      expect(session.data.admin).toMatchObject({ role: 'admin', mustChangePassword: true });
      const as = (options: Record<string, unknown>) => asAdmin(fresh, session.data, options);
      const refused = await as({ method: 'GET', url: '/admin/operators' });
      expect([refused.status, refused.code]).toEqual([403, Code.ADMIN_PASSWORD_CHANGE_REQUIRED]);
      expect((await as({ method: 'GET', url: '/admin/auth/me' })).data).toMatchObject({ mustChangePassword: true });
      expect(
        (
          await as({
            method: 'POST',
            url: '/admin/auth/password',
            payload: { currentPassword: 'not-it-0123', newPassword: 'a-new-password-1' },
          })
        ).code,
      ).toBe(Code.ADMIN_PASSWORD_WRONG);
      expect(
        (await as({ method: 'POST', url: '/admin/auth/password', payload: { currentPassword: password, newPassword: 'a-new-password-1' } }))
          .code,
      ).toBe(200);
      expect(fs.existsSync(file)).toBe(false);
      expect((await as({ method: 'GET', url: '/admin/operators' })).code).toBe(200);
      expect((await signIn(password)).code).toBe(Code.ADMIN_SIGN_IN_FAILED);
      expect((await signIn('a-new-password-1')).data.admin).toMatchObject({ mustChangePassword: false });
    } finally {
      await fresh.close();
    }
  });
});
