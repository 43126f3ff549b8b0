import { useState } from 'react';
import { ImageViewer, Swiper } from 'antd-mobile';
import { Picture } from '@/components/ui/picture';
import { fileUrl } from '@/lib/files';
import { useMallTranslation } from '../hooks/use-mall-translation';
import styles from './goods-detail.module.css';

/** The goods' pictures, one screen wide with an indicator; a tap shows them full screen (pinch, swipe). */
export function GoodsGallery({ images, name }: { images: string[]; name: string }) {
  const { t } = useMallTranslation();
  const [viewing, setViewing] = useState<number | null>(null);
  const urls = images.map(fileUrl);

  return (
    <section className={styles.gallery} aria-label={t('mall.gallery')} data-testid="goods-gallery" data-count={urls.length}>
      {urls.length === 0 ? (
        <div className={styles.noImage}>{t('mall.noImage')}</div>
      ) : (
        <Swiper
          className={styles.swiper}
          loop={urls.length > 1}
          indicator={urls.length > 1 ? undefined : () => null}
          indicatorProps={{ className: styles.indicator }}
        >
          {urls.map((url, index) => (
            <Swiper.Item key={`${url}-${index}`}>
              <button
                type="button"
                className={styles.slide}
                onClick={() => setViewing(index)}
                aria-label={t('mall.imageOf', { index: index + 1, count: urls.length })}
                data-testid="goods-gallery-image"
              >
                {/* The first picture is the page's largest paint: eager; the box is square before it arrives. */}
                <Picture src={images[index] ?? url} alt={name} sizes="100vw" width={750} height={750} priority={index === 0} />
              </button>
            </Swiper.Item>
          ))}
        </Swiper>
      )}
      <ImageViewer.Multi images={urls} visible={viewing !== null} defaultIndex={viewing ?? 0} onClose={() => setViewing(null)} />
    </section>
  );
}
