import type { z } from 'zod';
import type { Locale } from '@uu/contract/locales';
import { errorMessage } from '@uu/i18n/server';
import { formatAmount } from '@uu/contract/money';
import { planSchema, type MemberPackage, type MyFlow, type Plan, type PlanGoods, type flowUsageBodySchema } from '@uu/contract/packages';
import type { Db, Trx } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { toIso, type Clock } from '../../lib/clock';
import { isUniqueViolation } from '../accounts/accounts.repository';
import type { AuthContext } from '../sessions/sessions.service';
import { localizedJson } from '../../lib/localized';
import * as repo from './packages.repository';

type UsageInput = z.output<typeof flowUsageBodySchema>;

const DAY = 24 * 60 * 60_000;

/** A refusal as the operator reads it, in their language. */
function reason(error: AppError, locale: Locale): string {
  return errorMessage(locale, error.codeName, error.params);
}

/**
 * Flow and chat packages (product.md "Flow packages, AI chat and check-in"). A package is a virtual
 * goods with a plan; paying its order starts it at once (`grant`, inside the payment's transaction).
 * Flow usage comes from the carrier, by an operator call or a CSV import: each report counts once
 * by its ref, and is taken from the member's active packages soonest-ending first, each by an
 * UPDATE conditional on what it has left.
 */
export class PackagesService {
  readonly #db: Db;
  readonly #clock: Clock;

  constructor(deps: { db: Db; clock: Clock }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
  }

