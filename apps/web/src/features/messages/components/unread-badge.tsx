import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useFirstRouteSettled } from '@/lib/after-first-route';
import { useSession } from '@/lib/session';
import styles from './unread-badge.module.css';

// The shell's message parts (the bell, the Mine tab's badge, the live socket) load their counts from a chunk of
// their own once the first route has settled: the API client they need would more than take the first route's
// budget (architecture.md: 150 kB; the e2e budget test). Until then the bell is there without a count.
// They read through react-query, which comes with them (lib/screen-providers.tsx).
const parts = () => Promise.all([import('./live-parts'), import('@/lib/screen-providers')]);
const LazyLive = lazy(() => parts().then(([m, { withProviders }]) => ({ default: withProviders(m.LiveMessages) })));
const LazyUnreadCount = lazy(() => parts().then(([m, { withProviders }]) => ({ default: withProviders(m.UnreadCount) })));
const LazyBellCount = lazy(() => parts().then(([m, { withProviders }]) => ({ default: withProviders(m.BellCount) })));

/** Keeps the member's socket open while a member is signed in (issue 21), from when the first route has settled. */
export function LiveMessages() {
  const settled = useFirstRouteSettled();
  const { token } = useSession();
  if (!settled || !token) return null;
  return (
    <Suspense fallback={null}>
      <LazyLive />
    </Suspense>
  );
}

/** The member's unread messages in all, as a small badge (nothing when none, or for a visitor). */
export function UnreadBadge({ 'data-testid': testId }: { 'data-testid'?: string }) {
  const settled = useFirstRouteSettled();
  const { token } = useSession();
  if (!settled || !token) return null;
  return (
    <Suspense fallback={null}>
      <LazyUnreadCount testId={testId} />
    </Suspense>
  );
}

/** The bell of the home page's navigation bar: the message centre, its name saying how many are unread. */
export function MessagesBell({ className }: { className?: string }) {
  const { t } = useTranslation();
  const settled = useFirstRouteSettled();
  const { token } = useSession();
  const name = <span className={styles.hidden}>{t('common.messages')}</span>;
  return (
    <Link to={paths.messageCentre.getHref()} className={className} data-testid="messages-bell">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
        />
      </svg>
      {settled && token ? (
        <Suspense fallback={name}>
          <LazyBellCount />
        </Suspense>
      ) : (
        name
      )}
    </Link>
  );
}
