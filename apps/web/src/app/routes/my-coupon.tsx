import { useNavigate, useSearchParams } from '@/lib/router';
import type { MemberCoupon } from '@uu/contract/coupons';
import { parseAmount } from '@uu/contract/money';
import { paths, safeRedirect } from '@/config/paths';
import { CouponListView } from '@/features/coupons/components/coupon-list-view';
import { session, useSession } from '@/lib/session';

/**
 * myCoupon (ours): the member's coupons. Opened by submitOrder to choose (`?select=1&subtotal=…`
 * with a `redirect`), tapping a coupon that fits stores it as `selectCouponDetail` (spec §3), "no
 * coupon" clears it, and the member goes back to the order.
 */
export default function MyCouponScreen() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { selectCouponDetail } = useSession();
  const redirect = safeRedirect(params.get('redirect'));
  const subtotal = params.get('subtotal');
  const choosingFor = params.get('select') === '1' && subtotal !== null && parseAmount(subtotal) !== null ? subtotal : null;
  const chosenId = (selectCouponDetail as { id?: unknown } | null)?.id;

  const onChosen = (coupon: MemberCoupon | null) => {
    session.set('selectCouponDetail', coupon);
    if (redirect) void navigate(redirect, { replace: true });
    else void navigate(-1);
  };

  return (
    <CouponListView
      choosingFor={choosingFor}
      chosenId={typeof chosenId === 'number' ? chosenId : null}
      onChosen={onChosen}
      onShop={() => void navigate(paths.mall.getHref())}
    />
  );
}
