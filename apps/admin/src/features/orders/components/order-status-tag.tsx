import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { OrderStatus } from '@uu/contract/orders';

/** One colour per kind of state: waiting on the platform (orange), on the member (blue), finished (green/grey). */
const COLOURS: Record<number, string> = {
  [OrderStatus.pendingPayment]: 'default',
  [OrderStatus.waitingDelivery]: 'orange',
  [OrderStatus.waitingPickup]: 'orange',
  [OrderStatus.waitingReceipt]: 'blue',
  [OrderStatus.pendingWriteOff]: 'orange',
  [OrderStatus.pendingInstallation]: 'orange',
  [OrderStatus.done]: 'green',
  [OrderStatus.refunded]: 'red',
  [OrderStatus.canceled]: 'default',
};

export function OrderStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return (
    <Tag color={COLOURS[status]} data-testid="order-status">
      {t(`orders.status.${status}`)}
    </Tag>
  );
}
