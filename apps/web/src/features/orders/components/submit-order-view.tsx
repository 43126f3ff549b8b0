import { useMemo, useState, type ReactNode } from 'react';
import { Button, DatePicker, TextArea } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useNavigate } from '@/lib/router';
import type { MemberCoupon } from '@uu/contract/coupons';
import { formatAmount, parseAmount } from '@uu/contract/money';
import type { Order } from '@uu/contract/orders';
import { Code } from '@uu/contract/codes';
import { ApiError } from '@/lib/api-client';
import { fileUrl } from '@/lib/files';
import { MapLink } from '@/components/ui/map-link';
import { EmptyView } from '@/components/ui/empty-view';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { PageLoading } from '@/components/ui/page-loading';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { session, useSession } from '@/lib/session';
import { submitOrder, useAvailableCouponCount, useOrderAddresses, useOrderGoods, useOrderStores } from '../api/orders';
import { couponFit } from '@/lib/coupon-fit';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { addDays, dateToDay, dayToDate, platformToday } from '@/lib/dates';
import { displayAmount, displayTimes } from '../utils/format';
import { defaultStoreId, missingDetail, needsAddress, needsStore, storedAddress } from '../utils/order-rules';
import { readString, StorageKey, writeString } from '@/lib/storage';
import { PaySheet } from './pay-sheet';
import styles from './orders.module.css';

/** The device item `selectGoodsDetail` (spec §3) goodsDetails keeps: `{goodsId, quantity, skuId?}`. */
function selectedGoods(value: unknown): { goodsId: number; quantity: number; skuId?: number } | null {
  const v = value as { goodsId?: unknown; quantity?: unknown; skuId?: unknown } | null;
  if (!v || typeof v.goodsId !== 'number' || v.goodsId <= 0) return null;
  const quantity = typeof v.quantity === 'number' && v.quantity >= 1 ? Math.floor(v.quantity) : 1;
  return { goodsId: v.goodsId, quantity, ...(typeof v.skuId === 'number' && v.skuId > 0 ? { skuId: v.skuId } : {}) };
}

/** The server says the goods are no more (deleted or off sale): the screen stops offering them. */
function goodsGone(error: unknown): boolean {
  return error instanceof ApiError && error.code === Code.GOODS_NOT_FOUND;
}

/** The device item `selectCouponDetail` (spec §3) myCoupon keeps, when it looks like a coupon. */
export function storedCoupon(value: unknown): MemberCoupon | null {
  const v = value as Partial<MemberCoupon> | null;
  return v && typeof v.id === 'number' && v.kind === 'mall' && typeof v.minSpend === 'string' ? (v as MemberCoupon) : null;
}

type Props = {
  /** spec §6: false (and the set-it-first prompt shown) without a payment password. */
  canPay: () => boolean;
  /** The installation picture's picker (features/uploads), given by the screen. */
  renderPicturePicker: (onUploaded: (url: string) => void, children: ReactNode) => ReactNode;
};

/**
 * submitOrder (product.md): the goods chosen on goodsDetails and its quantity; by delivery type an
 * address (express, installation), a store (pickup, write-off), an installation date and picture;
 * a remark; the totals. Submitting creates the order (one Idempotency-Key per submission), then
 * offers to pay it now with the payment password, or later.
 */
