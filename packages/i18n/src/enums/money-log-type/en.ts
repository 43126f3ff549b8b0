import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const moneyLogType: Catalogue<typeof source> = {
  topup: 'Top-up',
  transfer_in: 'Transfer in',
  transfer_out: 'Transfer out',
  transfer_fee: 'Transfer fee',
  withdraw: 'Withdrawal',
  withdraw_refund: 'Withdrawal refund',
  withdraw_credit: 'Withdrawal credit',
  exchange: 'Exchange',
  adjustment: 'Adjustment',
  reward: 'Reward',
  referral_reward: 'Referral reward',
  topup_bonus: 'Top-up bonus',
  check_in_make_up: 'Make-up check-in',
  order: 'Order',
  refund: 'Order refund',
  uu_expired: 'Expired UU',
};

export default moneyLogType;
