import { useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { goodsSummarySchema, type DeliveryType, type Goods } from '@uu/contract/mall';
import { EmptyView } from '@/components/ui/empty-view';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { fileUrl } from '@/lib/files';
import { session } from '@/lib/session';
import { Code } from '@uu/contract/codes';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { displayPrice, displayTotal, showsReference } from '../utils/price';
import { GoodsDescription } from './goods-description';
import { FavouriteButton } from './favourite-button';
import { GoodsGallery } from './goods-gallery';
import { StoreList } from './store-list';
import styles from './goods-detail.module.css';

/** Delivery types collected in a store: their page lists the stores (product.md). */
const STORE_TYPES: readonly DeliveryType[] = ['pickup', 'writeoff'];

/** What the device item `goodsDetail` (spec §3) holds: the card tapped in the mall. */
function storedCard(id: number): Goods | undefined {
  const parsed = goodsSummarySchema.safeParse(session.get().goodsDetail);
  if (!parsed.success || parsed.data.id !== id) return undefined;
  const card = parsed.data;
  return {
    ...card,
    images: card.cover ? [card.cover] : [],
    detailImages: [],
    description: '',
    storeIds: [],
    plan: null,
    specs: [],
    skus: [],
    purchaseLimit: null,
  };
}

/** What "buy now" keeps for submitOrder (spec §3 device item `selectGoodsDetail`). */
export type SelectedGoods = { goodsId: number; quantity: number };

/**
 * goodsDetails (spec §2): the gallery, name, price and reference price, the part FB may pay, stock,
 * the delivery type explained (with the stores for self-pickup and write-off), the description,
 * a quantity and "buy now". The card tapped in the mall shows at once while the rest loads.
 */
export function GoodsDetailView({ id }: { id: number }) {
  const { t, i18n } = useMallTranslation();
  const navigate = useNavigate();
  const placeholder = useMemo(() => storedCard(id), [id]);
  const query = useGoodsDetail(id, i18n.language);
  const goods = query.data ?? placeholder;
  const loadingRest = !query.data;
  const [quantity, setQuantity] = useState(1);

  // Read again (on focus) and gone meanwhile: the goods' page says so rather than keep showing it for sale.
  const gone = query.error instanceof ApiError && query.error.code === Code.GOODS_NOT_FOUND;
  if (query.isError && (!query.data || gone)) {
    // The server's answer (no such goods, off sale) is final; no answer at all is worth a retry.
    const unreachable = !(query.error instanceof ApiError) || query.error.code < 0;
    return unreachable ? (
      <EmptyView text={t('mall.loadFailed')}>
        <Button size="small" shape="rounded" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('common.retry')}
        </Button>
      </EmptyView>
    ) : (
      <EmptyView text={t('mall.notFound')} />
    );
  }
  if (!goods) return <PageLoading />;

  const soldOut = goods.stock <= 0;
  const count = Math.min(Math.max(quantity, 1), Math.max(goods.stock, 1));
  const withStores = STORE_TYPES.includes(goods.deliveryType);

  const buy = () => {
    if (soldOut || loadingRest) return;
    const selected: SelectedGoods = { goodsId: goods.id, quantity: count };
    session.set('selectGoodsDetail', selected);
    void navigate(paths.submitOrder.getHref());
  };

  return (
    <div className={styles.screen}>
      <GoodsGallery images={goods.images} name={goods.name} />

      <section className={styles.card}>
        <div className={styles.priceLine}>
          <span className={styles.price} data-testid="goods-price">
            {displayPrice(goods.price)}
            <small> {t('mall.unit')}</small>
          </span>
          {showsReference(goods.price, goods.referencePrice) && (
            <del className={styles.reference} data-testid="goods-reference-price">
              {t('mall.referencePrice', { amount: displayPrice(goods.referencePrice) })}
            </del>
          )}
        </div>
        <div className={styles.nameRow}>
          <h1 className={styles.name} data-testid="goods-name">
            {goods.name}
          </h1>
          <FavouriteButton goodsId={goods.id} />
        </div>
        <p className={styles.fb} data-testid="goods-fb">
          {goods.fbPercent > 0 ? t('mall.fbShare', { percent: goods.fbPercent }) : t('mall.uuOnly')}
        </p>
        <div className={styles.facts}>
          <span data-testid="goods-stock" data-stock={goods.stock} className={soldOut ? styles.soldOut : undefined}>
            {soldOut ? t('mall.soldOut') : t('mall.stock', { count: goods.stock })}
          </span>
          <span>{t('mall.sold', { count: goods.sold })}</span>
        </div>
      </section>

      <section className={`${styles.card} ${styles.quantityRow}`}>
        <span id="goods-quantity-label">{t('mall.quantity')}</span>
        <QuantityStepper
          labelledBy="goods-quantity-label"
          min={1}
          max={Math.max(goods.stock, 1)}
          value={count}
          onChange={setQuantity}
          disabled={soldOut}
          data-testid="goods-quantity"
        />
      </section>

      <section className={styles.card} data-testid="goods-delivery" data-delivery={goods.deliveryType}>
        <h2 className={styles.heading}>{t('mall.delivery')}</h2>
        <p className={styles.deliveryType}>{t(`mall.deliveryTypes.${goods.deliveryType}`)}</p>
        <p className={styles.muted}>{t(`mall.deliveryNotes.${goods.deliveryType}`)}</p>
        {withStores && <StoreList goodsId={goods.id} ready={!loadingRest} none={goods.storeIds.length === 0} />}
      </section>

      <GoodsDescription html={goods.description} loading={loadingRest} />
      {goods.detailImages.length > 0 && (
        <section className={styles.card} data-testid="goods-detail-images">
          {goods.detailImages.map((url, index) => (
            <img
              key={`${url}-${index}`}
              className={styles.details}
              src={fileUrl(url)}
              alt={`${goods.name} ${index + 1}`}
              width={750}
              height={560}
              loading="lazy"
              decoding="async"
            />
          ))}
        </section>
      )}

      <div className={styles.buyBar}>
        <div className={styles.total}>
          <span className={styles.totalLabel}>{t('mall.total')}</span>
          <span className={styles.price} data-testid="goods-total">
            {displayTotal(goods.price, count)}
            <small> {t('mall.unit')}</small>
          </span>
        </div>
        <Button
          color="primary"
          shape="rounded"
          className={styles.buy}
          disabled={soldOut || loadingRest}
          onClick={buy}
          data-testid="goods-buy"
        >
          {soldOut ? t('mall.soldOut') : t('mall.buyNow')}
        </Button>
      </div>
    </div>
  );
}
