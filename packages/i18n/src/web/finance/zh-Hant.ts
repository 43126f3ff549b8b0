/**
 * The world of mutual finance's and the CRC page's texts (`finance.*`), zh-Hant (the source). Loaded
 * with financialWorld and eosPage (apps/web features/finance/catalogue.ts).
 */
const finance = {
  figures: '我的資產',
  uu: 'UU 餘額',
  crc: 'CRC',
  flowLeft: '剩餘流量',
  questionsLeft: '今日提問',
  couponsAvailable: '可用優惠券',
  signInToSee: '登入後查看您的資產',
  signIn: '登入',
  mallServices: '商城服務',
  lifeServices: '生活服務',
  entries: {
    mall: '積分商城',
    coupons: '優惠券',
    orders: '我的訂單',
    flow: '上網方案',
    chat: '聊天方案',
    topUp: '儲值',
    exchange: '兌換 CRC',
  },
  gb: '{{value}} GB',
  mb: '{{value}} MB',
  rateTitle: 'CRC 平台參考價',
  rate: '1 CRC = {{rate}} UU',
  rateUnset: '平台尚未公佈參考價',
  updatedAt: '更新於 {{time}}',
  history: '參考價走勢',
  noHistory: '暫無歷史參考價',
  myCrc: '我的 CRC',
  exchange: '用 UU 兌換 CRC',
  about: 'CRC 是平台的共享權益憑證，依平台參考價以 UU 兌換。',
};

export default finance;
