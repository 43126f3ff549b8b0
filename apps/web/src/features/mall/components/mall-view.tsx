import { useEffect, useEffectEvent, useState } from 'react';
import { Button, InfiniteScroll, SearchBar, Tabs } from 'antd-mobile';
import { PullToRefresh } from '@/components/ui/pull-to-refresh';
import { FilterOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from '@/lib/router';
import { paths } from '@/config/paths';
import { EmptyView } from '@/components/ui/empty-view';
import { useCategories } from '../api/get-categories';
import { useGoods } from '../api/get-goods';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { GoodsCard } from './goods-card';
import { CartLink } from './cart-link';
import styles from './mall.module.css';

const ALL = 'all';
/** How long the search waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 350;

/** Reads `?categoryId=` as a positive integer, or undefined for "all". */
function readCategory(value: string | null): number | undefined {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * The points mall (spec §2 /pages/mall/index): search by name, category tabs ("all" first), a
 * two-column grid of goods, 20 a page as the member scrolls, pull to refresh. The filter lives in
 * the URL (`?categoryId=&q=`, replaced, not pushed), so coming back from a goods finds the list as
 * it was left.
 */
export function MallView() {
  const { t, i18n } = useMallTranslation();
  const locale = i18n.language;
  const [params, setParams] = useSearchParams();
  const categoryId = readCategory(params.get('categoryId'));
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const typed = useDebouncedValue(text, SEARCH_DEBOUNCE_MS);

  const setFilter = (next: { categoryId?: number; q?: string }) => {
    setParams(
      (current) => {
        const out = new URLSearchParams(current);
        // An emptied filter arrives as undefined or '' at run time, whatever the inferred entry type says.
        for (const [key, value] of Object.entries(next) as [string, string | number | undefined][]) {
          const text = value === undefined ? '' : String(value);
          if (text === '') out.delete(key);
          else out.set(key, text);
        }
        return out;
      },
      { replace: true },
    );
  };

  // The typed words reach the URL (and so the query) once the member pauses.
  // Only a settled search moves the URL: a filter changed elsewhere (a tab) must not re-run it.
  const settleSearch = useEffectEvent((words: string) => {
    if (words !== q) setFilter({ q: words });
  });
  useEffect(() => settleSearch(typed.trim()), [typed]);

  const categories = useCategories(locale);
  const goods = useGoods({ categoryId, q }, locale);
  const list = goods.data?.pages.flatMap((page) => page.list) ?? [];

  // A failed page rejects, so InfiniteScroll shows its retry instead of asking again and again.
  const loadMore = async () => {
    const result = await goods.fetchNextPage();
    if (result.isError) throw result.error;
  };

  const refresh = async () => {
    await Promise.all([goods.refetch(), categories.refetch()]);
  };

  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <SearchBar
          className={styles.search}
          placeholder={t('mall.searchPlaceholder')}
          value={text}
          onChange={setText}
          // Enter searches at once, without waiting for the pause.
          onSearch={(value) => setFilter({ q: value.trim() })}
          onClear={() => setFilter({ q: '' })}
          maxLength={60}
          data-testid="mall-search"
        />
        <div className={styles.tools}>
          <Link className={styles.searchMore} to={paths.mallSearch.getHref({ q: q || undefined })} data-testid="mall-search-page">
            <FilterOutline aria-hidden /> {t('mall.sortAndFilter')}
          </Link>
          <CartLink />
        </div>
        <Tabs
          className={styles.tabs}
          activeKey={categoryId ? String(categoryId) : ALL}
          onChange={(key) => setFilter({ categoryId: key === ALL ? undefined : Number(key) })}
          aria-label={t('mall.categories')}
        >
          <Tabs.Tab key={ALL} title={<span data-testid="mall-category-all">{t('mall.all')}</span>} />
          {(categories.data ?? []).map((category) => (
            <Tabs.Tab key={String(category.id)} title={<span data-testid={`mall-category-${category.id}`}>{category.name}</span>} />
          ))}
        </Tabs>
      </div>

      <PullToRefresh onRefresh={refresh}>
        <div className={styles.body}>
          {goods.isPending ? (
            <div className={styles.loading}>{t('common.loading')}</div>
          ) : goods.isError && list.length === 0 ? (
            <div className={styles.failed}>
              <p>{t('mall.loadFailed')}</p>
              <Button size="small" shape="rounded" loading={goods.isFetching} onClick={() => void goods.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          ) : list.length === 0 ? (
            <div data-testid="mall-empty">
              <EmptyView text={q ? t('mall.emptySearch') : t('mall.empty')} />
            </div>
          ) : (
            <>
              <ul className={styles.grid} data-testid="mall-goods-grid">
                {list.map((item) => (
                  <GoodsCard key={item.id} goods={item} />
                ))}
              </ul>
              <InfiniteScroll loadMore={loadMore} hasMore={goods.hasNextPage}>
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
          )}
        </div>
      </PullToRefresh>
    </div>
  );
}
