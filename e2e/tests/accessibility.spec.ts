import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import type { Category, Goods, Store } from '@uu/contract/mall';
import { adminLoginOverApi, desktop, firstAdmin } from '../fixtures/admin';
import {
  addAgedCardOverApi,
  activateOverApi,
  fundOverApi,
  memberApi,
  operatorApi,
  PAY_PASSWORD,
  registerOverApi,
  setPayPasswordOverApi,
  TINY_PNG,
  tokenOverApi,
} from '../fixtures/api';
import { AxeReport, LANGUAGES, type Language } from '../fixtures/axe';

// Issue 26: axe-core's WCAG 2.0/2.1/2.2 A and AA rules on every member route of spec §2 (phone,
// as a fixture member with a wallet, an address, a bank card, a coupon and an order) and every
// console page (desktop, as the first admin), in each of the three languages. One signed-in page
// per language walks all the screens; the test fails on any violation and lists them all.
// docs/accessibility.md says what this covers and what a new screen must do.

const test = base;
test.describe.configure({ mode: 'parallel' });
// A trace of every DOM change axe makes on ~50 screens would double the run; the findings list says where.
test.use({ trace: 'off' });

/** Waits until the screen has its data: no request in flight, no loading indicator, transitions over. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await expect(page.locator('.adm-dot-loading:visible, .adm-skeleton:visible, .ant-spin-spinning:visible, .ant-skeleton:visible'))
    .toHaveCount(0, { timeout: 8_000 })
    .catch(() => undefined);
  // antd-mobile's and antd's enter transitions (at most 300 ms).
  await page.waitForTimeout(350);
}

type MemberWorld = { email: string; id: number; token: string; goods: Goods; store: Store; bankCardId: number; addressId: number };

/** The fixture member of the walk: active, with a payment password, UU, an address, a bank card and a coupon; goods with a picture. */
async function memberWorld(request: APIRequestContext): Promise<MemberWorld> {
  const member = await registerOverApi(request);
  const token = await tokenOverApi(request, member.email);
  await setPayPasswordOverApi(request, token, member.email, PAY_PASSWORD);
  await activateOverApi(request, member.id);
  await fundOverApi(request, token, '1000.00');
  const address = await memberApi<{ id: number }>(request, token, 'POST', '/address/save', {
    consignee: '王小明',
    phone: '+886912345678',
    regionCode: 'TW-100',
    detail: '重慶南路一段122號',
  });
  // Added with the step-up and aged past the 24-hour hold, as a member's older card would be.
  const card = await addAgedCardOverApi(request, token, {
    holder: 'Amy Chen',
    bankName: 'Bank of Taiwan',
    cardNumber: '6222021234567890',
  });

  const run = randomBytes(4).toString('hex');
  const upload = await request.post('/file/file/upload', {
    headers: { satoken: token },
    multipart: { file: { name: 'goods.png', mimeType: 'image/png', buffer: TINY_PNG } },
  });
  const picture = ((await upload.json()) as { data: { url: string } }).data.url;
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `無障礙分類 ${run}` } });
  const store = await operatorApi<Store>(request, 'POST', '/admin/mall/store', {
    name: { 'zh-Hant': `無障礙門市 ${run}` },
    address: { 'zh-Hant': '台北市信義區松仁路 100 號' },
    phone: null,
    hours: null,
    latitude: 25.033,
    longitude: 121.565,
  });
  const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', {
    categoryId: category.id,
    name: { 'zh-Hant': `無障礙保溫杯 ${run}`, en: `Accessible mug ${run}` },
    description: { 'zh-Hant': '<p>保溫杯</p>' },
    images: [picture],
    price: '120.00',
    referencePrice: '150.00',
    deliveryType: 'express',
    stock: 50,
  });
  const coupon = await operatorApi<{ id: number }>(request, 'POST', '/admin/coupons', {
    name: { 'zh-Hant': `無障礙折價券 ${run}` },
    kind: 'mall',
    discountType: 'amount',
    amount: '10',
    minSpend: '100',
    validDays: 30,
    claimable: true,
  });
  await operatorApi(request, 'POST', `/admin/coupons/${coupon.id}/issue`, { to: 'member', userId: member.id });
  // A line in the cart, so the cart screen is walked with its lines, stepper and checkout.
  await memberApi(request, token, 'POST', '/cart/add', { goodsId: goods.id, quantity: 1 });
  return { email: member.email, id: member.id, token, goods, store, bankCardId: card.id, addressId: address.id };
}

