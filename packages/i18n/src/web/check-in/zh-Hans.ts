import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const checkIn: Catalogue<typeof source> = {
  hint: '每日签到可多得 1 次 AI 提问',
  streak: '已连续签到',
  streakDays: '{{days}} 天',
  sign: '立即签到',
  signing: '正在签到…',
  signed: '今日已签到',
  bonus: '签到成功，今日提问次数 +{{questions}}',
  reward: '连续签到 {{streak}} 天奖励：{{amount}} {{currency}}',
  rewardCoupon: '连续签到 {{streak}} 天奖励：{{coupon}}（已放入我的优惠券）',
  goAsk: '去提问',
  month: '{{year}} 年 {{month}} 月',
  prevMonth: '上个月',
  nextMonth: '下个月',
  signedDay: '已签到',
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
  rewardsTitle: '连续签到奖励',
  rewardStreak: '连续 {{streak}} 天',
  noRewards: '暂无连续签到奖励',
  loadFailed: '签到记录加载失败',
};

export default checkIn;
