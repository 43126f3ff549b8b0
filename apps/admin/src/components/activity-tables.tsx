import { Button, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminSessionEntry, AdminSignInEntry } from '@uu/contract/admin-security';
import { formatTime } from '@/lib/format';

/** An operator account's open sessions (its own page, or an admin's view of another account); `onEnd` ends one. */
export function SessionsTable({ sessions, onEnd }: { sessions: AdminSessionEntry[]; onEnd?: (session: AdminSessionEntry) => void }) {
  const { t } = useTranslation();
  return (
    <Table<AdminSessionEntry>
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={sessions}
      locale={{ emptyText: t('account.sessions.none') }}
      data-testid="sessions-table"
      columns={[
        {
          title: t('account.sessions.device'),
          dataIndex: 'device',
          render: (d: string | null, row) => (
            <>
              {d ?? '—'} {row.current ? <Tag color="blue">{t('account.sessions.current')}</Tag> : null}
            </>
          ),
        },
        { title: t('account.sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
        { title: t('account.sessions.started'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
        { title: t('account.sessions.lastSeen'), dataIndex: 'lastSeenAt', render: (v: number) => formatTime(v) },
        ...(onEnd
          ? [
              {
                title: t('common.actions'),
                key: 'end',
                render: (_: unknown, row: AdminSessionEntry) => (
                  <Button size="small" danger onClick={() => onEnd(row)}>
                    {t('account.sessions.end')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

const RESULT_COLORS: Record<AdminSignInEntry['result'], string> = {
  success: 'green',
  wrongPassword: 'red',
  wrongCode: 'red',
  locked: 'orange',
};

/** An operator account's latest sign-in attempts: time, address, device and result. */
export function SignInsTable({ signIns }: { signIns: AdminSignInEntry[] }) {
  const { t } = useTranslation();
  return (
    <Table<AdminSignInEntry>
      rowKey="id"
      size="small"
      pagination={{ pageSize: 10, hideOnSinglePage: true }}
      dataSource={signIns}
      data-testid="sign-ins-table"
      columns={[
        { title: t('account.history.at'), dataIndex: 'at', render: (v: number) => formatTime(v) },
        { title: t('account.sessions.ip'), dataIndex: 'ip', render: (ip: string | null) => ip ?? '—' },
        { title: t('account.sessions.device'), dataIndex: 'device', render: (d: string | null) => d ?? '—' },
        {
          title: t('account.history.result'),
          dataIndex: 'result',
          render: (r: AdminSignInEntry['result']) => <Tag color={RESULT_COLORS[r]}>{t(`account.history.results.${r}`)}</Tag>,
        },
      ]}
    />
  );
}
