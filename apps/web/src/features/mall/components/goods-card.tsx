import { memo } from 'react';
import { Link } from '@/lib/router';
import type { GoodsSummary } from '@uu/contract/mall';
import { paths } from '@/config/paths';
import { Picture } from '@/components/ui/picture';
import { session } from '@/lib/session';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { displayPrice, showsReference } from '../utils/price';
import styles from './mall.module.css';

/**
 * One goods of the grid: cover, name, delivery type, price in UU with the reference price struck
 * through, and how many sold. Tapping it keeps the card as the device item `goodsDetail` (spec §3),
 * so the details page has something to show while it loads the rest.
 */
export const GoodsCard = memo(function GoodsCard({ goods, eager = false }: { goods: GoodsSummary; eager?: boolean }) {
  const { t } = useMallTranslation();
  const soldOut = goods.stock <= 0;
  return (
    <li className={styles.cardItem}>
      <Link
        to={paths.goodsDetails.getHref({ id: goods.id })}
        className={styles.card}
        onClick={() => session.set('goodsDetail', goods)}
        data-testid="mall-goods-card"
        data-goods-id={goods.id}
      >
        <div className={styles.cover}>
          {goods.cover ? (
            // Square covers (the catalogue's pictures are 750×750): the box is reserved before the picture arrives.
            <Picture src={goods.cover} alt={goods.name} sizes="50vw" width={750} height={750} priority={eager} />
          ) : (
            <span className={styles.noCover}>{t('mall.noImage')}</span>
          )}
          {soldOut && <span className={styles.soldOut}>{t('mall.soldOut')}</span>}
        </div>
        <div className={styles.cardBody}>
          <h3 className={styles.name}>{goods.name}</h3>
          <span className={styles.tag} data-delivery={goods.deliveryType}>
            {t(`mall.deliveryTypes.${goods.deliveryType}`)}
          </span>
          <div className={styles.priceLine}>
            <span className={styles.price} data-testid="mall-goods-price">
              {displayPrice(goods.price)}
              <small> {t('mall.unit')}</small>
            </span>
            {showsReference(goods.price, goods.referencePrice) && (
              <del className={styles.reference} data-testid="mall-goods-reference-price">
                {displayPrice(goods.referencePrice)}
              </del>
            )}
          </div>
          <span className={styles.sold}>{t('mall.sold', { count: goods.sold })}</span>
        </div>
      </Link>
    </li>
  );
});
