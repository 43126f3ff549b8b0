import { LogoutOutlined } from '@ant-design/icons';
import { Badge, Button, Layout, Menu, Select, Space, Spin, Tag, Typography } from 'antd';
import { Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { LOCALES, type Locale } from '@uu/contract/locales';
import { routes } from '@uu/contract/all-routes';
import { allPages } from '@/config/all-pages';
import { mayOpen, SECTIONS } from '@/config/pages';
import { callApi } from '@/lib/api';
import { changeLocale, currentLocale } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';
import { endSession, type AdminSession } from '@/lib/session';
import { roleLabel } from '@/lib/roles';
import { useWaitingWork } from './waiting-work';

/** The console's frame: the menu of what the operator's role may open, who is signed in, the language. */
export function ConsoleLayout({ session }: { session: AdminSession }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { admin } = session;
  const waiting = useWaitingWork();

  const items = useMemo(() => {
    const withBadge = (label: string, count: number) =>
      count > 0 ? (
        <Space size={6}>
          {label}
          <Badge count={count} size="small" title={t('app.waiting', { count })} data-testid="waiting-badge" />
        </Space>
      ) : (
        label
      );
    return SECTIONS.map((section) => {
      const pages = allPages.filter((p) => p.section === section && !p.hidden && mayOpen(admin, p));
      if (pages.length === 0) return null;
      return {
        type: 'group' as const,
        key: section,
        label: t(`nav.${section}`),
        children: pages.map((p) => ({ key: p.path, icon: p.icon, label: withBadge(t(p.labelKey), waiting[p.path] ?? 0) })),
      };
    }).filter((item) => item !== null);
  }, [admin, t, waiting]);
  const selected = location.pathname.replace(/^\//, '').split('/')[0] ?? '';

  async function signOut() {
    try {
      await callApi(routes.adminLogout);
    } catch {
      // The session may have ended already; the console signs out either way.
    }
    endSession();
    queryClient.clear();
    void navigate('/login', { replace: true });
  }

  return (
    <Layout style={{ minHeight: '100vh' }}>
      <Layout.Sider width={220} theme="light" breakpoint="lg" collapsedWidth={64} style={{ borderRight: '1px solid #f0f0f0' }}>
        <div style={{ padding: '16px 20px', fontWeight: 600, fontSize: 16 }}>{t('app.name')}</div>
        <Menu mode="inline" items={items} selectedKeys={[selected]} onClick={({ key }) => navigate(`/${key}`)} />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            borderBottom: '1px solid #f0f0f0',
            paddingInline: 24,
          }}
        >
          <Space size="middle">
            <Typography.Text data-testid="signed-in-as">
              {t('app.signedInAs', { name: admin.name, role: roleLabel(t, admin) })}
            </Typography.Text>
            {admin.storeName ? <Tag>{t('app.store', { store: admin.storeName })}</Tag> : null}
            <Select<Locale>
              aria-label={t('app.language')}
              value={currentLocale()}
              style={{ width: 120 }}
              onChange={(value) => void changeLocale(value)}
              options={LOCALES.map((l) => ({ value: l, label: t(`common.languages.${l}`) }))}
            />
            <Button icon={<LogoutOutlined />} onClick={() => void signOut()}>
              {t('app.signOut')}
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          <Suspense fallback={<Spin />}>
            <Outlet />
          </Suspense>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
