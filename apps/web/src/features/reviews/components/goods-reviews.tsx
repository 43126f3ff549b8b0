import { useState } from 'react';
import { Button } from 'antd-mobile';
import { useReviewPages, useReviewSummary } from '../api/reviews';
import { useReviewsTranslation } from '../hooks/use-reviews-translation';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

/**
 * The goods page's reviews (issue 22): the average and count, the latest few, and on request every review, a page
 * at a time. Hidden reviews never reach the app.
 */
export function GoodsReviews({ goodsId }: { goodsId: number }) {
  const { t } = useReviewsTranslation();
  const summary = useReviewSummary(goodsId);
  const [all, setAll] = useState(false);
  const pages = useReviewPages(goodsId, all);

  if (summary.isError) {
    return (
      <section className={styles.card} data-testid="goods-reviews">
        <p className={styles.muted}>{t('reviews.loadFailed')}</p>
      </section>
    );
  }
  if (!summary.data) return null;
  const { average, count, latest } = summary.data;
  const shown = all && pages.data ? pages.data.pages.flatMap((p) => p.list) : latest;

  return (
    <section className={styles.card} data-testid="goods-reviews" data-count={count}>
      <h2 className={styles.head}>
        <span>{t('reviews.title')}</span>
        <span className={styles.muted} data-testid="goods-reviews-summary">
          {average === null ? t('reviews.none') : t('reviews.summary', { average, count })}
        </span>
      </h2>
      {shown.length > 0 && (
        <ul className={styles.list}>
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </ul>
      )}
      {!all && count > latest.length && (
        <Button block size="small" fill="none" onClick={() => setAll(true)} data-testid="goods-reviews-all">
          {t('reviews.showAll')}
        </Button>
      )}
      {all && pages.hasNextPage && (
        <Button
          block
          size="small"
          fill="none"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
          data-testid="goods-reviews-more"
        >
          {t('reviews.loadMore')}
        </Button>
      )}
      {all && pages.data && !pages.hasNextPage && <p className={styles.muted}>{t('reviews.noMore')}</p>}
    </section>
  );
}