  /** The packages on sale, cheapest first. */
  async listPlans(type: Plan['type'] | undefined, locale: Locale): Promise<{ list: PlanGoods[] }> {
    const rows = await repo.listPlanGoods(this.#db.kysely);
    const list: PlanGoods[] = [];
    for (const row of rows) {
      const plan = planSchema.safeParse(JSON.parse(row.plan_spec ?? 'null'));
      if (!plan.success || (type && plan.data.type !== type)) continue;
      list.push({
        id: row.id,
        name: localizedJson(row.name, locale),
        cover: (JSON.parse(row.images) as string[])[0] ?? null,
        price: formatAmount(row.price),
        referencePrice: row.reference_price === null ? null : formatAmount(row.reference_price),
        fbPercent: row.fb_percent,
        plan: plan.data,
      });
    }
    return { list };
  }

  /**
   * Starts the package a paid order bought, in the payment's transaction: `quantity` pieces give
   * that many times the data (or questions a day) over the plan's days, from now.
   */
  async grant(
    trx: Trx,
    order: { id: number; user_id: number; quantity: number; goods_snapshot: string },
    locale: Locale,
  ): Promise<MemberPackage | null> {
    const snapshot = JSON.parse(order.goods_snapshot) as { name: Record<string, string>; plan?: unknown };
    const parsed = planSchema.safeParse(snapshot.plan);
    if (!parsed.success) return null;
    const plan = parsed.data;
    const now = this.#clock.now();
    const ends = now + plan.days * DAY;
    const name = JSON.stringify(snapshot.name);
    if (plan.type === 'flow') {
      const dataMb = plan.dataMb * order.quantity;
      const row = await repo.insertFlowPackage(trx, {
        user_id: order.user_id,
        order_id: order.id,
        name,
        data_mb: dataMb,
        starts_at: now,
        ends_at: ends,
        created_at: now,
      });
      return flowOf(row, locale);
    }
    const questionsPerDay = plan.questionsPerDay * order.quantity;
    const row = await repo.insertChatPackage(trx, {
      user_id: order.user_id,
      order_id: order.id,
      questions_per_day: questionsPerDay,
      starts_at: now,
      ends_at: ends,
      created_at: now,
    });
    return {
      id: row.id,
      type: 'chat',
      name: localizedJson(name, locale),
      dataMb: null,
      usedMb: null,
      questionsPerDay: row.questions_per_day,
      startsAt: toIso(row.starts_at),
      endsAt: toIso(row.ends_at),
      orderId: order.id,
    };
  }

  /** selectMyFlow: total, used and remaining over the active flow packages, and each of them. */
  async myFlow(auth: AuthContext, locale: Locale): Promise<MyFlow> {
    const now = this.#clock.now();
    const rows = await repo.activeFlowPackages(this.#db.kysely, auth.user.id, now);
    const totalMb = rows.reduce((sum, r) => sum + Number(r.data_mb), 0);
    const usedMb = rows.reduce((sum, r) => sum + Number(r.used_mb), 0);
    return { totalMb, usedMb, remainingMb: totalMb - usedMb, packages: rows.map((r) => flowOf(r, locale)) };
  }

  /** One usage report (the operator call), counted once by its ref. */
  async reportUsage(input: UsageInput, source: 'call' | 'import' = 'call'): Promise<{ ref: string; appliedMb: number; overMb: number }> {
    const userId = await repo.memberIdByNumber(this.#db.kysely, input.memberNo);
    if (userId === undefined) throw new AppError('ACCOUNT_NOT_FOUND');
    const usedAt = input.at ? Date.parse(input.at) : this.#clock.now();
    try {
      return await this.#db.transaction(async (trx) => {
        if (await repo.usageReported(trx, input.ref)) throw new AppError('FLOW_USAGE_DUPLICATE');
        const active = await repo.activeFlowPackages(trx, userId, usedAt);
        if (active.length === 0) throw new AppError('FLOW_NO_PACKAGE');
        let left = input.usedMb;
        for (const pkg of active) {
          if (left === 0) break;
          const take = Math.min(left, Number(pkg.data_mb) - Number(pkg.used_mb));
          if (take <= 0) continue;
          if (await repo.useFlow(trx, pkg.id, take)) left -= take;
        }
        const appliedMb = input.usedMb - left;
        const usage = { ref: input.ref, user_id: userId, used_mb: input.usedMb, applied_mb: appliedMb, used_at: usedAt, source };
        await repo.insertUsage(trx, { ...usage, created_at: this.#clock.now() });
        return { ref: input.ref, appliedMb, overMb: left };
      });
    } catch (error) {
      // Two reports of one ref at once: the unique index lets one through.
      if (isUniqueViolation(error)) throw new AppError('FLOW_USAGE_DUPLICATE');
      throw error;
    }
  }

  /**
   * A carrier's usage file: a header row `ref,memberNo,usedMb[,at]`, then one report per line. Each
   * good row is counted (in its own transaction); each bad one is answered with its line and why,
   * and changes nothing.
   */
  async importUsage(
    csv: string,
    locale: Locale,
  ): Promise<{ accepted: number; rejected: { line: number; ref: string | null; reason: string }[] }> {
    const lines = csv.replace(/^\uFEFF/, '').split(/\r?\n/);
    const header = (lines[0] ?? '').split(',').map((h) => h.trim());
    const rejected: { line: number; ref: string | null; reason: string }[] = [];
    const columns = {
      ref: header.indexOf('ref'),
      memberNo: header.indexOf('memberNo'),
      usedMb: header.indexOf('usedMb'),
      at: header.indexOf('at'),
    };
    if (columns.ref < 0 || columns.memberNo < 0 || columns.usedMb < 0) {
      return {
        accepted: 0,
        rejected: [{ line: 1, ref: null, reason: `${reason(new AppError('VALIDATION'), locale)} (ref,memberNo,usedMb)` }],
      };
    }
    let accepted = 0;
    for (let i = 1; i < lines.length; i++) {
      const raw = (lines[i] ?? '').trim();
      if (!raw) continue;
      const cells = raw.split(',').map((c) => c.trim());
      const ref = cells[columns.ref] || null;
      const usedMb = Number(cells[columns.usedMb]);
      const memberNo = cells[columns.memberNo] ?? '';
      const at = columns.at >= 0 && cells[columns.at] ? cells[columns.at] : undefined;
      if (
        !ref ||
        ref.length > 80 ||
        !/^\d{8}$/.test(memberNo) ||
        !Number.isInteger(usedMb) ||
        usedMb < 1 ||
        usedMb > 10_000_000 ||
        (at !== undefined && Number.isNaN(Date.parse(at)))
      ) {
        rejected.push({ line: i + 1, ref, reason: reason(new AppError('VALIDATION'), locale) });
        continue;
      }
      try {
        await this.reportUsage({ ref, memberNo, usedMb, at: at === undefined ? undefined : new Date(at).toISOString() }, 'import');
        accepted++;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        rejected.push({ line: i + 1, ref, reason: reason(error, locale) });
      }
    }
    return { accepted, rejected };
  }
}

function flowOf(
  row: { id: number; order_id: number | null; name: string; data_mb: number; used_mb: number; starts_at: number; ends_at: number },
  locale: Locale,
): MemberPackage {
  return {
    id: row.id,
    type: 'flow',
    name: localizedJson(row.name, locale),
    dataMb: Number(row.data_mb),
    usedMb: Number(row.used_mb),
    questionsPerDay: null,
    startsAt: toIso(row.starts_at),
    endsAt: toIso(row.ends_at),
    orderId: row.order_id,
  };
}
