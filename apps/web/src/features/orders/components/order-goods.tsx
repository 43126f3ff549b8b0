import type { Order } from '@uu/contract/orders';
import { Picture } from '@/components/ui/picture';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import { displayAmount } from '../utils/format';
import styles from './orders.module.css';

/** The goods of an order: cover, name, unit price and quantity. */
export function OrderGoods({ order }: { order: Order }) {
  const { t } = useOrdersTranslation();
  return (
    <div className={styles.goods}>
      {order.goods.cover ? (
        <Picture className={styles.cover} src={order.goods.cover} alt="" sizes="72px" width={72} height={72} />
      ) : (
        <div className={styles.cover} />
      )}
      <div className={styles.goodsMain}>
        <p className={styles.goodsName} data-testid="order-goods-name">
          {order.goods.name}
        </p>
        <span className={styles.muted}>
          {t('orders.price', { amount: displayAmount(order.goods.price) })} × {order.quantity}
        </span>
      </div>
    </div>
  );
}
