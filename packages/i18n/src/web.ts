import type { Locale } from '@uu/contract/locales';
import type { Catalogue } from './types';
import validationEn from './validation/en';
import validationHans from './validation/zh-Hans';
import validationHant from './validation/zh-Hant';
import webEn from './web/en';
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

/** Every language at once (tests, tools). The app bundles only the default and loads the others when chosen. */
export const webResources = {
  'zh-Hant': /* @__PURE__ */ webResource(webHant, validationHant),
  'zh-Hans': /* @__PURE__ */ webResource(webHans, validationHans),
  en: /* @__PURE__ */ webResource(webEn, validationEn),
} satisfies Record<Locale, WebResource>;
