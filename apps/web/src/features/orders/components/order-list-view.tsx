import { Button, InfiniteScroll } from 'antd-mobile';
import { useNavigate, useSearchParams } from '@/lib/router';
import { OrderStatus, type Order } from '@uu/contract/orders';
import { formatDateTime } from '@/lib/dates';
import { EmptyView } from '@/components/ui/empty-view';
import { paths } from '@/config/paths';
import { useOrders } from '../api/orders';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { displayAmount } from '../utils/format';
import { TAB_SLOTS, type OrderList, type OrderTab } from '../utils/order-rules';
import { OrderActions } from './order-actions';
import { OrderGoods } from './order-goods';
import styles from './orders.module.css';

/**
 * myOrder (spec §4): the tabs of the mall's orders (with the blank position kept, hidden), a switch
 * to the second list (installation orders), and the orders of the tab as the member scrolls. The
 * list and tab live in the address (replaced), so coming back from an order shows it as it was.
 */
export function OrderListView({ canPay }: { canPay: () => boolean }) {
  const { t, i18n } = useOrdersTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const list: OrderList = params.get('list') === 'installation' ? 'installation' : 'mall';
  const slots = TAB_SLOTS[list];
  const requested = params.get('tab');
  const tab: OrderTab = slots.find((slot) => slot.tab === requested)?.tab ?? 'all';
  const orders = useOrders(list, tab, i18n.language);
  const entries = orders.data?.pages.flatMap((page) => page.list) ?? [];

  const go = (next: { list?: OrderList; tab?: OrderTab }) => {
    const nextList = next.list ?? list;
    setParams({ list: nextList, tab: next.tab ?? 'all' }, { replace: true });
  };

  return (
    <div className={styles.screen}>
      <div className={styles.listSwitch}>
        <Button
          size="small"
          shape="rounded"
          onClick={() => go({ list: list === 'mall' ? 'installation' : 'mall' })}
          data-testid="order-list-switch"
          data-list={list}
        >
          {t(list === 'mall' ? 'orders.lists.installation' : 'orders.lists.mall')}
        </Button>
      </div>
      <div className={styles.tabs} role="tablist" aria-label={t(`orders.lists.${list}`)}>
        {slots.map((slot, index) =>
          slot.tab === null ? (
            // spec §4 "(blank)": a position without a label, kept and hidden.
            <span key={`blank-${index}`} hidden aria-hidden="true" data-testid="order-tab-blank" />
          ) : (
            <button
              key={slot.tab}
              type="button"
              role="tab"
              aria-selected={slot.tab === tab}
              className={styles.tab}
              onClick={() => go({ tab: slot.tab })}
              data-testid={`order-tab-${slot.tab}`}
            >
              {t(`orders.tabs.${slot.tab}`)}
            </button>
          ),
        )}
      </div>

      {orders.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <EmptyView text={t('orders.empty')} />
      ) : (
        <>
          {entries.map((order) => (
            <OrderCard
              key={order.id}
              order={order}
              canPay={canPay}
              onOpen={() => void navigate(paths.orderDetails.getHref({ id: order.id }), { state: { order } })}
            />
          ))}
          <InfiniteScroll
            loadMore={async () => {
              await orders.fetchNextPage();
            }}
            hasMore={orders.hasNextPage}
          >
            {orders.hasNextPage ? t('common.loading') : t('orders.noMore')}
          </InfiniteScroll>
        </>
      )}
    </div>
  );
}

/** waiting: the member or the platform still has a step to take; done: finished; closed: refunded or canceled. */
function statusTone(status: number): 'waiting' | 'done' | 'closed' {
  if (status === OrderStatus.done) return 'done';
  if (status === OrderStatus.refunded || status === OrderStatus.canceled) return 'closed';
  return 'waiting';
}

function OrderCard({ order, canPay, onOpen }: { order: Order; canPay: () => boolean; onOpen: () => void }) {
  const { t } = useOrdersTranslation();
  return (
    <article className={styles.card} data-testid="order-card" data-order-id={order.id} data-status={order.status} onClick={onOpen}>
      <div className={styles.cardHead}>
        <span className={styles.muted}>{order.orderNo}</span>
        <span className={styles.status} data-testid="order-status" data-tone={statusTone(order.status)}>
          {t(`orders.status.${order.status}`)}
        </span>
      </div>
      <OrderGoods order={order} />
      <div className={styles.row}>
        <span className={styles.muted}>
          <time dateTime={order.createdAt} data-testid="order-time">
            {formatDateTime(order.createdAt)}
          </time>
          {' · '}
          {t('orders.count', { count: order.quantity })}
        </span>
        <span>
          {t('orders.total')}{' '}
          <span className={styles.price} data-testid="order-total">
            {t('orders.price', { amount: displayAmount(order.total) })}
          </span>
        </span>
      </div>
      <OrderActions order={order} canPay={canPay} />
    </article>
  );
}
