import { z } from 'zod';
import { contactKindSchema } from '@uu/contract/profile';
import { storedLocalizedSchema } from '@uu/contract/localized-line';
import { storedTopUpChannelSchema } from '@uu/contract/wallet';
import { LOCALES } from '@uu/contract/locales';
import { isTimeZone } from '@uu/contract/admin-config';
import { IDLE_MINUTES, operatorSecuritySchema } from '@uu/contract/admin-security';
import { validThresholds } from '@uu/domain/team-rules';
import { validTopUpBonusTiers } from '@uu/domain/topup-bonus';
import { MAX_UU_VALIDITY_MONTHS } from '@uu/domain/uu-lots';
import { DEFAULT_CHECK_IN_DESIGN } from '@uu/domain/check-in-rules';
import type { Db, Executor } from '../../db/database';
import type { Clock } from '../../lib/clock';
import { readSetting, writeSetting } from './platform.repository';

/**
 * Platform settings an operator changes at run time (product.md "Admin console": platform config),
 * stored as JSON by key. Each setting has a schema and a default, so a missing or damaged value
 * falls back instead of breaking a request.
 */
/** One check-in reward as stored: money, a coupon or extra questions. */
const checkInPrizeSchema = z.union([
  z.object({ currency: z.enum(['UU', 'KB']), amount: z.number().int().positive() }),
  z.object({ couponId: z.number().int().positive() }),
  z.object({ questions: z.number().int().positive() }),
]);

