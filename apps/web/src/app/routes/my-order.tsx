import { OrderListView } from '@/features/orders/components/order-list-view';
import { canPayOrders } from './order-pay-guard';

/** myOrder (spec §2, §4): the member's orders by tab, and the second list of installation orders. */
export default function MyOrderScreen() {
  return <OrderListView canPay={canPayOrders} />;
}
