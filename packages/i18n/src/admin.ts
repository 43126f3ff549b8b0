import type { Locale } from '@uu/contract/locales';
import coreHant from './admin/zh-Hant';
import dashboardHant from './admin/dashboard/zh-Hant';
import membersHant from './admin/members/zh-Hant';
import catalogueHant from './admin/catalogue/zh-Hant';
import ordersHant from './admin/orders/zh-Hant';
import financeHant from './admin/finance/zh-Hant';
import configHant from './admin/config/zh-Hant';
import auditActionsHant from './admin/audit-actions/zh-Hant';
import accountHant from './admin/account/zh-Hant';
import accessHant from './admin/access/zh-Hant';
import announcementsHant from './admin/announcements/zh-Hant';
import loyaltyHant from './admin/loyalty/zh-Hant';
import aiChatHant from './admin/ai-chat/zh-Hant';
import validationHant from './validation/zh-Hant';
import fieldsHant from './admin/fields/zh-Hant';
import coreHans from './admin/zh-Hans';
import dashboardHans from './admin/dashboard/zh-Hans';
import membersHans from './admin/members/zh-Hans';
import catalogueHans from './admin/catalogue/zh-Hans';
import ordersHans from './admin/orders/zh-Hans';
import financeHans from './admin/finance/zh-Hans';
import configHans from './admin/config/zh-Hans';
import auditActionsHans from './admin/audit-actions/zh-Hans';
import accountHans from './admin/account/zh-Hans';
import accessHans from './admin/access/zh-Hans';
import announcementsHans from './admin/announcements/zh-Hans';
import loyaltyHans from './admin/loyalty/zh-Hans';
import aiChatHans from './admin/ai-chat/zh-Hans';
import validationHans from './validation/zh-Hans';
import fieldsHans from './admin/fields/zh-Hans';
import coreEn from './admin/en';
import dashboardEn from './admin/dashboard/en';
import membersEn from './admin/members/en';
import catalogueEn from './admin/catalogue/en';
import ordersEn from './admin/orders/en';
import financeEn from './admin/finance/en';
import configEn from './admin/config/en';
import auditActionsEn from './admin/audit-actions/en';
import accountEn from './admin/account/en';
import accessEn from './admin/access/en';
import announcementsEn from './admin/announcements/en';
import loyaltyEn from './admin/loyalty/en';
import aiChatEn from './admin/ai-chat/en';
import validationEn from './validation/en';
import fieldsEn from './admin/fields/en';

/**
 * The admin console's texts per language: its own (admin/), one catalogue per area of the console
 * (admin/<area>/), and the validation messages of the contract's schemas. The console is a desktop
 * tool without a size budget, so all three languages load with it.
 */
export const adminResources = {
  'zh-Hant': {
    translation: {
      ...coreHant,
      dashboard: dashboardHant,
      members: membersHant,
      catalogue: catalogueHant,
      orders: ordersHant,
      finance: financeHant,
      config: configHant,
      auditActions: auditActionsHant,
      account: accountHant,
      access: accessHant,
      announcements: announcementsHant,
      loyalty: loyaltyHant,
      aiChat: aiChatHant,
      validation: validationHant,
      fields: fieldsHant,
    },
  },
  'zh-Hans': {
    translation: {
      ...coreHans,
      dashboard: dashboardHans,
      members: membersHans,
      catalogue: catalogueHans,
      orders: ordersHans,
      finance: financeHans,
      config: configHans,
      auditActions: auditActionsHans,
      account: accountHans,
      access: accessHans,
      announcements: announcementsHans,
      loyalty: loyaltyHans,
      aiChat: aiChatHans,
      validation: validationHans,
      fields: fieldsHans,
    },
  },
  en: {
    translation: {
      ...coreEn,
      dashboard: dashboardEn,
      members: membersEn,
      catalogue: catalogueEn,
      orders: ordersEn,
      finance: financeEn,
      config: configEn,
      auditActions: auditActionsEn,
      account: accountEn,
      access: accessEn,
      announcements: announcementsEn,
      loyalty: loyaltyEn,
      aiChat: aiChatEn,
      validation: validationEn,
      fields: fieldsEn,
    },
  },
} satisfies Record<Locale, { translation: object }>;

export type AdminResource = (typeof adminResources)['zh-Hant']['translation'];
