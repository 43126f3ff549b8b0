import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const moneyLogType: Catalogue<typeof source> = {
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
  topup_bonus: '充值赠送',
  check_in_make_up: '补签到',
  order: '订单支付',
  refund: '订单退款',
  uu_expired: 'UU 过期',
};

export default moneyLogType;
