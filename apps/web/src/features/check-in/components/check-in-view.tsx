import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useSignLog } from '../api/get-sign-log';
import { useCheckInTranslation } from '../hooks/use-check-in-translation';
import { CheckInCalendar } from './check-in-calendar';
import { CheckInCard } from './check-in-card';
import { CheckInReminder } from './check-in-reminder';
import { Milestones } from './milestones';
import { StreakRewards } from './streak-rewards';
import styles from './check-in.module.css';

/** signIn (spec §2): the streak and today's check-in, the month's calendar (coming rewards,
 * make-ups), the opt-in daily reminder, the streak rewards and the month's milestones. */
export function CheckInView() {
  const { t } = useCheckInTranslation();
  // undefined: the platform's current month (the server knows it; the device's clock may not agree).
  const [month, setMonth] = useState<string | undefined>(undefined);
  const log = useSignLog(month);
  // The card and the rewards are about today, whatever month the calendar shows.
  const current = useSignLog(undefined);

  return (
    <div className={styles.screen}>
      <CheckInCard log={current.data} />
      {log.data ? (
        <CheckInCalendar log={log.data} onMonth={setMonth} />
      ) : log.isError ? (
        <div className={styles.card}>
          <p className={styles.hint}>{t('checkIn.loadFailed')}</p>
          <Button size="small" shape="rounded" loading={log.isFetching} onClick={() => void log.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : (
        <div className={`${styles.card} ${styles.loading}`}>{t('common.loading')}</div>
      )}
      {current.data && <CheckInReminder log={current.data} />}
      {current.data && <StreakRewards log={current.data} />}
      {current.data && <Milestones log={current.data} />}
    </div>
  );
}
