import { List } from 'antd-mobile';
import { useNavigate } from '@/lib/router';
import { CLIENT_VERSION } from '@uu/contract/headers';
import { BrandMark } from '@/components/illustrations/brand-mark';
import { PageLoading } from '@/components/ui/page-loading';
import { paths } from '@/config/paths';
import { useCustomerService } from '../api/get-customer-service';
import { useAgreements } from '../api/list-agreements';
import { useContentTranslation } from '../hooks/use-content-translation';
import styles from './content.module.css';
import { CustomerServiceContacts } from './customer-service-contacts';
import popupStyles from './customer-service-popup.module.css';

/**
 * navWe, about us (product.md "Content, versions and service"): the company overview and the guide,
 * the client's version (spec §3: 2.1.7) with the way to updates and downloads, the agreements, and
 * the customer-service contacts.
 */
export function NavWeView() {
  const { t } = useContentTranslation();
  const navigate = useNavigate();
  const agreements = useAgreements();
  const service = useCustomerService();

  return (
    <div data-testid="nav-we">
      <header className={styles.hero}>
        <BrandMark className={styles.logo} />
        <h2 className={styles.brand}>{t('content.navWe.brand')}</h2>
        <p className={styles.slogan}>{t('content.navWe.slogan')}</p>
      </header>

      <section className={styles.section} aria-labelledby="nav-we-about">
        <h3 id="nav-we-about" className={styles.sectionTitle}>
          {t('content.navWe.about')}
        </h3>
        <List>
          <List.Item onClick={() => navigate(paths.companyOverview.getHref())} data-testid="nav-we-companyOverview">
            {t('content.navWe.companyOverview')}
          </List.Item>
          <List.Item onClick={() => navigate(paths.guide.getHref())} data-testid="nav-we-guide">
            {t('content.navWe.guide')}
          </List.Item>
        </List>
      </section>

      <section className={styles.section} aria-labelledby="nav-we-versions">
        <h3 id="nav-we-versions" className={styles.sectionTitle}>
          {t('content.navWe.versions')}
        </h3>
        <List>
          <List.Item
            extra={
              <span className={styles.version} data-testid="nav-we-version">
                {t('content.navWe.version', { version: CLIENT_VERSION })}
              </span>
            }
          >
            {t('content.navWe.currentVersion')}
          </List.Item>
          <List.Item onClick={() => navigate(paths.downloadProgress.getHref())} data-testid="nav-we-download">
            {t('content.navWe.checkUpdate')}
          </List.Item>
        </List>
      </section>

      <section className={styles.section} aria-labelledby="nav-we-agreements">
        <h3 id="nav-we-agreements" className={styles.sectionTitle}>
          {t('content.navWe.agreements')}
        </h3>
        {agreements.isPending ? (
          <PageLoading />
        ) : !agreements.data?.list.length ? (
          <p className={styles.muted}>{t('content.navWe.noAgreements')}</p>
        ) : (
          <List>
            {agreements.data.list.map((agreement) => (
              <List.Item
                key={agreement.id}
                onClick={() => navigate(paths.agreement.getHref({ id: agreement.id }))}
                data-testid={`nav-we-agreement-${agreement.id}`}
              >
                {agreement.title}
              </List.Item>
            ))}
          </List>
        )}
      </section>

      <section className={styles.section} aria-labelledby="nav-we-service">
        <h3 id="nav-we-service" className={styles.sectionTitle}>
          {t('content.navWe.customerService')}
        </h3>
        <div className={popupStyles.inline}>
          {service.isPending ? (
            <PageLoading />
          ) : service.data && service.data.contacts.length > 0 ? (
            <CustomerServiceContacts data={service.data} />
          ) : (
            <p className={styles.muted}>{t('customerService.empty')}</p>
          )}
        </div>
      </section>
    </div>
  );
}
