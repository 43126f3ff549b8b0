import { z } from 'zod';
import { storedContentPageSchema } from './content';
import { optionalLine } from './localized-line';
import { contactKindSchema } from './profile';
import { amountSchema, hundredsAmountSchema, moneySchema, storedTopUpChannelSchema, topUpBonusTierSchema } from './wallet';

// The back office's content and platform configuration (product.md "Admin console": content in three
// languages, versions, popup notice, maintenance switch, platform config). The reads answer the
// stored form, every language as the operator wrote it, so the console edits what is there.

const idSchema = z.coerce.number({ error: 'validation.id' }).int({ error: 'validation.id' }).positive({ error: 'validation.id' });

/** An IANA time-zone name that this runtime's Intl knows (what the server's platform day is computed in). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** A text in every language as stored; zh-Hant is the source, the others may be missing. */
const storedTextSchema = z.object({ 'zh-Hant': z.string(), 'zh-Hans': z.string().optional(), en: z.string().optional() });

// ---- content ----
export const storedContentPagesSchema = z.object({ list: z.array(storedContentPageSchema) });

/** One language of an agreement. */
const agreementTextSchema = z.object({ title: z.string(), content: z.string() });
export const storedAgreementSchema = z.object({
  id: z.number().int(),
  /** 'service', 'privacy', …: what the agreement is. */
  slug: z.string(),
  texts: z.object({ 'zh-Hant': agreementTextSchema, 'zh-Hans': agreementTextSchema.optional(), en: agreementTextSchema.optional() }),
  updatedAt: z.string(),
});
export type StoredAgreement = z.infer<typeof storedAgreementSchema>;
export const storedAgreementListSchema = z.object({ list: z.array(storedAgreementSchema) });
export const adminAgreementParamsSchema = z.object({ id: idSchema });

const title = (max: number) => z.string().trim().max(max, { error: 'validation.invalid' });
const html = z.string().max(200_000, { error: 'validation.invalid' });
/**
 * An agreement's title and HTML per language. zh-Hant is required; a language left empty is
 * removed, and members reading in it get zh-Hant. The server sanitizes the HTML.
 */
export const saveAgreementBodySchema = z.object({
  title: z.object({
    'zh-Hant': title(200).min(1, { error: 'validation.required' }),
    'zh-Hans': title(200).optional(),
    en: title(200).optional(),
  }),
  content: z.object({
    'zh-Hant': html.min(1, { error: 'validation.required' }),
    'zh-Hans': html.optional(),
    en: html.optional(),
  }),
});
export type SaveAgreementBody = z.input<typeof saveAgreementBodySchema>;

// ---- home: banners and the popup notice as stored ----
export const storedBannersSchema = z.object({
  banners: z.array(z.object({ title: storedTextSchema, image: z.string().nullable(), link: z.string().nullable() })),
});
export const storedNoticeSchema = z.object({
  /** null: no notice is published. */
  notice: z.object({ id: z.string(), title: storedTextSchema, content: storedTextSchema }).nullable(),
});

// ---- platform config ----
const count = (min: number, max: number, key: string) =>
  z.number({ error: key }).int({ error: key }).min(min, { error: key }).max(max, { error: key });

const localizedLine = z.string().trim().max(200, { error: 'validation.invalid' });

