/**
 * Every route of spec §2 in one registry (style.md §8): paths and metadata only. The screens are
 * attached by the router (app/screens.ts, each loaded lazily so the first route pays only for
 * itself), so the registry imports no screen and screens may import it without an import circle.
 */
import { HOME_ALIASES, HOME_PATH } from './home-paths';

type QueryValue = string | number | undefined;
export type Query = Record<string, QueryValue>;

export type PageMeta = {
  /** The router path (hash mode, spec §2). */
  path: string;
  /** Other paths that render the same screen (spec §2: `/` and `/pages/home/index`). */
  aliases?: readonly string[];
  /** Catalogue key of the navigation-bar title. */
  title: `routes.${string}`;
  /** The title while the page has no `?id=`: it adds rather than changes (editAddress, issue 19 #10). */
  addTitle?: `routes.${string}`;
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
};

export type Page<Q extends Query | undefined = undefined> = PageMeta & {
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

function page<Q extends Query | undefined = undefined>(meta: PageMeta): Page<Q> {
  return { ...meta, getHref: (query?: Query) => withQuery(meta.path, query) } as Page<Q>;
}

/** What settingContent shows: `?type=login|pay|setPay|contact` (contact: the bound email or phone, issue 18). */
export const SETTING_CONTENT_TYPES = ['login', 'pay', 'setPay', 'contact'] as const;
export type SettingContentType = (typeof SETTING_CONTENT_TYPES)[number];
const sub = (name: string) => `/subpackage/${name}/index`;

/** What walletOperation shows: `?type=transfer|withdraw|exchange|withdrawals` (and `&currency=` for the first two). */
export const WALLET_OPERATION_TYPES = ['transfer', 'withdraw', 'exchange', 'withdrawals'] as const;
export type WalletOperationType = (typeof WALLET_OPERATION_TYPES)[number];

export const paths = {
  // Tab pages (spec §2)
  home: page({
    path: HOME_PATH,
    aliases: HOME_ALIASES,
    title: 'routes.home',
    tab: 0,
    auth: false,
  }),
  /** The AI chat: history, answers streamed over the socket, the daily allowance. */
  chat: page({ path: '/pages/chat/index', title: 'routes.chat', tab: 1, auth: true }),
  financialWorld: page({
    path: '/pages/financialWorld/index',
    title: 'routes.financialWorld',
    tab: 2,
    auth: false,
  }),
  mine: page({
    path: '/pages/mine/index',
    title: 'routes.mine',
    tab: 3,
    auth: true,
    nav: 'transparent',
  }),

  // Other pages
  /** The points mall: goods by category and name (`categoryId`, `q`); visitors may browse. */
  mall: page<{ categoryId?: number; q?: string }>({
    path: '/pages/mall/index',
    title: 'routes.mall',
    auth: false,
  }),
  login: page<{ redirect?: string }>({
    path: '/pages/login/index',
    title: 'routes.login',
    auth: false,
  }),
  lockTheWorld: page({
    path: '/pages/lockTheWorld/index',
    title: 'routes.lockTheWorld',
    auth: false,
  }),
  h5Register: page<{ code?: string }>({
    path: '/pages/h5Register/index',
    title: 'routes.h5Register',
    auth: false,
  }),
  agreement: page<{ id: number }>({
    path: '/pages/agreement/index',
    title: 'routes.agreement',
    auth: false,
  }),

  // Subpackage pages
  register: page<{ code?: string; redirect?: string }>({
    path: sub('register'),
    title: 'routes.register',
    auth: false,
  }),
  /** `type=pay`: a signed-in member resets the payment password by a code instead. */
  getBack: page<{ type?: 'pay' }>({
    path: sub('getBack'),
    title: 'routes.getBack',
    auth: false,
  }),
  /** The mall's search (issue 22): history and hot words, then results with sort and filters, all in the query. */
  mallSearch: page<{ q?: string; sort?: string; categoryId?: number; minPrice?: string; maxPrice?: string }>({
    path: sub('mallSearch'),
    title: 'routes.mallSearch',
    auth: false,
  }),
  /** The member's favourite goods (Mine). */
  favourites: page({ path: sub('favourites'), title: 'routes.favourites', auth: true }),
  /** The goods the member opened lately (Mine). */
  recentlyViewed: page({ path: sub('recentlyViewed'), title: 'routes.recentlyViewed', auth: true }),
  /** One goods: gallery, price, delivery (and its stores), description, quantity and "buy now". */
  goodsDetails: page<{ id: number }>({
    path: sub('goodsDetails'),
    title: 'routes.goodsDetails',
    auth: false,
  }),
  /** The member's cart (issue 22): lines, quantities, the checkout of the selected lines (split by fulfilment type). */
  cart: page({ path: sub('cart'), title: 'routes.cart', auth: true }),
  /** After paying one or several orders (`ids`, comma-separated): what was paid and the next steps. */
  payResult: page<{ ids: string }>({ path: sub('payResult'), title: 'routes.payResult', auth: true }),
  /** The goods of `selectGoodsDetail` (spec §3) with its delivery details; then pay now or later. */
  submitOrder: page({
    path: sub('submitOrder'),
    title: 'routes.submitOrder',
    auth: true,
  }),
  /** Add an address, or change the one of `?id=`; `installation=1`: for an installation order (its fields asked). */
  editAddress: page<{ id?: number; installation?: 1 }>({
    path: sub('editAddress'),
    title: 'routes.editAddress',
    addTitle: 'routes.addAddress',
    auth: true,
  }),
  /**
   * The address book. `select=1` opens it to choose an address (stored as the session's
   * addressInfo / addressDetail, spec §3), then goes back, or to `redirect` when given.
   */
  selectAddress: page<{ select?: 1; redirect?: string; installation?: 1 }>({
    path: sub('selectAddress'),
    title: 'routes.selectAddress',
    auth: true,
  }),
  /** The daily check-in (+1 question today), its month calendar, streak and streak rewards. */
  signIn: page({ path: sub('signIn'), title: 'routes.signIn', auth: true }),
  /** The wallet: five balances, every operation, the money log. */
  myMoney: page({
    path: sub('myMoney'),
    title: 'routes.myMoney',
    auth: true,
  }),
  /**
   * Transfer, withdraw, exchange, or the withdrawal list; `currency` preselects the balance moved;
   * `amount` and `to` (the recipient) fill the form in (the assistant's drafts, issue 23).
   */
  walletOperation: page<{ type: WalletOperationType; currency?: string; amount?: string; to?: string }>({
    path: sub('walletOperation'),
    title: 'routes.walletOperation',
    auth: true,
  }),
  /** `redirect`: the order the member came from, short of UU (a way back once the top-up is sent); `amount`: what was missing. */
  topUp: page<{ redirect?: string; amount?: string }>({ path: sub('topUp'), title: 'routes.topUp', auth: true }),
  /** The member's orders by the tabs of spec §4; `list=installation` is the second list. */
  myOrder: page<{ list?: 'mall' | 'installation'; tab?: string }>({
    path: sub('myOrder'),
    title: 'routes.myOrder',
    auth: true,
  }),
  /**
   * The member's coupons (ours: the spec names none, yet submitOrder's selectCouponDetail needs a
   * chooser): available, used, expired; `select=1` chooses a mall coupon for `subtotal` and goes back.
   */
  myCoupon: page<{ tab?: 'available' | 'used' | 'expired'; select?: 1; subtotal?: string; redirect?: string }>({
    path: sub('myCoupon'),
    title: 'routes.myCoupon',
    auth: true,
  }),
  /**
   * Redeem a code (ours, issue 24): a gift card's or promotion's code gives UU, a coupon or a chat
   * package at once; reached from the wallet's tiles and the coupons page.
   */
  redeemCode: page({ path: sub('redeemCode'), title: 'routes.redeemCode', auth: true }),
  /** A month's statement of one balance (ours, issue 24): opening, every movement, closing; printable. `month` YYYY-MM. */
  statement: page<{ currency?: string; month?: string }>({ path: sub('statement'), title: 'routes.statement', auth: true }),
  /** One transaction's receipt (`?id=` the transaction), reached from the money log and the statement; printable. */
  receipt: page<{ id: number }>({ path: sub('receipt'), title: 'routes.receipt', auth: true }),
  /**
   * Flow and chat packages (ours: spec §1 sells them on the home page, product.md lists them among
   * the life services): the member's active packages and the ones on sale; `buy=<goods id>` opens
   * the purchase of one.
   */
  flowPackages: page<{ type?: 'flow' | 'chat'; buy?: number }>({
    path: sub('flowPackages'),
    title: 'routes.flowPackages',
    auth: true,
  }),
  /** One order (`?id=`): its times, amounts, address or store, write-off code and actions. */
  orderDetails: page<{ id: number }>({
    path: sub('orderDetails'),
    title: 'routes.orderDetails',
    auth: true,
  }),
  /** After-sales (issue 22): the member's requests, newest first. */
  afterSales: page({ path: sub('afterSales'), title: 'routes.afterSales', auth: true }),
  /** A new after-sales request for a done order (`?orderId=`): type, reason, description, photos. */
  applyAfterSale: page<{ orderId: number }>({ path: sub('applyAfterSale'), title: 'routes.applyAfterSale', auth: true }),
  /** One after-sales request (`?id=`): its state, timeline and the return-shipment form. */
  afterSaleDetails: page<{ id: number }>({ path: sub('afterSaleDetails'), title: 'routes.afterSaleDetails', auth: true }),
  settingUp: page({
    path: sub('settingUp'),
    title: 'routes.settingUp',
    auth: true,
  }),
  /** The password screens: change the login or payment password, or set the first payment password. */
  settingContent: page<{ type: SettingContentType }>({
    path: sub('settingContent'),
    title: 'routes.settingContent',
    auth: true,
  }),
  /** The message centre (issue 21): `?category=` one of the five, or all. */
  messageCentre: page<{ category?: string }>({ path: sub('messageCentre'), title: 'routes.messageCentre', auth: true }),
  /** Settings › notifications: Web Push on this device, the outside channels per category, quiet hours (issue 21). */
  notifySettings: page({ path: sub('notifySettings'), title: 'routes.notifySettings', auth: true }),
  /** Settings › security: the devices signed in to the account, each with its sign-out (issue 18). */
  devices: page({ path: sub('devices'), title: 'routes.devices', auth: true }),
  /** Settings › security: the account's sign-ins of the last 90 days, refused ones too (issue 18). */
  signInHistory: page({ path: sub('signInHistory'), title: 'routes.signInHistory', auth: true }),
  /** About us: company overview, guide, the client's version and updates, agreements, customer service. */
  navWe: page({ path: sub('navWe'), title: 'routes.navWe', auth: false }),
  /** The team hub (`?period=today|month|all`): level, figures, entries, direct referrals. */
  navTeam: page<{ period?: string }>({ path: sub('navTeam'), title: 'routes.navTeam', auth: true }),
  /** The share area: invitation code and link, the two posters of spec §9. */
  myInvitation: page({ path: sub('myInvitation'), title: 'routes.myInvitation', auth: true }),
  /** The team by depth 1-6 (`?depth=`). */
  sixDegrees: page<{ depth?: number }>({ path: sub('sixDegrees'), title: 'routes.sixDegrees', auth: true }),
  /** A platform's newest file downloading with a progress bar: `?platform=` (spec §3 code; default android). */
  downloadProgress: page<{ platform?: number }>({
    path: sub('downloadProgress'),
    title: 'routes.downloadProgress',
    auth: false,
  }),
  /** Download links and QR codes per platform, and 'add to home screen'. */
  download: page({
    path: '/subpackage/downloadProgress/download',
    title: 'routes.download',
    auth: false,
  }),
  eosPage: page({ path: sub('eosPage'), title: 'routes.eosPage', auth: false }),
  companyOverview: page({
    path: sub('companyOverview'),
    title: 'routes.companyOverview',
    auth: false,
  }),
  /** Bank cards and wallet (EFT) addresses for payouts. */
  bankCard: page({ path: sub('bankCard'), title: 'routes.bankCard', auth: true }),
  /** Add a bank card, or change the one of `?id=`. */
  editBankCard: page<{ id?: number }>({
    path: '/subpackage/bankCard/editBankCard',
    title: 'routes.editBankCard',
    auth: true,
  }),
  /** The guide and the FAQ (collapsible). */
  guide: page({ path: sub('guide'), title: 'routes.guide', auth: false }),

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
  }),
} as const;

/** A registry page's name (the router attaches each one's screen by it). */
export type PageName = keyof typeof paths;

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
