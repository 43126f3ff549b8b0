import { useState } from 'react';
import { Button, Input, Popup, SearchBar, Selector } from 'antd-mobile';
import { DeleteOutline, FilterOutline } from 'antd-mobile-icons';
import { useSearchParams } from '@/lib/router';
import { GOODS_SORTS, type GoodsSort } from '@uu/contract/mall';
import { session } from '@/lib/session';
import { useClearSearchHistory, useHotWords, useSearchHistory } from '../api/browse';
import { useCategories } from '../api/get-categories';
import { useGoods } from '../api/get-goods';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { GoodsResults } from './goods-results';
import styles from './search.module.css';

type Filter = { q: string; sort: GoodsSort; categoryId?: number; minPrice: string; maxPrice: string };

function readFilter(params: URLSearchParams): Filter {
  const sort = params.get('sort');
  const categoryId = Number(params.get('categoryId'));
  return {
    q: params.get('q') ?? '',
    sort: (GOODS_SORTS as readonly string[]).includes(sort ?? '') ? (sort as GoodsSort) : 'newest',
    categoryId: Number.isInteger(categoryId) && categoryId > 0 ? categoryId : undefined,
    minPrice: params.get('minPrice') ?? '',
    maxPrice: params.get('maxPrice') ?? '',
  };
}

const PRICE_RE = /^\d{0,9}(\.\d{0,2})?$/;

/**
 * The mall's search (issue 22): words typed (Chinese needs no spaces), the member's history (cleared here) and the
 * operator's hot words as chips; then the results with their sort and a filter sheet (category, price range). The
 * whole search lives in the URL (`?q=&sort=&categoryId=&minPrice=&maxPrice=`), so back from a goods finds it again.
 */
export function SearchView() {
  const { t, i18n } = useMallTranslation();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [text, setText] = useState(filter.q);
  const [sheet, setSheet] = useState(false);
  const signedIn = session.isSignedIn();

  const apply = (next: Partial<Filter>) => {
    const merged = { ...filter, ...next };
    const out = new URLSearchParams();
    if (merged.q) out.set('q', merged.q);
    if (merged.sort !== 'newest') out.set('sort', merged.sort);
    if (merged.categoryId) out.set('categoryId', String(merged.categoryId));
    if (merged.minPrice) out.set('minPrice', merged.minPrice);
    if (merged.maxPrice) out.set('maxPrice', merged.maxPrice);
    setParams(out, { replace: true });
  };
  const search = (words: string) => {
    setText(words);
    apply({ q: words.trim() });
  };

  return (
    <div className={styles.screen}>
      <div className={styles.head}>
        <SearchBar
          placeholder={t('mall.searchPlaceholder')}
          value={text}
          onChange={setText}
          onSearch={search}
          onClear={() => search('')}
          maxLength={60}
          autoFocus={!filter.q}
          data-testid="search-input"
        />
      </div>
      {filter.q ? (
        <Results filter={filter} apply={apply} openFilter={() => setSheet(true)} locale={i18n.language} />
      ) : (
        <Suggestions signedIn={signedIn} onPick={search} />
      )}
      <FilterSheet visible={sheet} filter={filter} onClose={() => setSheet(false)} apply={apply} locale={i18n.language} />
    </div>
  );
}

function Suggestions({ signedIn, onPick }: { signedIn: boolean; onPick: (words: string) => void }) {
  const { t } = useMallTranslation();
  const history = useSearchHistory(signedIn);
  const clear = useClearSearchHistory();
  const hot = useHotWords();
  return (
    <div className={styles.body}>
      {(history.data?.length ?? 0) > 0 && (
        <section className={styles.section} aria-labelledby="search-history-title">
          <div className={styles.sectionHead}>
            <h2 id="search-history-title">{t('mall.searchHistory')}</h2>
            <button type="button" className={styles.clear} onClick={() => clear.mutate()} data-testid="search-history-clear">
              <DeleteOutline aria-hidden /> {t('mall.clearHistory')}
            </button>
          </div>
          <Chips words={history.data ?? []} onPick={onPick} testId="search-history" />
        </section>
      )}
      {(hot.data?.length ?? 0) > 0 && (
        <section className={styles.section} aria-labelledby="search-hot-title">
          <div className={styles.sectionHead}>
            <h2 id="search-hot-title">{t('mall.hotWords')}</h2>
          </div>
          <Chips words={hot.data ?? []} onPick={onPick} testId="search-hot" />
        </section>
      )}
    </div>
  );
}

function Chips({ words, onPick, testId }: { words: string[]; onPick: (words: string) => void; testId: string }) {
  return (
    <ul className={styles.chips} data-testid={testId}>
      {words.map((word) => (
        <li key={word}>
          <button type="button" className={styles.chip} onClick={() => onPick(word)}>
            {word}
          </button>
        </li>
      ))}
    </ul>
  );
}