/** Switches the member app's language the way a member does: the navigation bar's picker. */
async function chooseMemberLanguage(page: Page, report: AxeReport, language: Language) {
  await page.getByTestId('language-picker').click();
  await expect(page.getByTestId(`language-${language}`)).toBeVisible();
  await settle(page);
  await report.check(page, 'language sheet');
  await page.getByTestId(`language-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await settle(page);
}

/** The screens a visitor sees (signed out). */
const VISITOR_SCREENS = [
  '/pages/login/index',
  '/subpackage/register/index',
  '/pages/h5Register/index',
  '/subpackage/getBack/index',
  '/pages/lockTheWorld/index',
];

/** The routes the walk reaches through the order path (goods → submitOrder → pay sheet → orderDetails → payResult). */
const ORDER_PATH_SCREENS = ['/subpackage/submitOrder/index', '/subpackage/orderDetails/index', '/subpackage/payResult/index'];

/** Every other route of spec §2 (paths.ts), as the signed-in member; `{…}` are the world's ids. */
function memberScreens(world: MemberWorld): string[] {
  return [
    '/',
    '/pages/home/index',
    '/pages/chat/index',
    '/pages/financialWorld/index',
    '/pages/mine/index',
    '/pages/mall/index',
    '/pages/agreement/index?id=1',
    `/subpackage/goodsDetails/index?id=${world.goods.id}`,
    '/subpackage/mallSearch/index',
    `/subpackage/mallSearch/index?q=${encodeURIComponent(world.goods.name)}`,
    '/subpackage/favourites/index',
    '/subpackage/recentlyViewed/index',
    '/subpackage/cart/index',
    '/subpackage/editAddress/index',
    `/subpackage/editAddress/index?id=${world.addressId}`,
    '/subpackage/selectAddress/index',
    '/subpackage/signIn/index',
    '/subpackage/myMoney/index',
    '/subpackage/walletOperation/index?type=transfer',
    '/subpackage/walletOperation/index?type=withdraw',
    '/subpackage/walletOperation/index?type=exchange',
    '/subpackage/walletOperation/index?type=withdrawals',
    '/subpackage/topUp/index',
    '/subpackage/myOrder/index',
    '/subpackage/myOrder/index?list=installation',
    '/subpackage/myCoupon/index',
    '/subpackage/redeemCode/index',
    '/subpackage/statement/index',
    // The walk's member has no transaction of this number: the receipt shows its not-found answer.
    '/subpackage/receipt/index?id=999999',
    '/subpackage/flowPackages/index',
    '/subpackage/settingUp/index',
    '/subpackage/messageCentre/index',
    '/subpackage/notifySettings/index',
    '/subpackage/devices/index',
    '/subpackage/signInHistory/index',
    '/subpackage/afterSales/index',
    // The walk's member has no completed order: these two show their answer for an order or request not found.
    '/subpackage/applyAfterSale/index?orderId=999999',
    '/subpackage/afterSaleDetails/index?id=999999',
    '/subpackage/settingContent/index?type=login',
    '/subpackage/settingContent/index?type=pay',
    '/subpackage/getBack/index?type=pay',
    '/subpackage/navWe/index',
    '/subpackage/navTeam/index',
    '/subpackage/myInvitation/index',
    '/subpackage/sixDegrees/index',
    '/subpackage/downloadProgress/index',
    '/subpackage/downloadProgress/download',
    '/subpackage/eosPage/index',
    '/subpackage/companyOverview/index',
    '/subpackage/bankCard/index',
    '/subpackage/bankCard/editBankCard',
    `/subpackage/bankCard/editBankCard?id=${world.bankCardId}`,
    '/subpackage/guide/index',
    '/choose-location?latitude=25.033&longitude=121.565',
    `/open-location?storeId=${world.store.id}`,
  ];
}

for (const language of LANGUAGES) {
  test(`member app (${language}): every route of spec §2 has no WCAG 2.2 A/AA violation`, async ({ page, request }, info) => {
    test.setTimeout(480_000);
    const report = new AxeReport(info);
    const world = await memberWorld(request);

    await page.goto('/#/pages/login/index');
    await settle(page);
    if (language !== 'zh-Hant') await chooseMemberLanguage(page, report, language);
    for (const screen of VISITOR_SCREENS) {
      await page.goto(`/#${screen}`);
      await settle(page);
      await report.check(page, `visitor ${screen}`);
    }

    // Signed in the way the app keeps a session (style.md 15): the token in storage, then a fresh load.
    await page.evaluate((token) => window.localStorage.setItem('uu.token', token), world.token);
    await page.goto('/#/');
    await page.reload();
    for (const screen of memberScreens(world)) {
      await page.goto(`/#${screen}`);
      await settle(page);
      await report.check(page, screen);
    }

    // The order path with its dialogs: submitOrder, the pay sheet, then the unpaid order's details.
    await page.goto(`/#/subpackage/goodsDetails/index?id=${world.goods.id}`);
    await page.getByTestId('goods-buy').click();
    await expect(page).toHaveURL(/#\/subpackage\/submitOrder\/index$/);
    await settle(page);
    await report.check(page, '/subpackage/submitOrder/index');
    await page.getByTestId('submit-order').click();
    await expect(page.getByTestId('pay-sheet')).toBeVisible();
    await settle(page);
    await report.check(page, 'pay sheet');
    await page.getByTestId('pay-later').click();
    await expect(page).toHaveURL(/#\/subpackage\/orderDetails\/index\?id=\d+/);
    await settle(page);
    await report.check(page, '/subpackage/orderDetails/index');
    // The payment result of that (still unpaid) order: its state and the next steps.
    const orderId = /id=(\d+)/.exec(page.url())?.[1];
    await page.goto(`/#/subpackage/payResult/index?ids=${orderId}`);
    await expect(page.getByTestId('pay-result')).toBeVisible();
    await settle(page);
    await report.check(page, '/subpackage/payResult/index');
    if (language === 'zh-Hant') await chooseMemberLanguage(page, report, language);

    await report.expectClean();
  });
}

