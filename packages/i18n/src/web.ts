import type { Locale } from '@uu/contract/locales';
import type { Catalogue } from './types';
import validationEn from './validation/en';
import validationHans from './validation/zh-Hans';
import validationHant from './validation/zh-Hant';
import webEn from './web/en';
import walletEn from './web/wallet/en';
import walletHans from './web/wallet/zh-Hans';
import walletHant from './web/wallet/zh-Hant';
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

/**
 * A language with every section, the lazily loaded ones included: the wallet's texts (`wallet.*`)
 * load with the wallet's screens (apps/web features/wallet/catalogue.ts), not with the first route.
 */
function fullResource(web: WebCatalogue, validation: ValidationCatalogue, wallet: WalletCatalogue) {
  const { translation } = webResource(web, validation);
  return { translation: { ...translation, wallet } };
}

/** Every language at once (tests, tools). The app bundles only the default and loads the others when chosen. */
export const webResources = {
  'zh-Hant': /* @__PURE__ */ fullResource(webHant, validationHant, walletHant),
  'zh-Hans': /* @__PURE__ */ fullResource(webHans, validationHans, walletHans),
  en: /* @__PURE__ */ fullResource(webEn, validationEn, walletEn),
} satisfies Record<Locale, WebResource>;
