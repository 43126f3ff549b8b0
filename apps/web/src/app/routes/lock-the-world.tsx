import { useQuery } from '@tanstack/react-query';
import { CheckCircleFill, ExclamationCircleFill, GiftOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { getUserInfoQueryOptions } from '@/features/auth/api/get-user-info';
import { useSession } from '@/lib/session';
import styles from './lock-the-world.module.css';

/**
 * lockTheWorld: what activation is and what activates (product.md "Activation"): a first paid
 * purchase, a mall order or a flow package, or an operator. The 506 modal leads here.
 */
export default function LockTheWorldScreen() {
  const { t } = useTranslation();
  const { token, info: stored } = useSession();
  const { data } = useQuery({ ...getUserInfoQueryOptions(), enabled: Boolean(token), placeholderData: stored ?? undefined });
  const info = token ? data : undefined;

  return (
    <div className={styles.screen}>
      <section className={styles.status} data-testid="lock-status" data-status={info?.status}>
        {info ? (
          <>
            {info.status === 'active' ? (
              <CheckCircleFill className={styles.icon} data-tone="ok" />
            ) : (
              <ExclamationCircleFill className={styles.icon} data-tone="warn" />
            )}
            <div>
              <div className={styles.statusLabel}>{t('lock.status')}</div>
              <div className={styles.statusValue}>{t(`lock.statuses.${info.status}`)}</div>
              <p className={styles.statusText}>{t(`lock.statusTexts.${info.status}`)}</p>
            </div>
          </>
        ) : token ? (
          <span className={styles.statusText}>{t('common.loading')}</span>
        ) : (
          <div className={styles.signedOut}>
            <span className={styles.statusText}>{t('lock.signInToSee')}</span>
            <Link to={paths.login.getHref({ redirect: paths.lockTheWorld.getHref() })}>{t('lock.signIn')}</Link>
          </div>
        )}
      </section>

      <section className={styles.card}>
        <h2 className={styles.heading}>{t('lock.whatTitle')}</h2>
        <p className={styles.text}>{t('lock.what')}</p>
        <h2 className={styles.heading}>{t('lock.howTitle')}</h2>
        <ol className={styles.steps}>
          <li>{t('lock.howMall')}</li>
          <li>{t('lock.howPackage')}</li>
          <li>{t('lock.howOperator')}</li>
        </ol>
        <h2 className={styles.heading}>{t('lock.limitsTitle')}</h2>
        <p className={styles.text}>{t('lock.limits')}</p>
      </section>

      <div className={styles.actions}>
        <Link to={paths.mall.getHref()} className={styles.action} data-testid="lock-link-mall">
          <ShopbagOutline className={styles.actionIcon} />
          <span>
            <strong>{t('lock.goMall')}</strong>
            <small>{t('lock.goMallHint')}</small>
          </span>
        </Link>
        <Link to={paths.financialWorld.getHref()} className={styles.action} data-testid="lock-link-packages">
          <GiftOutline className={styles.actionIcon} />
          <span>
            <strong>{t('lock.goPackages')}</strong>
            <small>{t('lock.goPackagesHint')}</small>
          </span>
        </Link>
      </div>
    </div>
  );
}
