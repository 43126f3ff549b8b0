/**
 * The coupons' texts (`coupons.*`), zh-Hant (the source). Loaded with the myCoupon screen (apps/web
 * features/coupons/catalogue.ts), not with the first route; ../../web.ts merges it into `webResources`.
 */
const coupons = {
  tabs: {
    available: '可使用',
    used: '已使用',
    expired: '已過期',
  },
  tabCount: '{{label}}（{{count}}）',
  amountOff: '立減 {{amount}} UU',
  percentOff: '立減 {{percent}}%',
  minSpend: '滿 {{amount}} UU 可用',
  noMinSpend: '無門檻',
  packageChat: '聊天方案：每日 {{questions}} 次提問，{{days}} 天',
  kinds: {
    mall: '商城券',
    package: '方案券',
  },
  /** Between the names of a coupon's goods or categories. */
  listSeparator: '、',
  appliesTo: {
    mall: '適用：商城任一筆訂單（下單時選用）',
    package: '適用：在此兌換聊天方案，不可用於訂單',
    goods: '適用商品：{{names}}（下單時選用）',
    categories: '適用分類：{{names}}（下單時選用）',
  },
  expiresAt: '有效期至 {{date}}',
  usedAt: '使用於 {{date}}',
  expiredAt: '已於 {{date}} 過期',
  use: '立即兌換',
  confirmUse: '兌換後方案即刻生效，確定兌換嗎？',
  used: '兌換成功，方案至 {{date}} 有效',
  goShopping: '去使用',
  empty: '暫無優惠券',
  noMore: '沒有更多了',
  selectTitle: '選擇優惠券',
  noCoupon: '不使用優惠券',
  notReached: '還差 {{amount}} UU 可用',
  redeemBar: '有兌換碼？輸入兌換',
};

export default coupons;
