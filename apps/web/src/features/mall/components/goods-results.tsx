import { Button, InfiniteScroll } from 'antd-mobile';
import type { GoodsSummary } from '@uu/contract/mall';
import { EmptyView } from '@/components/ui/empty-view';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { GoodsCard } from './goods-card';
import styles from './mall.module.css';

type Query = {
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isError: boolean; error: unknown }>;
};

/** A grid of goods cards, 20 a page as the member scrolls, with its loading, failed and empty states. */
export function GoodsResults({ query, list, empty, testId }: { query: Query; list: GoodsSummary[]; empty: string; testId: string }) {
  const { t } = useMallTranslation();
  const loadMore = async () => {
    const result = await query.fetchNextPage();
    if (result.isError) throw result.error;
  };
  if (query.isPending) return <div className={styles.loading}>{t('common.loading')}</div>;
  if (query.isError && list.length === 0)
    return (
      <div className={styles.failed}>
        <p>{t('mall.loadFailed')}</p>
        <Button size="small" shape="rounded" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  if (list.length === 0)
    return (
      <div data-testid={`${testId}-empty`}>
        <EmptyView text={empty} />
      </div>
    );
  return (
    <>
      <ul className={styles.grid} data-testid={testId}>
        {list.map((item, index) => (
          // The first row is on screen at once: its pictures load eagerly.
          <GoodsCard key={item.id} goods={item} eager={index < 2} />
        ))}
      </ul>
      <InfiniteScroll loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className={styles.more} onClick={() => retry()}>
              {t('mall.loadFailed')} · {t('common.retry')}
            </button>
          ) : (
            <span className={styles.more}>{hasMore ? t('common.loading') : t('mall.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
