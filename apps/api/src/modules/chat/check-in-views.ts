import type { CheckInDesignBody, CheckInRewardView, CheckInStreakRewardView } from '@uu/contract/admin-check-in';
import { formatAmount } from '@uu/contract/money';
import type { CheckInReward, MilestoneReward } from '@uu/domain/check-in-rules';
import type { RewardTotals } from '@uu/domain/check-in-dry-run';

// The check-in designer's rewards between the console's shape and the stored one, and the dry-run's totals.

export function milestoneRewardView(reward: MilestoneReward): CheckInRewardView {
  return 'makeUpCards' in reward ? { kind: 'cards', cards: reward.makeUpCards } : rewardView(reward);
}

export function rewardView(reward: CheckInReward): CheckInStreakRewardView {
  if ('couponId' in reward) return { kind: 'coupon', couponId: reward.couponId };
  if ('questions' in reward) return { kind: 'questions', questions: reward.questions };
  return { kind: 'money', currency: reward.currency, amount: formatAmount(reward.amount) };
}

export function rewardOf(input: CheckInDesignBody['streakRewards'][number]['reward']): CheckInReward {
  if (input.kind === 'coupon') return { couponId: input.couponId };
  if (input.kind === 'questions') return { questions: input.questions };
  return { currency: input.currency, amount: input.amount };
}

export function milestoneRewardOf(input: CheckInDesignBody['milestones'][number]['reward']): MilestoneReward {
  return input.kind === 'cards' ? { makeUpCards: input.cards } : rewardOf(input);
}

export function totalsView(t: RewardTotals) {
  return { ...t, UU: formatAmount(t.UU), KB: formatAmount(t.KB) };
}
