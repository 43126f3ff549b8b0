import { useMemo, useState } from 'react';
import { Button } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { goodsSummarySchema, type DeliveryType, type Goods } from '@uu/contract/mall';
import { EmptyView } from '@/components/ui/empty-view';
import { Picture } from '@/components/ui/picture';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { session } from '@/lib/session';
import { Code } from '@uu/contract/codes';
import { useCartChange } from '@/lib/cart';
import { showToast } from '@/components/ui/toast';
import { useGoodsDetail } from '../api/get-goods-detail';
import { useMallTranslation } from '../hooks/use-mall-translation';
import { displayPrice, displayTotal, showsReference } from '../utils/price';
import { choose, firstChoice, maxQuantity, skuOf, type SpecChoice } from '../utils/specs';
import { CartLink } from './cart-link';
import { SpecPicker } from './spec-picker';
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

/** What "buy now" keeps for submitOrder (spec §3 device item `selectGoodsDetail`), with the spec picked. */
export type SelectedGoods = { goodsId: number; quantity: number; skuId?: number };

/** Bought one at a time (an installation books a date, a package starts at once): never in the cart. */
const NOT_IN_CART: readonly DeliveryType[] = ['installation', 'virtual'];

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
  const [picked, setPicked] = useState<SpecChoice | null>(null);
  const [adding, setAdding] = useState(false);
  const changeCart = useCartChange();

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

  // The first combination in stock stands until the member picks another.
  const choice = picked ?? firstChoice(goods.specs, goods.skus);
  const withSpecs = goods.specs.length > 0;
  const sku = skuOf(goods.skus, choice);
  const price = sku?.price ?? goods.price;
  const stock = withSpecs ? (sku?.stock ?? 0) : goods.stock;
  const soldOut = goods.stock <= 0;
  const max = maxQuantity(stock, goods.purchaseLimit);
  const count = Math.min(Math.max(quantity, 1), Math.max(max, 1));
  const withStores = STORE_TYPES.includes(goods.deliveryType);
  const inCart = !NOT_IN_CART.includes(goods.deliveryType);

  /** Whether the choice is complete and in stock; says what is missing when not. */
  const ready = () => {
    if (soldOut || loadingRest) return false;
    if (withSpecs && !sku) {
      showToast(t('mall.specRequired'));
      return false;
    }
    if (max <= 0) {
      showToast(t('mall.specSoldOut'));
      return false;
    }
    return true;
  };

  const buy = () => {
    if (!ready()) return;
    const selected: SelectedGoods = { goodsId: goods.id, quantity: count, ...(sku ? { skuId: sku.id } : {}) };
    session.set('selectGoodsDetail', selected);
    void navigate(paths.submitOrder.getHref());
  };

  const addToCart = async () => {
    if (!ready()) return;
    // The cart is the member's: a visitor signs in first and comes back here.
    if (!session.get().token) {
      void navigate(paths.login.getHref({ redirect: paths.goodsDetails.getHref({ id: goods.id }) }));
      return;
    }
    setAdding(true);
    try {
      await changeCart({ kind: 'add', body: { goodsId: goods.id, quantity: count, ...(sku ? { skuId: sku.id } : {}) } });
      showToast(t('mall.addedToCart'), 'success');
    } catch {
      // The API client has said why (stock, the purchase limit); the goods are read again for the new stock.
      void query.refetch();
    } finally {
      setAdding(false);
    }
  };

  return (
    <div className={styles.screen}>
      <GoodsGallery images={goods.images} name={goods.name} />

      <section className={styles.card}>
        <div className={styles.priceLine}>
          <span className={styles.price} data-testid="goods-price">
            {displayPrice(price)}
            <small> {t('mall.unit')}</small>
          </span>
          {showsReference(price, goods.referencePrice) && (
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

      {withSpecs && (
        <section className={styles.card}>
          <SpecPicker goods={goods} choice={choice} onChoose={(d, value) => setPicked(choose(goods.skus, choice, d, value))} />
        </section>
      )}

      <section className={styles.card}>
        <div className={styles.quantityRow}>
          <span id="goods-quantity-label">{t('mall.quantity')}</span>
          <QuantityStepper
            labelledBy="goods-quantity-label"
            min={1}
            max={Math.max(max, 1)}
            value={count}
            onChange={setQuantity}
            disabled={soldOut || max <= 0}
            data-testid="goods-quantity"
          />
        </div>
        {goods.purchaseLimit !== null && (
          <p className={styles.muted} data-testid="goods-limit">
            {t('mall.purchaseLimit', { count: goods.purchaseLimit })}
          </p>
        )}
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
            <Picture
              key={`${url}-${index}`}
              className={styles.details}
              src={url}
              alt={`${goods.name} ${index + 1}`}
              sizes="100vw"
              width={750}
              height={560}
            />
          ))}
        </section>
      )}

      <div className={styles.buyBar}>
        <CartLink />
        <div className={styles.total}>
          <span className={styles.totalLabel}>{t('mall.total')}</span>
          <span className={styles.price} data-testid="goods-total">
            {displayTotal(price, count)}
            <small> {t('mall.unit')}</small>
          </span>
        </div>
        {inCart && !soldOut && (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            className={styles.addToCart}
            loading={adding}
            disabled={loadingRest}
            onClick={() => void addToCart()}
            data-testid="goods-add-to-cart"
          >
            {t('mall.addToCart')}
          </Button>
        )}
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
