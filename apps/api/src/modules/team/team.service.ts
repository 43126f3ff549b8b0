import type { z } from 'zod';
import { formatAmount } from '@uu/contract/money';
import type { UserInfo } from '@uu/contract/accounts';
import {
  TEAM_DEPTHS,
  type DirectReferral,
  type MyTeamInfo,
  type PromotionPersonNumber,
  type ReferralRewardState,
  type SixDegrees,
  type TeamMember,
  type TeamReward,
  type TeamRewards,
  type TeamPeriod,
  type myTeamInfoQuerySchema,
  type sixDegreesQuerySchema,
  type teamRewardsQuerySchema,
} from '@uu/contract/team';
import { DEFAULT_AFTER_SALES_DAYS } from '@uu/domain/after-sales';
import { rewardAvailableAfter } from '@uu/domain/reward-states';
import { maskContact } from '@uu/domain/contact-mask';
import { nextLevel, promotedLevel } from '@uu/domain/team-rules';
import type { Db, Executor } from '../../db/database';
import { AppError } from '../../lib/app-error';
import { platformPeriodStart, toIso, type Clock } from '../../lib/clock';
import { userRowToUserInfo } from '../accounts/accounts.mapper';
import type { UserRow } from '../accounts/accounts.table';
import type { PlatformService } from '../platform/platform.service';
import type { AuthContext } from '../sessions/sessions.service';
import { countMemberRewards, listMemberRewards, type MemberRewardRow } from './rewards.repository';
import {
  countByDepth,
  countInvited,
  countTeam,
  membersAtDepth,
  ownPerformances,
  periodPerformances,
  raiseLevel,
  rewardTotals,
  setUserLevel,
  storedPerformance,
  storedPerformances,
  teamSizes,
} from './team.repository';

type TeamInfoInput = z.output<typeof myTeamInfoQuerySchema>;
type SixDegreesInput = z.output<typeof sixDegreesQuerySchema>;
type RewardsInput = z.output<typeof teamRewardsQuerySchema>;

/** The contract's reward states and the table's (`paid`: the KB is in the wallet, i.e. available). */
const STATUS_OF = { pending: 'pending', available: 'paid', void: 'void' } as const;

function toTeamReward(row: MemberRewardRow, state: ReferralRewardState, windowDays: number): TeamReward {
  const order =
    row.order_status === null || row.delivery_type === null
      ? null
      : { status: row.order_status, deliveryType: row.delivery_type, doneAt: row.done_at };
  const after = state === 'pending' && order ? rewardAvailableAfter(order, windowDays) : null;
  const settled = row.settled_at === null ? null : toIso(row.settled_at);
  return {
    id: Number(row.id),
    state,
    amount: formatAmount(row.amount),
    baseAmount: formatAmount(row.base_amount),
    rateBps: row.rate_bps,
    source: { type: row.source_type, id: Number(row.source_id), orderNo: row.order_no ?? null },
    buyer: { memberNo: row.member_no, nickname: row.nickname },
    createdAt: toIso(row.created_at),
    availableAfter: after === null ? null : toIso(after),
    availableAt: state === 'available' ? settled : null,
    voidedAt: state === 'void' ? settled : null,
  };
}

export type TeamSettings = {
  /** All-time team performance (hundredths) for levels 1-5. */
  thresholds: readonly number[];
  /** Reward rates by the referrer's level 0-5, in basis points. */
  ratesBps: readonly number[];
};

/** A team member as the team pages show them: the contact masked (spec §1 team lists; decisions.md). */
function toTeamMember(row: UserRow): TeamMember {
  const contact = row.email ?? row.phone;
  return {
    memberNo: row.member_no,
    nickname: row.nickname,
    avatar: row.avatar,
    level: row.level,
    contact: contact ? maskContact(contact) : null,
    joinedAt: toIso(row.created_at),
  };
}

/**
 * The member's own team (product.md "Team and referral"). Every method reads the team of the
 * signed-in member only: the member comes from the session, never from the request, so another
 * member's team cannot be asked for. Totals and depth counts come from the closure table
 * (`team_paths`), one index range each, whatever the size of the team.
 */
export class TeamService {
  readonly #db: Db;
  readonly #clock: Clock;
  readonly #platform: PlatformService;
  /** The platform day's time zone, read at each use (the operator may change it). */
  readonly #timeZone: () => string;
  readonly #defaults: TeamSettings;

  constructor(deps: { db: Db; clock: Clock; platform: PlatformService; timeZone: () => string; defaults: TeamSettings }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#platform = deps.platform;
    this.#timeZone = deps.timeZone;
    this.#defaults = deps.defaults;
  }

