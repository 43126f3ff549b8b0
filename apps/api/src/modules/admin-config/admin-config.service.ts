import { DEFAULT_AFTER_SALES_DAYS } from '@uu/domain/after-sales';
import type { z } from 'zod';
import type {
  ConfigDryRun,
  configDryRunBodySchema,
  CrcRateImpact,
  PlatformConfig,
  StoredAgreement,
  saveAgreementBodySchema,
  savePlatformConfigBodySchema,
  storedBannersSchema,
  storedContentPagesSchema,
  storedNoticeSchema,
} from '@uu/contract/admin-config';
import { CONTENT_PAGES, type ContentPageSlug, type maintenanceSettingSchema } from '@uu/contract/content';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '@uu/contract/locales';
import { formatAmount, parseAmount } from '@uu/contract/money';
import { rewardAmount } from '@uu/domain/team-rules';
import { topUpBonus } from '@uu/domain/topup-bonus';
import { DAY_MS } from '@uu/domain/uu-lots';
import { exchangeCost } from '@uu/domain/wallet-rules';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type { PlatformService, Settings } from '../platform/platform.service';
import { referredPurchasesSince } from '../team/team.repository';
import type { WalletService } from '../wallet/wallet.service';
import {
  deleteAgreementTranslationsExcept,
  existingCouponIds,
  findAgreementRow,
  listAgreementRows,
  listAgreementTranslations,
  listContentPageRows,
  listSettingKeys,
  memberCrcTotals,
  touchAgreement,
  upsertAgreementTranslation,
} from './admin-config.repository';
import { approvedTopUps, earnedReferralRewards, topUpBonusCredited } from './dry-run.repository';

type SaveAgreement = z.output<typeof saveAgreementBodySchema>;
type SaveConfig = z.output<typeof savePlatformConfigBodySchema>;
type DryRunBody = z.output<typeof configDryRunBodySchema>;
type Texts = { 'zh-Hant': string } & Partial<Record<Locale, string>>;

/** The server's defaults (env) for the settings whose stored value is null until an operator sets it. */
export type ConfigDefaults = {
  chatDailyQuestions: readonly number[];
  levelThresholds: readonly number[];
  referralRewardRates: readonly number[];
};

/** The keys of the config form, in the order the audit and the console show them. */
const CONFIG_KEYS = [
  'requireInvite',
  'customerService',
  'withdrawal',
  'chatDailyQuestions',
  'levelThresholds',
  'referralRewardRates',
  'checkInRewards',
  'registrationCoupons',
  'topUpBonusTiers',
  'uuValidityMonths',
  'orderPayMinutes',
  'orderConfirmDays',
  'afterSalesDays',
  'timeZone',
] as const satisfies readonly (keyof Settings)[];

const parse = (json: string) => JSON.parse(json) as Texts;

/** Languages with text, trimmed; the rest left out (readers fall back to zh-Hant). */
function filled<T extends string | undefined>(texts: Partial<Record<Locale, T>>): Partial<Record<Locale, string>> {
  return Object.fromEntries(LOCALES.flatMap((l) => (texts[l]?.trim() ? [[l, texts[l].trim()]] : [])));
}

/**
 * Content and platform configuration for the admin console: the stored form of what members read
 * (every language), agreements, and the platform config with its server defaults. Access is the
 * contract's (`roles` of admin-config-routes.ts, checked by the auth hook before any call here).
 */
