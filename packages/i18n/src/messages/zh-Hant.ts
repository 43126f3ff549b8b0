// The message centre's templates (issue 21): a message stores its key and parameters and is rendered
// here, in the reader's language, each time it is read. Amounts come formatted ("100.00"), with their currency.
const messages = {
  topupApproved: { title: '儲值已到帳', body: '您的 {{amount}} UU 儲值已審核通過並存入錢包。' },
  topupRejected: { title: '儲值未通過', body: '您的 {{amount}} UU 儲值未通過審核：{{reason}}' },
  withdrawalApproved: { title: '提領已核准', body: '您的 {{amount}} {{currency}} 提領申請已核准。' },
  withdrawalPaid: { title: '提領已付款', body: '您的 {{amount}} {{currency}} 提領已付款，請留意收款帳戶。' },
  withdrawalRejected: { title: '提領未通過', body: '您的 {{amount}} {{currency}} 提領未通過審核，款項已退回錢包：{{reason}}' },
  withdrawalCanceled: { title: '提領已取消', body: '您已取消 {{amount}} {{currency}} 的提領，款項已退回錢包。' },
  transferReceived: { title: '收到轉帳', body: '{{from}} 轉給您 {{amount}} {{currency}}。' },
  uuExpiring: { title: 'UU 即將到期', body: '您有 {{amount}} UU 的獎勵點數可使用至 {{date}}，逾期將失效，請盡快使用。' },
  checkInReminder: { title: '今天還沒簽到', body: '今天還沒簽到喔，簽到可領取今日獎勵並延續連續簽到天數。' },
  orderPaid: { title: '訂單已付款', body: '訂單 {{orderNo}} 已付款 {{total}} UU，我們會盡快為您處理。' },
  orderShipped: { title: '訂單已出貨', body: '訂單 {{orderNo}} 已由 {{carrier}} 寄出，貨運單號 {{trackingNo}}。' },
  orderReadyForPickup: { title: '可以取貨了', body: '訂單 {{orderNo}} 可到 {{store}} 取貨。{{code}}' },
  orderInstalled: { title: '安裝完成', body: '訂單 {{orderNo}} 已安裝完成。' },
  orderAutoConfirmed: { title: '訂單已自動確認收貨', body: '訂單 {{orderNo}} 出貨已滿確認期限，系統已為您確認收貨。' },
  orderCanceled: { title: '訂單已取消', body: '訂單 {{orderNo}} 已取消。' },
  orderRefunded: { title: '訂單已退款', body: '訂單 {{orderNo}} 已退款，款項已退回錢包。{{reason}}' },
  orderAfterSaleRequested: { title: '售後申請已送出', body: '訂單 {{orderNo}} 的售後申請已送出，我們會盡快審核。' },
  orderAfterSaleApproved: {
    title: '售後申請已通過',
    body: '訂單 {{orderNo}} 的售後申請已通過，請將商品寄回：{{address}}，寄出後填寫物流單號。',
  },
  orderAfterSaleRefused: { title: '售後申請未通過', body: '訂單 {{orderNo}} 的售後申請未通過：{{reason}}' },
  orderAfterSaleReturned: {
    title: '退貨已寄出',
    body: '訂單 {{orderNo}} 的退貨已由 {{carrier}} 寄出，貨運單號 {{trackingNo}}，我們收到後會盡快處理。',
  },
  orderAfterSaleRefunded: { title: '售後已退款', body: '訂單 {{orderNo}} 的售後已退款：{{uu}} UU、{{fb}} FB 已退回錢包。' },
  orderAfterSaleExchanged: { title: '換貨已寄出', body: '訂單 {{orderNo}} 的換貨已由 {{carrier}} 寄出，貨運單號 {{trackingNo}}。' },
  announcement: { title: '{{title}}', body: '{{body}}' },
  referralRewardCredited: { title: '推薦獎勵已入帳', body: '您獲得 {{amount}} KB 推薦獎勵，已存入錢包。' },
  referralRewardVoided: { title: '推薦獎勵已作廢', body: '一筆 {{amount}} KB 的推薦獎勵因訂單退款而作廢。' },
  levelRaised: { title: '等級提升', body: '恭喜！您的團隊業績達標，等級已提升為 V{{level}}。' },
  couponReceived: { title: '收到優惠券', body: '您獲得一張「{{name}}」優惠券，有效期限至 {{expires}}。' },
  couponExpiring: { title: '優惠券即將到期', body: '您的「{{name}}」優惠券將於 {{expires}} 到期，請盡快使用。' },
  newDeviceSignIn: {
    title: '新裝置登入',
    body: '您的帳號剛在新裝置登入：{{device}}（IP {{ip}}）。如果不是您本人，請立即變更登入密碼並登出該裝置。',
  },
  passwordChanged: { title: '登入密碼已變更', body: '您的登入密碼已變更，所有裝置都需要重新登入。如果不是您本人操作，請立即聯絡客服。' },
  payPasswordChanged: { title: '支付密碼已變更', body: '您的支付密碼已變更。如果不是您本人操作，請立即聯絡客服。' },
  /** Appended to a pickup message of a write-off order. */
  pickupCode: '核銷碼：{{code}}',
};

export default messages;
