import { Rate } from 'antd-mobile';
import type { Review } from '@uu/contract/reviews';
import { formatDateTime } from '@/lib/dates';
import { fileUrl } from '@/lib/files';
import { useReviewsTranslation } from '../hooks/use-reviews-translation';
import styles from './reviews.module.css';

/** One review: the masked author, stars, spec, text, photos (lazy, sized) and the shop's reply. */
export function ReviewItem({ review }: { review: Review }) {
  const { t } = useReviewsTranslation();
  return (
    <li className={styles.item} data-testid="review-item" data-review-id={review.id}>
      <div className={styles.author}>
        <strong>{review.author}</strong>
        <Rate readOnly value={review.rating} style={{ '--star-size': '12px' }} aria-label={t('reviews.stars', { count: review.rating })} />
        <span className={styles.muted}>{formatDateTime(review.createdAt)}</span>
      </div>
      {review.spec && <p className={styles.muted}>{review.spec}</p>}
      {review.content && <p className={styles.text}>{review.content}</p>}
      {review.photos.length > 0 && (
        <div className={styles.photos}>
          {review.photos.map((url, index) => (
            <img
              key={url}
              className={styles.photo}
              src={fileUrl(url)}
              alt={t('reviews.photo', { index: index + 1 })}
              width={72}
              height={72}
              loading="lazy"
              decoding="async"
            />
          ))}
        </div>
      )}
      {review.reply && <p className={styles.reply}>{t('reviews.reply', { content: review.reply.content })}</p>}
    </li>
  );
}
