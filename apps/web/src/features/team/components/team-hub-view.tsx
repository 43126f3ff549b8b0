import { InfiniteScroll, ProgressBar } from 'antd-mobile';
import { GiftOutline, TeamOutline } from 'antd-mobile-icons';
import { Link, useSearchParams } from '@/lib/router';
import { TEAM_PERIODS } from '@uu/contract/team';
import { EmptyView } from '@/components/ui/empty-view';
import { paths } from '@/config/paths';
import { useMyTeamInfo } from '../api/get-my-team-info';
import { usePromotionPersonNumber } from '../api/get-promotion-person-number';
import { useTeamTranslation } from '../hooks/use-team-translation';
import { levelProgress, parsePeriod } from '../utils/team-rules';
import { TeamMemberRow } from './team-member-row';
import { TeamRewardsView } from './team-rewards-view';
import styles from './team.module.css';

/**
 * navTeam, the team hub (spec §2, §3 "team: direct referrals, total team members, performance"):
 * the member's level and what the next one needs, the team's figures for a period, the invitation
 * counts and rewards (and the rewards by state: TeamRewardsView), the entries to myInvitation and sixDegrees, and the direct referrals with
 * their level and performance. The period lives in the address (replaced).
 */
export function TeamHubView() {
  const { t } = useTeamTranslation();
  const [params, setParams] = useSearchParams();
  const period = parsePeriod(params.get('period'));
  const info = useMyTeamInfo(period);
  const invited = usePromotionPersonNumber();
  const first = info.data?.pages[0];
  const directs = info.data?.pages.flatMap((p) => p.directs.list) ?? [];

  return (
    <div className={styles.screen}>
      <section className={styles.hero} aria-label={t('team.hub.level')}>
        <div className={styles.heroRow}>
          <span>{t('team.hub.level')}</span>
          <span className={styles.levelBadge} data-testid="team-level">
            {first ? t(`levels.${first.level}`) : '…'}
          </span>
        </div>
        {first && (
          <>
            <div className={styles.next} data-testid="team-next-level">
              {first.nextLevel
                ? t('team.hub.nextLevel', { level: t(`levels.${first.nextLevel.level}`), missing: first.nextLevel.missing })
                : t('team.hub.topLevel')}
            </div>
            {first.nextLevel && (
              <>
                <ProgressBar className={styles.progress} percent={levelProgress(first.nextLevel)} />
                <div className={styles.next}>{t('team.hub.nextLevelThreshold', { threshold: first.nextLevel.threshold })}</div>
              </>
            )}
          </>
        )}
        <div className={styles.figures}>
          <div className={styles.figure}>
            <span className={styles.figureValue} data-testid="team-direct-count">
              {first?.directReferrals ?? '–'}
            </span>
            <span className={styles.figureLabel}>{t('team.hub.directReferrals')}</span>
          </div>
          <div className={styles.figure}>
            <span className={styles.figureValue} data-testid="team-member-count">
              {first?.teamMembers ?? '–'}
            </span>
            <span className={styles.figureLabel}>{t('team.hub.teamMembers')}</span>
          </div>
          <div className={styles.figure}>
            <span className={styles.figureValue} data-testid="team-performance">
              {first?.performance ?? '–'}
            </span>
            <span className={styles.figureLabel}>
              {t('team.hub.performance')} · {t(`team.hub.periods.${period}`)}
            </span>
          </div>
        </div>
      </section>

      <div className={styles.periods} role="group" aria-label={t('team.hub.performance')}>
        {TEAM_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            className={styles.period}
            aria-pressed={p === period}
            onClick={() => setParams({ period: p }, { replace: true })}
            data-testid={`team-period-${p}`}
          >
            {t(`team.hub.periods.${p}`)}
          </button>
        ))}
      </div>

      <div className={styles.entries}>
        <Link className={styles.entry} to={paths.myInvitation.getHref()} data-testid="team-entry-myInvitation">
          <GiftOutline fontSize={20} color="#d4380d" /> {t('team.hub.entries.myInvitation')}
        </Link>
        <Link className={styles.entry} to={paths.sixDegrees.getHref()} data-testid="team-entry-sixDegrees">
          <TeamOutline fontSize={20} color="#d4380d" /> {t('team.hub.entries.sixDegrees')}
        </Link>
      </div>

      <section className={styles.card}>
        <div className={styles.row}>
          <span>{t('team.hub.invited')}</span>
          <span data-testid="team-invited">
            {t('team.hub.invitedTotal', { count: invited.data?.total ?? 0 })} ·{' '}
            {t('team.hub.invitedToday', { count: invited.data?.today ?? 0 })}
          </span>
        </div>
        <div className={styles.row}>
          <span>{t('team.hub.totalPerformance')}</span>
          <span>{first ? t('team.unit', { amount: first.totalPerformance }) : '–'}</span>
        </div>
        <div className={styles.row}>
          <span>{t('team.hub.rewards')}</span>
          <span data-testid="team-rewards">
            {first
              ? `${t('team.hub.rewardsPaid', { amount: first.rewards.paid })} · ${t('team.hub.rewardsPending', { amount: first.rewards.pending })}`
              : '–'}
          </span>
        </div>
      </section>

      <TeamRewardsView />

      <section className={styles.card} aria-label={t('team.hub.directs')}>
        <h2 className={styles.cardTitle}>{t('team.hub.directs')}</h2>
        {info.isPending ? (
          <p className={styles.muted}>{t('common.loading')}</p>
        ) : info.isError && !first ? (
          <p className={styles.muted}>{t('team.hub.loadFailed')}</p>
        ) : directs.length === 0 ? (
          <EmptyView text={t('team.hub.noDirects')} />
        ) : (
          <>
            <div data-testid="team-directs">
              {directs.map((d) => (
                <TeamMemberRow
                  key={d.memberNo}
                  member={d}
                  side={
                    <>
                      <div>{t('team.hub.memberPerformance', { amount: d.performance })}</div>
                      <div className={styles.muted}>{t('team.hub.memberTeam', { count: d.teamMembers })}</div>
                    </>
                  }
                />
              ))}
            </div>
            <InfiniteScroll
              loadMore={async () => {
                await info.fetchNextPage();
              }}
              hasMore={info.hasNextPage}
            >
              {info.hasNextPage ? t('common.loading') : t('team.hub.noMore')}
            </InfiniteScroll>
          </>
        )}
      </section>
    </div>
  );
}
