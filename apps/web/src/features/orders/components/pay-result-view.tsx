import { Button } from 'antd-mobile';
import { CheckCircleFill } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@/lib/router';
import { formatAmount, parseAmount } from '@uu/contract/money';
import { OrderStatus } from '@uu/contract/orders';
import { EmptyView } from '@/components/ui/empty-view';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { getOrder, ORDERS_KEY } from '../api/orders';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { displayAmount } from '../utils/format';
import styles from './pay-result.module.css';

const sum = (amounts: string[]) => formatAmount(amounts.reduce((n, a) => n + (parseAmount(a) ?? 0), 0));

/**
 * After paying (issue 22): what was paid, in UU and FB, for which orders, and the next steps: the
 * order (or the list, for several), or back to the mall. Read from the server, so a reload shows
 * the same; an order not the member's is left out.
 */
export function PayResultView({ ids }: { ids: number[] }) {
  const { t, i18n } = useOrdersTranslation();
  const navigate = useNavigate();
  const query = useQuery({
    queryKey: [...ORDERS_KEY, 'result', ids, i18n.language],
    queryFn: async ({ signal }) => (await Promise.all(ids.map((id) => getOrder(id, signal)))).filter((o) => o !== null),
  });
  if (query.isPending) return <PageLoading />;
  const orders = query.data ?? [];
  if (orders.length === 0) return <EmptyView text={t('orders.details.notFound')} />;
  const paid = orders.every((o) => o.status !== OrderStatus.pendingPayment && o.status !== OrderStatus.canceled);

  return (
    <div className={styles.screen} data-testid="pay-result" data-paid={paid ? 1 : 0}>
      <section className={styles.hero}>
        <CheckCircleFill className={paid ? styles.icon : styles.iconWaiting} aria-hidden />
        <h1 className={styles.title} data-testid="pay-result-title">
          {paid ? t('orders.result.paid') : t('orders.result.waiting')}
        </h1>
        <p className={styles.amounts} data-testid="pay-result-amounts">
          {t('orders.result.amounts', {
            uu: displayAmount(sum(orders.map((o) => o.paidUU))),
            fb: displayAmount(sum(orders.map((o) => o.paidFB))),
          })}
        </p>
        {orders.length > 1 && <p className={styles.muted}>{t('orders.result.several', { count: orders.length })}</p>}
      </section>
      <ul className={styles.orders}>
        {orders.map((o) => (
          <li key={o.id} className={styles.order} data-testid="pay-result-order" data-order-id={o.id}>
            <span>
              {o.lines.map((l) => l.name).join('、')}
              <br />
              <span className={styles.muted}>{o.orderNo}</span>
            </span>
            <span className={styles.status}>{t(`orders.status.${o.status}`)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.muted}>{t(`orders.result.next.${orders[0]?.deliveryType ?? 'express'}`)}</p>
      <div className={styles.actions}>
        <Button
          block
          color="primary"
          shape="rounded"
          onClick={() =>
            void navigate(orders.length === 1 && orders[0] ? paths.orderDetails.getHref({ id: orders[0].id }) : paths.myOrder.getHref(), {
              replace: true,
            })
          }
          data-testid="pay-result-view-order"
        >
          {orders.length === 1 ? t('orders.result.viewOrder') : t('orders.result.viewOrders')}
        </Button>
        <Button block shape="rounded" onClick={() => void navigate(paths.mall.getHref(), { replace: true })} data-testid="pay-result-shop">
          {t('orders.result.keepShopping')}
        </Button>
      </div>
    </div>
  );
}
