import type { SignLog } from '@uu/contract/chat';
import { useCheckInTranslation } from '../hooks/use-check-in-translation';
import { prizeText } from '../utils/prize';
import styles from './check-in.module.css';

/** The streak rewards of the operator's config (product.md: KB or coupons), the reached ones marked. */
export function StreakRewards({ log }: { log: SignLog }) {
  const { t } = useCheckInTranslation();
  const rewards = [...log.rewards].sort((a, b) => a.streak - b.streak);
  return (
    <section className={styles.card} aria-label={t('checkIn.rewardsTitle')} data-testid="signin-rewards">
      <h2 className={styles.cardTitle}>{t('checkIn.rewardsTitle')}</h2>
      {rewards.length === 0 ? (
        <p className={styles.hint}>{t('checkIn.noRewards')}</p>
      ) : (
        <ul className={styles.rewards}>
          {rewards.map((reward) => (
            <li
              key={`${reward.streak}-${reward.currency ?? reward.coupon ?? 'questions'}`}
              className={styles.reward}
              data-reached={log.streak >= reward.streak ? 'true' : undefined}
              data-testid={`signin-reward-${reward.streak}`}
            >
              <span>{t('checkIn.rewardStreak', { streak: reward.streak, count: reward.streak })}</span>
              <strong>{prizeText(t, reward)}</strong>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
