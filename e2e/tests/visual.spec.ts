import type { Locator, Page } from '@playwright/test';
import type { Category, Goods } from '@uu/contract/mall';
import type { PublishedVersion } from '@uu/contract/versions';
import { expect, memberApi, operatorApi, test, tokenOverApi } from '../fixtures/api';

// Issue 19 "Tests": the screens the walk-through named (with the pay sheet and the download page), on a 360 × 740 phone in the three languages,
// compared with the stored baselines (e2e/tests/visual.spec.ts-snapshots, made with this machine's
// Debian Chromium: `npx playwright test tests/visual.spec.ts --update-snapshots`), so a layout
// regression fails. What differs from one run to the next (the member's number, nickname and codes,
// the QR poster) is masked; a small pixel ratio is allowed for the fonts' anti-aliasing.

const LANGUAGES = [
  { locale: 'zh-Hant', browser: 'zh-TW' },
  { locale: 'zh-Hans', browser: 'zh-CN' },
  { locale: 'en', browser: 'en-US' },
] as const;

const SHOT = { maxDiffPixelRatio: 0.01, animations: 'disabled', caret: 'hide' } as const;

/** The goods bought on the pay sheet's screen: the same texts in every run, so nothing needs a mask. */
const PAY_GOODS = {
  name: { 'zh-Hant': '不鏽鋼保溫杯', 'zh-Hans': '不锈钢保温杯', en: 'Steel travel mug' },
  description: { 'zh-Hant': '<p>保溫 12 小時</p>', 'zh-Hans': '<p>保温 12 小时</p>', en: '<p>Keeps drinks hot for 12 hours</p>' },
};

/**
 * The download page's answer: the versions published on the shared e2e server change with the tests
 * running beside this one (versions.spec.ts publishes some), so the page is drawn from a fixed one.
 */
