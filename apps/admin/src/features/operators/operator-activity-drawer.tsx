import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Drawer, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUser } from '@uu/contract/admin';
import { SessionsTable, SignInsTable } from '@/components/activity-tables';
import { formatTime } from '@/lib/format';
import { endOperatorSessions } from './api/end-operator-sessions';
import { operatorActivity } from './api/operator-activity';
import { resetOperatorTwoFactor } from './api/reset-operator-two-factor';

/**
 * An admin's view of another operator's account: its two-factor state (reset it), its open sessions
 * (end one or all, at once) and its latest sign-ins. Every change is audited by the server.
 */
export function OperatorActivityDrawer({ user, self, onClose }: { user: AdminUser | null; self: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const key = ['admin', 'operators', user?.id, 'activity'];
  const activity = useQuery({ queryKey: key, queryFn: () => operatorActivity({ id: user?.id ?? 0 }), enabled: user !== null });
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: key });
    await client.invalidateQueries({ queryKey: ['admin', 'operators'], exact: true });
  };
  const end = useMutation({
    mutationFn: (sessionId?: number) => endOperatorSessions({ id: user?.id ?? 0 }, sessionId === undefined ? {} : { sessionId }),
    onSuccess: async () => {
      void message.success(t('account.sessions.ended'));
      await refresh();
    },
  });
  const reset = useMutation({
    mutationFn: () => resetOperatorTwoFactor({ id: user?.id ?? 0 }),
    onSuccess: async () => {
      void message.success(t('account.operator.resetDone'));
      await refresh();
    },
  });
  const name = user?.name ?? '';
  const twoFactor = activity.data?.twoFactor;
  const confirm = (content: string, okText: string, onOk: () => Promise<unknown>) =>
    modal.confirm({
      title: okText,
      content,
      okText,
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => onOk().catch(() => undefined),
    });

  return (
    <Drawer open={user !== null} width={820} title={t('account.operator.title', { name })} onClose={onClose} destroyOnHidden>
      <Space direction="vertical" style={{ width: '100%' }} size="large">
        <Card
          size="small"
          title={t('account.twoFactor.title')}
          extra={
            twoFactor?.enabled && !self ? (
              <Button
                danger
                size="small"
                onClick={() =>
                  confirm(t('account.operator.resetConfirm', { name }), t('account.operator.reset'), () => reset.mutateAsync())
                }
              >
                {t('account.operator.reset')}
              </Button>
            ) : null
          }
        >
          {twoFactor ? (
            <Space wrap>
              <Tag color={twoFactor.enabled ? 'green' : 'default'}>
                {twoFactor.enabled ? t('account.twoFactor.on') : t('account.twoFactor.off')}
              </Tag>
              {twoFactor.enabled ? (
                <Typography.Text>{t('account.twoFactor.since', { time: formatTime(twoFactor.enabledAt) })}</Typography.Text>
              ) : null}
              {twoFactor.enabled ? (
                <Typography.Text>{t('account.twoFactor.codesLeft', { count: twoFactor.recoveryCodesLeft })}</Typography.Text>
              ) : null}
              {twoFactor.required ? <Tag color="orange">{t('account.twoFactor.required')}</Tag> : null}
            </Space>
          ) : null}
        </Card>
        <Card
          size="small"
          title={t('account.sessions.title')}
          loading={activity.isLoading}
          extra={
            !self && (activity.data?.sessions.length ?? 0) > 0 ? (
              <Button
                danger
                size="small"
                onClick={() =>
                  confirm(t('account.sessions.endAllConfirm', { name }), t('account.sessions.endAll'), () => end.mutateAsync(undefined))
                }
              >
                {t('account.sessions.endAll')}
              </Button>
            ) : null
          }
        >
          <SessionsTable
            sessions={activity.data?.sessions ?? []}
            onEnd={
              self ? undefined : (s) => confirm(t('account.sessions.endConfirm'), t('account.sessions.end'), () => end.mutateAsync(s.id))
            }
          />
        </Card>
        <Card size="small" title={t('account.history.title')} loading={activity.isLoading}>
          <SignInsTable signIns={activity.data?.signIns ?? []} />
        </Card>
      </Space>
    </Drawer>
  );
}
