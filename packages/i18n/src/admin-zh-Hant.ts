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

/**
 * The admin console's texts in Traditional Chinese (Taiwan), the source: its own (admin/), one catalogue per area of the console
 * (admin/<area>/), and the validation messages of the contract's schemas. One module a language, so the console
 * ships the default language and loads another when an operator chooses it (apps/admin lib/i18n.ts).
 */
const texts = {
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
};

export default texts;
