import { InfiniteScroll } from 'antd-mobile';
import { useSearchParams } from '@/lib/router';
import { EmptyView } from '@/components/ui/empty-view';
import { useSixDegrees } from '../api/get-six-degrees';
import { useTeamTranslation } from '../hooks/use-team-translation';
import { depthTabs, parseDepth } from '../utils/team-rules';
import { TeamMemberRow } from './team-member-row';
import styles from './team.module.css';

/**
 * sixDegrees (product.md "Team and referral"): the member's team by depth 1 to 6, a tab per depth
 * with its count, and the members of the chosen depth with their contacts masked. The depth lives
 * in the address (replaced).
 */
export function SixDegreesView() {
  const { t } = useTeamTranslation();
  const [params, setParams] = useSearchParams();
  const depth = parseDepth(params.get('depth'));
  const six = useSixDegrees(depth);
  const first = six.data?.pages[0];
  const members = six.data?.pages.flatMap((p) => p.members.list) ?? [];
  const tabs = depthTabs(first?.counts);

  return (
    <div className={styles.screen}>
      <div className={styles.depthTabs} role="tablist" aria-label={t('routes.sixDegrees')}>
        {tabs.map((tab) => (
          <button
            key={tab.depth}
            type="button"
            role="tab"
            aria-selected={tab.depth === depth}
            className={styles.depthTab}
            onClick={() => setParams({ depth: String(tab.depth) }, { replace: true })}
            data-testid={`six-tab-${tab.depth}`}
          >
            <span className={styles.depthCount} data-testid={`six-count-${tab.depth}`}>
              {first ? tab.count : '–'}
            </span>
            <span>{t('team.six.depth', { depth: tab.depth })}</span>
          </button>
        ))}
      </div>

      <section className={styles.card} aria-label={t('team.six.depthTitle', { depth })}>
        <h2 className={styles.cardTitle}>
          {t('team.six.depthTitle', { depth })} · {t('team.six.count', { count: first?.members.total ?? 0 })}
        </h2>
        {six.isPending ? (
          <p className={styles.muted}>{t('common.loading')}</p>
        ) : members.length === 0 ? (
          <EmptyView text={t('team.six.empty')} />
        ) : (
          <>
            <div data-testid="six-members">
              {members.map((m) => (
                <TeamMemberRow key={m.memberNo} member={m} />
              ))}
            </div>
            <InfiniteScroll
              loadMore={async () => {
                await six.fetchNextPage();
              }}
              hasMore={six.hasNextPage}
            >
              {six.hasNextPage ? t('common.loading') : t('team.hub.noMore')}
            </InfiniteScroll>
          </>
        )}
      </section>
    </div>
  );
}
