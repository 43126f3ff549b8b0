import type { Catalogue } from '../types';
import type source from './zh-Hant';

const enums: Catalogue<typeof source> = {
  /** OrderStatus (packages/contract orders), by its number. */
  orderStatus: {
    '0': 'Pending payment',
    '1': 'Waiting for delivery',
    '2': 'Waiting for self-pickup',
    '3': 'Waiting for receipt',
    '4': 'Pending write-off',
    '5': 'Pending installation',
    '6': 'Done',
    '7': 'Refunded',
    '8': 'Canceled',
  },
  /** The money log's `type` (wallet and member detail). */
  moneyLogType: {
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
    order: 'Order',
    refund: 'Order refund',
  },
};

export default enums;
