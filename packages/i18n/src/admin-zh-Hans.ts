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

/**
 * The admin console's texts in Simplified Chinese: its own (admin/), one catalogue per area of the console
 * (admin/<area>/), and the validation messages of the contract's schemas. One module a language, so the console
 * ships the default language and loads another when an operator chooses it (apps/admin lib/i18n.ts).
 */
const texts = {
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
};

export default texts;
