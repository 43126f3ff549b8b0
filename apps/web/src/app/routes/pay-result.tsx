import { useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { PayResultView } from '@/features/orders/components/pay-result-view';

/** payResult (issue 22): `?ids=12,13`, the orders just paid. */
export default function PayResultScreen() {
  const [params] = useSearchParams();
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0)
    .slice(0, 10);
  if (ids.length === 0) return <EmptyView />;
  return <PayResultView key={ids.join(',')} ids={ids} />;
}