export class AdminConfigService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;
  readonly #wallet: WalletService;
  readonly #defaults: ConfigDefaults;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService; wallet: WalletService; defaults: ConfigDefaults }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#wallet = deps.wallet;
    this.#defaults = deps.defaults;
  }

  // ---- content ----

  async listPages(): Promise<z.output<typeof storedContentPagesSchema>> {
    const rows = await listContentPageRows(this.#db.kysely);
    // In the order the member app lists them (the guide first).
    const order = (slug: string) => CONTENT_PAGES.indexOf(slug as ContentPageSlug);
    return {
      list: rows
        .sort((a, b) => order(a.slug) - order(b.slug))
        .map((row) => ({
          slug: row.slug as ContentPageSlug,
          title: parse(row.title),
          content: parse(row.content),
          updatedAt: toIso(row.updated_at),
        })),
    };
  }

  async listAgreements(): Promise<{ list: StoredAgreement[] }> {
    const db = this.#db.kysely;
    const [agreements, texts] = await Promise.all([listAgreementRows(db), listAgreementTranslations(db)]);
    return {
      list: agreements.map((a) =>
        this.#agreement(
          a,
          texts.filter((t) => t.agreement_id === a.id),
        ),
      ),
    };
  }

  /**
   * Replaces an agreement's languages in one transaction: its HTML sanitized here (members read it
   * as HTML), a language left empty removed so its readers get zh-Hant rather than a blank page.
   */
  async saveAgreement(id: number, input: SaveAgreement): Promise<StoredAgreement> {
    const title = filled(input.title);
    const content: Partial<Record<Locale, string>> = {};
    for (const locale of LOCALES) {
      const clean = sanitizeRichText(input.content[locale] ?? '').trim();
      if (clean) content[locale] = clean;
    }
    if (!content[DEFAULT_LOCALE]) {
      throw new AppError('VALIDATION', { status: 400, issues: [{ path: `content.${DEFAULT_LOCALE}`, key: 'validation.required' }] });
    }
    // A translation needs both its title and its text; one without the other would mix languages.
    const locales = LOCALES.filter((l) => content[l] && (title[l] || l === DEFAULT_LOCALE));
    const now = this.#clock.now();
    return this.#db.transaction(async (trx) => {
      const row = await findAgreementRow(trx, id);
      if (!row) throw new AppError('AGREEMENT_NOT_FOUND');
      for (const locale of locales) {
        await upsertAgreementTranslation(trx, { id, locale, title: title[locale] ?? '', content: content[locale] ?? '', now });
      }
      await deleteAgreementTranslationsExcept(trx, id, locales);
      await touchAgreement(trx, id, now);
      return this.#agreement({ ...row, updated_at: now }, await listAgreementTranslations(trx, [id]));
    });
  }

  #agreement(
    row: { id: number; slug: string; updated_at: number },
    texts: { locale: string; title: string; content: string }[],
  ): StoredAgreement {
    const byLocale = Object.fromEntries(texts.map((t) => [t.locale, { title: t.title, content: t.content }]));
    return {
      id: row.id,
      slug: row.slug,
      texts: { ...byLocale, 'zh-Hant': byLocale[DEFAULT_LOCALE] ?? { title: '', content: '' } },
      updatedAt: toIso(row.updated_at),
    };
  }

  // ---- home and maintenance, as stored ----

  async banners(): Promise<z.output<typeof storedBannersSchema>> {
    const banners = await this.#platform.get('homeBanners');
    return { banners: banners.map((b) => ({ title: { 'zh-Hant': '', ...b.title }, image: b.image, link: b.link })) };
  }

  async notice(): Promise<z.output<typeof storedNoticeSchema>> {
    const notice = await this.#platform.get('popupNotice');
    return {
      notice: notice ? { id: notice.id, title: { 'zh-Hant': '', ...notice.title }, content: { 'zh-Hant': '', ...notice.content } } : null,
    };
  }

  /** Read from the database, not the member-facing cache: the console shows what is stored. */
  async maintenance(): Promise<z.output<typeof maintenanceSettingSchema>> {
    return this.#platform.get('maintenance');
  }

  // ---- platform config ----

  /** Every value in effect: the operator's, else the server's default; amounts as decimal strings. */
  async config(): Promise<PlatformConfig> {
    const p = this.#platform;
    const [
      requireInvite,
      customerService,
      withdrawal,
      chat,
      thresholds,
      rates,
      checkInRewards,
      registrationCoupons,
      keys,
      rate,
      channels,
      bonusTiers,
      afterSalesDays,
      uuValidityMonths,
    ] = await Promise.all([
      p.get('requireInvite'),
      p.get('customerService'),
      p.get('withdrawal'),
      p.get('chatDailyQuestions'),
      p.get('levelThresholds'),
      p.get('referralRewardRates'),
      p.get('checkInRewards'),
      p.get('registrationCoupons'),
      listSettingKeys(this.#db.kysely),
      this.#wallet.rate(1),
      p.get('topUpChannels'),
      p.get('topUpBonusTiers'),
      p.get('afterSalesDays'),
      p.get('uuValidityMonths'),
    ]);
    // Read fresh (not the few-seconds cache), so the console shows what was just saved.
    const runtime = await p.loadRuntime();
    const stored = new Set(keys);
    return {
      requireInvite,
      customerService,
      withdrawal: { min: formatAmount(withdrawal.min), max: formatAmount(withdrawal.max), dailyCount: withdrawal.dailyCount },
      chatDailyQuestions: [...(chat ?? this.#defaults.chatDailyQuestions)],
      levelThresholds: (thresholds ?? this.#defaults.levelThresholds).map(formatAmount),
      referralRewardRates: [...(rates ?? this.#defaults.referralRewardRates)],
      checkInRewards: checkInRewards.map((r) => ('couponId' in r || 'questions' in r ? r : { ...r, amount: formatAmount(r.amount) })),
      registrationCoupons,
      topUpBonusTiers: bonusTiers.map((tier) => ({ min: formatAmount(tier.min), bonus: formatAmount(tier.bonus) })),
      uuValidityMonths,
      orderPayMinutes: runtime.orderPayMinutes,
      orderConfirmDays: runtime.orderConfirmDays,
      afterSalesDays: afterSalesDays ?? DEFAULT_AFTER_SALES_DAYS,
      timeZone: runtime.timeZone,
      // A key written as null (server default) counts as a default too.
      defaults: CONFIG_KEYS.filter((k) => !stored.has(k)),
      crcRate: { rate: rate.rate, updatedAt: rate.updatedAt },
      topUpChannels: channels,
    };
  }

  /**
   * Writes the keys sent (validated by the contract) in one transaction and answers the config in
   * effect. Coupons named by the config must exist, or a new member's welcome would fail later.
   */
  async saveConfig(input: SaveConfig): Promise<PlatformConfig> {
    const couponIds = [
      ...(input.registrationCoupons ?? []),
      ...(input.checkInRewards ?? []).flatMap((r) => ('couponId' in r ? [r.couponId] : [])),
    ];
    const found = await existingCouponIds(this.#db.kysely, couponIds);
    const missing = couponIds.find((id) => !found.has(id));
    if (missing !== undefined) throw new AppError('CONFIG_COUPON_NOT_FOUND', { params: { id: missing } });

    const values: Partial<Settings> = {};
    if (input.requireInvite !== undefined) values.requireInvite = input.requireInvite;
    if (input.customerService)
      values.customerService = { contacts: input.customerService.contacts, hours: filled(input.customerService.hours) };
    if (input.withdrawal) values.withdrawal = input.withdrawal;
    if (input.chatDailyQuestions) values.chatDailyQuestions = input.chatDailyQuestions;
    if (input.levelThresholds) values.levelThresholds = input.levelThresholds;
    if (input.referralRewardRates) values.referralRewardRates = input.referralRewardRates;
    if (input.checkInRewards) values.checkInRewards = input.checkInRewards;
    if (input.registrationCoupons) values.registrationCoupons = [...new Set(input.registrationCoupons)];
    if (input.topUpBonusTiers) values.topUpBonusTiers = input.topUpBonusTiers;
    if (input.uuValidityMonths !== undefined) values.uuValidityMonths = input.uuValidityMonths;
    if (input.orderPayMinutes !== undefined) values.orderPayMinutes = input.orderPayMinutes;
    if (input.orderConfirmDays !== undefined) values.orderConfirmDays = input.orderConfirmDays;
    if (input.afterSalesDays !== undefined) values.afterSalesDays = input.afterSalesDays;
    if (input.timeZone !== undefined) values.timeZone = input.timeZone;
    await this.#platform.setMany(values);
    return this.config();
  }

  /**
   * What changing the CRC rate to `rate` (hundredths of UU per CRC) does for members, asked by the
   * console before it sets the rate: the CRC the members' UU buys, and their CRC's worth in UU, at
   * the current rate and at the new one.
   */
  async crcRateImpact(rate: number): Promise<CrcRateImpact> {
    const current = (await this.#wallet.rate(1)).rate;
    const currentRate = current === null ? null : parseAmount(current);
    const rates = currentRate === null ? [rate] : [rate, currentRate];
    const totals = await memberCrcTotals(this.#db.kysely, rates);
    // The CRC's worth is rounded up like an exchange's cost (packages/domain).
    return {
      currentRate: current,
      newRate: formatAmount(rate),
      members: totals.members,
      totalUU: formatAmount(totals.uu),
      totalCRC: formatAmount(totals.crc),
      exchangeableAtCurrent: currentRate === null ? null : formatAmount(totals.exchangeable[1] ?? 0),
      exchangeableAtNew: formatAmount(totals.exchangeable[0] ?? 0),
      crcWorthAtCurrent: currentRate === null ? null : formatAmount(exchangeCost(totals.crc, currentRate)),
      crcWorthAtNew: formatAmount(exchangeCost(totals.crc, rate)),
    };
  }

  /**
   * What the top-up bonus tiers or referral reward rates of `body` would have given over the last `days` days, against
   * the rules in effect, both replayed the same way (@uu/domain topUpBonus, rewardAmount), and what was credited. Saves
   * nothing. Referral rewards are replayed at each referrer's level now (the level a past purchase met is not kept).
   */
  async dryRun(body: DryRunBody, days = 30): Promise<ConfigDryRun> {
    const db = this.#db.kysely;
    const to = this.#clock.now();
    const from = to - days * DAY_MS;
    const sum = <T>(list: T[], of: (item: T) => number) => list.reduce((total, item) => total + of(item), 0);
    let bonus: ConfigDryRun['topUpBonus'] = null;
    if (body.topUpBonusTiers) {
      const proposed = body.topUpBonusTiers;
      const [tiers, topUps, paid] = await Promise.all([
        this.#platform.get('topUpBonusTiers'),
        approvedTopUps(db, from, to),
        topUpBonusCredited(db, from, to),
      ]);
      bonus = {
        topUps: topUps.length,
        members: new Set(topUps.map((t) => t.userId)).size,
        current: formatAmount(sum(topUps, (t) => topUpBonus(t.amount, tiers))),
        proposed: formatAmount(sum(topUps, (t) => topUpBonus(t.amount, proposed))),
        paid: formatAmount(paid),
      };
    }
    let referral: ConfigDryRun['referralRewards'] = null;
    if (body.referralRewardRates) {
      const proposed = body.referralRewardRates;
      const [stored, purchases, earned] = await Promise.all([
        this.#platform.get('referralRewardRates'),
        referredPurchasesSince(db, from),
        earnedReferralRewards(db, from, to),
      ]);
      const rates = stored ?? this.#defaults.referralRewardRates;
      referral = {
        buyers: new Set(purchases.map((p) => p.buyer)).size,
        referrers: new Set(purchases.map((p) => p.referrer)).size,
        current: formatAmount(sum(purchases, (p) => rewardAmount(p.amount, rates[p.level] ?? 0))),
        proposed: formatAmount(sum(purchases, (p) => rewardAmount(p.amount, proposed[p.level] ?? 0))),
        earned: formatAmount(earned),
      };
    }
    return { from, to, days, topUpBonus: bonus, referralRewards: referral };
  }
}
