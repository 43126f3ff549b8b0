import { describe, expect, it } from 'vitest';
import { Code } from '@uu/contract/codes';
import { call, dialects } from './helpers';
import { useTestApp } from './suite';
import { operator, WALLET_ENV } from './wallet-helpers';

describe.each(dialects)('the home page on %s', (dialect) => {
  const t = useTestApp(dialect, { env: WALLET_ENV });

  const home = (headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url: '/home/index', headers });

  it('answers an empty platform with nothing invented', async () => {
    expect((await home()).data).toEqual({ banners: [], notice: null, packages: [], crc: { rate: null, updatedAt: null }, coupons: [] });
  });

  it('shows the operator’s banners, notice, packages, CRC price and coupons, in the member’s language', async () => {
    const banners = await operator(t, {
      method: 'POST',
      url: '/admin/home/banners',
      payload: {
        banners: [
          { title: { 'zh-Hant': '新會員禮', en: 'Welcome gift' }, link: '/pages/mall/index' },
          { title: { 'zh-Hant': '簽到' }, image: '/files/0123456789abcdef0123456789abcdef.png', link: 'https://uu.example/news' },
        ],
      },
    });
    expect(banners.data).toEqual({ count: 2 });
    const first = (
      await operator(t, {
        method: 'POST',
        url: '/admin/home/notice',
        payload: { notice: { title: { 'zh-Hant': '公告' }, content: { 'zh-Hant': '系統升級\n完成', en: 'Upgraded' } } },
      })
    ).data.id;
    await operator(t, { method: 'POST', url: '/admin/wallet/crcRate', payload: { rate: '125.50' } });
    const category = (await operator(t, { method: 'POST', url: '/admin/mall/category', payload: { name: { 'zh-Hant': '套餐' } } })).data.id;
    await operator(t, {
      method: 'POST',
      url: '/admin/mall/goods',
      payload: {
        categoryId: category,
        name: { 'zh-Hant': '10GB' },
        description: { 'zh-Hant': '' },
        price: '99',
        referencePrice: '149',
        deliveryType: 'virtual',
        stock: 10,
        plan: { type: 'flow', dataMb: 10240, days: 30 },
      },
    });
    await operator(t, {
      method: 'POST',
      url: '/admin/coupons',
      payload: { name: { 'zh-Hant': '領券' }, kind: 'mall', discountType: 'percent', percent: 5, validDays: 7, claimable: true },
    });

    const en = (await home({ 'accept-language': 'en' })).data;
    expect(en.banners).toEqual([
      { title: 'Welcome gift', image: null, link: '/pages/mall/index' },
      { title: '簽到', image: '/files/0123456789abcdef0123456789abcdef.png', link: 'https://uu.example/news' },
    ]);
    expect(en.notice).toEqual({ id: first, title: '公告', content: 'Upgraded' });
    expect(en.packages).toMatchObject([{ name: '10GB', price: '99.00', referencePrice: '149.00', plan: { type: 'flow' } }]);
    expect(en.crc.rate).toBe('125.50');
    expect(en.coupons).toMatchObject([{ name: '領券', claimed: false }]);

    // A member who claimed the coupon sees it claimed; a bad token reads as a visitor.
    const m = await t.readyMember();
    await call(t.app, {
      method: 'POST',
      url: '/coupon/claim',
      headers: { satoken: m.token },
      payload: { couponId: en.coupons[0].couponId },
    });
    expect((await home({ satoken: m.token })).data.coupons[0].claimed).toBe(true);
    expect((await home({ satoken: 'not-a-token' })).data.coupons[0].claimed).toBe(false);

    // A new notice has a new id (members see it once more); null takes it down.
    const second = (
      await operator(t, {
        method: 'POST',
        url: '/admin/home/notice',
        payload: { notice: { title: { 'zh-Hant': '公告' }, content: { 'zh-Hant': '系統升級\n完成' } } },
      })
    ).data.id;
    expect(second).not.toBe(first);
    expect((await home()).data.notice).toEqual({ id: second, title: '公告', content: '系統升級\n完成' });
    await operator(t, { method: 'POST', url: '/admin/home/notice', payload: { notice: null } });
    expect((await home()).data.notice).toBeNull();
  });

  it('refuses links and images that could run script, and members', async () => {
    const save = (banner: Record<string, unknown>) =>
      operator(t, { method: 'POST', url: '/admin/home/banners', payload: { banners: [{ title: { 'zh-Hant': 'x' }, ...banner }] } });
    expect((await save({ link: 'javascript:alert(1)' })).code).toBe(Code.VALIDATION);
    expect((await save({ image: 'http://insecure.example/a.png' })).code).toBe(Code.VALIDATION);
    expect((await save({ image: '/files/../../etc/passwd' })).code).toBe(Code.VALIDATION);
    const m = await t.readyMember();
    expect(
      (await call(t.app, { method: 'POST', url: '/admin/home/banners', headers: { satoken: m.token }, payload: { banners: [] } })).code,
    ).toBe(Code.OPERATOR_ONLY);
  });
});
