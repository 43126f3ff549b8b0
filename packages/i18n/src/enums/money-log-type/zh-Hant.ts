/** The money log's `type` (wallet and member detail). */
const moneyLogType = {
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
  topup_bonus: '儲值贈送',
  check_in_make_up: '補簽到',
  order: '訂單支付',
  refund: '訂單退款',
  uu_expired: 'UU 到期',
};

export default moneyLogType;
