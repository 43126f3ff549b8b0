import { PackagesView } from '@/features/packages/components/packages-view';
import { canPayOrders } from './order-pay-guard';

/** flowPackages (ours): the member's packages and those on sale, bought with the payment password. */
export default function FlowPackagesScreen() {
  return <PackagesView canPay={canPayOrders} />;
}
