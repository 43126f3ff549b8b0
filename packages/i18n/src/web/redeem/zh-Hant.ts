/** The member's redemption-code screen (issue 24): type a code, see what it gave and where it landed. */
const redeem = {
  intro: '輸入禮品卡或活動兌換碼，獎勵立即入帳。',
  label: '兌換碼',
  placeholder: 'XXXX-XXXX-XXXX-XXXX',
  submit: '立即兌換',
  done: '兌換成功',
  from: '來自：{{name}}',
  rewards: {
    uu: '{{amount}} UU 積分已存入錢包',
    coupon: '優惠券「{{name}}」已放入我的優惠券',
    chat: '聊天方案：每日 {{questions}} 次提問，共 {{days}} 天，已開始',
  },
  go: {
    uu: '查看錢包',
    coupon: '查看優惠券',
    chat: '開始聊天',
  },
  again: '兌換另一個',
  errors: {
    invalid: '查無此兌換碼，或兌換碼已作廢，請核對後再輸入。',
    notStarted: '此兌換碼的兌換期間尚未開始。',
    expired: '此兌換碼已過期。',
    used: '此兌換碼已被兌換。',
    oncePerMember: '此活動每位會員限兌換一次，您已兌換過。',
    throttled: '嘗試次數過多，請稍後再試。',
    unavailable: '此兌換碼的獎勵目前無法發放，請聯絡客服。',
  },
};

export default redeem;