function Results({
  filter,
  apply,
  openFilter,
  locale,
}: {
  filter: Filter;
  apply: (f: Partial<Filter>) => void;
  openFilter: () => void;
  locale: string;
}) {
  const { t } = useMallTranslation();
  const goods = useGoods(filter, locale);
  const list = goods.data?.pages.flatMap((page) => page.list) ?? [];
  const filtered = Boolean(filter.categoryId || filter.minPrice || filter.maxPrice);
  const price = filter.sort === 'priceAsc' ? 'priceDesc' : 'priceAsc';
  return (
    <>
      <div className={styles.sorts} role="toolbar" aria-label={t('mall.sortBy')}>
        {(['newest', 'sales'] as const).map((sort) => (
          <button
            key={sort}
            type="button"
            aria-pressed={filter.sort === sort}
            onClick={() => apply({ sort })}
            data-testid={`search-sort-${sort}`}
          >
            {t(`mall.sorts.${sort}`)}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={filter.sort === 'priceAsc' || filter.sort === 'priceDesc'}
          onClick={() => apply({ sort: price })}
          data-testid="search-sort-price"
        >
          {t(filter.sort === 'priceDesc' ? 'mall.sorts.priceDesc' : 'mall.sorts.priceAsc')}
        </button>
        <button type="button" aria-pressed={filtered} onClick={openFilter} data-testid="search-filter">
          <FilterOutline aria-hidden /> {t('mall.filter')}
        </button>
      </div>
      <div className={styles.body}>
        <GoodsResults query={goods} list={list} empty={t('mall.emptySearch')} testId="search-results" />
      </div>
    </>
  );
}

function FilterSheet(props: {
  visible: boolean;
  filter: Filter;
  onClose: () => void;
  apply: (f: Partial<Filter>) => void;
  locale: string;
}) {
  const { t } = useMallTranslation();
  const categories = useCategories(props.locale);
  const [categoryId, setCategoryId] = useState(props.filter.categoryId);
  const [minPrice, setMin] = useState(props.filter.minPrice);
  const [maxPrice, setMax] = useState(props.filter.maxPrice);
  const price = (set: (v: string) => void) => (value: string) => {
    if (PRICE_RE.test(value)) set(value);
  };
  const done = (next: Partial<Filter>) => {
    props.apply(next);
    props.onClose();
  };
  return (
    <Popup visible={props.visible} onMaskClick={props.onClose} position="bottom" bodyClassName={styles.sheet} destroyOnClose>
      <h2 className={styles.sheetTitle}>{t('mall.filter')}</h2>
      <h3 className={styles.sheetLabel}>{t('mall.categories')}</h3>
      <Selector
        columns={3}
        options={(categories.data ?? []).map((c) => ({ label: c.name, value: c.id }))}
        value={categoryId ? [categoryId] : []}
        onChange={(value) => setCategoryId(value[0])}
      />
      <h3 className={styles.sheetLabel} id="search-price-range">
        {t('mall.priceRange')}
      </h3>
      <div className={styles.range} role="group" aria-labelledby="search-price-range">
        {/* A label of its own: antd-mobile's Input copies aria-label onto its wrapper too (two fields by one name). */}
        <label htmlFor="search-min-price" className="uu-visually-hidden">
          {t('mall.minPrice')}
        </label>
        <Input
          id="search-min-price"
          inputMode="decimal"
          placeholder={t('mall.minPrice')}
          value={minPrice}
          onChange={price(setMin)}
          data-testid="search-min-price"
        />
        <span aria-hidden>–</span>
        {/* A label of its own: antd-mobile's Input copies aria-label onto its wrapper too (two fields by one name). */}
        <label htmlFor="search-max-price" className="uu-visually-hidden">
          {t('mall.maxPrice')}
        </label>
        <Input
          id="search-max-price"
          inputMode="decimal"
          placeholder={t('mall.maxPrice')}
          value={maxPrice}
          onChange={price(setMax)}
          data-testid="search-max-price"
        />
      </div>
      <div className={styles.sheetActions}>
        <Button shape="rounded" onClick={() => done({ categoryId: undefined, minPrice: '', maxPrice: '' })}>
          {t('mall.reset')}
        </Button>
        <Button
          shape="rounded"
          color="primary"
          onClick={() => {
            // Typed the wrong way round: the range is what the member meant.
            const swap = minPrice && maxPrice && Number(minPrice) > Number(maxPrice);
            done({ categoryId, minPrice: swap ? maxPrice : minPrice, maxPrice: swap ? minPrice : maxPrice });
          }}
          data-testid="search-filter-apply"
        >
          {t('mall.apply')}
        </Button>
      </div>
    </Popup>
  );
}
