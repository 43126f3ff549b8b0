import { memo, useMemo } from 'react';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { sanitizeRichText } from '@/lib/sanitize-html';
import styles from './goods-detail.module.css';

/** The goods' rich description: the server's sanitized HTML, cleaned once more on the device (lib/sanitize-html). */
export const GoodsDescription = memo(function GoodsDescription({ html, loading }: { html: string; loading: boolean }) {
  const { t } = useMallTranslation();
  const clean = useMemo(() => sanitizeRichText(html), [html]);

  return (
    <section className={styles.card} aria-labelledby="goods-description-title">
      <h2 id="goods-description-title" className={styles.heading}>
        {t('mall.description')}
      </h2>
      {loading ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : clean.trim() ? (
        // Safe to insert: the server sanitized it and sanitizeRichText removed anything that runs or submits.
        <div className={styles.description} data-testid="goods-description" dangerouslySetInnerHTML={{ __html: clean }} />
      ) : (
        <p className={styles.muted} data-testid="goods-description">
          {t('mall.noDescription')}
        </p>
      )}
    </section>
  );
});
