import { RedeemView } from '@/features/redeem/components/redeem-view';

/** redeemCode (ours, issue 24): type a gift card's or promotion's code and see what it gave. */
export default function RedeemCodeScreen() {
  return <RedeemView />;
}
