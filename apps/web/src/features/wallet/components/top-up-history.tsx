import { InfiniteScroll, Tag } from 'antd-mobile';
import type { TopUp } from '@uu/contract/wallet';
import { EmptyView } from '@/components/ui/empty-view';
import { useTopUps } from '../api/list-top-up';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { formatDateTime } from '@/lib/dates';
import { displayMoney } from '../utils/money';
import styles from './wallet-list.module.css';

const STATUS_COLORS: Record<TopUp['status'], 'warning' | 'success' | 'danger'> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

/** The member's top-ups, newest first, with what the operator decided. */
export function TopUpHistory() {
  const { t } = useWalletTranslation();
  const list = useTopUps();
  const items = list.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <section className={styles.list} aria-label={t('wallet.topUp.history')} data-testid="topup-history">
      <h3 className={styles.heading}>{t('wallet.topUp.history')}</h3>
      {list.isPending ? (
        <div className={styles.loading}>{t('common.loading')}</div>
      ) : items.length === 0 ? (
        <EmptyView />
      ) : (
        <>
          {items.map((item) => (
            <article key={item.id} className={styles.item} data-testid="topup-history-item" data-id={item.id}>
              <div className={styles.itemHead}>
                <span className={styles.amount}>{displayMoney(item.amount)} UU</span>
                <Tag color={STATUS_COLORS[item.status]} fill="outline" data-testid="topup-status" data-status={item.status}>
                  {t(`wallet.topUp.statuses.${item.status}`)}
                </Tag>
              </div>
              <div className={styles.amountLine}>
                <span className={styles.detail}>{item.channelName}</span>
                <span className={styles.muted}>{formatDateTime(item.createdAt)}</span>
              </div>
              {item.requestedAmount !== null && (
                <div className={styles.detail} data-testid="topup-corrected">
                  {t('wallet.topUp.corrected', { requested: displayMoney(item.requestedAmount), amount: displayMoney(item.amount) })}
                </div>
              )}
              {item.correctionNote && (
                <div className={styles.muted} data-testid="topup-correction-note">
                  {t('wallet.topUp.correctionNote', { note: item.correctionNote })}
                </div>
              )}
              {item.reason && <div className={styles.reason}>{t('wallet.withdrawals.reason', { reason: item.reason })}</div>}
            </article>
          ))}
          <InfiniteScroll
            loadMore={async () => {
              await list.fetchNextPage();
            }}
            hasMore={list.hasNextPage}
          >
            {list.hasNextPage ? t('common.loading') : t('wallet.noMore')}
          </InfiniteScroll>
        </>
      )}
    </section>
  );
}
