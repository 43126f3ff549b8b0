import type { ReactNode } from 'react';
import {
  AddCircleOutline,
  CouponOutline,
  GlobalOutline,
  MessageOutline,
  PayCircleOutline,
  ShopbagOutline,
  UnorderedListOutline,
} from 'antd-mobile-icons';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { useKeyFigures } from '../api/finance';
import { useFinanceTranslation } from '../hooks/use-finance-translation';
import styles from './finance.module.css';

/**
 * The world of mutual finance (spec §2 tab 2; product.md): the member's key figures, then the mall
 * services (mall, coupons, orders) and the life services (flow and chat packages, top-up, exchange)
 * as a grid of entries. Visitors see the grid and a way to sign in.
 */
export function FinancialWorldView() {
  const { t, i18n } = useFinanceTranslation();
  const { token } = useSession();
  const figures = useKeyFigures(i18n.language, Boolean(token));
  const data = (mb: number) =>
    mb >= 1024 ? t('finance.gb', { value: Math.round((mb / 1024) * 10) / 10 }) : t('finance.mb', { value: mb });
  const figure = (label: string, value: ReactNode, testId: string) => (
    <div className={styles.figure}>
      <strong data-testid={testId}>{value ?? '—'}</strong>
      <span>{label}</span>
    </div>
  );

  return (
    <div className={styles.screen}>
      <section className={styles.hero} aria-label={t('finance.figures')} data-testid="finance-figures">
        <h2 className={styles.heroTitle}>{t('finance.figures')}</h2>
        {token ? (
          <div className={styles.figures}>
            {figure(t('finance.uu'), figures.wallet?.balances.UU, 'finance-uu')}
            {figure(t('finance.crc'), figures.wallet?.balances.CRC, 'finance-crc')}
            {figure(t('finance.flowLeft'), figures.flow ? data(figures.flow.remainingMb) : undefined, 'finance-flow')}
            {figure(t('finance.questionsLeft'), figures.allowance?.remaining, 'finance-questions')}
            {figure(t('finance.couponsAvailable'), figures.coupons, 'finance-coupons')}
          </div>
        ) : (
          <p className={styles.signIn}>
            {t('finance.signInToSee')}{' '}
            <Link to={paths.login.getHref({ redirect: paths.financialWorld.getHref() })}>{t('finance.signIn')}</Link>
          </p>
        )}
      </section>

      <Grid
        title={t('finance.mallServices')}
        entries={[
          { key: 'mall', href: paths.mall.getHref(), icon: <ShopbagOutline /> },
          { key: 'coupons', href: paths.myCoupon.getHref(), icon: <CouponOutline /> },
          { key: 'orders', href: paths.myOrder.getHref(), icon: <UnorderedListOutline /> },
        ]}
      />
      <Grid
        title={t('finance.lifeServices')}
        entries={[
          { key: 'flow', href: paths.flowPackages.getHref({ type: 'flow' }), icon: <GlobalOutline /> },
          { key: 'chat', href: paths.flowPackages.getHref({ type: 'chat' }), icon: <MessageOutline /> },
          { key: 'topUp', href: paths.topUp.getHref(), icon: <AddCircleOutline /> },
          { key: 'exchange', href: paths.eosPage.getHref(), icon: <PayCircleOutline /> },
        ]}
      />
    </div>
  );
}

function Grid({ title, entries }: { title: string; entries: { key: string; href: string; icon: ReactNode }[] }) {
  const { t } = useFinanceTranslation();
  return (
    <nav className={styles.card} aria-label={title}>
      <h2 className={styles.title}>{title}</h2>
      <div className={styles.grid}>
        {entries.map(({ key, href, icon }) => (
          <Link key={key} to={href} className={styles.entry} data-testid={`finance-entry-${key}`}>
            <span className={styles.entryIcon} aria-hidden="true">
              {icon}
            </span>
            {t(`finance.entries.${key}`)}
          </Link>
        ))}
      </div>
    </nav>
  );
}
