import type { OrderDetail } from '@uu/contract/orders';
import { formatDateTime } from '@/lib/dates';
import { useOrdersTranslation } from '../hooks/use-orders-translation';
import styles from './orders.module.css';

/** The order's timeline, newest first: its own steps, the carrier's notes (check logistics) and each write-off. */
export function OrderTimeline({ order }: { order: Pick<OrderDetail, 'logistics' | 'timeline'> }) {
  const { t } = useOrdersTranslation();
  return (
    <div data-testid="order-logistics">
      {order.logistics ? (
        <>
          <p>{t('orders.logisticsCompany', { company: order.logistics.company })}</p>
          <p>{t('orders.logisticsNumber', { number: order.logistics.number })}</p>
        </>
      ) : (
        <p>{t('orders.noLogistics')}</p>
      )}
      <ol className={styles.timeline} data-testid="order-timeline">
        {order.timeline.map((step, index) => (
          <li key={`${step.at}-${index}`} className={styles.step} data-kind={step.kind}>
            <span className={styles.stepText}>
              {step.kind === 'tracking' ? step.text : t(`orders.timeline.${step.kind}`, { quantity: step.quantity })}
            </span>
            <span className={styles.muted}>{formatDateTime(step.at)}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
