/**
 * The daily check-in's texts (`checkIn.*`), zh-Hant (the source). Loaded with the signIn screen
 * (apps/web features/check-in/catalogue.ts), not with the first route; ../../web.ts merges it into
 * `webResources` for the key and parity checks.
 */
const checkIn = {
  hint: '每日簽到可多得 1 次 AI 提問',
  streak: '已連續簽到',
  streakDays: '{{days}} 天',
  sign: '立即簽到',
  signing: '正在簽到…',
  signed: '今日已簽到',
  bonus: '簽到成功，今日提問次數 +{{questions}}',
  reward: '連續簽到 {{streak}} 天獎勵：{{amount}} {{currency}}',
  rewardCoupon: '連續簽到 {{streak}} 天獎勵：{{coupon}}（已放入我的優惠券）',
  goAsk: '去提問',
  month: '{{year}} 年 {{month}} 月',
  prevMonth: '上個月',
  nextMonth: '下個月',
  signedDay: '已簽到',
  today: '今天',
  weekdays: {
    '0': '日',
    '1': '一',
    '2': '二',
    '3': '三',
    '4': '四',
    '5': '五',
    '6': '六',
  },
  rewardsTitle: '連續簽到獎勵',
  rewardStreak: '連續 {{streak}} 天',
  noRewards: '暫無連續簽到獎勵',
  madeUpDay: '已補簽',
  missedDay: '未簽到',
  gives: '簽到可得 {{prize}}',
  prizeQuestions: '{{count}} 次提問',
  comingTitle: '接下來簽到可得',
  comingDay: '{{month}}/{{day}}',
  milestonesTitle: '本月累計簽到獎勵',
  milestoneDays: '本月累計 {{days}} 天',
  monthCount: '本月已簽到 {{count}} 天',
  makeUp: '補簽',
  makeUpDay: '補簽 {{day}}',
  makeUpInfo: '補簽每次 {{cost}} UU，本月還可補簽 {{left}} 次',
  makeUpNone: '本月補簽次數已用完（每月 {{max}} 次）',
  makeUpConfirm: '補簽 {{day}} 需花費 {{cost}} UU，補簽後本月還可補簽 {{left}} 次。確定補簽嗎？',
  makeUpDone: '已補簽 {{day}}，目前已連續簽到 {{streak}} 天',
  loadFailed: '簽到紀錄載入失敗',
};

export default checkIn;
