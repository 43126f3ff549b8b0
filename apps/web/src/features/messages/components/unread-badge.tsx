import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useUnread } from '../api/unread';
import styles from './unread-badge.module.css';

/** Over 99 the badge says 99+. */
function badgeText(n: number): string {
  return n > 99 ? '99+' : String(n);
}

/** The member's unread messages in all, as a small badge (nothing when none, or for a visitor). */
export function UnreadBadge({ 'data-testid': testId }: { 'data-testid'?: string }) {
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

/** The bell of the home page's navigation bar: the message centre, its name saying how many are unread. */
export function MessagesBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const total = useUnread().data?.total ?? 0;
  return (
    <Link
      to={paths.messageCentre.getHref()}
      className={className}
      aria-label={total > 0 ? t('common.unreadMessages', { unread: total }) : t('common.messages')}
      data-testid="messages-bell"
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {total > 0 && (
        <span className={styles.dot} aria-hidden="true" data-testid="messages-bell-count">
          {badgeText(total)}
        </span>
      )}
    </Link>
  );
}
