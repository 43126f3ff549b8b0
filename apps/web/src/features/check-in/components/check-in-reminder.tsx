import { useId } from 'react';
import { Switch } from 'antd-mobile';
import type { SignLog } from '@uu/contract/chat';
import { showToast } from '@/components/ui/toast';
import { useSetReminder } from '../api/reminder';
import { useCheckInTranslation } from '../hooks/use-check-in-translation';
import styles from './check-in.module.css';

/** The opt-in daily check-in reminder: a message (and a push when enabled) at the operator's time on a day not checked in. */
export function CheckInReminder({ log }: { log: SignLog }) {
  const { t } = useCheckInTranslation();
  const set = useSetReminder();
  const labelId = useId();
  const change = async (enabled: boolean) => {
    try {
      const saved = await set.mutateAsync(enabled);
      showToast(t(saved.enabled ? 'checkIn.reminderOn' : 'checkIn.reminderOff'), 'success');
    } catch {
      // The API client has shown why.
    }
  };
  return (
    <section className={`${styles.card} ${styles.reminder}`} data-testid="signin-reminder">
      <div>
        <h2 className={styles.cardTitle} id={labelId}>
          {t('checkIn.reminder')}
        </h2>
        <p className={styles.hint}>{t('checkIn.reminderHelp', { at: log.reminder.at })}</p>
      </div>
      <Switch
        checked={log.reminder.enabled}
        loading={set.isPending}
        onChange={(enabled) => void change(enabled)}
        aria-labelledby={labelId}
        data-testid="signin-reminder-switch"
      />
    </section>
  );
}
