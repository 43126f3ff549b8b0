import type { ComponentType } from 'react';
import type { PageName } from '@/config/paths';

export type ScreenModule = { default: ComponentType };
export type Screen = () => Promise<ScreenModule>;

/**
 * The screen of every page of the route registry (config/paths.ts), each loaded lazily so the
 * first route pays only for itself (home, the first route, the router also imports at once). Kept here, beside the router, rather than in the registry:
 * screens link to other pages through the registry, and a registry that imported them back would
 * put the whole app in one import circle.
 */
export const screens: Record<PageName, Screen> = {
  home: () => import('./routes/home'),
  chat: () => import('./routes/chat'),
  financialWorld: () => import('./routes/financial-world'),
  mine: () => import('./routes/mine'),
  mall: () => import('./routes/mall'),
  login: () => import('./routes/login'),
  lockTheWorld: () => import('./routes/lock-the-world'),
  h5Register: () => import('./routes/h5-register'),
  agreement: () => import('./routes/agreement'),
  register: () => import('./routes/register'),
  getBack: () => import('./routes/get-back'),
  goodsDetails: () => import('./routes/goods-details'),
  mallSearch: () => import('./routes/mall-search'),
  favourites: () => import('./routes/favourites'),
  recentlyViewed: () => import('./routes/recently-viewed'),
  cart: () => import('./routes/cart'),
  payResult: () => import('./routes/pay-result'),
  submitOrder: () => import('./routes/submit-order'),
  editAddress: () => import('./routes/edit-address'),
  selectAddress: () => import('./routes/select-address'),
  signIn: () => import('./routes/sign-in'),
  myMoney: () => import('./routes/my-money'),
  walletOperation: () => import('./routes/wallet-operation'),
  topUp: () => import('./routes/top-up'),
  myOrder: () => import('./routes/my-order'),
  myCoupon: () => import('./routes/my-coupon'),
  redeemCode: () => import('./routes/redeem-code'),
  statement: () => import('./routes/statement'),
  receipt: () => import('./routes/receipt'),
  flowPackages: () => import('./routes/flow-packages'),
  orderDetails: () => import('./routes/order-details'),
  afterSales: () => import('./routes/after-sales'),
  applyAfterSale: () => import('./routes/apply-after-sale'),
  afterSaleDetails: () => import('./routes/after-sale-details'),
  settingUp: () => import('./routes/setting-up'),
  settingContent: () => import('./routes/setting-content'),
  devices: () => import('./routes/devices'),
  messageCentre: () => import('./routes/message-centre'),
  notifySettings: () => import('./routes/notify-settings'),
  signInHistory: () => import('./routes/sign-in-history'),
  navWe: () => import('./routes/nav-we'),
  navTeam: () => import('./routes/nav-team'),
  myInvitation: () => import('./routes/my-invitation'),
  sixDegrees: () => import('./routes/six-degrees'),
  downloadProgress: () => import('./routes/download-progress'),
  download: () => import('./routes/download'),
  eosPage: () => import('./routes/eos-page'),
  companyOverview: () => import('./routes/company-overview'),
  bankCard: () => import('./routes/bank-card'),
  editBankCard: () => import('./routes/edit-bank-card'),
  guide: () => import('./routes/guide'),
  chooseLocation: () => import('./routes/choose-location'),
  openLocation: () => import('./routes/open-location'),
};
