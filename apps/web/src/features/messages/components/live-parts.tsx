import { useTranslation } from 'react-i18next';
import { useUnread } from '../api/unread';
import { useLiveMessages } from '../hooks/use-live-messages';
import styles from './unread-badge.module.css';

// The message centre's parts of the app shell that need the API client (issue 21), in a chunk of their own that
// the shell loads once the first route has settled (unread-badge.tsx).

/** Over 99 the badge says 99+. */
function badgeText(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** Keeps the member's socket open while signed in: new messages and the counts arrive live. */
export function LiveMessages(): null {
  useLiveMessages();
  return null;
}

/** The member's unread messages in all, as a small badge (nothing when none, or for a visitor). */
export function UnreadCount({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  const total = useUnread().data?.total ?? 0;
  if (total === 0) return null;
  return (
    <span className={styles.badge} data-testid={testId}>
      <span aria-hidden="true">{badgeText(total)}</span>
      <span className={styles.hidden}>{t('common.unreadMessages', { unread: total })}</span>
    </span>
  );
}

/** The bell's name (the message centre, with how many are unread) and its count. */
export function BellCount() {
  const { t } = useTranslation();
  const total = useUnread().data?.total ?? 0;
  return (
    <>
      <span className={styles.hidden}>{total > 0 ? t('common.unreadMessages', { unread: total }) : t('common.messages')}</span>
      {total > 0 && (
        <span className={styles.dot} aria-hidden="true" data-testid="messages-bell-count">
          {badgeText(total)}
        </span>
      )}
    </>
  );
}
