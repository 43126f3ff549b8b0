import { Button } from 'antd-mobile';
import { useState } from 'react';
import { REFERRAL_REWARD_STATES, type ReferralRewardState, type TeamReward } from '@uu/contract/team';
import { EmptyView } from '@/components/ui/empty-view';
import { formatDateTime } from '@/lib/dates';
import { useTeamRewards } from '../api/get-team-rewards';
import { useTeamTranslation } from '../hooks/use-team-translation';
import styles from './team.module.css';

/** What a reward's row says of its state: when it may become available, when it did, or when it was voided. */
function useWhen() {
  const { t } = useTeamTranslation();
  return (reward: TeamReward): string => {
    if (reward.state === 'available') return t('team.rewards.availableAt', { time: formatDateTime(reward.availableAt) });
    if (reward.state === 'void') return t('team.rewards.voidedAt', { time: formatDateTime(reward.voidedAt) });
    return reward.availableAfter
      ? t('team.rewards.availableAfter', { time: formatDateTime(reward.availableAfter) })
      : t('team.rewards.waitingForOrder');
  };
}

/**
 * The member's referral rewards by state (issue 24), on navTeam: a tab per state (pending, available, void) with its
 * count, and the rewards of the chosen one with the order each came from, who bought, and when it became available
 * (the time of its money log entry) — or, pending, when it may (the order's after-sales window has passed).
 */
export function TeamRewardsView() {
  const { t } = useTeamTranslation();
  const [state, setState] = useState<ReferralRewardState>('pending');
  const rewards = useTeamRewards(state);
  const when = useWhen();
  const first = rewards.data?.pages[0];
  const list = rewards.data?.pages.flatMap((p) => p.list) ?? [];

  return (
    <section className={styles.card} aria-label={t('team.rewards.title')}>
      <h2 className={styles.cardTitle}>{t('team.rewards.title')}</h2>
      <p className={styles.muted}>{t('team.rewards.hint')}</p>
      <div className={styles.rewardTabs} role="tablist" aria-label={t('team.rewards.title')}>
        {REFERRAL_REWARD_STATES.map((s) => (
          <button
            key={s}
            type="button"
            role="tab"
            aria-selected={s === state}
            className={styles.depthTab}
            onClick={() => setState(s)}
            data-testid={`reward-tab-${s}`}
          >
            <span className={styles.depthCount} data-testid={`reward-count-${s}`}>
              {first ? first.counts[s] : '–'}
            </span>
            <span>{t(`team.rewards.states.${s}`)}</span>
          </button>
        ))}
      </div>
      {rewards.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : rewards.isError && !first ? (
        <p className={styles.muted}>{t('team.hub.loadFailed')}</p>
      ) : list.length === 0 ? (
        <EmptyView text={t(`team.rewards.empty.${state}`)} />
      ) : (
        <>
          <ul className={styles.rewardList} data-testid="team-reward-list">
            {list.map((reward) => (
              <li key={reward.id} className={styles.rewardRow} data-testid="team-reward" data-state={reward.state}>
                <div>
                  <div data-testid="team-reward-order">
                    {reward.source.orderNo ? t('team.rewards.order', { no: reward.source.orderNo }) : t('team.rewards.package')}
                  </div>
                  <div className={styles.muted}>{t('team.rewards.buyer', { name: reward.buyer.nickname })}</div>
                  <div className={styles.muted} data-testid="team-reward-when">
                    {when(reward)}
                  </div>
                </div>
                <span className={styles.rewardAmount} data-state={reward.state}>
                  {t('team.rewards.amount', { amount: reward.amount })}
                </span>
              </li>
            ))}
          </ul>
          {rewards.hasNextPage && (
            <Button block size="small" fill="none" loading={rewards.isFetchingNextPage} onClick={() => void rewards.fetchNextPage()}>
              {t('team.rewards.more')}
            </Button>
          )}
        </>
      )}
    </section>
  );
}
