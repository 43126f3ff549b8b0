import type { SignLog } from '@uu/contract/chat';
import { useCheckInTranslation } from '../hooks/use-check-in-translation';
import { prizeText } from '../utils/prize';
import styles from './check-in.module.css';

/**
 * The month's milestones (paid once a month when the days checked in this month, make-ups
 * included, reach the number), the reached ones marked. Nothing when the operator set none.
 */
export function Milestones({ log }: { log: SignLog }) {
  const { t } = useCheckInTranslation();
  if (log.milestones.length === 0) return null;
  const count = log.days.length;
  const milestones = [...log.milestones].sort((a, b) => a.days - b.days);
  return (
    <section className={styles.card} aria-label={t('checkIn.milestonesTitle')} data-testid="signin-milestones">
      <h2 className={styles.cardTitle}>{t('checkIn.milestonesTitle')}</h2>
      <p className={styles.hint} data-testid="signin-month-count">
        {t('checkIn.monthCount', { count })}
      </p>
      <ul className={styles.rewards}>
        {milestones.map((milestone) => (
          <li
            key={milestone.days}
            className={styles.reward}
            data-reached={count >= milestone.days ? 'true' : undefined}
            data-testid={`signin-milestone-${milestone.days}`}
          >
            <span>{t('checkIn.milestoneDays', { days: milestone.days, count: milestone.days })}</span>
            <strong>{prizeText(t, milestone)}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
