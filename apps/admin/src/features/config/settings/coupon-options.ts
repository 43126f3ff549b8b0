import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { currentLocale } from '@/lib/i18n';
import { useCouponDefinitions } from '../api/list-coupon-definitions';

export type CouponOptions = { options: { value: number; label: string }[]; loading: boolean };

/** The coupon definitions as picker options (`#id name`, in the console's language). */
export function useCouponOptions(): CouponOptions {
  const coupons = useCouponDefinitions();
  const locale = currentLocale();
  const options = (coupons.data?.list ?? []).map((cp) => ({
    value: cp.id,
    label: `#${cp.id} ${cp.name[locale] ?? cp.name[DEFAULT_LOCALE]}`,
  }));
  return { options, loading: coupons.isLoading };
}
