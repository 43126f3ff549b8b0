import { useLocation, useSearchParams } from 'react-router';
import type { Order } from '@uu/contract/orders';
import { EmptyView } from '@/components/ui/empty-view';
import { OrderDetailsView } from '@/features/orders/components/order-details-view';
import { canPayOrders } from './order-pay-guard';

/** orderDetails (spec §2): /subpackage/orderDetails/index?id=12; the list hands over the order it opened. */
export default function OrderDetailsScreen() {
  const [params] = useSearchParams();
  const location = useLocation();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <EmptyView />;
  const initial = (location.state as { order?: Order } | null)?.order;
  return <OrderDetailsView key={id} id={id} initial={initial} canPay={canPayOrders} />;
}
