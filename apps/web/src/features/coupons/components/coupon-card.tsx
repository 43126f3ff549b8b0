import type { ReactNode } from 'react';
import type { MemberCoupon } from '@uu/contract/coupons';
import { formatDateTime } from '@/lib/dates';
import { useCouponsTranslation } from '../hooks/use-coupons-translation';
import styles from './coupons.module.css';

/** What a coupon gives, in one line: the amount or percent off, or the package. */
export function CouponValue({ coupon }: { coupon: MemberCoupon }) {
  const { t } = useCouponsTranslation();
  if (coupon.package)
    return (
      <>{t('coupons.packageChat', { questions: coupon.package.questionsPerDay, days: coupon.package.days, count: coupon.package.days })}</>
    );
  if (coupon.discountType === 'percent') return <>{t('coupons.percentOff', { percent: coupon.percent })}</>;
  return <>{t('coupons.amountOff', { amount: coupon.amount })}</>;
}

/** One coupon: its value, name, terms and dates; `action` is its button (redeem, use) if any. */
export function CouponCard({
  coupon,
  action,
  note,
  onClick,
  selected,
}: {
  coupon: MemberCoupon;
  action?: ReactNode;
  note?: ReactNode;
  onClick?: () => void;
  selected?: boolean;
}) {
  const { t } = useCouponsTranslation();
  const date =
    coupon.status === 'used'
      ? t('coupons.usedAt', { date: formatDateTime(coupon.usedAt) })
      : coupon.status === 'expired'
        ? t('coupons.expiredAt', { date: formatDateTime(coupon.expiresAt) })
        : t('coupons.expiresAt', { date: formatDateTime(coupon.expiresAt) });
  const body = (
    <>
      <div className={styles.value}>
        <strong data-testid="coupon-value">
          <CouponValue coupon={coupon} />
        </strong>
        <span className={styles.kind}>{t(`coupons.kinds.${coupon.kind}`)}</span>
      </div>
      <div className={styles.main}>
        <p className={styles.name} data-testid="coupon-name">
          {coupon.name}
        </p>
        {coupon.kind === 'mall' && (
          <p className={styles.muted}>
            {coupon.minSpend === '0.00' ? t('coupons.noMinSpend') : t('coupons.minSpend', { amount: coupon.minSpend })}
          </p>
        )}
        <p className={styles.muted} data-testid="coupon-applies-to">
          {coupon.kind === 'mall' && coupon.scope !== 'all'
            ? t(`coupons.appliesTo.${coupon.scope}`, { names: coupon.scopeNames.join(t('coupons.listSeparator')) })
            : t(`coupons.appliesTo.${coupon.kind}`)}
        </p>
        <p className={styles.muted}>{date}</p>
        {note}
      </div>
      {action}
    </>
  );
  const common = {
    className: styles.coupon,
    'data-testid': 'coupon-card',
    'data-coupon-id': coupon.id,
    'data-status': coupon.status,
  };
  return onClick ? (
    <button type="button" {...common} onClick={onClick} aria-pressed={selected ?? false}>
      {body}
    </button>
  ) : (
    <article {...common}>{body}</article>
  );
}
