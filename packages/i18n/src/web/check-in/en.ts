import type { Catalogue } from '../../types';
import type source from './zh-Hant';

const checkIn: Catalogue<typeof source> = {
  hint: 'Check in every day for 1 more AI question',
  streak: 'Current streak',
  streakDays: '{{days}} days',
  streakDays_one: '{{days}} day',
  streakDays_other: '{{days}} days',
  sign: 'Check in',
  signing: 'Checking in…',
  signed: 'Checked in today',
  bonus: 'Checked in: +{{questions}} question today',
  reward: '{{streak}}-day streak reward: {{amount}} {{currency}}',
  rewardCoupon: '{{streak}}-day streak reward: {{coupon}} (added to your coupons)',
  goAsk: 'Ask a question',
  month: '{{month}}/{{year}}',
  prevMonth: 'Previous month',
  nextMonth: 'Next month',
  signedDay: 'Checked in',
  today: 'Today',
  weekdays: {
    '0': 'Su',
    '1': 'Mo',
    '2': 'Tu',
    '3': 'We',
    '4': 'Th',
    '5': 'Fr',
    '6': 'Sa',
  },
  rewardsTitle: 'Streak rewards',
  rewardStreak: '{{streak}} days in a row',
  rewardStreak_one: '{{streak}} day in a row',
  rewardStreak_other: '{{streak}} days in a row',
  noRewards: 'No streak rewards at the moment',
  loadFailed: 'Check-ins could not be loaded',
};

export default checkIn;
