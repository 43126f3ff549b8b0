import { flushSync } from 'react-dom';
import { Button, List } from 'antd-mobile';
import {
  BellOutline,
  BankcardOutline,
  CalendarOutline,
  ClockCircleOutline,
  CouponOutline,
  EnvironmentOutline,
  GiftOutline,
  HeartOutline,
  InformationCircleOutline,
  PayCircleOutline,
  SetOutline,
  TeamOutline,
  UndoOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from '@/lib/router';
import { LoadingOverlay } from '@/components/ui/loading-overlay';
import { showModal } from '@/components/ui/modal';
import { paths } from '@/config/paths';
import { useUserInfo } from '@/features/auth/api/get-user-info';
import { useLogout } from '@/features/auth/api/logout';
import { MemberCard } from '@/features/auth/components/member-card';
import { useCouponsForOrders } from '@/features/coupons/api/coupons';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import styles from './mine.module.css';

// The member's other pages; each shows its title and the empty view until its issue lands.
const shortcuts = [
  { key: 'myMoney', page: paths.myMoney, icon: <PayCircleOutline />, tint: 'orange' },
  { key: 'myOrder', page: paths.myOrder, icon: <UnorderedListOutline />, tint: 'blue' },
  { key: 'navTeam', page: paths.navTeam, icon: <TeamOutline />, tint: 'green' },
  { key: 'myInvitation', page: paths.myInvitation, icon: <GiftOutline />, tint: 'purple' },
] as const;

const more = [
  { key: 'messageCentre', page: paths.messageCentre, icon: <BellOutline /> },
  { key: 'favourites', page: paths.favourites, icon: <HeartOutline /> },
  { key: 'recentlyViewed', page: paths.recentlyViewed, icon: <ClockCircleOutline /> },
  { key: 'myCoupon', page: paths.myCoupon, icon: <CouponOutline /> },
  { key: 'afterSales', page: paths.afterSales, icon: <UndoOutline /> },
  { key: 'signIn', page: paths.signIn, icon: <CalendarOutline /> },
  { key: 'selectAddress', page: paths.selectAddress, icon: <EnvironmentOutline /> },
  { key: 'bankCard', page: paths.bankCard, icon: <BankcardOutline /> },
  { key: 'settingUp', page: paths.settingUp, icon: <SetOutline /> },
  { key: 'navWe', page: paths.navWe, icon: <InformationCircleOutline /> },
] as const;

/** My Account (tab 3), under a transparent navigation bar. */
export default function MineScreen() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { data: info, isError, isFetching, refetch } = useUserInfo();
  const logout = useLogout();
  // Only the coupons an order can take: a package coupon is redeemed on its own page.
  const coupons = useCouponsForOrders(i18n.language);

  const signOut = async () => {
    if (!(await showModal({ content: t('mine.logoutConfirm'), danger: true }))) return;
    // flushSync: Mine must be gone before the session is, or its guard would remember it as the way back.
    await logout.mutateAsync(() => flushSync(() => navigate(paths.login.getHref(), { replace: true })));
  };

  return (
    <div className={styles.screen}>
      <header className={styles.header}>
        {!info && isError ? (
          <div className={styles.headerError}>
            <Button size="small" shape="rounded" loading={isFetching} onClick={() => void refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        ) : (
          <MemberCard info={info} />
        )}
      </header>

      <section className={styles.card} aria-label={t('mine.services')}>
        <h2 className={styles.cardTitle}>{t('mine.services')}</h2>
        <div className={styles.grid}>
          {shortcuts.map(({ key, page, icon, tint }) => (
            <Link key={key} to={page.getHref()} className={styles.shortcut} data-testid={`mine-entry-${key}`}>
              <span className={styles.shortcutIcon} data-tint={tint}>
                {icon}
              </span>
              <span className={styles.shortcutLabel}>{t(`mine.entries.${key}`)}</span>
            </Link>
          ))}
        </div>
      </section>

      <section className={styles.card} aria-label={t('mine.more')}>
        <List className={styles.list}>
          {more.map(({ key, page, icon }) => (
            <List.Item
              key={key}
              prefix={icon}
              extra={
                key === 'myCoupon' && coupons.data ? (
                  <span data-testid="mine-coupon-count">{t('mine.couponCount', { count: coupons.data })}</span>
                ) : key === 'messageCentre' ? (
                  <UnreadBadge data-testid="mine-messages-unread" />
                ) : undefined
              }
              onClick={() => navigate(page.getHref())}
              data-testid={`mine-entry-${key}`}
            >
              {t(`mine.entries.${key}`)}
            </List.Item>
          ))}
        </List>
      </section>

      <Button className={styles.logout} block shape="rounded" size="large" onClick={() => void signOut()} data-testid="mine-logout">
        {t('mine.logout')}
      </Button>
      <LoadingOverlay visible={logout.isPending} text={t('mine.loggingOut')} />
    </div>
  );
}
