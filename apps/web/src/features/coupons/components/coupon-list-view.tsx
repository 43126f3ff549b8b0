import { Button, InfiniteScroll } from 'antd-mobile';
import { GiftOutline, RightOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from '@/lib/router';
import { COUPON_STATUSES, type CouponStatus, type MemberCoupon } from '@uu/contract/coupons';
import { EmptyView } from '@/components/ui/empty-view';
import { showModal } from '@/components/ui/modal';
import { showToast } from '@/components/ui/toast';
import { paths } from '@/config/paths';
import { couponFit } from '@/lib/coupon-fit';
import { formatDateTime } from '@/lib/dates';
import { useCoupons, useRedeemCoupon } from '../api/coupons';
import { useCouponsTranslation } from '../hooks/use-coupons-translation';
import { CouponCard } from './coupon-card';
import styles from './coupons.module.css';

type Props = {
  /** Choosing for an order of this subtotal (submitOrder): only the available tab, mall coupons to tap. */
  choosingFor: string | null;
  /** The coupon chosen now (to mark it). */
  chosenId: number | null;
  /** A coupon was chosen (or null: none); the screen stores it and goes back. */
  onChosen: (coupon: MemberCoupon | null) => void;
  /** Where a mall coupon is used: the mall. */
  onShop: () => void;
};

/**
 * The member's coupons (product.md: available, used, expired) as tabs with their counts. A package
 * coupon is redeemed here (useCoupon); a mall coupon is used at submitOrder, which opens this list
 * to choose one for its subtotal: those that fit are tappable, the others say what is missing.
 */
export function CouponListView({ choosingFor, chosenId, onChosen, onShop }: Props) {
  const { t, i18n } = useCouponsTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: CouponStatus = choosingFor !== null ? 'available' : (COUPON_STATUSES.find((s) => s === requested) ?? 'available');
  const coupons = useCoupons(tab, i18n.language);
  const redeem = useRedeemCoupon();
  const entries = coupons.data?.pages.flatMap((page) => page.list) ?? [];
  const counts = coupons.data?.pages[0]?.counts;

  const onRedeem = async (coupon: MemberCoupon) => {
    if (!(await showModal({ content: t('coupons.confirmUse') }))) return;
    try {
      const done = await redeem.mutateAsync(coupon.id);
      showToast(t('coupons.used', { date: formatDateTime(done.package.endsAt) }), 'success');
    } catch {
      // The API client has shown why.
    }
  };

  const action = (coupon: MemberCoupon) => {
    if (coupon.status !== 'available' || choosingFor !== null) return undefined;
    return coupon.kind === 'package' ? (
      <Button
        className={styles.action}
        size="small"
        color="primary"
        shape="rounded"
        loading={redeem.isPending && redeem.variables === coupon.id}
        onClick={() => void onRedeem(coupon)}
        data-testid="coupon-redeem"
      >
        {t('coupons.use')}
      </Button>
    ) : (
      <Button className={styles.action} size="small" shape="rounded" onClick={onShop} data-testid="coupon-shop">
        {t('coupons.goShopping')}
      </Button>
    );
  };

  return (
    <div className={styles.screen}>
      {choosingFor === null ? (
        <Link to={paths.redeemCode.getHref()} className={styles.redeemBar} data-testid="coupon-redeem-bar">
          <GiftOutline aria-hidden />
          <span className={styles.redeemBarText}>{t('coupons.redeemBar')}</span>
          <RightOutline aria-hidden />
        </Link>
      ) : null}
      {choosingFor === null ? (
        <div className={styles.tabs} role="tablist">
          {COUPON_STATUSES.map((status) => (
            <button
              key={status}
              type="button"
              role="tab"
              aria-selected={status === tab}
              className={styles.tab}
              onClick={() => setParams({ tab: status }, { replace: true })}
              data-testid={`coupon-tab-${status}`}
            >
              {counts ? t('coupons.tabCount', { label: t(`coupons.tabs.${status}`), count: counts[status] }) : t(`coupons.tabs.${status}`)}
            </button>
          ))}
        </div>
      ) : (
        <Button className={styles.none} shape="rounded" onClick={() => onChosen(null)} data-testid="coupon-none">
          {t('coupons.noCoupon')}
        </Button>
      )}

      {coupons.isPending ? (
        <p className={styles.muted}>{t('common.loading')}</p>
      ) : entries.length === 0 ? (
        <EmptyView text={t('coupons.empty')} />
      ) : (
        <>
          {entries.map((coupon) => {
            if (choosingFor === null) return <CouponCard key={coupon.id} coupon={coupon} action={action(coupon)} />;
            const fit = couponFit(coupon, choosingFor);
            return (
              <CouponCard
                key={coupon.id}
                coupon={coupon}
                selected={coupon.id === chosenId}
                onClick={fit.usable ? () => onChosen(coupon) : undefined}
                note={
                  !fit.usable && fit.missing ? <p className={styles.warn}>{t('coupons.notReached', { amount: fit.missing })}</p> : undefined
                }
              />
            );
          })}
          <InfiniteScroll
            loadMore={async () => {
              await coupons.fetchNextPage();
            }}
            hasMore={coupons.hasNextPage}
          >
            {coupons.hasNextPage ? t('common.loading') : t('coupons.noMore')}
          </InfiniteScroll>
        </>
      )}
    </div>
  );
}
