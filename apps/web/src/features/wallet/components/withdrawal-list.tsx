import { Button, InfiniteScroll, Tag } from 'antd-mobile';
import type { Withdrawal } from '@uu/contract/wallet';
import { EmptyView } from '@/components/ui/empty-view';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { useCancelWithdraw } from '../api/cancel-withdraw';
import { useWithdrawals } from '../api/list-withdraw';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useWalletTranslation } from '../hooks/use-wallet-translation';
import { formatDateTime } from '@/lib/dates';
import { displayMoney } from '../utils/money';
import styles from './wallet-list.module.css';

const STATUS_COLORS: Record<Withdrawal['status'], 'warning' | 'primary' | 'success' | 'danger' | 'default'> = {
  pending: 'warning',
  approved: 'primary',
  paid: 'success',
  rejected: 'danger',
  canceled: 'default',
};

/**
 * The member's withdrawals and payouts (product.md: `listWithdraw` shows both kinds with their
 * states and times); a pending one can be cancelled for a full refund.
 */
export function WithdrawalList() {
  const { t } = useWalletTranslation();
  const list = useWithdrawals();
  const cancel = useCancelWithdraw();
  const cancelWithKey = useIdempotentCall(cancel.mutateAsync);
  const items = list.data?.pages.flatMap((page) => page.list) ?? [];

  const cancelOne = async (withdrawal: Withdrawal) => {
    const sure = await showModal({
      content: t('wallet.withdrawals.cancelConfirm', { amount: displayMoney(withdrawal.amount), currency: withdrawal.currency }),
      danger: true,
    });
    if (!sure) return;
    try {
      await cancelWithKey({ id: withdrawal.id });
    } catch {
      return; // the API client told the member why
    }
    showToast(t('wallet.withdrawals.canceled'), 'success');
  };

  if (list.isPending) return <div className={styles.loading}>{t('common.loading')}</div>;
  if (items.length === 0) return <EmptyView text={t('wallet.withdrawals.empty')} />;

  return (
    <section className={styles.list} aria-label={t('wallet.withdrawals.title')} data-testid="withdrawal-list">
      {items.map((w) => (
        <article key={w.id} className={styles.item} data-testid="withdrawal-item" data-id={w.id}>
          <div className={styles.itemHead}>
            <span className={styles.itemTitle}>{t(w.currency === 'UU' ? 'wallet.withdrawals.kindUU' : 'wallet.withdrawals.kindU')}</span>
            <Tag color={STATUS_COLORS[w.status]} fill="outline" data-testid="withdrawal-status" data-status={w.status}>
              {t(`wallet.withdrawals.statuses.${w.status}`)}
            </Tag>
          </div>
          <div className={styles.amountLine}>
            <span className={styles.amount} data-testid="withdrawal-amount">
              {displayMoney(w.amount)} {w.currency}
            </span>
            <span className={styles.muted}>{formatDateTime(w.createdAt)}</span>
          </div>
          <div className={styles.detail} data-testid="withdrawal-destination">
            {w.destination}
          </div>
          {w.currency === 'UU' && (
            <div className={styles.split}>
              <span>{t('wallet.withdrawals.fee', { amount: displayMoney(w.fee) })}</span>
              <span>{t('wallet.withdrawals.fb', { amount: displayMoney(w.toFb) })}</span>
              <span>{t('wallet.withdrawals.u', { amount: displayMoney(w.toU) })}</span>
            </div>
          )}
          {w.reason && <div className={styles.reason}>{t('wallet.withdrawals.reason', { reason: w.reason })}</div>}
          {w.status === 'pending' && (
            <div className={styles.actions}>
              <Button size="small" shape="rounded" onClick={() => void cancelOne(w)} data-testid="withdrawal-cancel">
                {t('wallet.withdrawals.cancel')}
              </Button>
            </div>
          )}
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
      <LoadingOverlay visible={cancel.isPending} text={t('wallet.withdrawals.canceling')} />
    </section>
  );
}