/** Every page of the console (features/<area>/pages.ts), `members/:id` with the fixture member. */
function consolePages(memberId: number): string[] {
  return [
    'dashboard',
    'account',
    'members',
    `members/${memberId}`,
    'adjustments',
    'goods',
    'categories',
    'stores',
    'coupons',
    'reviews',
    'redeem-codes',
    'check-in',
    'writeoff',
    'orders',
    'after-sales',
    'topups',
    'withdrawals',
    'ledger',
    'exports',
    'exports/mine',
    'content',
    'home',
    'announcements',
    'versions',
    'settings',
    'operators',
    'audit',
    'chat/models',
    'chat/stats',
    'chat/usage',
  ];
}

const LANGUAGE_NAMES: Record<Language, string> = { 'zh-Hant': '繁體中文', 'zh-Hans': '简体中文', en: 'English' };

// The desktop profile without its browser type (the same Chromium), so the group can set it.
const { defaultBrowserType: _browser, ...desktopContext } = desktop;

test.describe('console', () => {
  test.use(desktopContext);
  for (const language of LANGUAGES) {
    test(`console (${language}): every page has no WCAG 2.2 A/AA violation`, async ({ page, request }, info) => {
      test.setTimeout(480_000);
      const report = new AxeReport(info);
      const member = await registerOverApi(request);

      await page.goto('/admin/');
      await settle(page);
      await report.check(page, 'sign-in');
      // Signed in the way the console keeps a session: the operator's session in storage, then a fresh load.
      const admin = await firstAdmin(request);
      const session = await adminLoginOverApi(request, admin.email, admin.password);
      await page.evaluate((value) => window.localStorage.setItem('uu-admin-session', value), JSON.stringify(session));
      await page.goto('/admin/#/dashboard');
      await page.reload();
      await expect(page.getByTestId('signed-in-as')).toBeVisible();
      if (language !== 'zh-Hant') {
        await page.locator('.ant-layout-header .ant-select').click();
        await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${LANGUAGE_NAMES[language]}"]`).click();
        await expect(page.locator('.ant-layout-header .ant-select')).toContainText(LANGUAGE_NAMES[language]);
      }
      for (const hash of consolePages(member.id)) {
        await page.goto(`/admin/#/${hash}`);
        await settle(page);
        await report.check(page, hash);
      }
      // A narrower window: the orders' status tabs no longer fit on one row (antd would hide some behind
      // a "more" button inside the tablist; they wrap instead).
      await page.setViewportSize({ width: 1024, height: 768 });
      await page.goto('/admin/#/orders');
      await settle(page);
      await report.check(page, 'orders (1024 px)');
      await report.expectClean();
    });
  }
});

