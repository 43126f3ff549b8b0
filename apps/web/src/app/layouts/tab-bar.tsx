import { TabBar } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AppsIcon, ChatIcon, CoinIcon, UserIcon } from './nav-icons';
import styles from './tab-bar.module.css';

// The four tab pages of spec §2, in tab order.
const tabs = [
  { page: paths.home, label: 'tabs.home', icon: <AppsIcon /> },
  { page: paths.chat, label: 'tabs.chat', icon: <ChatIcon /> },
  { page: paths.financialWorld, label: 'tabs.financialWorld', icon: <CoinIcon /> },
  { page: paths.mine, label: 'tabs.mine', icon: <UserIcon /> },
] as const;

export function AppTabBar({ active }: { active: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <nav className={styles.bar} aria-label={t('common.mainMenu')} data-testid="tab-bar">
      <TabBar activeKey={active} onChange={(key) => navigate(key)} safeArea>
        {tabs.map(({ page, label, icon }) => (
          <TabBar.Item key={page.path} title={t(label)} icon={icon} />
        ))}
      </TabBar>
    </nav>
  );
}
