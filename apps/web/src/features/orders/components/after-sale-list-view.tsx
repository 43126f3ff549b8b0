import { Button, InfiniteScroll } from 'antd-mobile';
import { Link } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useAfterSales } from '../api/after-sales';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import styles from './orders.module.css';

/** The member's after-sales requests (issue 22), newest first, each with its state; a tap opens it. */
export function AfterSaleListView() {
  const { t, i18n } = useOrdersTranslation();
  const query = useAfterSales(i18n.language);
  if (!query.data) {
    if (query.isError)
      return (
        <EmptyView text={t('orders.loadFailed')}>
          <Button size="small" shape="rounded" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyView>
      );
    return <PageLoading />;
  }
  const list = query.data.pages.flatMap((p) => p.list);
  if (list.length === 0) return <EmptyView text={t('orders.afterSales.empty')} />;
  return (
    <div className={styles.screen} data-testid="after-sale-list">
      {list.map((r) => (
        <Link
          key={r.id}
          to={paths.afterSaleDetails.getHref({ id: r.id })}
          className={styles.card}
          data-testid="after-sale-item"
          data-id={r.id}
        >
          <div className={styles.goods}>
            {r.goods.cover && <img src={r.goods.cover} alt="" className={styles.cover} />}
            <div className={styles.goodsMain}>
              <p className={styles.goodsName}>{r.goods.name}</p>
              <p className={styles.muted}>
                {t(`orders.afterSales.types.${r.type}`)} · {formatDateTime(r.createdAt)}
              </p>
            </div>
            <span className={styles.price} data-testid="after-sale-item-state">
              {t(`orders.afterSales.states.${r.state}`)}
            </span>
          </div>
        </Link>
      ))}
      <InfiniteScroll
        loadMore={async () => {
          await query.fetchNextPage();
        }}
        hasMore={query.hasNextPage}
      />
    </div>
  );
}
