import { useState, type ReactNode } from 'react';
import { Button, TextArea } from 'antd-mobile';
import { REVIEW_PHOTOS_MAX, REVIEW_TEXT_MAX, type OrderReviews } from '@uu/contract/reviews';
import { showToast } from '@/components/ui/toast';
import { fileUrl } from '@/lib/files';
import { useOrderReviews, useSubmitReview } from '../api/reviews';
import { useReviewsTranslation } from '../hooks/use-reviews-translation';
import { ReviewItem } from './review-item';
import styles from './reviews.module.css';

/** Renders the screen's image picker (the uploads feature's) around `children`; it calls back with the upload's URL. */
export type PhotoPicker = (onUploaded: (url: string) => void, children: ReactNode) => ReactNode;

type Props = { orderId: number; locale: string; renderPhotoPicker: PhotoPicker };

/**
 * Reviews on a completed order (issue 22): each line the member has not reviewed yet gets stars, a text and up to
 * six photos; a reviewed line shows the review. Nothing shows before the order is done.
 */
export function OrderReviewForm({ orderId, locale, renderPhotoPicker }: Props) {
  const { t } = useReviewsTranslation();
  const query = useOrderReviews(orderId, locale, true);
  if (!query.data?.reviewable) return null;
  return (
    <section className={styles.card} data-testid="order-reviews">
      <h2 className={styles.head}>{t('reviews.title')}</h2>
      {query.data.lines.map((line) => (
        <div key={line.line} className={styles.line} data-testid="order-review-line" data-line={line.line}>
          <p>
            {line.name}
            {line.spec && <span className={styles.muted}> {line.spec}</span>}
          </p>
          {line.review ? (
            <>
              <p className={styles.muted}>{t('reviews.yourReview')}</p>
              <ul className={styles.list}>
                <ReviewItem review={line.review} />
              </ul>
            </>
          ) : (
            <LineForm orderId={orderId} line={line} renderPhotoPicker={renderPhotoPicker} />
          )}
        </div>
      ))}
    </section>
  );
}

function LineForm({
  orderId,
  line,
  renderPhotoPicker,
}: {
  orderId: number;
  line: OrderReviews['lines'][number];
  renderPhotoPicker: PhotoPicker;
}) {
  const { t } = useReviewsTranslation();
  const [rating, setRating] = useState(5);
  const [content, setContent] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const submit = useSubmitReview();

  const send = async () => {
    try {
      await submit.mutateAsync({ orderId, line: line.line, rating, content, photos });
    } catch {
      return; // the API client showed the error in the member's language
    }
    showToast(t('reviews.submitted'));
  };

  return (
    <div data-testid="review-form">
      <div className={styles.author} role="radiogroup" aria-label={t('reviews.rating')} data-testid="review-rating">
        <span>{t('reviews.rating')}</span>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            role="radio"
            aria-checked={rating === n}
            aria-label={t('reviews.stars', { count: n })}
            className={n <= rating ? styles.starOn : styles.star}
            onClick={() => setRating(n)}
            data-testid={`review-star-${n}`}
          >
            ★
          </button>
        ))}
      </div>
      <TextArea
        placeholder={t('reviews.content')}
        value={content}
        onChange={setContent}
        maxLength={REVIEW_TEXT_MAX}
        rows={3}
        showCount
        data-testid="review-content"
      />
      <div className={styles.photos}>
        {photos.map((url, index) => (
          <span key={url} className={styles.photoSlot}>
            <img className={styles.photo} src={fileUrl(url)} alt={t('reviews.photo', { index: index + 1 })} width={72} height={72} />
            <button
              type="button"
              className={styles.remove}
              aria-label={t('reviews.removePhoto')}
              onClick={() => setPhotos((list) => list.filter((p) => p !== url))}
            >
              ×
            </button>
          </span>
        ))}
        {photos.length < REVIEW_PHOTOS_MAX &&
          renderPhotoPicker(
            (url) => setPhotos((list) => (list.includes(url) || list.length >= REVIEW_PHOTOS_MAX ? list : [...list, url])),
            <span className={styles.add}>{t('reviews.addPhoto')}</span>,
          )}
      </div>
      <p className={styles.muted}>{t('reviews.photosLeft', { count: REVIEW_PHOTOS_MAX - photos.length })}</p>
      <Button block color="primary" shape="rounded" loading={submit.isPending} onClick={() => void send()} data-testid="review-submit">
        {t('reviews.submit')}
      </Button>
    </div>
  );
}