/** What the operator may change; GET answers all of it, PUT takes any part of it. */
export const platformConfigBodySchema = z.object({
  /** product.md "Accounts": registration needs an invitation code. */
  requireInvite: z.boolean(),
  /** Shown in settings and navWe (customer service). */
  customerService: z.object({
    contacts: z
      .array(
        z.object({
          kind: contactKindSchema,
          value: z.string().trim().min(1, { error: 'validation.contactValue' }).max(200, { error: 'validation.contactValue' }),
          /**
           * What members see instead of the kind's name, per language (issue 19 #3): zh-Hant is required when any is
           * written, members of another language read zh-Hant where theirs is empty; a plain string is zh-Hant.
           */
          label: optionalLine(60, 'validation.contactLabel'),
        }),
      )
      .max(20),
    /** Opening hours per language. */
    hours: z.object({ 'zh-Hant': localizedLine.optional(), 'zh-Hans': localizedLine.optional(), en: localizedLine.optional() }).default({}),
  }),
  /** UU withdrawals: per-transaction minimum and maximum (multiples of 100) and how many a day. */
  withdrawal: z
    .object({ min: hundredsAmountSchema, max: hundredsAmountSchema, dailyCount: count(1, 1000, 'validation.configCount') })
    .refine((w) => w.min <= w.max, { error: 'validation.withdrawalRange', path: ['max'] }),
  /** Daily AI questions for levels 0-5 (before check-in and packages). */
  chatDailyQuestions: z.array(count(0, 1000, 'validation.configCount')).length(6, { error: 'validation.perLevel' }),
  /** Team performance (UU) that raises a member to levels 1-5; rising. */
  levelThresholds: z
    .array(amountSchema)
    .length(5, { error: 'validation.levelThresholds' })
    .refine((list) => list.every((t, i) => i === 0 || t > (list[i - 1] ?? 0)), { error: 'validation.levelThresholds' }),
  /** Referral rewards by the referrer's level 0-5, in basis points (100 = 1%) of the referral's paid amount. */
  referralRewardRates: z.array(count(0, 10_000, 'validation.rewardRate')).length(6, { error: 'validation.perLevel' }),
  /** Check-in streak rewards: money (UU or KB) or a coupon on the day the streak is reached. */
  checkInRewards: z
    .array(
      z.union([
        z.object({ streak: count(1, 366, 'validation.streak'), currency: z.enum(['UU', 'KB']), amount: amountSchema }),
        z.object({ streak: count(1, 366, 'validation.streak'), couponId: idSchema }),
      ]),
    )
    .max(20),
  /** Coupons every new member gets on registration. */
  registrationCoupons: z.array(idSchema).max(20),
  /**
   * Top-up bonus tiers (issue 24): an approved top-up of at least `min` UU earns `bonus` UU, the
   * highest tier reached only. Thresholds rise, bonuses never fall; an empty list: no bonus.
   */
  topUpBonusTiers: z
    .array(z.object({ min: amountSchema, bonus: amountSchema }))
    .max(10, { error: 'validation.topUpBonusTiers' })
    .refine((list) => list.every((t, i) => i === 0 || (t.min > (list[i - 1]?.min ?? 0) && t.bonus >= (list[i - 1]?.bonus ?? 0))), {
      error: 'validation.topUpBonusTiers',
    }),
  /** Months UU from rewards and bonuses stays usable (issue 24); 0: it never expires. Applies to later credits. */
  uuValidityMonths: count(0, 120, 'validation.uuValidityMonths'),
  /** Minutes an unpaid order waits before cancelling itself. */
  orderPayMinutes: count(1, 1440, 'validation.orderPayMinutes'),
  /** Days after shipping before an order confirms itself. */
  orderConfirmDays: count(1, 90, 'validation.orderConfirmDays'),
  /** Days after completion a member may ask for after-sales. */
  afterSalesDays: count(1, 90, 'validation.afterSalesDays'),
  /** The platform day (daily allowances, caps, check-in, "today" counts). */
  timeZone: z.string({ error: 'validation.timeZone' }).trim().refine(isTimeZone, { error: 'validation.timeZone' }),
});
/** PUT /admin/config: only the keys sent change. */
export const savePlatformConfigBodySchema = platformConfigBodySchema.partial();
export type SavePlatformConfigBody = z.input<typeof savePlatformConfigBodySchema>;

const moneyReward = z.object({ streak: z.number().int(), currency: z.enum(['UU', 'KB']), amount: moneySchema });
const couponReward = z.object({ streak: z.number().int(), couponId: z.number().int() });
/** Extra questions (issue 24: set in the check-in designer, /admin/loyalty/check-in). */
const questionsReward = z.object({ streak: z.number().int(), questions: z.number().int() });

