import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { Link, useNavigate } from '@/lib/router';
import { OrderStatus, type Order } from '@uu/contract/orders';
import { EmptyView } from '@/components/ui/empty-view';
import { MapLink } from '@/components/ui/map-link';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useOrder } from '../api/orders';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { formatDateTime } from '@/lib/dates';
import { displayAmount } from '../utils/format';
import { OrderActions } from './order-actions';
import { OrderGoods } from './order-goods';
import { OrderTimeline } from './order-timeline';
import { WriteOffQr } from './write-off-qr';
import { PayCountdown } from './pay-countdown';
import styles from './orders.module.css';

type Props = {
  id: number;
  /** The order the list opened (router state): shown at once, then read again. */
  initial?: Order;
  canPay: () => boolean;
};

/**
 * orderDetails (spec §3 "order"): order id, logistics id, the order, payment, delivery and deal
 * times, item count, subtotal, total and what paid it; the address or the store; the write-off
 * code as text and QR while pending; the actions of its state.
 */
export function OrderDetailsView({ id, initial, canPay }: Props) {
  const { t, i18n } = useOrdersTranslation();
  const navigate = useNavigate();
  const query = useOrder(id, i18n.language, initial?.id === id ? initial : undefined);
  const order = query.data;

  if (order === undefined) {
    if (query.isError)
      return (
        <EmptyView text={t('orders.loadFailed')}>
          <Button size="small" shape="rounded" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </EmptyView>
      );
    return <PageLoading />;
  }
  if (order === null) return <EmptyView text={t('orders.details.notFound')} />;

  const row = (label: string, value: ReactNode, testId?: string) =>
    value ? (
      <div className={styles.row}>
        <span className={styles.label}>{label}</span>
        <span className={styles.value} data-testid={testId}>
          {value}
        </span>
      </div>
    ) : null;
  const showCode = order.status === OrderStatus.pendingWriteOff && order.writeOffCode;

  return (
    <div className={styles.screen} data-testid="order-details" data-order-id={order.id} data-status={order.status}>
      <section className={styles.card}>
        <h2 className={styles.heading} data-testid="order-status">
          {t(`orders.status.${order.status}`)}
        </h2>
        {order.status === OrderStatus.pendingPayment && order.payBy && (
          <>
            <p className={styles.muted}>{t('orders.details.payBy', { time: formatDateTime(order.payBy) })}</p>
            <PayCountdown payBy={order.payBy} data-testid="order-countdown" />
          </>
        )}
      </section>

      {showCode && (
        <section className={styles.card}>
          <h2 className={styles.heading}>{t('orders.details.writeOffCode')}</h2>
          <p className={styles.code} data-testid="order-writeoff-code">
            {order.writeOffCode}
          </p>
          <WriteOffQr code={showCode} label={t('orders.details.writeOffCode')} />
          <p className={styles.muted}>{t('orders.details.writeOffHint')}</p>
        </section>
      )}

      {(order.address || order.store) && (
        <section className={styles.card} data-testid="order-place">
          {order.address && (
            <>
              <div className={styles.placeHead}>
                <h2 className={styles.heading}>{t('orders.address')}</h2>
                {order.deliveryType === 'installation' && (
                  // The order keeps the site's text as it was, not its coordinates: the page shows the address.
                  <MapLink
                    place={{ name: order.address.consignee, address: `${order.address.region} ${order.address.detail}` }}
                    label={t('orders.details.openMap')}
                    data-testid="order-address-map"
                  />
                )}
              </div>
              <p>
                {order.address.consignee} {order.address.phone}
              </p>
              <p className={styles.muted}>
                {order.address.region} {order.address.detail}
              </p>
            </>
          )}
          {order.store && (
            <>
              <div className={styles.placeHead}>
                <h2 className={styles.heading}>{t('orders.details.store')}</h2>
                <MapLink
                  place={{ storeId: order.store.id, name: order.store.name, address: order.store.address }}
                  label={t('orders.details.openMap')}
                  data-testid="order-store-map"
                />
              </div>
              <p>{order.store.name}</p>
              <p className={styles.muted}>{order.store.address}</p>
            </>
          )}
          {order.installationTime && row(t('orders.installDate'), order.installationTime)}
        </section>
      )}

      <section className={styles.card}>
        <OrderGoods order={order} />
        {row(t('orders.quantity'), t('orders.count', { count: order.quantity }), 'order-quantity')}
        {row(t('orders.subtotal'), t('orders.price', { amount: displayAmount(order.subtotal) }), 'order-subtotal')}
        {order.discount !== '0.00' &&
          row(t('orders.discount'), `-${t('orders.price', { amount: displayAmount(order.discount) })}`, 'order-discount')}
        {row(
          t('orders.total'),
          <span className={styles.price}>{t('orders.price', { amount: displayAmount(order.total) })}</span>,
          'order-total',
        )}
        {order.paidAt && row(t('orders.details.paidUU'), displayAmount(order.paidUU), 'order-paid-uu')}
        {order.paidAt && row(t('orders.details.paidFB'), displayAmount(order.paidFB), 'order-paid-fb')}
        {order.remark && row(t('orders.remark'), order.remark)}
      </section>

      <section className={styles.card}>
        {row(t('orders.details.orderNo'), order.orderNo, 'order-no')}
        {row(
          t('orders.details.logisticsNo'),
          order.logistics ? `${order.logistics.company} ${order.logistics.number}` : null,
          'order-logistics-no',
        )}
        {row(t('orders.details.createdAt'), formatDateTime(order.createdAt))}
        {row(t('orders.details.paidAt'), formatDateTime(order.paidAt))}
        {row(t('orders.details.deliveredAt'), formatDateTime(order.deliveredAt))}
        {row(t('orders.details.doneAt'), formatDateTime(order.doneAt))}
        {row(t('orders.details.canceledAt'), formatDateTime(order.canceledAt))}
        {row(t('orders.details.refundedAt'), formatDateTime(order.refundedAt))}
      </section>

      {(order.afterSale || order.afterSaleUntil) && (
        <section className={styles.card} data-testid="order-after-sale">
          <h2 className={styles.heading}>{t('orders.afterSales.title')}</h2>
          {order.afterSale ? (
            <div className={styles.row}>
              <span data-testid="order-after-sale-state">{t(`orders.afterSales.states.${order.afterSale.state}`)}</span>
              <Link to={paths.afterSaleDetails.getHref({ id: order.afterSale.id })} data-testid="order-after-sale-link">
                {t('orders.afterSales.view')}
              </Link>
            </div>
          ) : (
            <>
              <p className={styles.muted}>{t('orders.afterSales.until', { time: formatDateTime(order.afterSaleUntil) })}</p>
              <Button
                size="small"
                shape="rounded"
                onClick={() => void navigate(paths.applyAfterSale.getHref({ orderId: order.id }))}
                data-testid="order-apply-after-sale"
              >
                {t('orders.afterSales.apply')}
              </Button>
            </>
          )}
        </section>
      )}

      {order.logistics && order.timeline.length > 0 && (
        <section className={styles.card}>
          <h2 className={styles.heading}>{t('orders.logistics')}</h2>
          <OrderTimeline order={order} />
        </section>
      )}

      <OrderActions
        order={order}
        canPay={canPay}
        onChanged={(_next, action) => {
          if (action === 'delete') void navigate(paths.myOrder.getHref(), { replace: true });
        }}
      />
    </div>
  );
}
