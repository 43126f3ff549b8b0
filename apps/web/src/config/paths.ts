import type { ComponentType } from 'react';

/**
 * Every route of spec §2 in one registry (style.md §8). A route's `screen` is loaded lazily, so
 * the first route pays only for itself. Routes whose issue has not landed yet show their nav bar
 * and the empty view (`pending`), never invented content.
 */
type ScreenModule = { default: ComponentType };
type QueryValue = string | number | undefined;
export type Query = Record<string, QueryValue>;

export type PageMeta = {
  /** The router path (hash mode, spec §2). */
  path: string;
  /** Other paths that render the same screen (spec §2: `/` and `/pages/home/index`). */
  aliases?: readonly string[];
  /** Catalogue key of the navigation-bar title. */
  title: `routes.${string}`;
  /** Position in the tab bar, for the four tab pages. */
  tab?: 0 | 1 | 2 | 3;
  /** Member data lives here: a visitor is sent to sign in first. */
  auth: boolean;
  /**
   * 'transparent': the bar fades in over the page's own header (spec §2). 'overlay': the custom
   * navigation style of the system pages (spec §2): the bar floats over a full-bleed map and
   * stays clear, its buttons on their own light chips.
   */
  nav?: 'default' | 'transparent' | 'overlay';
  screen: () => Promise<ScreenModule>;
};

export type Page<Q extends Query | void = void> = PageMeta & {
  getHref: Q extends Query ? (query?: Q) => string : () => string;
};