// WCAG 1.4.4 and 1.4.10: text grown to 200 % loses nothing. A phone zoomed to 200 % lays the page out
// at half its width (Pixel 7: 206 CSS px); no screen may then scroll sideways or hide the bars' texts.
test('member app at 200 % zoom: no screen scrolls sideways', async ({ browser, request }) => {
  test.setTimeout(180_000);
  const world = await memberWorld(request);
  const context = await browser.newContext({
    viewport: { width: 206, height: 457 },
    deviceScaleFactor: 5.25,
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/#/pages/login/index');
  await page.evaluate((token) => window.localStorage.setItem('uu.token', token), world.token);
  const overflowing: string[] = [];
  for (const screen of [
    '/',
    '/pages/mine/index',
    '/pages/mall/index',
    `/subpackage/goodsDetails/index?id=${world.goods.id}`,
    '/subpackage/myMoney/index',
    '/subpackage/walletOperation/index?type=transfer',
    '/subpackage/statement/index',
    '/subpackage/myOrder/index',
    '/subpackage/settingUp/index',
    '/subpackage/messageCentre/index',
    '/subpackage/devices/index',
    '/subpackage/signInHistory/index',
  ]) {
    await page.goto(`/#${screen}`);
    await page.reload();
    await settle(page);
    const width = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (width > 1) overflowing.push(`${screen}: ${width}px wider than the screen`);
  }
  await expect(page.getByTestId('nav-bar').getByRole('heading')).toBeVisible();
  expect(overflowing).toEqual([]);
  await context.close();
});

/** A file of the repository, read as text. */
const source = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

// The walks above must keep up with the apps: a route added to paths.ts or a page to a console
// feature's pages.ts without its place in the walk fails here.
test('the walks cover every member route (paths.ts) and every console page (features/*/pages.ts)', () => {
  const paths = source('apps/web/src/config/paths.ts');
  const routes = [
    ...[...paths.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? ''),
    ...[...paths.matchAll(/path: sub\('([^']+)'\)/g)].map((m) => `/subpackage/${m[1] ?? ''}/index`),
  ];
  expect(routes.length).toBeGreaterThan(40);
  const anyWorld = { goods: { id: 1, name: 'x' }, store: { id: 1 }, bankCardId: 1, addressId: 1 } as unknown as MemberWorld;
  const walked = new Set([...VISITOR_SCREENS, ...memberScreens(anyWorld), ...ORDER_PATH_SCREENS].map((s) => s.split('?')[0]));
  expect(routes.filter((r) => !walked.has(r))).toEqual([]);

  const features = new URL('../../apps/admin/src/features/', import.meta.url);
  const pages = readdirSync(features, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) => {
      let text: string;
      try {
        text = readFileSync(new URL(`${d.name}/pages.ts`, features), 'utf8');
      } catch {
        return [];
      }
      return [...text.matchAll(/path: '([^']+)'/g)].map((m) => m[1] ?? '');
    });
  expect(pages.length).toBeGreaterThan(20);
  const visited = new Set(consolePages(1).map((p) => p.replace(/\/\d+$/, '/:id')));
  expect(pages.filter((p) => !visited.has(p))).toEqual([]);
});

/** The longest transition or animation of any element on the page, in milliseconds. */
function longestMotion(page: Page): Promise<number> {
  return page.evaluate(() => {
    const ms = (list: string) =>
      Math.max(0, ...list.split(',').map((d) => (d.trim().endsWith('ms') ? parseFloat(d) : parseFloat(d) * 1000) || 0));
    let longest = 0;
    for (const element of Array.from(document.querySelectorAll('*'))) {
      const style = getComputedStyle(element);
      longest = Math.max(longest, ms(style.transitionDuration), ms(style.animationDuration));
    }
    return longest;
  });
}

// WCAG 2.3.3: with the system's "reduce motion" on, the transitions of both apps end at once
// (the member app's and the console's global styles; antd-mobile's springs and antd's motion token).
test('prefers-reduced-motion: transitions and animations of both apps end at once', async ({ browser }) => {
  const screens = [
    { url: '/#/pages/login/index', ready: '[data-testid="nav-bar"]', context: {} },
    { url: '/admin/', ready: 'form', context: desktopContext },
  ];
  for (const { url, ready, context: options } of screens) {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      const context = await browser.newContext({ ...options, reducedMotion });
      const page = await context.newPage();
      await page.goto(url);
      await expect(page.locator(ready).first()).toBeVisible();
      await settle(page);
      const longest = await longestMotion(page);
      // Without the setting the screen has transitions (so the check sees them); with it, none lasts.
      if (reducedMotion === 'reduce') expect(longest, `${url} (reduce)`).toBeLessThanOrEqual(0.01);
      else expect(longest, `${url} (no preference)`).toBeGreaterThan(50);
      await context.close();
    }
  }
});
