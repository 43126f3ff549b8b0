import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { couponSchema, SaveCouponBody } from '@uu/contract/coupons';
import { amountText } from '@/lib/money';
import { compactText } from './catalogue-lib';

export type Coupon = z.infer<typeof couponSchema>;
export type Texts = { 'zh-Hant'?: string; 'zh-Hans'?: string; en?: string };
export type FormValues = {
  name: Texts;
  kind: 'mall' | 'package';
  discountType?: 'amount' | 'percent';
  amount?: string;
  percent?: number;
  minSpend?: string;
  questionsPerDay?: number;
  packageDays?: number;
  validDays?: number;
  active: boolean;
  claimable: boolean;
};
export type IssueValues = { to: 'all' | 'level' | 'member'; level?: number; who?: string };

/** What a coupon gives, in one line. */
export function useTerms() {
  const { t } = useTranslation();
  return (c: Coupon) => {
    if (c.kind === 'package' && c.package)
      return t('catalogue.coupons.packageTerms', { questions: c.package.questionsPerDay, days: c.package.days, count: c.package.days });
    const off =
      c.discountType === 'percent'
        ? t('catalogue.coupons.percentOff', { percent: c.percent })
        : t('catalogue.coupons.amountOff', { amount: c.amount });
    return c.minSpend !== '0.00' ? `${off} · ${t('catalogue.coupons.minSpendOf', { amount: c.minSpend })}` : off;
  };
}

/** The save call's body from the form: only the fields of the coupon's kind and discount type. */
export function couponBody(v: FormValues, id: number | null): SaveCouponBody {
  return {
    ...(id !== null ? { id } : {}),
    name: compactText(v.name),
    kind: v.kind,
    discountType: v.kind === 'mall' ? (v.discountType ?? null) : null,
    amount: v.kind === 'mall' && v.discountType === 'amount' && v.amount ? amountText(v.amount) : null,
    percent: v.kind === 'mall' && v.discountType === 'percent' ? (v.percent ?? null) : null,
    minSpend: v.kind === 'mall' && v.minSpend ? amountText(v.minSpend) : null,
    package: v.kind === 'package' ? { type: 'chat', questionsPerDay: v.questionsPerDay ?? 0, days: v.packageDays ?? 0 } : null,
    validDays: v.validDays ?? 0,
    active: v.active,
    claimable: v.claimable,
  };
}
