import { z } from 'zod';
import { dateTime } from './dates';
import { pageQuerySchema, pageSchema } from './envelope';
import { localizedTextSchema } from './mall';
import { amountSchema, moneySchema } from './wallet';

// Coupons (product.md "Mall, orders and coupons"). An operator defines a coupon and issues it (to
// all members, to a level, to one member; or the platform does, on registration and check-in
// streaks). A member holds copies: a mall coupon takes an amount or a percent off one order at a
// minimum spend; a package coupon is redeemed on its own (`useCoupon`) for a package.

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

export const COUPON_STATUSES = ['available', 'used', 'expired'] as const;
export const couponStatusSchema = z.enum(COUPON_STATUSES);
export type CouponStatus = z.infer<typeof couponStatusSchema>;

/** What a package coupon gives: today a chat package (questions a day for some days). */
export const couponPackageSchema = z.object({
  type: z.literal('chat'),
  questionsPerDay: z.number().int().min(1).max(1000),
  days: z.number().int().min(1).max(3650),
});
export type CouponPackage = z.infer<typeof couponPackageSchema>;

/** Which goods an order must be of for a mall coupon: any, the goods listed, or goods of the categories listed. */
export const COUPON_SCOPES = ['all', 'goods', 'categories'] as const;
export type CouponScope = (typeof COUPON_SCOPES)[number];

/** What a coupon gives, as a member reads it (their copies, the coupons to claim). */
const couponTermsSchema = z.object({
  couponId: z.number().int(),
  name: z.string(),
  kind: z.enum(['mall', 'package']),
  /** Mall coupons: an amount off (`amount`) or a percent off (`percent`, 1-99). */
  discountType: z.enum(['amount', 'percent']).nullable(),
  amount: moneySchema.nullable(),
  percent: z.number().int().nullable(),
  /** The order subtotal (UU) it needs; "0.00" for none. */
  minSpend: moneySchema,
  package: couponPackageSchema.nullable(),
  scope: z.enum(COUPON_SCOPES),
  /** The goods or categories it applies to, in the member's language (scope 'goods' or 'categories'). */
  scopeNames: z.array(z.string()),
  /** Fixed validity: usable from this instant (null: from issue). */
  validFrom: z.string().nullable(),
});

/** One coupon a member holds. */
export const memberCouponSchema = couponTermsSchema.extend({
  /** The member's copy: what submitOrder's `couponId` and `useCoupon`'s `id` take. */
  id: z.number().int(),
  status: couponStatusSchema,
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  /** The order it paid part of (mall coupons). */
  orderId: z.number().int().nullable(),
});
export type MemberCoupon = z.infer<typeof memberCouponSchema>;

// ---- GET /coupon/listCoupon ----
export const listCouponQuerySchema = pageQuerySchema.extend({
  status: couponStatusSchema.default('available'),
});
export type ListCouponQuery = z.input<typeof listCouponQuerySchema>;
export const couponPageSchema = pageSchema(memberCouponSchema).extend({
  /** How many the member holds in each state, for the tabs. */
  counts: z.object({
    available: z.number().int(),
    used: z.number().int(),
    expired: z.number().int(),
    /** The available ones an order can take (mall coupons): what Mine and submitOrder count; package coupons are redeemed on their own. */
    forOrders: z.number().int(),
  }),
});

// ---- GET /coupon/useCoupon: redeem a package coupon ----
export const useCouponQuerySchema = z.object({ id: idSchema });
export const useCouponResultSchema = z.object({
  coupon: memberCouponSchema,
  /** The package it started: when it runs. */
  package: z.object({ type: z.literal('chat'), questionsPerDay: z.number().int(), startsAt: z.string(), endsAt: z.string() }),
});
export type UseCouponResult = z.infer<typeof useCouponResultSchema>;