  /** The operator's settings, or the server's defaults. */
  async settings(db: Executor = this.#db.kysely): Promise<TeamSettings> {
    const thresholds = await this.#platform.get('levelThresholds', db);
    const rates = await this.#platform.get('referralRewardRates', db);
    return { thresholds: thresholds ?? this.#defaults.thresholds, ratesBps: rates ?? this.#defaults.ratesBps };
  }

  #since(period: TeamPeriod): number | null {
    if (period === 'all') return null;
    return platformPeriodStart(this.#clock.now(), this.#timeZone(), period === 'today' ? 'day' : 'month');
  }

  async myTeamInfo(auth: AuthContext, input: TeamInfoInput): Promise<MyTeamInfo> {
    const userId = auth.user.id;
    const db = this.#db.kysely;
    const since = this.#since(input.period);
    const { thresholds } = await this.settings();
    const [byDepth, teamMembers, totalPerformance, periodPerformance, directRows, rewards] = await Promise.all([
      countByDepth(db, userId, 1),
      countTeam(db, userId),
      storedPerformance(db, userId),
      since === null ? Promise.resolve(null) : periodPerformances(db, [userId], since, false),
      membersAtDepth(db, userId, 1, input.size, (input.page - 1) * input.size),
      rewardTotals(db, userId),
    ]);
    // Thresholds may have been lowered since the last payment below: the member's own level catches up on reading.
    let level = auth.user.level;
    const reached = promotedLevel(level, totalPerformance, thresholds);
    if (reached > level && (await raiseLevel(db, userId, reached, this.#clock.now()))) level = reached;

    const ids = directRows.map((r) => r.id);
    const [sizes, performances] = await Promise.all([teamSizes(db, ids), this.#directPerformances(ids, since)]);
    const directs: DirectReferral[] = directRows.map((row) => ({
      ...toTeamMember(row),
      teamMembers: sizes.get(row.id) ?? 0,
      performance: formatAmount(performances.get(row.id) ?? 0),
    }));
    const rewardOf = (status: string) => Number(rewards.find((r) => r.status === status)?.total ?? 0);
    const next = nextLevel(level, totalPerformance, thresholds);
    const directCount = byDepth.get(1) ?? 0;
    return {
      level: level,
      directReferrals: directCount,
      teamMembers,
      period: input.period,
      performance: formatAmount(since === null ? totalPerformance : (periodPerformance?.get(userId) ?? 0)),
      totalPerformance: formatAmount(totalPerformance),
      nextLevel: next ? { level: next.level, threshold: formatAmount(next.threshold), missing: formatAmount(next.missing) } : null,
      rewards: { pending: formatAmount(rewardOf('pending')), paid: formatAmount(rewardOf('paid')) },
      directs: { list: directs, total: directCount, page: input.page, size: input.size },
    };
  }

  /**
   * Each direct referral's own orders and their team's, in the period. Since the start, the kept
   * all-time figure of their team plus their own orders (no walk of their team); for a period,
   * their team's orders summed through the closure table.
   */
  async #directPerformances(ids: number[], since: number | null): Promise<Map<number, number>> {
    const db = this.#db.kysely;
    if (since !== null) return periodPerformances(db, ids, since, true);
    const [team, own] = await Promise.all([storedPerformances(db, ids), ownPerformances(db, ids)]);
    return new Map(ids.map((id) => [id, (team.get(id) ?? 0) + (own.get(id) ?? 0)]));
  }

  /** selectPromotionPersonNumber: the members who registered with this member's code, in total and today. */
  async promotionPersonNumber(auth: AuthContext): Promise<PromotionPersonNumber> {
    const db = this.#db.kysely;
    const [total, today] = await Promise.all([
      countInvited(db, auth.user.id, null),
      countInvited(db, auth.user.id, platformPeriodStart(this.#clock.now(), this.#timeZone(), 'day')),
    ]);
    return { total, today };
  }

  /** sixDegrees: how many members at each depth 1-6, and a page of those at one depth. */
  async sixDegrees(auth: AuthContext, input: SixDegreesInput): Promise<SixDegrees> {
    const db = this.#db.kysely;
    const [byDepth, rows] = await Promise.all([
      countByDepth(db, auth.user.id, TEAM_DEPTHS.length),
      membersAtDepth(db, auth.user.id, input.depth, input.size, (input.page - 1) * input.size),
    ]);
    return {
      counts: TEAM_DEPTHS.map((depth) => ({ depth, count: byDepth.get(depth) ?? 0 })),
      depth: input.depth,
      members: { list: rows.map(toTeamMember), total: byDepth.get(input.depth) ?? 0, page: input.page, size: input.size },
    };
  }

  /**
   * The member's own referral rewards in one state, newest first (issue 24), with the counts of each state: the
   * pending ones with when they may become available, the available ones with when they did.
   */
  async rewards(auth: AuthContext, input: RewardsInput): Promise<TeamRewards> {
    const db = this.#db.kysely;
    const [rows, counts, days] = await Promise.all([
      listMemberRewards(db, auth.user.id, STATUS_OF[input.state], input.page, input.size),
      countMemberRewards(db, auth.user.id),
      this.#platform.get('afterSalesDays'),
    ]);
    const windowDays = days ?? DEFAULT_AFTER_SALES_DAYS;
    const count = (state: ReferralRewardState) => counts.get(STATUS_OF[state]) ?? 0;
    return {
      state: input.state,
      list: rows.map((row) => toTeamReward(row, input.state, windowDays)),
      total: count(input.state),
      page: input.page,
      size: input.size,
      counts: { pending: count('pending'), available: count('available'), void: count('void') },
    };
  }

  /** An operator sets a level (up or down); automatic promotion never lowers what is set here. */
  async setLevel(userId: number, level: number): Promise<UserInfo> {
    const row = await setUserLevel(this.#db.kysely, userId, level, this.#clock.now());
    if (!row) throw new AppError('NOT_FOUND', { status: 404 });
    return userRowToUserInfo(row);
  }
}
