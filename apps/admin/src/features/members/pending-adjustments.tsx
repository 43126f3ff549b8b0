import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdjustmentRequest } from '@uu/contract/admin-members';
import { formatTime } from '@/lib/format';
import { readSession } from '@/lib/session';
import { decideAdjustmentRequest } from './api/decide-adjustment-request';
import { listAdjustmentRequests } from './api/list-adjustment-requests';

const STATUS_COLOR = { pending: 'orange', approved: 'green', refused: 'red' } as const;

/**
 * Balance adjustments over the approval limit (maker–checker): pending ones with approve and
 * refuse for every finance operator but the one who asked (the server refuses that too), and the
 * decided ones. `memberId`: one member's (their wallet tab); without it, everyone's (the finance page).
 */
export function PendingAdjustments({ memberId, status = 'pending' }: { memberId?: number; status?: AdjustmentRequest['status'] }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const me = readSession()?.admin.id;
  const query = { status, page: 1, size: 50, ...(memberId ? { memberId } : {}) };
  const list = useQuery({ queryKey: ['admin', 'adjustments', query], queryFn: () => listAdjustmentRequests(query) });
  const decide = useMutation({
    mutationFn: ({ id, approve, reason }: { id: number; approve: boolean; reason?: string }) =>
      decideAdjustmentRequest({ id }, { approve, reason }),
    onSuccess: async (result) => {
      void message.success(t(result.status === 'approved' ? 'members.adjustments.approved' : 'members.adjustments.refused'));
      await client.invalidateQueries({ queryKey: ['admin', 'adjustments'] });
      await client.invalidateQueries({ queryKey: ['admin', 'member', result.member.id] });
    },
  });

  function refuse(row: AdjustmentRequest) {
    let reason = '';
    modal.confirm({
      title: t('members.adjustments.refuseTitle'),
      content: (
        <Input.TextArea
          maxLength={200}
          rows={2}
          onChange={(e) => (reason = e.target.value)}
          placeholder={t('members.adjustments.refuseReason')}
        />
      ),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        decide.mutateAsync({ id: row.id, approve: false, reason: reason.trim() }).catch(() => Promise.reject(new Error('kept open'))),
    });
  }

  if (memberId && status === 'pending' && (list.data?.list.length ?? 0) === 0) return null;
  return (
    <Card title={t('members.adjustments.title')}>
      <Table<AdjustmentRequest>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('members.adjustments.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
          ...(memberId
            ? []
            : [
                {
                  title: t('members.adjustments.member'),
                  key: 'member',
                  render: (_: unknown, r: AdjustmentRequest) => `${r.member.memberNo} ${r.member.nickname}`,
                },
              ]),
          { title: t('members.wallet.currency'), dataIndex: 'currency' },
          { title: t('members.wallet.amount'), dataIndex: 'amount', align: 'right' as const },
          { title: t('members.adjustments.reason'), dataIndex: 'reason' },
          { title: t('members.adjustments.maker'), key: 'maker', render: (_: unknown, r: AdjustmentRequest) => r.maker?.name ?? '—' },
          {
            title: t('members.adjustments.status'),
            key: 'status',
            render: (_: unknown, r: AdjustmentRequest) => (
              <Space direction="vertical" size={0}>
                <Tag color={STATUS_COLOR[r.status]}>{t(`members.adjustments.statuses.${r.status}`)}</Tag>
                {r.checker ? <Typography.Text type="secondary">{r.checker.name}</Typography.Text> : null}
                {r.refusal ? <Typography.Text type="secondary">{r.refusal}</Typography.Text> : null}
              </Space>
            ),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_: unknown, r: AdjustmentRequest) =>
              r.status !== 'pending' ? null : r.maker?.id === me ? (
                <Typography.Text type="secondary">{t('members.adjustments.ownRequest')}</Typography.Text>
              ) : (
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    loading={decide.isPending}
                    onClick={() =>
                      modal.confirm({
                        title: t('members.adjustments.approveConfirm', {
                          currency: r.currency,
                          amount: r.amount,
                          member: r.member.memberNo,
                        }),
                        okText: t('common.confirm'),
                        cancelText: t('common.cancel'),
                        onOk: () => decide.mutateAsync({ id: r.id, approve: true }).catch(() => undefined),
                      })
                    }
                  >
                    {t('members.adjustments.approve')}
                  </Button>
                  <Button size="small" danger onClick={() => refuse(r)}>
                    {t('members.adjustments.refuse')}
                  </Button>
                </Space>
              ),
          },
        ]}
      />
    </Card>
  );
}
