import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@/lib/router';
import type { Banner, Notice } from '@uu/contract/home';
import type { ClaimableCoupon } from '@uu/contract/coupons';
import type { PlanGoods } from '@uu/contract/packages';
import { Picture } from '@/components/ui/picture';
import { paths } from '@/config/paths';
import { session, useSession } from '@/lib/session';
import { useHome } from '../api/home';
import { HomeIcon, type HomeIconName } from './home-icons';
import styles from './home.module.css';

const ENTRIES: { key: HomeIconName; href: string }[] = [
  { key: 'mall', href: paths.mall.getHref() },
  { key: 'chat', href: paths.chat.getHref() },
  { key: 'signIn', href: paths.signIn.getHref() },
  { key: 'myMoney', href: paths.myMoney.getHref() },
  { key: 'myOrder', href: paths.myOrder.getHref() },
  { key: 'myCoupon', href: paths.myCoupon.getHref() },
  { key: 'flow', href: paths.flowPackages.getHref() },
  { key: 'eos', href: paths.eosPage.getHref() },
];

/**
 * Home (spec §1, §2 tab 0): the operator's banners and popup notice (once per notice), the main
 * services, coupons to claim, the packages with their reference prices and the CRC reference
 * price, from one call; pull down to refresh. It is the first route: plain elements and CSS, the
 * light reader (lib/public-read.ts), and the full client only when a coupon is claimed.
 */
export function HomeView() {
  const { t, i18n } = useTranslation();
  const home = useHome(i18n.language);
  const pull = usePullToRefresh(home.refetch);
  const waited = useElapsed(SHAPE_WAIT_MS);
  const data = home.data;

  // Until the answer says whether there are banners, the page's shape is not known: drawn before it, the services
  // and everything below would jump when the banners' room closes (or opens). So the page waits for it a moment.
  if (!data && !home.error && !waited) return <div className={styles.screen} aria-busy="true" data-testid="home" />;

  return (
    <div className={styles.screen} {...pull.handlers} data-testid="home">
      {pull.state !== 'idle' && (
        <p className={styles.pull} style={{ height: pull.distance }} data-testid="home-pull">
          {t(pull.state === 'refreshing' ? 'home.refreshing' : pull.state === 'ready' ? 'home.release' : 'home.pullToRefresh')}
        </p>
      )}
      {data ? <Banners banners={data.banners} /> : <div className={styles.bannerSkeleton} />}

      <nav className={styles.card} aria-label={t('home.services')}>
        <div className={styles.grid}>
          {ENTRIES.map(({ key, href }) => (
            <Link key={key} to={href} className={styles.entry} data-testid={`home-entry-${key}`}>
              <span className={styles.entryIcon} data-kind={key}>
                <HomeIcon name={key} />
              </span>
              {t(`home.entries.${key}`)}
            </Link>
          ))}
        </div>
      </nav>

      {home.error && !data && (
        <p className={styles.error} role="alert">
          {t('home.loadFailed', { reason: home.error.message })}{' '}
          <button type="button" className={styles.link} onClick={() => void home.refetch()}>
            {t('common.retry')}
          </button>
        </p>
      )}

      {data && (
        <>
          <Link to={paths.eosPage.getHref()} className={`${styles.card} ${styles.crc}`} data-testid="home-crc">
            <span>{t('home.crc')}</span>
            <strong>{data.crc.rate ? t('home.crcRate', { rate: data.crc.rate }) : t('home.crcUnset')}</strong>
          </Link>
          {data.coupons.length > 0 && <Coupons coupons={data.coupons} onClaimed={home.refetch} />}
          {data.packages.length > 0 && <Packages packages={data.packages} />}
          {data.notice && <NoticePopup notice={data.notice} />}
        </>
      )}
    </div>
  );
}

/** How long home waits for its answer before drawing the services beside a banner placeholder. */
const SHAPE_WAIT_MS = 1000;

function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return elapsed;
}

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <section className={styles.card} aria-label={title} data-testid={testId}>
      <h2 className={styles.title}>{title}</h2>
      {children}
    </section>
  );
}

/** The banners: a row that snaps one at a time and moves on by itself every 4 s. */
function Banners({ banners }: { banners: Banner[] }) {
  const row = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (banners.length < 2) return;
    const timer = setInterval(() => {
      const el = row.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % banners.length;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, 4000);
    return () => clearInterval(timer);
  }, [banners.length]);
  if (banners.length === 0) return null;
  return (
    <div className={styles.banners}>
      <div
        ref={row}
        className={styles.bannerRow}
        onScroll={(e) => setIndex(Math.round(e.currentTarget.scrollLeft / e.currentTarget.clientWidth))}
        data-testid="home-banners"
      >
        {banners.map((banner, i) => {
          // The first banner is the page's first picture: fetched at once; the others wait for their turn.
          const body = banner.image ? (
            <Picture src={banner.image} alt={banner.title} sizes="100vw" width={750} height={300} priority={i === 0} />
          ) : (
            <span>{banner.title}</span>
          );
          const props = { className: styles.banner, 'data-testid': 'home-banner' };
          if (!banner.link)
            return (
              <div key={i} {...props}>
                {body}
              </div>
            );
          return banner.link.startsWith('/') ? (
            <Link key={i} {...props} to={banner.link}>
              {body}
            </Link>
          ) : (
            <a key={i} {...props} href={banner.link} target="_blank" rel="noopener noreferrer">
              {body}
            </a>
          );
        })}
      </div>
      {banners.length > 1 && (
        <div className={styles.dots} aria-hidden="true">
          {banners.map((_, i) => (
            <i key={i} data-on={i === index || undefined} />
          ))}
        </div>
      )}
    </div>
  );
}