const settingSchemas = {
  /** product.md "Accounts": registration needs an invitation code when the operator says so. */
  requireInvite: z.boolean().default(false),
  /** Customer-service contacts (settings, navWe); none until the operator writes them. */
  customerService: z
    .object({
      contacts: z.array(
        z.object({
          kind: contactKindSchema,
          value: z.string().min(1).max(200),
          /**
           * Per language (issue 19 #3). A label saved before that as one string is read as its zh-Hant
           * text (the migration 2026-12-22T030000 rewrites it too), so an old config never falls back to no contacts.
           */
          label: z.preprocess(
            (v) => (typeof v === 'string' ? (v.trim() ? { 'zh-Hant': v } : null) : v),
            storedLocalizedSchema.nullable().default(null),
          ),
        }),
      ),
      /** Opening hours per language; zh-Hant is the fallback. */
      hours: z.partialRecord(z.enum(LOCALES), z.string().max(200)).default({}),
    })
    .default({ contacts: [], hours: {} }),
  /** Withdrawal limits in hundredths (spec §9: min 100, max 5000 per transaction) and the daily count. */
  withdrawal: z
    .object({
      min: z.number().int().positive(),
      max: z.number().int().positive(),
      dailyCount: z.number().int().min(1).max(1000),
    })
    .default({ min: 10_000, max: 500_000, dailyCount: 3 }),
  /** Daily chat questions per level 0-5; null: CHAT_DAILY_QUESTIONS of the server's config. */
  chatDailyQuestions: z.array(z.number().int().min(0)).length(6).nullable().default(null),
  /** Check-in streak rewards (amounts in hundredths), paid through the ledger on the day the streak is reached. */
  checkInRewards: z
    .array(
      z.union([
        z.object({ streak: z.number().int().positive(), currency: z.enum(['UU', 'KB']), amount: z.number().int().positive() }),
        /** A coupon (by its id) instead of money. */
        z.object({ streak: z.number().int().positive(), couponId: z.number().int().positive() }),
        /** Extra chat questions for the day (issue 24). */
        z.object({ streak: z.number().int().positive(), questions: z.number().int().positive() }),
      ]),
    )
    .default([
      { streak: 7, currency: 'KB', amount: 10_00 },
      { streak: 30, currency: 'KB', amount: 50_00 },
    ]),
  /**
   * The rest of the check-in design (issue 24; packages/domain check-in-rules): milestones by the
   * month's checked-in days, make-ups per month and their UU cost, per-address and per-device limits.
   */
  checkInDesign: z
    .object({
      milestones: z
        .array(
          z.object({
            days: z.number().int().min(1).max(31),
            reward: z.union([...checkInPrizeSchema.options, z.object({ makeUpCards: z.number().int().positive() })]),
          }),
        )
        .max(31),
      makeUp: z.object({
        perMonth: z.number().int().min(0).max(31),
        costUU: z.number().int().min(0),
        /** A design saved before make-up cards is paid in UU. */
        pay: z.enum(['uu', 'card', 'cardOrUu']).default('uu'),
      }),
      limits: z.object({
        perIpPerDay: z.number().int().positive().nullable(),
        perDevicePerDay: z.number().int().positive().nullable(),
      }),
      /** The opt-in daily reminder's time (HH:MM, platform time zone). */
      reminderAt: z
        .string()
        .regex(/^([01]\d|2[0-3]):[0-5]\d$/)
        .default('20:00'),
    })
    .default(DEFAULT_CHECK_IN_DESIGN),
  /** The search page's hot words (issue 22), in order. */
  hotWords: z.array(z.string().min(1).max(20)).max(12).default([]),
  /** The home page's banners (spec §1), in order. */
  homeBanners: z
    .array(z.object({ title: z.partialRecord(z.enum(LOCALES), z.string()), image: z.string().nullable(), link: z.string().nullable() }))
    .default([]),
  /** The popup notice (spec §3 popupStatus): shown once per id. */
  popupNotice: z
    .object({ id: z.string(), title: z.partialRecord(z.enum(LOCALES), z.string()), content: z.partialRecord(z.enum(LOCALES), z.string()) })
    .nullable()
    .default(null),
  /** Coupons (by id) every new member gets on registration. */
  registrationCoupons: z.array(z.number().int().positive()).max(20).default([]),
  /**
   * All-time team performance (hundredths of UU) that raises a member to levels 1-5, rising; null:
   * LEVEL_THRESHOLDS of the server's config. Promotion only ever raises a level.
   */
  levelThresholds: z.array(z.number().int().positive()).refine(validThresholds).nullable().default(null),
  /** Referral reward rates by the referrer's level 0-5, in basis points; null: REFERRAL_REWARD_RATES. */
  referralRewardRates: z.array(z.number().int().min(0).max(10_000)).length(6).nullable().default(null),
  /**
   * Top-up bonus tiers (issue 24; hundredths of UU): an approved top-up of at least `min` earns
   * `bonus`, the highest tier reached, paid in the approval's transaction. None by default.
   */
  topUpBonusTiers: z
    .array(z.object({ min: z.number().int().positive(), bonus: z.number().int().positive() }))
    .refine(validTopUpBonusTiers)
    .default([]),
  /**
   * Months UU from rewards and bonuses stays usable (issue 24; docs/decisions.md "UU expiry"); 0: it never
   * expires. Read when UU is credited: a change applies to later credits, not to lots already made.
   */
  uuValidityMonths: z.number().int().min(0).max(MAX_UU_VALIDITY_MONTHS).default(0),
  /** Where members send top-up money (bank transfer, e-wallet); name and note per language. */
  topUpChannels: z.array(storedTopUpChannelSchema).default([]),
  /**
   * The maintenance switch (product.md "Content, versions and service"): while on, every member call
   * answers MAINTENANCE with the message in the member's language (the catalogue's where none is written).
   */
  maintenance: z
    .object({ on: z.boolean(), message: z.partialRecord(z.enum(LOCALES), z.string().max(500)).default({}) })
    .default({ on: false, message: {} }),
  /** Minutes an unpaid order waits before it cancels itself (product.md: 30); null: ORDER_PAY_MINUTES. */
  orderPayMinutes: z.number().int().min(1).max(1440).nullable().default(null),
  /** Days after shipping before an order confirms itself (product.md: 10); null: ORDER_CONFIRM_DAYS. */
  orderConfirmDays: z.number().int().min(1).max(90).nullable().default(null),
  /** Days after completion a member may ask for after-sales (issue 22); null: the default (@uu/domain/after-sales). */
  afterSalesDays: z.number().int().min(1).max(90).nullable().default(null),
  /** The platform day's time zone (IANA; product.md: default Asia/Taipei); null: TIME_ZONE. */
  timeZone: z.string().refine(isTimeZone).nullable().default(null),
  /** Console sessions: the idle time-out and the roles that must use two-factor sign-in (modules/admin). */
  operatorSecurity: operatorSecuritySchema.default({ idleMinutes: IDLE_MINUTES.default, twoFactorRoles: [] }),
};

/** The settings read on hot paths without a query (see `PlatformService.runtime()`), with their server defaults. */
export type RuntimeSettings = { timeZone: string; orderPayMinutes: number; orderConfirmDays: number };
const RUNTIME_KEYS = ['timeZone', 'orderPayMinutes', 'orderConfirmDays'] as const;

export type Settings = { [K in keyof typeof settingSchemas]: z.output<(typeof settingSchemas)[K]> };

