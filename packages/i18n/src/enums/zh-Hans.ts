import type { Catalogue } from '../types';
import type source from './zh-Hant';

const enums: Catalogue<typeof source> = {
  /** OrderStatus (packages/contract orders), by its number. */
  orderStatus: {
    '0': '待付款',
    '1': '待发货',
    '2': '待自提',
    '3': '待收货',
    '4': '待核销',
    '5': '待安装',
    '6': '已完成',
    '7': '已退款',
    '8': '已取消',
  },
  /** The money log's `type` (wallet and member detail). */
  moneyLogType: {
    topup: '充值',
    transfer_in: '转入',
    transfer_out: '转出',
    transfer_fee: '转账手续费',
    withdraw: '提现',
    withdraw_refund: '提现退回',
    withdraw_credit: '提现到账',
    exchange: '兑换',
    adjustment: '平台调整',
    reward: '奖励',
    referral_reward: '推荐奖励',
    order: '订单支付',
    refund: '订单退款',
  },
};

export default enums;
