import { useState } from 'react';
import { Button, Checkbox } from 'antd-mobile';
import { DeleteOutline, RightOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import type { CartLine } from '@uu/contract/cart';
import type { Order } from '@uu/contract/orders';
import { routes } from '@uu/contract/routes';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { Picture } from '@/components/ui/picture';
import { QuantityStepper } from '@/components/ui/quantity-stepper';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { request } from '@/lib/api-client';
import { checkoutCart, useCart, useCartChange, useCheckoutPreview, type CartChange } from '@/lib/cart';
import { session, useSession } from '@/lib/session';
import { couponFit } from '@/lib/coupon-fit';
import { formatAmount, parseAmount } from '@uu/contract/money';
import { readString, StorageKey, writeString } from '@/lib/storage';
import { useIdempotentCall } from '@/lib/use-idempotent-call';
import { useAvailableCouponCount, useOrderAddresses } from '../api/orders';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { displayAmount } from '../utils/format';
import { defaultStoreId, needsAddress, needsStore, storedAddress } from '../utils/order-rules';
import { PaySheet } from './pay-sheet';
import { storedCoupon } from './submit-order-view';
import styles from './cart.module.css';

/** The stores offering every one of these goods (a cart's pickup and write-off orders share one store). */
function useCommonStores(goodsIds: number[], locale: string) {
  return useQuery({
    queryKey: ['cart', 'stores', goodsIds, locale],
    queryFn: async ({ signal }) => {
      const lists = await Promise.all(
        goodsIds.map(async (goodsId) => (await request(routes.mallStores, { query: { goodsId }, signal })).list),
      );
      const [first = [], ...rest] = lists;
      return first.filter((store) => rest.every((list) => list.some((s) => s.id === store.id)));
    },
    enabled: goodsIds.length > 0,
  });
}

type Props = {
  /** spec §6: false (and the set-it-first prompt shown) without a payment password. */
  canPay: () => boolean;
};

/**
 * The cart (issue 22): its lines with picture, spec, price, a quantity stepper and remove; lines
 * are selected for the checkout, which places one order per fulfilment type (the preview says so
 * before anything is taken), then pays them one after the other and shows the payment result.
 */
export function CartView({ canPay }: Props) {
  const { t, i18n } = useOrdersTranslation();
  const navigate = useNavigate();
  const cart = useCart();
  const change = useCartChange();
  const lines = cart.data?.lines ?? [];
  const selected = lines.filter((l) => l.selected && l.available);
  const preview = useCheckoutPreview(selected.length > 0);
  const groups = selected.length > 0 ? (preview.data?.groups ?? []) : [];
  const types = groups.map((g) => g.deliveryType);
  const withAddress = types.some(needsAddress);
  const storeGoods = [...new Set(groups.filter((g) => needsStore(g.deliveryType)).flatMap((g) => g.lines.map((l) => l.goodsId)))].sort(
    (a, b) => a - b,
  );

  const { addressDetail, selectCouponDetail } = useSession();
  // The coupon chosen on myCoupon (as for one goods) goes to the largest of the orders the checkout places.
  const coupon = storedCoupon(selectCouponDetail);
  const couponCount = useAvailableCouponCount(i18n.language);
  const largest = formatAmount(Math.max(0, ...groups.map((g) => parseAmount(g.subtotal) ?? 0)));
  const fit = coupon ? couponFit(coupon, largest) : null;
  const discount = fit?.usable ? (parseAmount(fit.discount) ?? 0) : 0;
  const toPayTotal = formatAmount(Math.max(0, (parseAmount(cart.data?.selectedTotal ?? '0.00') ?? 0) - discount));
  const chosen = storedAddress(addressDetail);
  const addresses = useOrderAddresses(i18n.language, withAddress && !chosen);
  const address = chosen ?? addresses.data?.find((a) => a.isDefault) ?? addresses.data?.[0] ?? null;
  const stores = useCommonStores(storeGoods, i18n.language);
  const [pickedStoreId, setStoreId] = useState<number | null>(null);
  const lastStoreId = Number(readString(StorageKey.lastStoreId)) || null;
  const storeId = pickedStoreId ?? defaultStoreId(stores.data?.map((s) => s.id) ?? [], lastStoreId);

  const [busy, setBusy] = useState(false);
  const [toPay, setToPay] = useState<Order[]>([]);
  const [placed, setPlaced] = useState<Order[]>([]);
  const checkout = useIdempotentCall(checkoutCart);

  const paying = toPay[0] ?? null;
  // The orders are placed: the sheet pays them one after the other, then the payment result shows them all.
  const sheet = (
    <PaySheet
      order={paying}
      replace
      onClose={() => void navigate(paths.myOrder.getHref(), { replace: true })}
      afterPaid={() => {
        const rest = toPay.slice(1);
        setToPay(rest);
        if (rest.length === 0) void navigate(paths.payResult.getHref({ ids: placed.map((o) => o.id).join(',') }), { replace: true });
      }}
    />
  );
  if (placed.length > 0) {
    return (
      <div className={styles.screen}>
        <EmptyView text={t('orders.cart.placed', { count: placed.length })} />
        {sheet}
      </div>
    );
  }
  if (cart.isPending) return <PageLoading />;
  if (lines.length === 0) {
    return (
      <EmptyView text={t('orders.cart.empty')}>
        <Button size="small" shape="rounded" color="primary" onClick={() => void navigate(paths.mall.getHref())} data-testid="cart-shop">
          {t('orders.cart.goShopping')}
        </Button>
      </EmptyView>
    );
  }

  const run = async (what: CartChange) => {
    try {
      await change(what);
    } catch {
      // The API client has said why (stock, the purchase limit); the cart is read again.
      void cart.refetch();
    }
  };

  const allSelected = lines.filter((l) => l.available).every((l) => l.selected);

  const onCheckout = async () => {
    if (withAddress && !address) {
      showToast(t('orders.required.address'));
      return;
    }
    if (storeGoods.length > 0 && storeId === null) {
      showToast(t(stores.data?.length === 0 ? 'orders.cart.noCommonStore' : 'orders.required.store'));
      return;
    }
    if (coupon && fit && !fit.usable) {
      showToast(t('orders.coupon.notReached', { amount: fit.missing ?? coupon.minSpend }));
      return;
    }
    if (storeId !== null && storeGoods.length > 0) writeString(StorageKey.lastStoreId, String(storeId));
    setBusy(true);
    try {
      const { orders } = await checkout({
        ...(withAddress && address ? { addressId: address.id } : {}),
        ...(storeGoods.length > 0 && storeId !== null ? { storeId } : {}),
        ...(coupon ? { couponId: coupon.id } : {}),
      });
      // The coupon is the order's now (and comes back if the order is cancelled).
      session.set('selectCouponDetail', null);
      setPlaced(orders);
      void cart.refetch();
      if (canPay()) setToPay(orders);
      else void navigate(paths.myOrder.getHref(), { replace: true });
    } catch {
      void cart.refetch();
      void preview.refetch();
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-label={t('orders.cart.lines')}>
        <div className={styles.head}>
          <Checkbox checked={allSelected} onChange={(value) => void run({ kind: 'select', selected: value })} data-testid="cart-select-all">
            {t('orders.cart.selectAll')}
          </Checkbox>
          <span className={styles.muted}>{t('orders.count', { count: cart.data?.count ?? 0 })}</span>
        </div>
        <ul className={styles.lines}>
          {lines.map((line) => (
            <CartLineRow key={line.id} line={line} onChange={run} />
          ))}
        </ul>
      </section>

      {groups.length > 0 && (
        <section className={styles.card} data-testid="cart-preview" data-split={preview.data?.split ? 1 : 0}>
          {preview.data?.split && (
            <p className={styles.split} role="note" data-testid="cart-split">
              {t('orders.cart.split', { count: groups.length })}
            </p>
          )}
          <ul className={styles.groups}>
            {groups.map((g) => (
              <li key={g.deliveryType} className={styles.group} data-testid="cart-group" data-delivery={g.deliveryType}>
                <span>
                  {t(`orders.cart.types.${g.deliveryType}`)} · {t('orders.count', { count: g.lines.reduce((n, l) => n + l.quantity, 0) })}
                </span>
                <span>{t('orders.price', { amount: displayAmount(g.subtotal) })}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      {withAddress && (
        <section className={styles.card}>
          <button
            type="button"
            className={styles.pickRow}
            onClick={() => void navigate(paths.selectAddress.getHref({ select: 1, redirect: paths.cart.getHref() }))}
            data-testid="cart-address"
            data-address-id={address?.id}
          >
            <span>
              <strong>{t('orders.address')}</strong>
              <br />
              {address ? (
                <span className={styles.muted}>
                  {address.consignee} {address.region.map((r) => r.name).join(' ')} {address.detail}
                </span>
              ) : (
                <span className={styles.muted}>{t('orders.chooseAddress')}</span>
              )}
            </span>
            <RightOutline aria-hidden />
          </button>
        </section>
      )}

      {storeGoods.length > 0 && (
        <section className={styles.card} role="radiogroup" aria-label={t('orders.store')} data-testid="cart-store">
          <h2 className={styles.heading}>{t('orders.store')}</h2>
          {stores.isPending ? (
            <p className={styles.muted}>{t('common.loading')}</p>
          ) : !stores.data?.length ? (
            <p className={styles.muted}>{t('orders.cart.noCommonStore')}</p>
          ) : (
            stores.data.map((store) => (
              <button
                key={store.id}
                type="button"
                role="radio"
                aria-checked={store.id === storeId}
                className={styles.storeOption}
                onClick={() => setStoreId(store.id)}
                data-testid="cart-store-option"
                data-store-id={store.id}
              >
                <strong>{store.name}</strong>
                <span className={styles.muted}> {store.address}</span>
              </button>
            ))
          )}
        </section>
      )}

      {groups.length > 0 && (
        <section className={styles.card}>
          <button
            type="button"
            className={styles.pickRow}
            onClick={() => void navigate(paths.myCoupon.getHref({ select: 1, subtotal: largest, redirect: paths.cart.getHref() }))}
            data-testid="cart-coupon"
            data-coupon-id={coupon?.id}
          >
            <strong>{t('orders.coupon.title')}</strong>
            <span className={styles.muted}>
              {coupon
                ? fit?.usable
                  ? t('orders.coupon.chosen', { name: coupon.name, amount: displayAmount(fit.discount) })
                  : t('orders.coupon.notReached', { amount: fit?.missing ?? coupon.minSpend })
                : couponCount.data
                  ? t('orders.coupon.available', { count: couponCount.data })
                  : t('orders.coupon.none')}
              <RightOutline aria-hidden />
            </span>
          </button>
        </section>
      )}

      <div className={styles.bar}>
        <span>
          {t('orders.total')}{' '}
          <span className={styles.price} data-testid="cart-total">
            {t('orders.price', { amount: displayAmount(toPayTotal) })}
          </span>
        </span>
        <Button
          color="primary"
          shape="rounded"
          loading={busy}
          disabled={selected.length === 0 || placed.length > 0}
          onClick={() => void onCheckout()}
          data-testid="cart-checkout"
        >
          {t('orders.cart.checkout', { count: selected.reduce((n, l) => n + l.quantity, 0) })}
        </Button>
      </div>

      {sheet}
    </div>
  );
}

/** One line: select it, its picture, name, spec and price, the quantity, remove. */
function CartLineRow({ line, onChange }: { line: CartLine; onChange: (change: CartChange) => Promise<void> }) {
  const { t } = useOrdersTranslation();
  const labelId = `cart-line-${line.id}`;
  const max = Math.max(1, Math.min(line.stock, 99));
  return (
    <li className={styles.line} data-testid="cart-line" data-line-id={line.id} data-available={line.available ? 1 : 0}>
      <Checkbox
        checked={line.selected && line.available}
        disabled={!line.available}
        onChange={(value) => void onChange({ kind: 'update', body: { id: line.id, selected: value } })}
        data-testid="cart-line-select"
      >
        {/* The box's name, read by screen readers only (the line shows the goods' name beside it). */}
        <span className={styles.hidden}>{t('orders.cart.selectLine', { name: line.name })}</span>
      </Checkbox>
      {line.cover ? (
        <Picture className={styles.cover} src={line.cover} alt="" sizes="72px" width={72} height={72} />
      ) : (
        <div className={styles.cover} />
      )}
      <div className={styles.main}>
        <p className={styles.name} id={labelId}>
          {line.name}
        </p>
        {line.spec && (
          <p className={styles.muted} data-testid="cart-line-spec">
            {line.spec}
          </p>
        )}
        {!line.available && <p className={styles.unavailable}>{t('orders.cart.unavailable')}</p>}
        <div className={styles.lineFoot}>
          <span className={styles.price}>{t('orders.price', { amount: displayAmount(line.price) })}</span>
          <QuantityStepper
            labelledBy={labelId}
            min={1}
            max={max}
            value={Math.min(line.quantity, max)}
            onChange={(quantity) => void onChange({ kind: 'update', body: { id: line.id, quantity } })}
            disabled={!line.available}
            data-testid="cart-line-quantity"
          />
        </div>
      </div>
      <button
        type="button"
        className={styles.remove}
        aria-label={t('orders.cart.remove', { name: line.name })}
        onClick={() => void onChange({ kind: 'remove', ids: [line.id] })}
        data-testid="cart-line-remove"
      >
        <DeleteOutline aria-hidden />
      </button>
    </li>
  );
}
