import { describe, expect, it } from 'vitest';
import { findPage, pages, paths, safeRedirect } from './paths';

// spec §2, route by route.
const SPEC_ROUTES = [
  '/',
  '/pages/home/index',
  '/pages/chat/index',
  '/pages/financialWorld/index',
  '/pages/mine/index',
  '/pages/mall/index',
  '/pages/login/index',
  '/pages/lockTheWorld/index',
  '/pages/h5Register/index',
  '/pages/agreement/index',
  ...[
    'register',
    'getBack',
    'goodsDetails',
    'submitOrder',
    'editAddress',
    'selectAddress',
    'signIn',
    'myMoney',
    'walletOperation',
    'topUp',
    'myOrder',
    'orderDetails',
    'settingUp',
    'settingContent',
    'navWe',
    'navTeam',
    'myInvitation',
    'sixDegrees',
    'downloadProgress',
    'eosPage',
    'companyOverview',
    'bankCard',
    'guide',
  ].map((name) => `/subpackage/${name}/index`),
  '/subpackage/downloadProgress/download',
  '/subpackage/bankCard/editBankCard',
  '/choose-location',
  '/open-location',
];

// Ours, beyond spec §2 (docs/decisions.md): the coupon chooser submitOrder's selectCouponDetail needs,
// the packages page of the life services, and settings' devices and sign-in history (issue 18).
const OUR_ROUTES = [
  '/subpackage/myCoupon/index',
  '/subpackage/flowPackages/index',
  '/subpackage/devices/index',
  '/subpackage/signInHistory/index',
  '/subpackage/messageCentre/index',
  // The mall of issue 22: search, favourites, recently viewed.
  '/subpackage/mallSearch/index',
  '/subpackage/favourites/index',
  '/subpackage/recentlyViewed/index',
  // Redemption codes (issue 24).
  '/subpackage/redeemCode/index',
  // The cart, the payment result and after-sales (issue 22); notification settings (issue 21).
  '/subpackage/cart/index',
  '/subpackage/payResult/index',
  '/subpackage/afterSales/index',
  '/subpackage/applyAfterSale/index',
  '/subpackage/afterSaleDetails/index',
  '/subpackage/notifySettings/index',
  // Member statements and receipts (issue 24).
  '/subpackage/statement/index',
  '/subpackage/receipt/index',
];

const SIGN_IN_REQUIRED = [
  'mine',
  'chat',
  'myMoney',
  'walletOperation',
  'topUp',
  'myOrder',
  'orderDetails',
  'settingUp',
  'settingContent',
  'devices',
  'signInHistory',
  'messageCentre',
  'redeemCode',
  'navTeam',
  'myInvitation',
  'sixDegrees',
  'bankCard',
  'editBankCard',
  'editAddress',
  'selectAddress',
  'submitOrder',
  'signIn',
  'myCoupon',
  'flowPackages',
  'favourites',
  'recentlyViewed',
  'cart',
  'payResult',
  'afterSales',
  'applyAfterSale',
  'afterSaleDetails',
  'notifySettings',
  'statement',
  'receipt',
] as const;

describe('route registry (spec §2)', () => {
  it('has every route of the spec, and no other but ours', () => {
    const registered = pages.flatMap((p) => [p.path, ...(p.aliases ?? [])]);
    expect([...registered].sort()).toEqual([...SPEC_ROUTES, ...OUR_ROUTES].sort());
    expect(new Set(registered).size).toBe(registered.length);
  });

  it('places the four tab pages in tab order', () => {
    const tabs = pages.filter((p) => p.tab !== undefined).sort((a, b) => a.tab! - b.tab!);
    expect(tabs.map((p) => p.path)).toEqual(['/', '/pages/chat/index', '/pages/financialWorld/index', '/pages/mine/index']);
    expect(findPage('/pages/home/index')).toBe(paths.home);
  });

  it('asks for sign-in exactly on member-data pages', () => {
    for (const [key, page] of Object.entries(paths)) {
      expect(page.auth, key).toBe((SIGN_IN_REQUIRED as readonly string[]).includes(key));
    }
  });

  // Each page's lazy screen is attached in app/screens.ts (its test checks there is one per page).
  it('gives every page a title key', () => {
    for (const page of pages) {
      expect(page.title).toMatch(/^routes\.\w+$/);
    }
    expect(paths.mine.nav).toBe('transparent');
  });

  it('builds hrefs with their query', () => {
    expect(paths.home.getHref()).toBe('/');
    expect(paths.settingUp.getHref()).toBe('/subpackage/settingUp/index');
    expect(paths.agreement.getHref({ id: 2 })).toBe('/pages/agreement/index?id=2');
    expect(paths.h5Register.getHref({ code: 'ABCD2345' })).toBe('/pages/h5Register/index?code=ABCD2345');
    expect(paths.login.getHref({ redirect: '/subpackage/settingUp/index?tab=1' })).toBe(
      '/pages/login/index?redirect=%2Fsubpackage%2FsettingUp%2Findex%3Ftab%3D1',
    );
    expect(paths.login.getHref({ redirect: undefined })).toBe('/pages/login/index');
  });

  it('accepts only in-app routes as the way back after sign-in', () => {
    expect(safeRedirect('/subpackage/settingUp/index')).toBe('/subpackage/settingUp/index');
    expect(safeRedirect('/subpackage/myOrder/index?tab=2')).toBe('/subpackage/myOrder/index?tab=2');
    expect(safeRedirect('//evil.example.com/x')).toBeNull();
    expect(safeRedirect('https://evil.example.com')).toBeNull();
    expect(safeRedirect('/nowhere')).toBeNull();
    expect(safeRedirect('/pages/login/index')).toBeNull();
    expect(safeRedirect(null)).toBeNull();
  });
});
