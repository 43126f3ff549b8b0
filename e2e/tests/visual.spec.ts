import type { Locator, Page } from '@playwright/test';
import { expect, memberApi, test, tokenOverApi } from '../fixtures/api';

// Issue 19 "Tests": the screens the walk-through named, on a 360 × 740 phone in the three languages,
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
  });
}
