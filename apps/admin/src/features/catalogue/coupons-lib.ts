import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CouponScope, couponSchema, SaveCouponBody } from '@uu/contract/coupons';
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
  /** "N days from issue" or fixed dates (validRange, whole platform days as the operator's calendar shows them). */
  validity: 'days' | 'fixed';
  validDays?: number;
  validRange?: [Dayjs, Dayjs];
  /** Empty: no limit. */
  totalQuantity?: number | null;
  perMemberLimit?: number | null;
  scope: CouponScope;
  scopeGoods?: number[];
  scopeCategories?: number[];
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
    validDays: v.validity === 'days' ? (v.validDays ?? 0) : null,
    // From the first day's start to the last day's end: both days count.
    validFrom: v.validity === 'fixed' && v.validRange ? v.validRange[0].startOf('day').toISOString() : null,
    validTo: v.validity === 'fixed' && v.validRange ? v.validRange[1].endOf('day').toISOString() : null,
    totalQuantity: v.totalQuantity ?? null,
    perMemberLimit: v.perMemberLimit ?? null,
    scope: v.kind === 'mall' ? v.scope : 'all',
    scopeIds: v.kind === 'mall' ? ((v.scope === 'goods' ? v.scopeGoods : v.scope === 'categories' ? v.scopeCategories : []) ?? []) : [],
    active: v.active,
    claimable: v.claimable,
  };
}

/** The form's values for a saved coupon (the edit dialog). */
export function couponValues(c: Coupon): FormValues {
  return {
    name: c.name,
    kind: c.kind,
    discountType: c.discountType ?? undefined,
    amount: c.amount ?? undefined,
    percent: c.percent ?? undefined,
    minSpend: c.minSpend === '0.00' ? undefined : c.minSpend,
    questionsPerDay: c.package?.questionsPerDay,
    packageDays: c.package?.days,
    validity: c.validFrom && c.validTo ? 'fixed' : 'days',
    validDays: c.validDays ?? undefined,
    validRange: c.validFrom && c.validTo ? [dayjs(c.validFrom), dayjs(c.validTo)] : undefined,
    totalQuantity: c.totalQuantity,
    perMemberLimit: c.perMemberLimit,
    scope: c.scope,
    scopeGoods: c.scope === 'goods' ? c.scopeIds : undefined,
    scopeCategories: c.scope === 'categories' ? c.scopeIds : undefined,
    active: c.active,
    claimable: c.claimable,
  };
}

/** How long a coupon's copies last, in one line. */
export function useValidity() {
  const { t } = useTranslation();
  return (c: Coupon) =>
    c.validFrom && c.validTo
      ? t('catalogue.coupons.validBetween', { from: dayjs(c.validFrom).format('YYYY-MM-DD'), to: dayjs(c.validTo).format('YYYY-MM-DD') })
      : t('catalogue.coupons.days', { count: c.validDays ?? 0 });
}
