/**
 * The labels of the enums both apps show (order statuses, money-log types), kept once: the console's and the
 * member app's catalogues take them from here (zh-Hant, the source).
 */
const enums = {
  /** OrderStatus (packages/contract orders), by its number. */
  orderStatus: {
    '0': '待付款',
    '1': '待出貨',
    '2': '待自取',
    '3': '待收貨',
    '4': '待核銷',
    '5': '待安裝',
    '6': '已完成',
    '7': '已退款',
    '8': '已取消',
  },
  /** The money log's `type` (wallet and member detail). */
  moneyLogType: {
    topup: '儲值',
    transfer_in: '轉入',
    transfer_out: '轉出',
    transfer_fee: '轉帳手續費',
    withdraw: '提領',
    withdraw_refund: '提領退回',
    withdraw_credit: '提領入帳',
    exchange: '兌換',
    adjustment: '平台調整',
    reward: '獎勵',
    referral_reward: '推薦獎勵',
    order: '訂單支付',
    refund: '訂單退款',
  },
};

export default enums;
