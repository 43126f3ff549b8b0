import { expect, test } from '@playwright/test';

// Issue 7: the guide, the FAQ and navWe, on the texts a fresh installation starts with.

test('the guide reads in each of the three languages, with its FAQ', async ({ page }) => {
  await page.goto('/#/subpackage/guide/index');
  const guide = page.getByTestId('content-guide');
  await expect(guide.getByRole('heading', { name: '新手指南' })).toBeVisible();
  await expect(guide).toContainText('每日簽到多送 1 次提問');
  // The FAQ is collapsed until a question is tapped.
  const faq = page.getByTestId('faq');
  await expect(faq.getByText('提領有哪些規則？多久到帳？')).toBeVisible();
  await expect(faq.getByText('33% 轉為 FB、66% 轉入 U', { exact: false })).toBeHidden();
  await faq.getByText('提領有哪些規則？多久到帳？').click();
  await expect(faq.getByText('33% 轉為 FB、66% 轉入 U', { exact: false })).toBeVisible();

  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-zh-Hans').click();
  await expect(guide).toContainText('每日签到多送 1 次提问');
  await expect(faq.getByText('提现有哪些规则？多久到账？')).toBeVisible();

  await page.getByTestId('language-picker').click();
  await page.getByTestId('language-en').click();
  await expect(guide.getByRole('heading', { name: 'Getting started' })).toBeVisible();
  await expect(guide).toContainText('Checking in gives 1 extra question that day');
  await expect(page.getByRole('heading', { name: 'FAQ' })).toBeVisible();
  await expect(faq.getByText('How do withdrawals work, and how long do they take?')).toBeVisible();
});

test('navWe shows the version and the agreements, and leads to the company overview and the guide', async ({ page }) => {
  await page.goto('/#/subpackage/navWe/index');
  await expect(page.getByTestId('nav-we-version')).toHaveText('v2.1.7');
  await expect(page.getByTestId('nav-we-agreement-1')).toContainText('服務條款');
  await expect(page.getByTestId('nav-we-agreement-2')).toContainText('隱私權政策');

  await page.getByTestId('nav-we-agreement-2').click();
  await expect(page).toHaveURL(/#\/pages\/agreement\/index\?id=2$/);
  await expect(page.getByRole('heading', { name: '隱私權政策' })).toBeVisible();

  await page.goBack();
  await page.getByTestId('nav-we-companyOverview').click();
  await expect(page).toHaveURL(/#\/subpackage\/companyOverview\/index$/);
  await expect(page.getByTestId('content-companyOverview')).toContainText('積分商城');

  await page.goBack();
  await page.getByTestId('nav-we-guide').click();
  await expect(page.getByTestId('content-guide').getByRole('heading', { name: '新手指南' })).toBeVisible();

  await page.goBack();
  await page.getByTestId('nav-we-download').click();
  await expect(page).toHaveURL(/#\/subpackage\/downloadProgress\/index$/);
});
