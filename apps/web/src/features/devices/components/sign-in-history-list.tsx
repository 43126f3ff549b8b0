import { InfiniteScroll, Tag } from 'antd-mobile';
import { EmptyView } from '@/components/ui/empty-view';
import { useSignInHistory } from '../api/get-sign-in-history';
import { useDevicesTranslation } from '../hooks/use-devices-translation';
import { deviceDetails, deviceName, formatTime, placeName } from '../utils/describe';
import styles from './devices.module.css';

/** The account's sign-ins of the last 90 days, newest first: when, where from, which device, and why a refusal. */
export function SignInHistoryList() {
  const { t, i18n } = useDevicesTranslation();
  const history = useSignInHistory();
  const items = history.data?.pages.flatMap((page) => page.list) ?? [];

  if (history.isPending) return <div className={styles.status}>{t('common.loading')}</div>;
  if (history.isError) return <div className={styles.status}>{t('devices.signIns.loadFailed')}</div>;

  return (
    <section className={styles.list} aria-label={t('routes.signInHistory')} data-testid="sign-in-history">
      <p className={styles.intro}>{t('devices.signIns.intro')}</p>
      {items.length === 0 ? (
        <EmptyView />
      ) : (
        <>
          {items.map((event) => {
            const place = placeName(event.country, i18n.language);
            return (
              <article key={event.id} className={styles.item} data-testid="sign-in-item" data-success={event.success ? 'true' : 'false'}>
                <div className={styles.head}>
                  <span className={styles.name}>{formatTime(event.at)}</span>
                  <Tag color={event.success ? 'success' : 'danger'} fill="outline">
                    {t(event.success ? 'devices.signIns.success' : 'devices.signIns.failed')}
                  </Tag>
                </div>
                {event.failure && <div className={styles.failure}>{t(`devices.signIns.failures.${event.failure}`)}</div>}
                <div className={styles.details}>{[deviceName(t, event), deviceDetails(t, event)].filter(Boolean).join(' · ')}</div>
                <div className={styles.muted}>
                  {[place, event.ip ? t('devices.ip', { ip: event.ip }) : null].filter(Boolean).join(' · ')}
                </div>
              </article>
            );
          })}
          <InfiniteScroll
            loadMore={async () => {
              await history.fetchNextPage();
            }}
            hasMore={history.hasNextPage}
          >
            {history.hasNextPage ? t('common.loading') : t('devices.signIns.noMore')}
          </InfiniteScroll>
        </>
      )}
    </section>
  );
}
