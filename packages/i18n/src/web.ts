import type { Locale } from '@uu/contract/locales';
import type { Catalogue } from './types';
import validationEn from './validation/en';
import validationHans from './validation/zh-Hans';
import validationHant from './validation/zh-Hant';
import addressesEn from './web/addresses/en';
import addressesHans from './web/addresses/zh-Hans';
import addressesHant from './web/addresses/zh-Hant';
import contentEn from './web/content/en';
import contentHans from './web/content/zh-Hans';
import contentHant from './web/content/zh-Hant';
import couponsEn from './web/coupons/en';
import redeemEn from './web/redeem/en';
import redeemHans from './web/redeem/zh-Hans';
import redeemHant from './web/redeem/zh-Hant';
import financeEn from './web/finance/en';
import financeHans from './web/finance/zh-Hans';
import financeHant from './web/finance/zh-Hant';
import memberEn from './web/member/en';
import memberHans from './web/member/zh-Hans';
import memberHant from './web/member/zh-Hant';
import packagesEn from './web/packages/en';
import packagesHans from './web/packages/zh-Hans';
import packagesHant from './web/packages/zh-Hant';
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
import reviewsEn from './web/reviews/en';
import reviewsHans from './web/reviews/zh-Hans';
import reviewsHant from './web/reviews/zh-Hant';
import ordersEn from './web/orders/en';
import ordersHans from './web/orders/zh-Hans';
import ordersHant from './web/orders/zh-Hant';
import placesEn from './web/places/en';
import placesHans from './web/places/zh-Hans';
import placesHant from './web/places/zh-Hant';
import devicesEn from './web/devices/en';
import devicesHans from './web/devices/zh-Hans';
import devicesHant from './web/devices/zh-Hant';
import messagesEn from './web/messages/en';
import messagesHans from './web/messages/zh-Hans';
import messagesHant from './web/messages/zh-Hant';
import teamEn from './web/team/en';
import teamHans from './web/team/zh-Hans';
import teamHant from './web/team/zh-Hant';
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
export type ReviewsCatalogue = Catalogue<typeof reviewsHant>;
export type CouponsCatalogue = Catalogue<typeof couponsHant>;
export type RedeemCatalogue = Catalogue<typeof redeemHant>;
export type FinanceCatalogue = Catalogue<typeof financeHant>;
export type MemberCatalogue = Catalogue<typeof memberHant>;
export type PackagesCatalogue = Catalogue<typeof packagesHant>;
export type PlacesCatalogue = Catalogue<typeof placesHant>;
export type TeamCatalogue = Catalogue<typeof teamHant>;
export type ContentCatalogue = Catalogue<typeof contentHant>;
export type VersionsCatalogue = Catalogue<typeof versionsHant>;
export type DevicesCatalogue = Catalogue<typeof devicesHant>;
type MessagesCatalogue = Catalogue<typeof messagesHant>;

/** The sections that load with their screens rather than with the first route. */
type LazySections = {
  wallet: WalletCatalogue;
  chat: ChatCatalogue;
  checkIn: CheckInCatalogue;
  addresses: AddressesCatalogue;
  mall: MallCatalogue;
  orders: OrdersCatalogue;
  reviews: ReviewsCatalogue;
  coupons: CouponsCatalogue;
  redeem: RedeemCatalogue;
  finance: FinanceCatalogue;
  packages: PackagesCatalogue;
  places: PlacesCatalogue;
  team: TeamCatalogue;
  content: ContentCatalogue;
  versions: VersionsCatalogue;
  devices: DevicesCatalogue;
  messages: MessagesCatalogue;
};

/**
 * A language with every section, the lazily loaded ones included: the wallet's texts (`wallet.*`)
 * load with the wallet's screens (apps/web features/wallet/catalogue.ts), the chat's (`chat.*`), the
 * check-in's (`checkIn.*`), the address book's (`addresses.*`) the mall's (`mall.*`), the orders' (`orders.*`), the coupons'
 * (`coupons.*`), the redemption codes' (`redeem.*`), the map pages' (`places.*`), the packages' (`packages.*`), the team's (`team.*`), the content pages' (`content.*`), financialWorld's (`finance.*`), the versions' (`versions.*`: update prompts, download pages) and the devices' (`devices.*`: signed-in devices, sign-in history) and the message centre's (`messages.*`) with theirs, not
 * with the first route.
 */
function fullResource(web: WebCatalogue, validation: ValidationCatalogue, member: MemberCatalogue, lazy: LazySections) {
  const { translation } = webResource(web, validation);
  return { translation: { ...translation, ...member, ...lazy } };
}

/** Every language at once (tests, tools). The app bundles only the default and loads the others when chosen. */
export const webResources = {
  'zh-Hant': /* @__PURE__ */ fullResource(webHant, validationHant, memberHant, {
    wallet: walletHant,
    chat: chatHant,
    checkIn: checkInHant,
    addresses: addressesHant,
    mall: mallHant,
    orders: ordersHant,
    reviews: reviewsHant,
    coupons: couponsHant,
    redeem: redeemHant,
    places: placesHant,
    packages: packagesHant,
    team: teamHant,
    content: contentHant,
    finance: financeHant,
    versions: versionsHant,
    devices: devicesHant,
    messages: messagesHant,
  }),
  'zh-Hans': /* @__PURE__ */ fullResource(webHans, validationHans, memberHans, {
    wallet: walletHans,
    chat: chatHans,
    checkIn: checkInHans,
    addresses: addressesHans,
    mall: mallHans,
    orders: ordersHans,
    reviews: reviewsHans,
    coupons: couponsHans,
    redeem: redeemHans,
    places: placesHans,
    packages: packagesHans,
    team: teamHans,
    content: contentHans,
    finance: financeHans,
    versions: versionsHans,
    devices: devicesHans,
    messages: messagesHans,
  }),
  en: /* @__PURE__ */ fullResource(webEn, validationEn, memberEn, {
    wallet: walletEn,
    chat: chatEn,
    checkIn: checkInEn,
    addresses: addressesEn,
    mall: mallEn,
    orders: ordersEn,
    reviews: reviewsEn,
    coupons: couponsEn,
    redeem: redeemEn,
    places: placesEn,
    packages: packagesEn,
    team: teamEn,
    content: contentEn,
    finance: financeEn,
    versions: versionsEn,
    devices: devicesEn,
    messages: messagesEn,
  }),
} satisfies Record<Locale, WebResource>;
