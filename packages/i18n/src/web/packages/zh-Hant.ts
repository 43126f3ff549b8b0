/**
 * The packages page's texts (`packages.*`), zh-Hant (the source). Loaded with the flowPackages screen
 * (apps/web features/packages/catalogue.ts); ../../web.ts merges it into `webResources`.
 */
const packages = {
  tabs: {
    flow: '上網方案',
    chat: '聊天方案',
  },
  myFlow: '我的流量',
  total: '總量',
  used: '已用',
  remaining: '剩餘',
  mb: '{{value}} MB',
  gb: '{{value}} GB',
  noFlow: '目前沒有生效中的上網方案',
  myChat: '今日提問',
  chatToday: '今日剩餘 {{remaining}} 次（方案每日 +{{questions}} 次，還有 {{days}} 天）',
  noChat: '目前沒有生效中的聊天方案',
  active: '生效中的方案',
  until: '{{date}} 到期',
  onSale: '可購買的方案',
  flowPlan: '{{gb}} GB ・ {{days}} 天',
  chatPlan: '每日 +{{questions}} 題 ・ {{days}} 天',
  reference: '參考價 {{amount}}',
  buy: '購買',
  none: '暫無可購買的方案',
  payTitle: '購買 {{name}}',
  payAmount: '{{amount}} UU',
  useFb: '使用 FB 抵扣',
  enter: '請輸入 6 位支付密碼',
  bought: '購買成功，方案已生效',
};

export default packages;
