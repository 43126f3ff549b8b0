import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { OrderStatus } from '@uu/contract/orders';
import { asAdmin } from './admin-helpers';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

const MINUTE = 60_000;

describe.each(dialects)('back office: content and platform config on %s', (dialect) => {
  const t = useTestApp(dialect, {
    env: { ...WALLET_ENV, CHAT_DAILY_QUESTIONS: '3,5,8,10,15,20', ORDER_PAY_MINUTES: '30' },
    ledgerClean: true,
  });
  let admin: { id: number; token: string };
  let op: { id: number; token: string };
  beforeAll(async () => {
    admin = await t.operator('admin');
    op = await t.operator('operator');
  });

  const as = (
    s: { token: string },
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => asAdmin(t, s, { method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers });
  const putConfig = (payload: unknown, s = admin, headers: Record<string, string> = {}) => as(s, 'PUT', '/admin/config', payload, headers);
  const member = () => t.member({ prefix: 'cfg' });

  it('reads the guide and company overview as stored, every language, after an operator saves them', async () => {
    const saved = await as(op, 'PUT', '/admin/content/page/guide', {
      title: { 'zh-Hant': '新手指南', 'zh-Hans': '新手指南（简）', en: 'Guide' },
      content: { 'zh-Hant': '<p>繁體</p><script>alert(1)</script>', 'zh-Hans': '<p>简体</p>', en: '<p>English <b>bold</b></p>' },
    });
    expect(saved.code).toBe(200);
    const pages = await as(op, 'GET', '/admin/content/pages');
    const guide = pages.data.list.find((p: { slug: string }) => p.slug === 'guide');
    expect(guide).toMatchObject({
      title: { 'zh-Hant': '新手指南', 'zh-Hans': '新手指南（简）', en: 'Guide' },
      content: { 'zh-Hant': '<p>繁體</p>', 'zh-Hans': '<p>简体</p>', en: '<p>English <b>bold</b></p>' },
    });
    expect(pages.data.list.map((p: { slug: string }) => p.slug).sort()).toEqual(['companyOverview', 'guide']);
  });

  it('edits an agreement per language: sanitized, an emptied language removed (members read zh-Hant), audited', async () => {
    const list = await as(op, 'GET', '/admin/content/agreements');
    expect(list.data.list.map((a: { slug: string }) => a.slug)).toEqual(['service', 'privacy']);
    expect(Object.keys(list.data.list[0].texts).sort()).toEqual(['en', 'zh-Hans', 'zh-Hant']);

    const saved = await as(op, 'PUT', '/admin/content/agreements/2', {
      title: { 'zh-Hant': '隱私政策 v2', 'zh-Hans': '隐私政策 v2', en: '' },
      content: { 'zh-Hant': '<p>新的隱私政策</p><img src=x onerror=alert(1)>', 'zh-Hans': '<p>新的隐私政策</p>', en: '' },
    });
    expect(saved.code).toBe(200);
    expect(saved.data.texts).toEqual({
      'zh-Hant': { title: '隱私政策 v2', content: '<p>新的隱私政策</p><img src="x" />' },
      'zh-Hans': { title: '隐私政策 v2', content: '<p>新的隐私政策</p>' },
    });
    const again = (await as(op, 'GET', '/admin/content/agreements')).data.list.find((a: { id: number }) => a.id === 2);
    expect(again.texts).toEqual(saved.data.texts);

    // What members read: their language, else zh-Hant.
    const en = await call(t.app, { method: 'GET', url: '/agreement/getAgreement/2', headers: { 'accept-language': 'en-US' } });
    const hans = await call(t.app, { method: 'GET', url: '/agreement/getAgreement/2', headers: { 'accept-language': 'zh-CN' } });
    expect(en.data).toMatchObject({ title: '隱私政策 v2', locale: 'zh-Hant' });
    expect(hans.data).toMatchObject({ title: '隐私政策 v2', locale: 'zh-Hans' });

    expect(
      (await as(op, 'PUT', '/admin/content/agreements/99', { title: { 'zh-Hant': 'x' }, content: { 'zh-Hant': '<p>x</p>' } })).code,
    ).toBe(Code.AGREEMENT_NOT_FOUND);
    const log = await as(admin, 'GET', '/admin/audit', undefined);
    const row = log.data.list.find((r: { action: string }) => r.action === 'saveAgreement');
    expect(row).toMatchObject({ adminId: op.id, targetType: 'content', targetId: '2' });
    expect(JSON.stringify(row.before)).toContain('Privacy');
    expect(JSON.stringify(row.after)).not.toContain('Privacy');
    expect(JSON.stringify(row.after)).toContain('隱私政策 v2');
  });

  it('reads banners and the popup notice as stored, every language; a notice taken down reads null', async () => {
    expect((await as(op, 'GET', '/admin/home/banners')).data).toEqual({ banners: [] });
    const banners = [
      { title: { 'zh-Hant': '春季活動', 'zh-Hans': '春季活动', en: 'Spring sale' }, image: null, link: '/pages/mall/index' },
      { title: { 'zh-Hant': '只有繁體' }, image: 'https://cdn.example.com/b.png', link: null },
    ];
    expect((await as(op, 'POST', '/admin/home/banners', { banners })).code).toBe(200);
    expect((await as(op, 'GET', '/admin/home/banners')).data).toEqual({ banners });

    const notice = {
      title: { 'zh-Hant': '公告', 'zh-Hans': '公告', en: 'Notice' },
      content: { 'zh-Hant': '系統升級', 'zh-Hans': '系统升级', en: 'Upgrade tonight' },
    };
    const published = await as(op, 'POST', '/admin/home/notice', { notice });
    expect((await as(op, 'GET', '/admin/home/notice')).data).toEqual({ notice: { id: published.data.id, ...notice } });
    const home = await call(t.app, { method: 'GET', url: '/home/index', headers: { 'accept-language': 'en-US' } });
    expect(home.data.notice).toMatchObject({ id: published.data.id, title: 'Notice', content: 'Upgrade tonight' });
    await as(op, 'POST', '/admin/home/notice', { notice: null });
    expect((await as(op, 'GET', '/admin/home/notice')).data).toEqual({ notice: null });
  });

  it('reads the maintenance switch and its message per language (admin only)', async () => {
    expect((await as(admin, 'GET', '/admin/maintenance')).data).toEqual({ on: false, message: {} });
    const message = { 'zh-Hant': '維護中', 'zh-Hans': '维护中', en: 'Down for maintenance' };
    expect((await as(admin, 'PUT', '/admin/maintenance', { on: true, message })).code).toBe(200);
    expect((await as(admin, 'GET', '/admin/maintenance')).data).toEqual({ on: true, message });
    expect((await as(op, 'GET', '/admin/maintenance')).code).toBe(Code.ROLE_FORBIDDEN);
    await as(admin, 'PUT', '/admin/maintenance', { on: false, message });
    expect((await as(admin, 'GET', '/admin/maintenance')).data.on).toBe(false);
  });

  it('answers the config in effect with the server defaults until an operator sets them, admin only', async () => {
    const config = await as(admin, 'GET', '/admin/config');
    expect(config.data).toMatchObject({
      requireInvite: false,
      withdrawal: { min: '100.00', max: '5000.00', dailyCount: 3 },
      chatDailyQuestions: [3, 5, 8, 10, 15, 20],
      levelThresholds: ['1000.00', '10000.00', '50000.00', '200000.00', '1000000.00'],
      referralRewardRates: [100, 150, 200, 300, 400, 500],
      orderPayMinutes: 30,
      orderConfirmDays: 10,
      timeZone: 'Asia/Taipei',
      crcRate: { rate: null },
      topUpChannels: [],
    });
    expect(config.data.defaults).toEqual(expect.arrayContaining(['orderPayMinutes', 'orderConfirmDays', 'timeZone', 'chatDailyQuestions']));
    expect((await as(op, 'GET', '/admin/config')).code).toBe(Code.ROLE_FORBIDDEN);
    expect((await putConfig({ requireInvite: true }, op)).code).toBe(Code.ROLE_FORBIDDEN);
    expect((await as(admin, 'GET', '/admin/config')).data.requireInvite).toBe(false);
  });

  it('validates each key and names it, in the operator’s language; nothing is written on a refusal', async () => {
    const issue = async (payload: unknown) => {
      const res = await putConfig(payload, admin, { 'accept-language': 'en-US' });
      expect(res.code).toBe(Code.VALIDATION);
      return { paths: res.data.issues.map((i: { path: string }) => i.path), msg: res.msg };
    };
    expect(await issue({ timeZone: 'Mars/Olympus' })).toEqual({
      paths: ['timeZone'],
      msg: 'Choose a valid time zone (an IANA name such as Asia/Taipei).',
    });
    expect((await issue({ orderPayMinutes: -5 })).paths).toEqual(['orderPayMinutes']);
    expect((await issue({ orderConfirmDays: 0 })).paths).toEqual(['orderConfirmDays']);
    expect((await issue({ chatDailyQuestions: [3, 5, -1, 10, 15, 20] })).paths).toEqual(['chatDailyQuestions.2']);
    expect((await issue({ withdrawal: { min: '500', max: '100', dailyCount: 3 } })).paths).toEqual(['withdrawal.max']);
    expect((await issue({ withdrawal: { min: '150', max: '5000', dailyCount: 3 } })).paths).toEqual(['withdrawal.min']);
    expect((await issue({ levelThresholds: ['100', '50', '300', '400', '500'] })).paths).toEqual(['levelThresholds']);
    expect((await issue({ referralRewardRates: [100, 150, 200, 300, 400, 10_001] })).paths).toEqual(['referralRewardRates.5']);
    // A coupon that does not exist is refused by name, and nothing of the same call is written.
    const missing = await putConfig({ orderConfirmDays: 5, registrationCoupons: [424242] }, admin, { 'accept-language': 'en-US' });
    expect(missing).toMatchObject({ code: Code.CONFIG_COUPON_NOT_FOUND, msg: 'Coupon 424242 does not exist.' });
    expect((await as(admin, 'GET', '/admin/config')).data.orderConfirmDays).toBe(10);
  });

  it('writes only the keys sent, and audits the settings before and after', async () => {
    const saved = await putConfig({
      requireInvite: true,
      customerService: {
        contacts: [{ kind: 'line', value: '@uu-help', label: 'LINE' }],
        hours: { 'zh-Hant': '每日 9:00-18:00', en: 'Daily 9-18', 'zh-Hans': '' },
      },
      withdrawal: { min: '200', max: '3000', dailyCount: 2 },
      levelThresholds: ['500', '1000', '2000', '4000', '8000.50'],
      referralRewardRates: [0, 100, 200, 300, 400, 550],
      checkInRewards: [{ streak: 3, currency: 'UU', amount: '1.50' }],
      orderConfirmDays: 7,
    });
    expect(saved.code).toBe(200);
    expect(saved.data).toMatchObject({
      requireInvite: true,
      customerService: {
        // A label sent as one string is its zh-Hant text (integrations written before labels per language).
        contacts: [{ kind: 'line', value: '@uu-help', label: { 'zh-Hant': 'LINE' } }],
        hours: { 'zh-Hant': '每日 9:00-18:00', en: 'Daily 9-18' },
      },
      withdrawal: { min: '200.00', max: '3000.00', dailyCount: 2 },
      levelThresholds: ['500.00', '1000.00', '2000.00', '4000.00', '8000.50'],
      referralRewardRates: [0, 100, 200, 300, 400, 550],
      checkInRewards: [{ streak: 3, currency: 'UU', amount: '1.50' }],
      orderConfirmDays: 7,
      orderPayMinutes: 30,
      timeZone: 'Asia/Taipei',
    });
    expect(saved.data.customerService.hours).not.toHaveProperty('zh-Hans');
    expect(saved.data.defaults).not.toContain('orderConfirmDays');
    expect(saved.data.defaults).toContain('orderPayMinutes');
    expect((await as(admin, 'GET', '/admin/config')).data).toEqual(saved.data);

    // Members read what the operator set.
    const cs = await call(t.app, { method: 'GET', url: '/sysConfig/getCustomerService', headers: { 'accept-language': 'en-US' } });
    expect(cs.data).toEqual({ contacts: [{ kind: 'line', value: '@uu-help', label: 'LINE' }], hours: 'Daily 9-18' });

    const log = await as(admin, 'GET', '/admin/audit', undefined);
    const row = log.data.list.find((r: { action: string }) => r.action === 'savePlatformConfig');
    expect(row).toMatchObject({ adminId: admin.id, targetType: 'settings' });
    expect(row.before.orderConfirmDays).toBeUndefined();
    expect(row.after.orderConfirmDays).toBe(7);
    expect(row.after.withdrawal).toEqual({ min: 20_000, max: 300_000, dailyCount: 2 });
    expect(row.before.requireInvite ?? false).toBe(false);
    expect(row.after.requireInvite).toBe(true);

    // Back to open registration for the members of the next tests.
    expect((await putConfig({ requireInvite: false })).code).toBe(200);
  });

  it('a new order is due within the operator’s pay window, and cancels itself when it passes', async () => {
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '設定' } } })).data.id;
    const goods = (
      await operator(t, {
        method: 'POST',
        url: '/admin/mall/goods',
        payload: {
          categoryId: category,
          name: { 'zh-Hant': '設定商品' },
          description: { 'zh-Hant': '' },
          price: '10',
          fbPercent: 0,
          deliveryType: 'express',
          stock: 100,
        },
      })
    ).data.id;
    const m = await t.readyMember({ uu: 0 });
    const addressId = (
      await call(t.app, {
        method: 'POST',
        url: '/address/save',
        headers: { satoken: m.token },
        payload: { consignee: '陳小明', phone: '+886912345678', regionCode: 'TW-100', detail: '重慶南路一段 122 號' },
      })
    ).data.id;
    const submit = () =>
      call(t.app, {
        method: 'POST',
        url: '/planHistory/submitOrder',
        headers: { satoken: m.token, 'idempotency-key': randomUUID() },
        payload: { goodsId: goods, quantity: 1, addressId },
      });

    const before = await submit();
    expect(before.data.payBy).toBe(new Date(t.clock.now() + 30 * MINUTE).toISOString());
    expect((await putConfig({ orderPayMinutes: 5 })).data.orderPayMinutes).toBe(5);
    const after = await submit();
    expect(after.data.payBy).toBe(new Date(t.clock.now() + 5 * MINUTE).toISOString());

    t.clock.advance(6 * MINUTE);
    await t.app.services.orders.sweep();
    const status = async (id: number) =>
      (await call(t.app, { method: 'GET', url: '/planHistory/getPlanHistory', query: { id: String(id) }, headers: { satoken: m.token } }))
        .data.status;
    expect(await status(after.data.id)).toBe(OrderStatus.canceled);
    expect(await status(before.data.id)).toBe(OrderStatus.pendingPayment);
    expect((await putConfig({ orderPayMinutes: 30 })).code).toBe(200);
  });

  it('a member’s daily questions follow the operator’s chatDailyQuestions', async () => {
    const m = await member();
    const allowance = () => call(t.app, { method: 'GET', url: '/chat/allowance', headers: { satoken: m.token } });
    expect((await allowance()).data).toMatchObject({ levelQuestions: 3, remaining: 3 });
    expect((await putConfig({ chatDailyQuestions: [7, 8, 9, 10, 11, 12] })).code).toBe(200);
    expect((await allowance()).data).toMatchObject({ levelQuestions: 7, remaining: 7 });
    expect((await as(admin, 'GET', '/admin/config')).data.chatDailyQuestions).toEqual([7, 8, 9, 10, 11, 12]);
  });

  it('answers what a new CRC rate changes for members before it is set: CRC their UU buys, their CRC in UU, at both rates (admin only)', async () => {
    const impact = async (rate: string) => {
      const res = await as(admin, 'GET', `/admin/config/crc-rate-impact?rate=${rate}`, undefined, { 'accept-language': 'en-US' });
      return res;
    };
    const cents = (text: string | null) => Math.round(Number(text) * 100);
    const before = (await impact('3.00')).data;
    // Two members: 10.00 UU and 3.33 UU + 2.00 CRC.
    await t.readyMember({ uu: 1000 });
    const second = await t.readyMember({ uu: 333 });
    await t.fund(second, 'CRC', 200);
    expect((await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '1.30' } })).code).toBe(200);

    const after = await impact('3.00');
    expect(after.code).toBe(200);
    expect(after.data).toMatchObject({ currentRate: '1.30', newRate: '3.00' });
    expect(after.data.members - before.members).toBe(2);
    expect(cents(after.data.totalUU) - cents(before.totalUU)).toBe(1333);
    expect(cents(after.data.totalCRC) - cents(before.totalCRC)).toBe(200);
    // At 3.00: 10.00 UU buys 3.33 CRC, 3.33 UU buys 1.11; at 1.30: 7.69 and 2.56 (each member's own maximum, rounded down).
    expect(cents(after.data.exchangeableAtNew) - cents(before.exchangeableAtNew)).toBe(333 + 111);
    expect(after.data.exchangeableAtCurrent).not.toBeNull();
    const all = (await impact('1.30')).data;
    expect(cents(all.exchangeableAtNew)).toBe(cents(after.data.exchangeableAtCurrent));
    // The members' CRC at the new rate, in UU, rounded up like an exchange's cost.
    expect(after.data.crcWorthAtNew).toBe(((cents(after.data.totalCRC) * 3) / 100).toFixed(2));

    // A rate of 0 or below is refused with a clear message, here and when it is set.
    const zero = await impact('0');
    expect(zero).toMatchObject({ code: Code.VALIDATION, msg: expect.stringMatching(/more than 0|greater than 0|above 0/i) });
    const set = await as(admin, 'POST', '/admin/wallet/crcRate', { rate: '0' }, { 'accept-language': 'en-US' });
    expect(set).toMatchObject({ code: Code.VALIDATION, msg: zero.msg });
    expect((await as(admin, 'POST', '/admin/wallet/crcRate', { rate: '-1' })).code).toBe(Code.VALIDATION);
    expect((await as(op, 'GET', '/admin/config/crc-rate-impact?rate=2')).code).toBe(Code.ROLE_FORBIDDEN);
  });

  it('the check-in day turns at midnight in the time zone the operator sets', async () => {
    const sign = (token: string) => call(t.app, { method: 'POST', url: '/SignLog/sign', headers: { satoken: token } });
    const taipei = await member();
    const utc = await member();
    // 15:59 UTC: 23:59 in Taipei.
    const now = t.clock.now();
    const d = new Date(now);
    t.clock.advance(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1, 15, 59) - now);

    expect((await sign(taipei.token)).code).toBe(200);
    t.clock.advance(2 * MINUTE); // 00:01 in Taipei: a new platform day
    expect((await sign(taipei.token)).data).toMatchObject({ streak: 2 });

    // The clock moved past the back-office session's life: sign in again.
    admin = await t.operator('admin');
    expect((await putConfig({ timeZone: 'UTC' })).data.timeZone).toBe('UTC');
    // 16:01 UTC: in UTC it is the same day as 15:59, so a second check-in two minutes later is refused.
    expect((await sign(utc.token)).code).toBe(200);
    t.clock.advance(2 * MINUTE);
    expect((await sign(utc.token)).code).toBe(Code.ALREADY_SIGNED);
    const allowance = await call(t.app, { method: 'GET', url: '/chat/allowance', headers: { satoken: utc.token } });
    expect(allowance.data.day).toBe(new Date(t.clock.now()).toISOString().slice(0, 10));

    expect((await putConfig({ timeZone: 'Asia/Taipei' })).code).toBe(200);
  });
});