/** The platform config in effect (the operator's values, else the server's defaults), amounts as decimal strings. */
export const platformConfigSchema = z.object({
  requireInvite: z.boolean(),
  customerService: z.object({
    contacts: z.array(z.object({ kind: contactKindSchema, value: z.string(), label: storedTextSchema.nullable() })),
    hours: z.object({ 'zh-Hant': z.string().optional(), 'zh-Hans': z.string().optional(), en: z.string().optional() }),
  }),
  withdrawal: z.object({ min: moneySchema, max: moneySchema, dailyCount: z.number().int() }),
  chatDailyQuestions: z.array(z.number().int()),
  levelThresholds: z.array(moneySchema),
  referralRewardRates: z.array(z.number().int()),
  checkInRewards: z.array(z.union([moneyReward, couponReward, questionsReward])),
  registrationCoupons: z.array(z.number().int()),
  topUpBonusTiers: z.array(topUpBonusTierSchema),
  uuValidityMonths: z.number().int(),
  orderPayMinutes: z.number().int(),
  orderConfirmDays: z.number().int(),
  afterSalesDays: z.number().int(),
  timeZone: z.string(),
  /** Keys still at the server's default (never set by an operator). */
  defaults: z.array(z.string()),
  /** Read-only here: changed by their own calls (setCrcRate, setTopUpChannels). */
  crcRate: z.object({ rate: moneySchema.nullable(), updatedAt: z.string().nullable() }),
  topUpChannels: z.array(storedTopUpChannelSchema),
});
export type PlatformConfig = z.infer<typeof platformConfigSchema>;

// ---- the CRC rate's effect, asked before a change is confirmed ----
export const crcRateImpactQuerySchema = z.object({
  /** The rate about to be set (UU per CRC): more than 0, at most two decimals. */
  rate: amountSchema,
});
export type CrcRateImpactQuery = z.input<typeof crcRateImpactQuerySchema>;
/** At the current and at the new rate: what the members' UU buys in CRC, and what their CRC is worth in UU. */
export const crcRateImpactSchema = z.object({
  currentRate: moneySchema.nullable(),
  newRate: moneySchema,
  /** Members holding any UU or CRC. */
  members: z.number().int(),
  totalUU: moneySchema,
  totalCRC: moneySchema,
  /** The sum over members of the most CRC each one's UU buys (null: no rate yet). */
  exchangeableAtCurrent: moneySchema.nullable(),
  exchangeableAtNew: moneySchema,
  /** The members' CRC in UU at each rate. */
  crcWorthAtCurrent: moneySchema.nullable(),
  crcWorthAtNew: moneySchema,
});
export type CrcRateImpact = z.infer<typeof crcRateImpactSchema>;

// ---- POST /admin/config/dry-run (issue 24): a rule change tried on the last 30 days before it is saved ----
/** The rules to try: the top-up bonus tiers, the referral reward rates, or both (as the config form sends them). */
export const configDryRunBodySchema = z
  .object({
    topUpBonusTiers: platformConfigBodySchema.shape.topUpBonusTiers.optional(),
    referralRewardRates: platformConfigBodySchema.shape.referralRewardRates.optional(),
  })
  .refine((b) => b.topUpBonusTiers !== undefined || b.referralRewardRates !== undefined, { error: 'validation.dryRunRules' });
export type ConfigDryRunBody = z.input<typeof configDryRunBodySchema>;

/**
 * Over the window: what the rules in effect and the proposed ones give, both recomputed the same way from what
 * happened, and what was actually credited. Top-up bonuses in UU; referral rewards in KB.
 */
export const configDryRunSchema = z.object({
  /** The window: from (inclusive) and to (exclusive), epoch milliseconds. */
  from: z.number().int(),
  to: z.number().int(),
  days: z.number().int(),
  /** Top-ups approved in the window, each under the tiers; `paid`: the bonus UU the ledger credited. */
  topUpBonus: z
    .object({ topUps: z.number().int(), members: z.number().int(), current: moneySchema, proposed: moneySchema, paid: moneySchema })
    .nullable(),
  /**
   * Purchases paid in the window by members with a referrer (net of refunds), at each referrer's level now;
   * `earned`: the rewards recorded in the window, pending or available (voided ones aside).
   */
  referralRewards: z
    .object({ buyers: z.number().int(), referrers: z.number().int(), current: moneySchema, proposed: moneySchema, earned: moneySchema })
    .nullable(),
});
export type ConfigDryRun = z.infer<typeof configDryRunSchema>;
