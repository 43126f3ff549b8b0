import { CartView } from '@/features/orders/components/cart-view';
import { canPayOrders } from './order-pay-guard';

/** cart (issue 22): the member's cart, its checkout, then paying the orders it made. */
export default function CartScreen() {
  return <CartView canPay={canPayOrders} />;
}