export function SubmitOrderView({ canPay, renderPicturePicker }: Props) {
  const { t, i18n } = useOrdersTranslation();
  const navigate = useNavigate();
  const { selectGoodsDetail, addressDetail, selectCouponDetail } = useSession();
  const coupon = storedCoupon(selectCouponDetail);
  const couponCount = useAvailableCouponCount(i18n.language);
  const selected = useMemo(() => selectedGoods(selectGoodsDetail), [selectGoodsDetail]);
  const goodsQuery = useOrderGoods(selected?.goodsId ?? null, i18n.language);
  const goods = goodsQuery.data;
  const type = goods?.deliveryType ?? 'virtual';
  const chosen = storedAddress(addressDetail);
  const addresses = useOrderAddresses(i18n.language, Boolean(goods) && needsAddress(type) && !chosen);
  const address = chosen ?? addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0] ?? null;
  const stores = useOrderStores(goods?.id ?? 0, i18n.language, Boolean(goods) && needsStore(type));
  const today = platformToday();

  const [pickedStoreId, setStoreId] = useState<number | null>(null);
  const [installDate, setInstallDate] = useState<string | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const [pickingDate, setPickingDate] = useState(false);
  const [remark, setRemark] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [created, setCreated] = useState<Order | null>(null);
  const submit = useIdempotentCall(submitOrder);

  if (!selected) return <EmptyView text={t('orders.noGoods')} />;
  if (goodsQuery.isError && (!goodsQuery.data || goodsGone(goodsQuery.error))) return <EmptyView text={t('orders.notFound')} />;
  if (!goods) return <PageLoading />;

  // The spec picked on the goods page: its price, stock and picture (a spec since removed: the server refuses, and says so).
  const sku = goods.skus.find((s) => s.id === selected.skuId) ?? null;
  const price = sku?.price ?? goods.price;
  const max = Math.max(1, Math.min(sku?.stock ?? goods.stock, goods.purchaseLimit ?? 99, 99));
  const quantity = Math.min(selected.quantity, max);
  const setQuantity = (value: number) =>
    session.set('selectGoodsDetail', { ...selected, goodsId: goods.id, quantity: Math.min(Math.max(1, value || 1), max) });
  // The address's own installation date stands until the member picks another, if still later than today.
  const date = installDate ?? (address?.installationTime && address.installationTime > today ? address.installationTime : null);
  const installPicture = picture ?? address?.installationPicture ?? null;
  // The only store, or the one used last time, stands until the member picks another.
  const lastStoreId = Number(readString(StorageKey.lastStoreId)) || null;
  const storeId = pickedStoreId ?? defaultStoreId(stores.data?.map((s) => s.id) ?? [], lastStoreId);

  const subtotalCents = (parseAmount(price) ?? 0) * quantity;
  const subtotal = formatAmount(subtotalCents);
  const fit = coupon ? couponFit(coupon, subtotal) : null;
  const discount = fit?.usable ? fit.discount : '0.00';
  const total = formatAmount(subtotalCents - (parseAmount(discount) ?? 0));

  const toDetails = (order: Order) => void navigate(paths.orderDetails.getHref({ id: order.id }), { replace: true, state: { order } });

  const onSubmit = async () => {
    const missing = missingDetail(
      { deliveryType: type, addressId: address?.id ?? null, storeId, installationTime: date, installationPicture: installPicture },
      today,
    );
    if (missing) {
      showToast(t(`orders.required.${missing}`));
      return;
    }
    if (coupon && fit && !fit.usable) {
      showToast(t('orders.coupon.notReached', { amount: fit.missing ?? coupon.minSpend }));
      return;
    }
    // The store this order is sent with is the one offered first next time.
    if (needsStore(type)) writeString(StorageKey.lastStoreId, String(storeId));
    setSubmitting(true);
    try {
      const order = await submit({
        goodsId: goods.id,
        ...(selected.skuId !== undefined ? { skuId: selected.skuId } : {}),
        quantity,
        ...(needsAddress(type) && address ? { addressId: address.id } : {}),
        ...(needsStore(type) && storeId !== null ? { storeId } : {}),
        ...(type === 'installation' && date !== null && installPicture !== null
          ? { installationTime: date, installationPicture: installPicture }
          : {}),
        ...(remark.trim() ? { remark: remark.trim() } : {}),
        ...(coupon ? { couponId: coupon.id } : {}),
      });
      // The coupon is the order's now (and comes back if the order is cancelled).
      session.set('selectCouponDetail', null);
      if (canPay()) setCreated(order);
      else toDetails(order);
    } catch {
      // The API client has shown why. The goods are read again, so the screen shows what refused the order
      // (a new price or stock, or the goods gone) rather than what the member saw before.
      void goodsQuery.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <div className={styles.screen}>
      {needsAddress(type) && (
        <section className={styles.card}>
          <button
            type="button"
            className={styles.pickRow}
            onClick={() =>
              void navigate(
                paths.selectAddress.getHref({
                  select: 1,
                  redirect: paths.submitOrder.getHref(),
                  installation: type === 'installation' ? 1 : undefined,
                }),
              )
            }
            data-testid="submit-address"
            data-address-id={address?.id}
          >
            <span>
              <strong>{t('orders.address')}</strong>
              {address ? (
                <>
                  <br />
                  {address.consignee} {address.phone}
                  <br />
                  <span className={styles.muted}>
                    {address.region.map((r) => r.name).join(' ')} {address.detail}
                  </span>
                </>
              ) : (
                <span className={styles.muted}> {t('orders.chooseAddress')}</span>
              )}
            </span>
            <RightOutline />
          </button>
        </section>
      )}

      {needsStore(type) && (
        <section className={styles.card} data-testid="submit-store" role="radiogroup" aria-label={t('orders.store')}>
          <h2 className={styles.heading}>{t('orders.store')}</h2>
          {stores.isPending ? (
            <p className={styles.muted}>{t('common.loading')}</p>
          ) : !stores.data?.length ? (
            <p className={styles.muted}>{t('orders.noStores')}</p>
          ) : (
            stores.data.map((store) => (
              <div key={store.id} className={styles.storeRow}>
                <button
                  type="button"
                  role="radio"
                  aria-checked={store.id === storeId}
                  className={styles.storeOption}
                  onClick={() => setStoreId(store.id)}
                  data-testid="submit-store-option"
                  data-store-id={store.id}
                >
                  <strong>{store.name}</strong>
                  <span className={styles.muted}> {store.address}</span>
                </button>
                <MapLink
                  place={{ latitude: store.latitude, longitude: store.longitude, name: store.name, address: store.address }}
                  label={t('orders.details.openMap')}
                  data-testid="submit-store-map"
                />
              </div>
            ))
          )}
        </section>
      )}

      <section className={styles.card} data-testid="submit-goods" data-goods-id={goods.id}>
        <div className={styles.goods}>
          {(sku?.picture ?? goods.images[0]) ? (
            <img className={styles.cover} src={fileUrl(sku?.picture ?? goods.images[0] ?? '')} alt="" />
          ) : (
            <div className={styles.cover} />
          )}
          <div className={styles.goodsMain}>
            <p className={styles.goodsName}>{goods.name}</p>
            {sku && (
              <p className={styles.muted} data-testid="submit-spec">
                {sku.values.join(' / ')}
              </p>
            )}
            <span className={styles.price}>{t('orders.price', { amount: displayAmount(price) })}</span>
          </div>
        </div>
        <div className={styles.row}>
          <span id="submit-quantity-label">{t('orders.quantity')}</span>
          <QuantityStepper
            labelledBy="submit-quantity-label"
            min={1}
            max={max}
            value={quantity}
            onChange={setQuantity}
            data-testid="submit-quantity"
          />
        </div>
      </section>

      {type === 'installation' && (
        <section className={styles.card}>
          <button type="button" className={styles.pickRow} onClick={() => setPickingDate(true)} data-testid="submit-install-date">
            <span>{t('orders.installDate')}</span>
            <span className={date ? undefined : styles.muted}>{date ?? t('orders.chooseInstallDate')}</span>
          </button>
          <DatePicker
            visible={pickingDate}
            onClose={() => setPickingDate(false)}
            min={dayToDate(addDays(today, 1))}
            max={dayToDate(addDays(today, 365))}
            value={dayToDate(date ?? addDays(today, 1))}
            onConfirm={(value) => setInstallDate(dateToDay(value))}
            title={t('orders.installDate')}
          />
          <div className={styles.row}>
            <span>{t('orders.installPicture')}</span>
            {renderPicturePicker(
              (url) => setPicture(url),
              installPicture ? (
                <img
                  className={styles.cover}
                  src={installPicture}
                  alt={t('orders.installPicture')}
                  data-testid="submit-install-picture-preview"
                />
              ) : (
                <span className={styles.muted}>{t('orders.pickInstallPicture')}</span>
              ),
            )}
          </div>
        </section>
      )}

      <section className={styles.card}>
        <h2 className={styles.heading}>{t('orders.remark')}</h2>
        <TextArea
          value={remark}
          onChange={setRemark}
          maxLength={200}
          rows={2}
          placeholder={t('orders.remarkPlaceholder')}
          data-testid="submit-remark"
        />
      </section>

      <section className={styles.card}>
        <button
          type="button"
          className={styles.pickRow}
          onClick={() => void navigate(paths.myCoupon.getHref({ select: 1, subtotal, redirect: paths.submitOrder.getHref() }))}
          data-testid="submit-coupon"
          data-coupon-id={coupon?.id}
        >
          <span>{t('orders.coupon.title')}</span>
          <span className={coupon ? undefined : styles.muted}>
            {coupon
              ? fit?.usable
                ? t('orders.coupon.chosen', { name: coupon.name, amount: displayAmount(discount) })
                : t('orders.coupon.notReached', { amount: fit?.missing ?? coupon.minSpend })
              : couponCount.data
                ? t('orders.coupon.available', { count: couponCount.data })
                : t('orders.coupon.none')}
            <RightOutline />
          </span>
        </button>
        <div className={styles.row}>
          <span className={styles.label}>{t('orders.subtotal')}</span>
          <span data-testid="submit-subtotal">{t('orders.price', { amount: displayTimes(price, quantity) })}</span>
        </div>
        {fit?.usable && (
          <div className={styles.row}>
            <span className={styles.label}>{t('orders.discount')}</span>
            <span data-testid="submit-discount">-{t('orders.price', { amount: displayAmount(discount) })}</span>
          </div>
        )}
        <p className={styles.muted} data-testid="submit-fb">
          {goods.fbPercent > 0 ? t('orders.fbNote', { percent: goods.fbPercent }) : t('orders.uuOnly')}
        </p>
      </section>

      <div className={styles.bar}>
        <span>
          {t('orders.total')}{' '}
          <span className={styles.price} data-testid="submit-total">
            {t('orders.price', { amount: displayAmount(total) })}
          </span>
        </span>
        <Button
          color="primary"
          shape="rounded"
          loading={submitting}
          disabled={created !== null}
          onClick={() => void onSubmit()}
          data-testid="submit-order"
        >
          {t('orders.submit')}
        </Button>
      </div>

      <PaySheet order={created} onClose={() => created && toDetails(created)} replace />
    </div>
  );
}