// ---- operator calls ----
export const saveCouponBodySchema = z
  .object({
    id: idSchema.optional(),
    name: localizedTextSchema,
    kind: z.enum(['mall', 'package']),
    discountType: z.enum(['amount', 'percent']).nullable().default(null),
    amount: amountSchema.nullable().default(null),
    percent: z.number().int().min(1).max(99).nullable().default(null),
    minSpend: amountSchema.nullable().default(null),
    package: couponPackageSchema.nullable().default(null),
    /** Each copy lasts this many days from when it is issued; null with fixed dates (validFrom–validTo). */
    validDays: z.number().int().min(1).max(3650).nullable().default(null),
    /** Fixed validity, ISO instants: every copy is usable from `validFrom` and expires at `validTo`. */
    validFrom: dateTime('validation.couponValidity').nullable().default(null),
    validTo: dateTime('validation.couponValidity').nullable().default(null),
    /** Copies that may ever be given out, and to one member; null: no limit. */
    totalQuantity: z.number().int().min(1).max(100_000_000).nullable().default(null),
    perMemberLimit: z.number().int().min(1).max(1000).nullable().default(null),
    scope: z.enum(COUPON_SCOPES).default('all'),
    /** The goods (scope 'goods') or categories (scope 'categories') it applies to. */
    scopeIds: z.array(z.number().int().positive()).max(500).default([]),
    active: z.boolean().default(true),
    /** Offered on the home page for members to claim themselves, once each. */
    claimable: z.boolean().default(false),
  })
  .superRefine((c, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    const fixed = c.validFrom !== null || c.validTo !== null;
    if (fixed && (c.validFrom === null || c.validTo === null || Date.parse(c.validFrom) >= Date.parse(c.validTo))) {
      issue('validTo', 'validation.couponValidity');
    }
    if (!fixed && c.validDays === null) issue('validDays', 'validation.couponValidity');
    if (fixed && c.validDays !== null) issue('validDays', 'validation.couponValidity');
    if (c.scope !== 'all' && c.scopeIds.length === 0) issue('scopeIds', 'validation.couponScope');
    if (c.kind === 'package' && c.scope !== 'all') issue('scope', 'validation.couponScope');
    if (c.kind === 'package') {
      if (!c.package) issue('package', 'validation.couponPackage');
      return;
    }
    if (c.discountType === 'amount') {
      if (c.amount === null) issue('amount', 'validation.amountRequired');
      // An amount-off coupon needs a larger minimum spend, so no order is ever free (or negative).
      else if ((c.minSpend ?? 0) <= c.amount) issue('minSpend', 'validation.couponMinSpend');
    } else if (c.discountType === 'percent') {
      if (c.percent === null) issue('percent', 'validation.couponPercent');
    } else issue('discountType', 'validation.couponDiscountType');
  });
export type SaveCouponBody = z.input<typeof saveCouponBodySchema>;

export const couponSchema = z.object({
  id: z.number().int(),
  name: localizedTextSchema,
  kind: z.enum(['mall', 'package']),
  discountType: z.enum(['amount', 'percent']).nullable(),
  amount: moneySchema.nullable(),
  percent: z.number().int().nullable(),
  minSpend: moneySchema,
  package: couponPackageSchema.nullable(),
  /** null with fixed dates. */
  validDays: z.number().int().nullable(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  totalQuantity: z.number().int().nullable(),
  perMemberLimit: z.number().int().nullable(),
  scope: z.enum(COUPON_SCOPES),
  scopeIds: z.array(z.number().int()),
  active: z.boolean(),
  claimable: z.boolean(),
  issued: z.number().int(),
  /** Copies used by an order or redeemed. */
  used: z.number().int(),
  createdAt: z.string(),
});
export const couponListSchema = z.object({ list: z.array(couponSchema) });

// ---- GET /coupon/listClaimable, POST /coupon/claim (ours: the home page's coupons to claim) ----
export const claimableCouponSchema = couponTermsSchema.extend({
  /** null with fixed dates: then `validTo` says until when. */
  validDays: z.number().int().nullable(),
  validTo: z.string().nullable(),
  /** A signed-in member who has claimed it already. */
  claimed: z.boolean(),
});
export type ClaimableCoupon = z.infer<typeof claimableCouponSchema>;
export const claimableCouponListSchema = z.object({ list: z.array(claimableCouponSchema) });
export const claimCouponBodySchema = z.object({ couponId: idSchema });

export const issueCouponParamsSchema = z.object({ id: idSchema });
export const issueCouponBodySchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('all') }),
  z.object({ to: z.literal('level'), level: z.number().int().min(0).max(5) }),
  z.object({ to: z.literal('member'), userId: idSchema }),
]);
export const issueCouponResultSchema = z.object({ issued: z.number().int() });

// ---- GET /admin/coupons/:id/copies: who was given a coupon, and who used it on which order ----
export const couponCopiesQuerySchema = pageQuerySchema.extend({
  status: z.enum(['used', 'unused'], { error: 'validation.couponCopyStatus' }).optional(),
});
export type CouponCopiesQuery = z.input<typeof couponCopiesQuerySchema>;
export const couponCopySchema = z.object({
  id: z.number().int(),
  member: z.object({ id: z.number().int(), memberNo: z.string(), nickname: z.string() }),
  source: z.enum(['operator', 'registration', 'check-in', 'claim', 'redemption']),
  status: couponStatusSchema,
  issuedAt: z.string(),
  expiresAt: z.string(),
  usedAt: z.string().nullable(),
  order: z.object({ id: z.number().int(), orderNo: z.string() }).nullable(),
});
export type CouponCopy = z.infer<typeof couponCopySchema>;
export const couponCopiesPageSchema = pageSchema(couponCopySchema).extend({
  counts: z.object({ issued: z.number().int(), used: z.number().int() }),
});