export class PlatformService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #defaults: RuntimeSettings;
  readonly #ttlMs: number;
  #runtime: { value: RuntimeSettings; until: number } | null = null;
  #refreshing: Promise<RuntimeSettings> | null = null;
  #onChange: ((keys: string[]) => void) | null = null;

  /** `defaults`: the server's config (env), used while the operator has set nothing. */
  constructor(deps: { db: Db; clock: Clock; defaults?: RuntimeSettings; ttlMs?: number }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#defaults = deps.defaults ?? { timeZone: 'Asia/Taipei', orderPayMinutes: 30, orderConfirmDays: 10 };
    this.#ttlMs = deps.ttlMs ?? 5_000;
  }

  /** Called with the keys of every change saved here (the settings broadcast to the other instances). */
  onChange(listener: (keys: string[]) => void): void {
    this.#onChange = listener;
  }

  /** Another instance changed these keys: the cached time zone and order windows are read again at once. */
  invalidate(keys: string[]): void {
    if (!keys.some((key) => (RUNTIME_KEYS as readonly string[]).includes(key))) return;
    void (async () => {
      await this.#refreshing?.catch(() => undefined);
      await this.loadRuntime();
    })().catch(() => undefined);
  }

  /**
   * Reads the time zone and the order windows into memory; the app awaits it at start, and every
   * change through `set` here calls it again, so this instance follows its own change at once.
   */
  loadRuntime(): Promise<RuntimeSettings> {
    this.#refreshing ??= Promise.all([this.get('timeZone'), this.get('orderPayMinutes'), this.get('orderConfirmDays')])
      .then(([timeZone, orderPayMinutes, orderConfirmDays]) => {
        const value = {
          timeZone: timeZone ?? this.#defaults.timeZone,
          orderPayMinutes: orderPayMinutes ?? this.#defaults.orderPayMinutes,
          orderConfirmDays: orderConfirmDays ?? this.#defaults.orderConfirmDays,
        };
        this.#runtime = { value, until: this.#clock.now() + this.#ttlMs };
        return value;
      })
      .finally(() => {
        this.#refreshing = null;
      });
    return this.#refreshing;
  }

  /**
   * The time zone and order windows without a query: synchronous, because they are read inside
   * transactions (SQLite has one connection, so a read beside the transaction would wait on it).
   * A value older than `ttlMs` is answered once more while a fresh read starts in the background;
   * so another instance's change takes effect here within a few seconds.
   */
  runtime(): RuntimeSettings {
    const cached = this.#runtime;
    if (!cached) {
      void this.loadRuntime().catch(() => undefined);
      return this.#defaults;
    }
    if (this.#clock.now() >= cached.until && !this.#refreshing) void this.loadRuntime().catch(() => undefined);
    return cached.value;
  }

  /** The platform day's time zone (operator's setting, else TIME_ZONE). */
  timeZone(): string {
    return this.runtime().timeZone;
  }

  /** `db`: the caller's transaction, when it reads a setting inside one (SQLite has one connection). */
  async get<K extends keyof Settings>(key: K, db: Executor = this.#db.kysely): Promise<Settings[K]> {
    const raw = await readSetting(db, key);
    const schema = settingSchemas[key];
    let parsed: unknown;
    try {
      parsed = raw === undefined ? undefined : JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    const result = schema.safeParse(parsed);
    return (result.success ? result.data : schema.parse(undefined)) as Settings[K];
  }

  /**
   * Several settings in one transaction (the admin console's config form: all or none); the
   * cached time zone and order windows follow at once.
   */
  async setMany(values: Partial<Settings>): Promise<void> {
    const now = this.#clock.now();
    const entries = Object.entries(values).map(
      ([key, value]) => [key, JSON.stringify(settingSchemas[key as keyof Settings].parse(value))] as const,
    );
    await this.#db.transaction(async (trx) => {
      for (const [key, json] of entries) await writeSetting(trx, key, json, now);
    });
    if (entries.some(([key]) => (RUNTIME_KEYS as readonly string[]).includes(key))) {
      await this.#refreshing?.catch(() => undefined);
      await this.loadRuntime();
    }
    this.#onChange?.(entries.map(([key]) => key));
  }

  async set<K extends keyof Settings>(key: K, value: Settings[K]): Promise<void> {
    const checked = settingSchemas[key].parse(value);
    await writeSetting(this.#db.kysely, key, JSON.stringify(checked), this.#clock.now());
    if ((RUNTIME_KEYS as readonly string[]).includes(key)) {
      // A refresh that started before this write may still answer the old value: wait it out, then read again.
      await this.#refreshing?.catch(() => undefined);
      await this.loadRuntime();
    }
    this.#onChange?.([key]);
  }
}
