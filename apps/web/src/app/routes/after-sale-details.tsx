import { useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { AfterSaleDetailsView } from '@/features/orders/components/after-sale-details-view';

/** afterSaleDetails (ours, issue 22): /subpackage/afterSaleDetails/index?id=3. */
export default function AfterSaleDetailsScreen() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) return <EmptyView />;
  return <AfterSaleDetailsView key={id} id={id} />;
}