const NEWEST: Record<(typeof LANGUAGES)[number]['locale'], PublishedVersion[]> = {
  'zh-Hant': [
    {
      platform: 1,
      version: '2.1.8',
      notes: '新增錢包收支合計。',
      url: '/files/uu-2.1.8.apk',
      forced: false,
      releasedAt: '2026-12-01T02:00:00.000Z',
    },
    {
      platform: 2,
      version: '2.1.6',
      notes: '修正登入問題。',
      url: 'https://apps.apple.com/app/id0',
      forced: false,
      releasedAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  'zh-Hans': [
    {
      platform: 1,
      version: '2.1.8',
      notes: '新增钱包收支合计。',
      url: '/files/uu-2.1.8.apk',
      forced: false,
      releasedAt: '2026-12-01T02:00:00.000Z',
    },
    {
      platform: 2,
      version: '2.1.6',
      notes: '修正登录问题。',
      url: 'https://apps.apple.com/app/id0',
      forced: false,
      releasedAt: '2026-11-20T02:00:00.000Z',
    },
  ],
  en: [
    {
      platform: 1,
      version: '2.1.8',
      notes: 'Wallet income and expense totals.',
      url: '/files/uu-2.1.8.apk',
      forced: false,
      releasedAt: '2026-12-01T02:00:00.000Z',
    },
    {
      platform: 2,
      version: '2.1.6',
      notes: 'Sign-in fix.',
      url: 'https://apps.apple.com/app/id0',
      forced: false,
      releasedAt: '2026-11-20T02:00:00.000Z',
    },
  ],
};

/** The member's own numbers and codes, different in every run. */
const memberData = (page: Page): Locator[] => [
  page.getByTestId('mine-nickname'),
  page.getByTestId('mine-member-no'),
  page.getByTestId('mine-invitation-code'),
  page.getByTestId('invitation-code'),
  page.getByTestId('invitation-link'),
  page.getByTestId('invitation-poster'),
];

/** Waits until the app has drawn the screen (no loading spinner, fonts ready). */
async function settled(page: Page) {
  await expect(page.locator('.adm-spin-loading, [data-testid="page-loading"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/** No page may be wider than the phone (issue 19 #8: /choose-location was). */
async function fitsWidth(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
}

for (const { locale, browser } of LANGUAGES) {
  test.describe(`${locale} on a 360 × 740 phone`, () => {
    test.use({ viewport: { width: 360, height: 740 }, deviceScaleFactor: 1, locale: browser });

    test(`the issue's screens look as stored (${locale})`, async ({ page, request, signedIn }) => {
      test.setTimeout(120_000);
      await page.addInitScript((l) => window.localStorage.setItem('uu.locale', l), locale);
      await page.route(/tile\.openstreetmap\.org/, (route) => route.abort('internetdisconnected'));
      const token = await tokenOverApi(request, signedIn.email);
      const address = await memberApi<{ id: number }>(request, token, 'POST', '/address/save', {
        consignee: 'Amy Wang',
        phone: '+886912345678',
        regionCode: 'TW-100',
        detail: '重慶南路一段122號',
      });

      // Mine, scrolled 60 px: the fading bar must not show the profile through it (issue 19 #8).
      await page.goto('/#/pages/mine/index');
      await expect(page.getByTestId('mine-member-no')).toBeVisible();
      await settled(page);
      await page.evaluate(() => window.scrollTo(0, 60));
      await expect(page).toHaveScreenshot(`mine-scrolled-${locale}.png`, { ...SHOT, mask: memberData(page) });

      await page.goto('/#/choose-location');
      await expect(page.getByTestId('place-map-notice')).toHaveAttribute('data-kind', 'failed');
      await settled(page);
      await fitsWidth(page);
      await expect(page).toHaveScreenshot(`choose-location-${locale}.png`, SHOT);

      // The address form: adding (its title, every error at once) and changing.
      await page.goto('/#/subpackage/editAddress/index');
      await page.getByTestId('address-submit').click();
      await expect(page.getByRole('alert')).toHaveCount(4);
      await settled(page);
      await fitsWidth(page);
      await expect(page).toHaveScreenshot(`address-add-${locale}.png`, { ...SHOT, fullPage: true });
      await page.goto(`/#/subpackage/editAddress/index?id=${address.id}`);
      await expect(page.getByTestId('address-consignee').locator('input')).toHaveValue('Amy Wang');
      await settled(page);
      await expect(page).toHaveScreenshot(`address-edit-${locale}.png`, { ...SHOT, fullPage: true });

      await page.goto('/#/subpackage/myMoney/index');
      await expect(page.getByTestId('money-log')).toBeVisible();
      await settled(page);
      await fitsWidth(page);
      await expect(page).toHaveScreenshot(`money-log-${locale}.png`, SHOT);

      await page.goto('/#/subpackage/myOrder/index');
      await settled(page);
      await fitsWidth(page);
      await expect(page).toHaveScreenshot(`orders-${locale}.png`, SHOT);

      await page.goto('/#/subpackage/myInvitation/index');
      await expect(page.getByTestId('invitation-code')).toBeVisible();
      await settled(page);
      await fitsWidth(page);
      await expect(page).toHaveScreenshot(`invitation-${locale}.png`, { ...SHOT, mask: memberData(page) });

      // Signed out: the register page.
      await page.evaluate(() => window.localStorage.removeItem('uu.token'));
      await page.goto('/#/subpackage/register/index');
      await page.reload();
      await settled(page);
      await fitsWidth(page);
      await expect(page).toHaveScreenshot(`register-${locale}.png`, SHOT);
    });

    test.describe('screens with a sheet or a fixed answer', () => {
      // page.route must see every request, which a service worker would answer itself.
      test.use({ serviceWorkers: 'block' });

      test(`the pay sheet and the download page look as stored (${locale})`, async ({ page, request, payer }) => {
        test.setTimeout(120_000);
        await page.addInitScript((l) => window.localStorage.setItem('uu.locale', l), locale);
        // The pay sheet: a goods opened, "buy now", the order submitted; the sheet with the PIN field.
        const category = await operatorApi<Category>(request, 'POST', '/admin/mall/category', { name: { 'zh-Hant': '生活用品' } });
        const goods = await operatorApi<Goods>(request, 'POST', '/admin/mall/goods', {
          categoryId: category.id,
          ...PAY_GOODS,
          images: [],
          price: '120.00',
          deliveryType: 'express',
          stock: 5,
        });
        await memberApi(request, payer.token, 'POST', '/address/save', {
          consignee: 'Amy Wang',
          phone: '+886912345678',
          regionCode: 'TW-100',
          detail: '重慶南路一段122號',
        });
        await page.goto(`/#/subpackage/goodsDetails/index?id=${goods.id}`);
        await expect(page.getByTestId('goods-name')).toHaveText(PAY_GOODS.name[locale]);
        await page.getByTestId('goods-buy').click();
        await expect(page.getByTestId('submit-address')).toContainText('Amy Wang');
        await page.getByTestId('submit-order').click();
        const sheet = page.getByTestId('pay-sheet');
        await expect(sheet.getByTestId('pay-passcode')).toBeVisible();
        await expect(sheet.getByTestId('pay-uu-only')).toBeVisible();
        await settled(page);
        await fitsWidth(page);
        // The time left to pay ticks: masked.
        await expect(page).toHaveScreenshot(`pay-sheet-${locale}.png`, { ...SHOT, mask: [sheet.getByTestId('pay-countdown')] });

        // The download page (paths.download), from a fixed answer (NEWEST).
        await page.route('**/version/listNewest', (route) => route.fulfill({ json: { code: 200, msg: 'ok', data: NEWEST[locale] } }));
        await page.goto('/#/subpackage/downloadProgress/download');
        await expect(page.getByTestId('platform-1')).toContainText('2.1.8');
        await expect(page.getByTestId('qr-1')).toHaveAttribute('src', /^data:image\/png;base64,/);
        await expect(page.getByTestId('qr-2')).toHaveAttribute('src', /^data:image\/png;base64,/);
        await settled(page);
        await fitsWidth(page);
        // A relative download link's QR code carries the server's address (its port differs between runs): masked.
        await expect(page).toHaveScreenshot(`download-${locale}.png`, {
          ...SHOT,
          fullPage: true,
          mask: [page.getByTestId('qr-1'), page.getByTestId('qr-2')],
        });
      });
    });
  });
}
