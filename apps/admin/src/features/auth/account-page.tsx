import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { SessionsTable, SignInsTable } from '@/components/activity-tables';
import { formatTime } from '@/lib/format';
import { readSession, saveSession } from '@/lib/session';
import { adminActivity } from './api/admin-activity';
import { TwoFactorSetup } from './two-factor-setup';
import { roleLabel } from '@/lib/roles';

const ACTIVITY_KEY = ['admin', 'account', 'activity'];

/** The signed-in operator's own account: two-factor sign-in (set it up), open sessions, sign-in history. */
export default function AccountPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const session = readSession();
  const activity = useQuery({ queryKey: ACTIVITY_KEY, queryFn: () => adminActivity() });
  const twoFactor = activity.data?.twoFactor;

  function done() {
    const current = readSession();
    if (current) saveSession({ ...current, admin: { ...current.admin, twoFactor: true, mustSetUpTwoFactor: false } });
    void client.invalidateQueries({ queryKey: ACTIVITY_KEY });
  }

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('account.title')}
      </Typography.Title>
      {session ? (
        <Card title={t('account.profile')}>
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('operators.email')}>{session.admin.email}</Descriptions.Item>
            <Descriptions.Item label={t('operators.name')}>{session.admin.name}</Descriptions.Item>
            <Descriptions.Item label={t('operators.role')}>{roleLabel(t, session.admin)}</Descriptions.Item>
          </Descriptions>
        </Card>
      ) : null}
      <Card
        title={t('account.twoFactor.title')}
        extra={
          twoFactor ? (
            <Tag color={twoFactor.enabled ? 'green' : 'default'} data-testid="two-factor-state">
              {twoFactor.enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}
            </Tag>
          ) : null
        }
      >
        {twoFactor?.enabled ? (
          <Space direction="vertical">
            <Typography.Text>{t('account.twoFactor.since', { time: formatTime(twoFactor.enabledAt) })}</Typography.Text>
            <Typography.Text>{t('account.twoFactor.codesLeft', { count: twoFactor.recoveryCodesLeft })}</Typography.Text>
          </Space>
        ) : twoFactor ? (
          <Space direction="vertical" style={{ width: '100%' }}>
            {twoFactor.required ? <Alert type="warning" showIcon message={t('account.twoFactor.required')} /> : null}
            <TwoFactorSetup onDone={done} />
          </Space>
        ) : null}
      </Card>
      <Card title={t('account.sessions.title')} loading={activity.isLoading}>
        <SessionsTable sessions={activity.data?.sessions ?? []} />
      </Card>
      <Card title={t('account.history.title')} loading={activity.isLoading}>
        <SignInsTable signIns={activity.data?.signIns ?? []} />
      </Card>
    </Space>
  );
}
