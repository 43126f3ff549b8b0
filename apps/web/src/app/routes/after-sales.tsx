import { AfterSaleListView } from '@/features/orders/components/after-sale-list-view';

/** afterSales (ours, issue 22): the member's after-sales requests. */
export default function AfterSalesScreen() {
  return <AfterSaleListView />;
}