function withQuery(path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function page<Q extends Query | void = void>(meta: PageMeta): Page<Q> {
  return { ...meta, getHref: (query?: Query) => withQuery(meta.path, query) } as Page<Q>;
}

const pending = () => import('@/app/routes/pending');

/** What settingContent shows: `?type=login|pay|setPay`. */
export const SETTING_CONTENT_TYPES = ['login', 'pay', 'setPay'] as const;
export type SettingContentType = (typeof SETTING_CONTENT_TYPES)[number];
const sub = (name: string) => `/subpackage/${name}/index`;

/** What walletOperation shows: `?type=transfer|withdraw|exchange|withdrawals` (and `&currency=` for the first two). */
export const WALLET_OPERATION_TYPES = ['transfer', 'withdraw', 'exchange', 'withdrawals'] as const;
export type WalletOperationType = (typeof WALLET_OPERATION_TYPES)[number];

export const paths = {
  // Tab pages (spec §2)
  home: page({
    path: '/',
    aliases: ['/pages/home/index'],
    title: 'routes.home',
    tab: 0,
    auth: false,
    screen: () => import('@/app/routes/home'),
  }),
  /** The AI chat: history, answers streamed over the socket, the daily allowance. */
  chat: page({ path: '/pages/chat/index', title: 'routes.chat', tab: 1, auth: true, screen: () => import('@/app/routes/chat') }),
  financialWorld: page({
    path: '/pages/financialWorld/index',
    title: 'routes.financialWorld',
    tab: 2,
    auth: false,
    screen: () => import('@/app/routes/financial-world'),
  }),
  mine: page({
    path: '/pages/mine/index',
    title: 'routes.mine',
    tab: 3,
    auth: true,
    nav: 'transparent',
    screen: () => import('@/app/routes/mine'),
  }),

  // Other pages
  /** The points mall: goods by category and name (`categoryId`, `q`); visitors may browse. */
  mall: page<{ categoryId?: number; q?: string }>({
    path: '/pages/mall/index',
    title: 'routes.mall',
    auth: false,
    screen: () => import('@/app/routes/mall'),
  }),
  login: page<{ redirect?: string }>({
    path: '/pages/login/index',
    title: 'routes.login',
    auth: false,
    screen: () => import('@/app/routes/login'),
  }),
  lockTheWorld: page({
    path: '/pages/lockTheWorld/index',
    title: 'routes.lockTheWorld',
    auth: false,
    screen: () => import('@/app/routes/lock-the-world'),
  }),
  h5Register: page<{ code?: string }>({
    path: '/pages/h5Register/index',
    title: 'routes.h5Register',
    auth: false,
    screen: () => import('@/app/routes/h5-register'),
  }),
  agreement: page<{ id: number }>({
    path: '/pages/agreement/index',
    title: 'routes.agreement',
    auth: false,
    screen: () => import('@/app/routes/agreement'),
  }),

  // Subpackage pages
  register: page<{ code?: string; redirect?: string }>({
    path: sub('register'),
    title: 'routes.register',
    auth: false,
    screen: () => import('@/app/routes/register'),
  }),
  /** `type=pay`: a signed-in member resets the payment password by a code instead. */
  getBack: page<{ type?: 'pay' }>({
    path: sub('getBack'),
    title: 'routes.getBack',
    auth: false,
    screen: () => import('@/app/routes/get-back'),
  }),
  /** One goods: gallery, price, delivery (and its stores), description, quantity and "buy now". */
  goodsDetails: page<{ id: number }>({
    path: sub('goodsDetails'),
    title: 'routes.goodsDetails',
    auth: false,
    screen: () => import('@/app/routes/goods-details'),
  }),
  /** The goods of `selectGoodsDetail` (spec §3) with its delivery details; then pay now or later. */
  submitOrder: page({
    path: sub('submitOrder'),
    title: 'routes.submitOrder',
    auth: true,
    screen: () => import('@/app/routes/submit-order'),
  }),
  /** Add an address, or change the one of `?id=`. */
  editAddress: page<{ id?: number }>({
    path: sub('editAddress'),
    title: 'routes.editAddress',
    auth: true,
    screen: () => import('@/app/routes/edit-address'),
  }),
  /**
   * The address book. `select=1` opens it to choose an address (stored as the session's
   * addressInfo / addressDetail, spec §3), then goes back, or to `redirect` when given.
   */
  selectAddress: page<{ select?: 1; redirect?: string }>({
    path: sub('selectAddress'),
    title: 'routes.selectAddress',
    auth: true,
    screen: () => import('@/app/routes/select-address'),
  }),
  /** The daily check-in (+1 question today), its month calendar, streak and streak rewards. */
  signIn: page({ path: sub('signIn'), title: 'routes.signIn', auth: true, screen: () => import('@/app/routes/sign-in') }),
  /** The wallet: five balances, every operation, the money log. */
  myMoney: page({
    path: sub('myMoney'),
    title: 'routes.myMoney',
    auth: true,
    screen: () => import('@/app/routes/my-money'),
  }),
  /** Transfer, withdraw, exchange, or the withdrawal list; `currency` preselects the balance moved. */
  walletOperation: page<{ type: WalletOperationType; currency?: string }>({
    path: sub('walletOperation'),
    title: 'routes.walletOperation',
    auth: true,
    screen: () => import('@/app/routes/wallet-operation'),
  }),
  topUp: page({ path: sub('topUp'), title: 'routes.topUp', auth: true, screen: () => import('@/app/routes/top-up') }),
  /** The member's orders by the tabs of spec §4; `list=installation` is the second list. */
  myOrder: page<{ list?: 'mall' | 'installation'; tab?: string }>({
    path: sub('myOrder'),
    title: 'routes.myOrder',
    auth: true,
    screen: () => import('@/app/routes/my-order'),
  }),
  /**
   * The member's coupons (ours: the spec names none, yet submitOrder's selectCouponDetail needs a
   * chooser): available, used, expired; `select=1` chooses a mall coupon for `subtotal` and goes back.
   */
  myCoupon: page<{ tab?: 'available' | 'used' | 'expired'; select?: 1; subtotal?: string; redirect?: string }>({
    path: sub('myCoupon'),
    title: 'routes.myCoupon',
    auth: true,
    screen: () => import('@/app/routes/my-coupon'),
  }),
  /**
   * Flow and chat packages (ours: spec §1 sells them on the home page, product.md lists them among
   * the life services): the member's active packages and the ones on sale; `buy=<goods id>` opens
   * the purchase of one.
   */
  flowPackages: page<{ type?: 'flow' | 'chat'; buy?: number }>({
    path: sub('flowPackages'),
    title: 'routes.flowPackages',
    auth: true,
    screen: () => import('@/app/routes/flow-packages'),
  }),
    /** One order (`?id=`): its times, amounts, address or store, write-off code and actions. */
  orderDetails: page<{ id: number }>({
    path: sub('orderDetails'),
    title: 'routes.orderDetails',
    auth: true,
    screen: () => import('@/app/routes/order-details'),
  }),
  settingUp: page({
    path: sub('settingUp'),
    title: 'routes.settingUp',
    auth: true,
    screen: () => import('@/app/routes/setting-up'),
  }),
  /** The password screens: change the login or payment password, or set the first payment password. */
  settingContent: page<{ type: SettingContentType }>({
    path: sub('settingContent'),
    title: 'routes.settingContent',
    auth: true,
    screen: () => import('@/app/routes/setting-content'),
  }),
  /** About us: company overview, guide, the client's version and updates, agreements, customer service. */
  navWe: page({ path: sub('navWe'), title: 'routes.navWe', auth: false, screen: () => import('@/app/routes/nav-we') }),
  /** The team hub (`?period=today|month|all`): level, figures, entries, direct referrals. */
  navTeam: page<{ period?: string }>({ path: sub('navTeam'), title: 'routes.navTeam', auth: true, screen: () => import('@/app/routes/nav-team') }),
  /** The share area: invitation code and link, the two posters of spec §9. */
  myInvitation: page({ path: sub('myInvitation'), title: 'routes.myInvitation', auth: true, screen: () => import('@/app/routes/my-invitation') }),
  /** The team by depth 1-6 (`?depth=`). */
  sixDegrees: page<{ depth?: number }>({ path: sub('sixDegrees'), title: 'routes.sixDegrees', auth: true, screen: () => import('@/app/routes/six-degrees') }),
  /** A platform's newest file downloading with a progress bar: `?platform=` (spec §3 code; default android). */
  downloadProgress: page<{ platform?: number }>({
    path: sub('downloadProgress'),
    title: 'routes.downloadProgress',
    auth: false,
    screen: () => import('@/app/routes/download-progress'),
  }),
  /** Download links and QR codes per platform, and 'add to home screen'. */
  download: page({
    path: '/subpackage/downloadProgress/download',
    title: 'routes.download',
    auth: false,
    screen: () => import('@/app/routes/download'),
  }),
  eosPage: page({ path: sub('eosPage'), title: 'routes.eosPage', auth: false, screen: () => import('@/app/routes/eos-page') }),
  companyOverview: page({
    path: sub('companyOverview'),
    title: 'routes.companyOverview',
    auth: false,
    screen: () => import('@/app/routes/company-overview'),
  }),
  /** Bank cards and wallet (EFT) addresses for payouts. */
  bankCard: page({ path: sub('bankCard'), title: 'routes.bankCard', auth: true, screen: () => import('@/app/routes/bank-card') }),
  /** Add a bank card, or change the one of `?id=`. */
  editBankCard: page<{ id?: number }>({
    path: '/subpackage/bankCard/editBankCard',
    title: 'routes.editBankCard',
    auth: true,
    screen: () => import('@/app/routes/edit-bank-card'),
  }),
  /** The guide and the FAQ (collapsible). */
  guide: page({ path: sub('guide'), title: 'routes.guide', auth: false, screen: () => import('@/app/routes/guide') }),

  // System pages (spec §2)
  /**
   * Pick a place on the map (or by the device's location, or typed); confirming hands it back
   * to `redirect` (lib/places.ts) and returns there. Starts at `latitude`/`longitude` when given.
   */
  chooseLocation: page<{ latitude?: number; longitude?: number; redirect?: string }>({
    path: '/choose-location',
    title: 'routes.chooseLocation',
    auth: false,
    nav: 'overlay',
    screen: () => import('@/app/routes/choose-location'),
  }),
  /**
   * Show a place: a marker, its name, address text and coordinates, and a way into the phone's
   * maps app. `storeId` alone looks the store's coordinates up (orders keep only its name and address).
   */
  openLocation: page<{ latitude?: number; longitude?: number; name?: string; address?: string; storeId?: number }>({
    path: '/open-location',
    title: 'routes.openLocation',
    auth: false,
    nav: 'overlay',
    screen: () => import('@/app/routes/open-location'),
  }),
} as const;

export const pages: readonly PageMeta[] = Object.values(paths);

/** The registry entry of an in-app path (without its query), or undefined. */
export function findPage(pathname: string): PageMeta | undefined {
  return pages.find((p) => p.path === pathname || p.aliases?.includes(pathname));
}

/**
 * A remembered route to return to after sign-in, if it is one of ours: an in-app path of the
 * registry (never another origin, never the login page itself, which would loop).
 */
export function safeRedirect(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return null;
  const pathname = value.split(/[?#]/, 1)[0] ?? '';
  const target = findPage(pathname);
  if (!target || target === paths.login) return null;
  return value;
}
