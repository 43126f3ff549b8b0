import { useTranslation } from 'react-i18next';
import { Link } from '@/lib/router';
import { paths } from '@/config/paths';
import { UnreadBadge } from '@/features/messages/components/unread-badge';
import { AppsIcon, ChatIcon, CoinIcon, UserIcon } from './nav-icons';
import styles from './tab-bar.module.css';

// The four tab pages of spec §2, in tab order.
const tabs = [
  { page: paths.home, label: 'tabs.home', icon: <AppsIcon /> },
  { page: paths.chat, label: 'tabs.chat', icon: <ChatIcon /> },
  { page: paths.financialWorld, label: 'tabs.financialWorld', icon: <CoinIcon /> },
  { page: paths.mine, label: 'tabs.mine', icon: <UserIcon /> },
] as const;

/**
 * The tab bar of spec §2: real links (antd-mobile's TabBar items are clickable divs a keyboard
 * cannot reach), in the order of the tabs, the current one marked for screen readers.
 */
export function AppTabBar({ active }: { active: string }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.bar} aria-label={t('common.mainMenu')} data-testid="tab-bar">
      <ul className={styles.list}>
        {tabs.map(({ page, label, icon }) => {
          const current = page.path === active;
          return (
            <li key={page.path} className={styles.item}>
              <Link
                to={page.getHref()}
                className={styles.link}
                aria-current={current ? 'page' : undefined}
                data-active={current || undefined}
                data-testid={`tab-${page.path === '/' ? 'home' : (page.path.split('/')[2] ?? '')}`}
              >
                <span className={styles.icon} aria-hidden="true">
                  {icon}
                </span>
                <span className={styles.title}>{t(label)}</span>
                {page === paths.mine && (
                  <span className={styles.badge}>
                    <UnreadBadge data-testid="tab-mine-unread" />
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
