import { randomBytes } from 'node:crypto';
import type { Locator, Page } from '@playwright/test';
import type { Category, Goods } from '@uu/contract/mall';
import {
  activateOverApi,
  expect,
  fundOverApi,
  memberApi,
  operatorApi,
  PASSWORD,
  PAY_PASSWORD,
  registerOverApi,
  setPayPasswordOverApi,
  test,
  tokenOverApi,
} from '../fixtures/api';

// Issue 26: a member who uses only a keyboard (Tab, Shift+Tab, Enter, Space, and typing into fields)
// signs in, transfers UU and places an order. No click, no tap: every step is reached by Tab, and the
// control that has the focus shows it.

/** The element that has the focus is the locator's element or inside it. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement || element.contains(document.activeElement)).catch(() => false);
}

/** Presses Tab until the target has the focus (at most `limit` times), and checks that the focus is visible. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    if (await hasFocus(target)) {
      const outline = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement;
        const style = getComputedStyle(element);
        return {
          tag: element.outerHTML.slice(0, 120),
          matches: element.matches(':focus-visible'),
          width: style.outlineWidth,
          style: style.outlineStyle,
        };
      });
      // WCAG 2.4.7: the keyboard's position is drawn (the app's focus ring, styles/global.css).
      expect(
        outline.matches && outline.style !== 'none' && outline.width !== '0px',
        `a visible focus ring on ${String(target)}: ${JSON.stringify(outline)}`,
      ).toBe(true);
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

test('a keyboard alone signs in, reaches the navigation and tab bars, transfers UU and places an order', async ({ page, request }) => {
  test.setTimeout(120_000);
  const member = await registerOverApi(request);
  const friend = await registerOverApi(request);
  const token = await tokenOverApi(request, member.email);
  await setPayPasswordOverApi(request, token, member.email, PAY_PASSWORD);
  await activateOverApi(request, member.id);
  await fundOverApi(request, token, '1000.00');
  await memberApi(request, token, 'POST', '/address/save', {
    consignee: '王小明',
    phone: '+886912345678',
    regionCode: 'TW-100',
    detail: '重慶南路一段122號',
  });
  const run = randomBytes(4).toString('hex');
  const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': `鍵盤分類 ${run}` } });
  const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', {
    categoryId: category.id,
    name: { 'zh-Hant': `鍵盤保溫杯 ${run}` },
    description: { 'zh-Hant': '<p>保溫杯</p>' },
    images: [],
    price: '100.00',
    deliveryType: 'express',
    stock: 5,
  });

  // Sign-in: the navigation bar comes first in the tab order (home, language), then the form.
  await page.goto('/#/pages/login/index');
  await tabTo(page, page.getByRole('button', { name: '首頁' }));
  await tabTo(page, page.getByTestId('language-picker'));
  await tabTo(page, page.getByTestId('login-account'));
  await page.keyboard.type(member.email);
  await tabTo(page, page.getByTestId('login-password'));
  await page.keyboard.type(PASSWORD);
  await tabTo(page, page.getByTestId('login-submit'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/pages\/mine\/index/);

  // The tab bar: each tab a link, the current one marked; Enter opens another.
  const tabBar = page.getByTestId('tab-bar');
  await expect(tabBar.getByRole('link', { name: '我的' })).toHaveAttribute('aria-current', 'page');
  await tabTo(page, tabBar.getByRole('link', { name: '首頁' }), 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/$/);
  await expect(tabBar.getByRole('link', { name: '首頁' })).toHaveAttribute('aria-current', 'page');

  // A transfer: recipient, look-up, amount, confirm, then the payment password typed.
  await page.goto('/#/subpackage/walletOperation/index?type=transfer');
  await tabTo(page, page.getByTestId('op-recipient'));
  await page.keyboard.type(friend.email);
  await tabTo(page, page.getByTestId('op-recipient-lookup'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('op-recipient-card')).toContainText(friend.nickname);
  await tabTo(page, page.getByTestId('op-amount'));
  await page.keyboard.type('12.50');
  await tabTo(page, page.getByTestId('op-submit'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('op-confirm-amount')).toHaveText('12.50 UU');
  await tabTo(page, page.getByTestId('op-paypwd'));
  await page.keyboard.type(PAY_PASSWORD);
  await expect(page.getByTestId('op-result')).toBeVisible();
  await expect(page.getByTestId('op-result-balance')).toHaveText('987.50');

  // An order: the goods, "buy now" with Space, then submit and pay.
  await page.goto(`/#/subpackage/goodsDetails/index?id=${goods.id}`);
  await expect(page.getByTestId('goods-name')).toHaveText(goods.name);
  await tabTo(page, page.getByTestId('goods-buy'));
  await page.keyboard.press('Space');
  await expect(page).toHaveURL(/#\/subpackage\/submitOrder\/index$/);
  await expect(page.getByTestId('submit-address')).toContainText('王小明');
  await tabTo(page, page.getByTestId('submit-order'));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('pay-sheet')).toBeVisible();
  await tabTo(page, page.getByTestId('pay-passcode'));
  await page.keyboard.type(PAY_PASSWORD);
  // The payment result, then the order from it with Enter.
  await expect(page).toHaveURL(/#\/subpackage\/payResult\/index\?ids=\d+/);
  await tabTo(page, page.getByTestId('pay-result-view-order'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#\/subpackage\/orderDetails\/index\?id=\d+/);
  await expect(page.getByTestId('order-status')).toHaveText('待出貨');
});
