// The dry-run of a check-in rule change (issue 24): what a streak table and milestones would have paid
// over a past window, recomputed from the stored check-in history. Each stored check-in is replayed in
// the order it was made: its streak as stored, its place in its month among the check-ins of that month
// (the milestone count), a make-up paying milestones only (as the service does).
// docs/decisions.md "Check-in designed by the operator".
import { rewardsFor, type Milestone, type MilestoneReward, type StreakReward } from './check-in-rules';

/** One stored check-in: the member, the platform day it counts for, its streak, made up or not, when it was made. */
export type CheckInHistoryRow = { userId: number; day: string; streak: number; madeUp: boolean; createdAt: number };

/** What a set of rules pays: money by currency (hundredths), coupons, extra questions, make-up cards. */
export type RewardTotals = { UU: number; KB: number; coupons: number; questions: number; makeUpCards: number; rewards: number };

export const emptyTotals = (): RewardTotals => ({ UU: 0, KB: 0, coupons: 0, questions: 0, makeUpCards: 0, rewards: 0 });

export function addReward(totals: RewardTotals, reward: MilestoneReward): void {
  totals.rewards += 1;
  if ('couponId' in reward) totals.coupons += 1;
  else if ('questions' in reward) totals.questions += reward.questions;
  else if ('makeUpCards' in reward) totals.makeUpCards += reward.makeUpCards;
  else totals[reward.currency] += reward.amount;
}

/**
 * Replays `history` under the rules and totals what the check-ins made at or after `since` pay.
 * `history` must hold every check-in of the months those check-ins count in (the earlier ones give the
 * month's count), in any order.
 */
export function replayCheckIns(
  history: readonly CheckInHistoryRow[],
  streaks: readonly StreakReward[],
  milestones: readonly Milestone[],
  since: number,
): { totals: RewardTotals; checkIns: number; members: number } {
  const ordered = [...history].sort((a, b) => a.createdAt - b.createdAt || a.userId - b.userId || a.day.localeCompare(b.day));
  const counts = new Map<string, number>();
  const totals = emptyTotals();
  const members = new Set<number>();
  let checkIns = 0;
  for (const row of ordered) {
    const key = `${row.userId}:${row.day.slice(0, 7)}`;
    const count = (counts.get(key) ?? 0) + 1;
    counts.set(key, count);
    if (row.createdAt < since) continue;
    checkIns += 1;
    members.add(row.userId);
    const due = rewardsFor(row.madeUp ? 0 : row.streak, count, row.madeUp ? [] : streaks, milestones);
    if (due.streak) addReward(totals, due.streak);
    if (due.milestone) addReward(totals, due.milestone.reward);
  }
  return { totals, checkIns, members: members.size };
}