function Coupons({ coupons, onClaimed }: { coupons: ClaimableCoupon[]; onClaimed: () => Promise<void> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token } = useSession();
  const [busy, setBusy] = useState<number | null>(null);

  const claim = async (coupon: ClaimableCoupon) => {
    if (!token) {
      void navigate(paths.login.getHref({ redirect: paths.home.getHref() }));
      return;
    }
    setBusy(coupon.couponId);
    // The full API client (and its error messages) loads with the first claim.
    const [{ claimCoupon }, { showToast }] = await Promise.all([import('../api/claim-coupon'), import('@/components/ui/toast')]);
    try {
      await claimCoupon(coupon.couponId);
      showToast(t('home.claimedToast'), 'success');
    } catch {
      // The API client has shown why.
    } finally {
      setBusy(null);
      await onClaimed();
    }
  };

  return (
    <Section title={t('home.coupons')} testId="home-coupons">
      <div className={styles.couponRow}>
        {coupons.map((c) => (
          <div key={c.couponId} className={styles.coupon} data-testid="home-coupon" data-coupon-id={c.couponId}>
            <strong>
              {c.kind === 'package'
                ? t('home.couponPackage')
                : c.discountType === 'percent'
                  ? t('home.couponPercent', { percent: c.percent })
                  : t('home.couponOff', { amount: c.amount })}
            </strong>
            <span className={styles.muted}>{c.name}</span>
            {c.kind === 'mall' && c.minSpend !== '0.00' && (
              <span className={styles.muted}>{t('home.couponMin', { amount: c.minSpend })}</span>
            )}
            <button
              type="button"
              className={styles.claim}
              disabled={c.claimed || busy === c.couponId}
              onClick={() => void claim(c)}
              data-testid="home-coupon-claim"
            >
              {t(c.claimed ? 'home.claimed' : 'home.claim')}
            </button>
          </div>
        ))}
      </div>
    </Section>
  );
}

function Packages({ packages }: { packages: PlanGoods[] }) {
  const { t } = useTranslation();
  return (
    <Section title={t('home.packages')} testId="home-packages">
      {packages.map((p) => (
        <Link
          key={p.id}
          to={paths.flowPackages.getHref({ buy: p.id })}
          className={styles.plan}
          data-testid="home-package"
          data-goods-id={p.id}
        >
          <span>
            <strong>{p.name}</strong>
            <span className={styles.muted}>
              {p.plan.type === 'flow'
                ? t('home.flowPlan', { gb: Math.round((p.plan.dataMb / 1024) * 10) / 10, days: p.plan.days, count: p.plan.days })
                : t('home.chatPlan', { questions: p.plan.questionsPerDay, days: p.plan.days, count: p.plan.days })}
            </span>
          </span>
          <span className={styles.price}>
            <strong data-testid="home-package-price">{p.price} UU</strong>
            {p.referencePrice && <s data-testid="home-package-reference">{t('home.reference', { amount: p.referencePrice })}</s>}
          </span>
        </Link>
      ))}
    </Section>
  );
}

/** The operator's popup notice, once per notice on this device (spec §3 popupStatus). */
function NoticePopup({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  const { popupStatus } = useSession();
  if (popupStatus === notice.id) return null;
  return (
    <div className={styles.overlay} role="dialog" aria-modal="true" aria-labelledby="home-notice-title" data-testid="home-notice">
      <div className={styles.notice}>
        <h2 id="home-notice-title">{notice.title}</h2>
        <p>{notice.content}</p>
        <button
          type="button"
          className={styles.claim}
          onClick={() => session.set('popupStatus', notice.id)}
          data-testid="home-notice-close"
        >
          {t('home.noticeClose')}
        </button>
      </div>
    </div>
  );
}

type PullState = 'idle' | 'pulling' | 'ready' | 'refreshing';

/** Pull down from the top of the page to refresh: 64 px arms it, letting go runs `refresh`. */
function usePullToRefresh(refresh: () => Promise<void>) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  const [state, setState] = useState<PullState>('idle');
  const handlers = {
    onTouchStart: (e: React.TouchEvent) => {
      start.current = window.scrollY <= 0 && state !== 'refreshing' ? (e.touches[0]?.clientY ?? null) : null;
    },
    onTouchMove: (e: React.TouchEvent) => {
      const y = e.touches[0]?.clientY;
      if (start.current === null || y === undefined) return;
      const dy = Math.min(96, Math.max(0, (y - start.current) / 2));
      setDistance(dy);
      setState(dy === 0 ? 'idle' : dy >= 32 ? 'ready' : 'pulling');
    },
    onTouchEnd: () => {
      start.current = null;
      if (state !== 'ready') {
        setState('idle');
        setDistance(0);
        return;
      }
      setState('refreshing');
      setDistance(40);
      void refresh().finally(() => {
        setState('idle');
        setDistance(0);
      });
    },
  };
  return { handlers, state, distance };
}
