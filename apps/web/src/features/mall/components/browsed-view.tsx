import { PullToRefresh } from '@/components/ui/pull-to-refresh';
import { useBrowsed } from '../api/browse';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { GoodsResults } from './goods-results';
import styles from './mall.module.css';

/** The member's favourites or recently viewed goods (issue 22): a grid of cards, the latest first. */
export function BrowsedView({ kind }: { kind: 'favourites' | 'views' }) {
  const { t, i18n } = useMallTranslation();
  const goods = useBrowsed(kind, i18n.language);
  const list = goods.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <PullToRefresh
      onRefresh={async () => {
        await goods.refetch();
      }}
    >
      <div className={styles.body}>
        <GoodsResults
          query={goods}
          list={list}
          empty={t(kind === 'favourites' ? 'mall.noFavourites' : 'mall.noViews')}
          testId={kind === 'favourites' ? 'favourites-list' : 'views-list'}
        />
      </div>
    </PullToRefresh>
  );
}
