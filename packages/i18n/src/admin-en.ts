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
 * The admin console's texts in English: its own (admin/), one catalogue per area of the console
 * (admin/<area>/), and the validation messages of the contract's schemas. One module a language, so the console
 * ships the default language and loads another when an operator chooses it (apps/admin lib/i18n.ts).
 */
const texts = {
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
};

export default texts;
