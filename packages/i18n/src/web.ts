import type { Locale } from '@uu/contract/locales';
import type { Catalogue } from './types';
import validationEn from './validation/en';
import validationHans from './validation/zh-Hans';
import validationHant from './validation/zh-Hant';
import addressesEn from './web/addresses/en';
import addressesHans from './web/addresses/zh-Hans';
import addressesHant from './web/addresses/zh-Hant';
import couponsEn from './web/coupons/en';
import couponsHans from './web/coupons/zh-Hans';
import couponsHant from './web/coupons/zh-Hant';
import chatEn from './web/chat/en';
import chatHans from './web/chat/zh-Hans';
import chatHant from './web/chat/zh-Hant';
import checkInEn from './web/check-in/en';
import checkInHans from './web/check-in/zh-Hans';
import checkInHant from './web/check-in/zh-Hant';
import webEn from './web/en';
import mallEn from './web/mall/en';
import mallHans from './web/mall/zh-Hans';
import mallHant from './web/mall/zh-Hant';
import ordersEn from './web/orders/en';
import ordersHans from './web/orders/zh-Hans';
import ordersHant from './web/orders/zh-Hant';
import walletEn from './web/wallet/en';
import walletHans from './web/wallet/zh-Hans';
import walletHant from './web/wallet/zh-Hant';
import versionsEn from './web/versions/en';
import versionsHans from './web/versions/zh-Hans';
import versionsHant from './web/versions/zh-Hant';
import webHans from './web/zh-Hans';
import webHant from './web/zh-Hant';

export type WebCatalogue = Catalogue<typeof webHant>;
export type ValidationCatalogue = Catalogue<typeof validationHant>;

/**
 * The i18next resource of one language of the member web app: one `translation` namespace, with
 * the validation catalogue under `validation` so the keys contract schemas put in their issues
 * (`validation.email`) translate with a plain `t(issue.message)`.
 */
export function webResource(web: WebCatalogue, validation: ValidationCatalogue) {
  return { translation: { ...web, validation } };
}

export type WebResource = ReturnType<typeof webResource>;
export type WalletCatalogue = Catalogue<typeof walletHant>;
export type ChatCatalogue = Catalogue<typeof chatHant>;
export type CheckInCatalogue = Catalogue<typeof checkInHant>;
export type AddressesCatalogue = Catalogue<typeof addressesHant>;
export type MallCatalogue = Catalogue<typeof mallHant>;
export type OrdersCatalogue = Catalogue<typeof ordersHant>;
export type CouponsCatalogue = Catalogue<typeof couponsHant>;
export type VersionsCatalogue = Catalogue<typeof versionsHant>;

/** The sections that load with their screens rather than with the first route. */
type LazySections = {
  wallet: WalletCatalogue;
  chat: ChatCatalogue;
  checkIn: CheckInCatalogue;
  addresses: AddressesCatalogue;
  mall: MallCatalogue;
  orders: OrdersCatalogue;
  coupons: CouponsCatalogue;
  versions: VersionsCatalogue;
};

/**
 * A language with every section, the lazily loaded ones included: the wallet's texts (`wallet.*`)
 * load with the wallet's screens (apps/web features/wallet/catalogue.ts), the chat's (`chat.*`), the
 * check-in's (`checkIn.*`), the address book's (`addresses.*`) the mall's (`mall.*`), the orders' (`orders.*`), the coupons' (`coupons.*`) and the versions' (`versions.*`: update prompts, download pages) with theirs, not
 * with the first route.
 */
function fullResource(web: WebCatalogue, validation: ValidationCatalogue, lazy: LazySections) {
  const { translation } = webResource(web, validation);
  return { translation: { ...translation, ...lazy } };
}

/** Every language at once (tests, tools). The app bundles only the default and loads the others when chosen. */
export const webResources = {
  'zh-Hant': /* @__PURE__ */ fullResource(webHant, validationHant, { wallet: walletHant, chat: chatHant, checkIn: checkInHant, addresses: addressesHant, mall: mallHant, orders: ordersHant, coupons: couponsHant, versions: versionsHant }),
  'zh-Hans': /* @__PURE__ */ fullResource(webHans, validationHans, { wallet: walletHans, chat: chatHans, checkIn: checkInHans, addresses: addressesHans, mall: mallHans, orders: ordersHans, coupons: couponsHans, versions: versionsHans }),
  en: /* @__PURE__ */ fullResource(webEn, validationEn, { wallet: walletEn, chat: chatEn, checkIn: checkInEn, addresses: addressesEn, mall: mallEn, orders: ordersEn, coupons: couponsEn, versions: versionsEn }),
} satisfies Record<Locale, WebResource>;
