import { App, Badge, Button, Card, Image, Popconfirm, Space, Table, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminTopUp, TopUpQueueQuery } from '@uu/contract/admin-finance';
import { TOPUP_STATUSES } from '@uu/contract/wallet';
import { formatTime } from '@/lib/format';
import { useTopUpQueue } from './api/get-top-up-queue';
import { useReviewTopUp } from './api/review-top-up';
import { DecisionCell, MemberCell, Money, StatusTag } from './components/cells';
import { CorrectModal } from './components/correct-modal';
import { QueueFilters, type QueueSearch } from './components/queue-filters';
import { RejectModal } from './components/reject-modal';

type Tab = (typeof TOPUP_STATUSES)[number] | 'all';

/**
 * The top-up queue (product.md "Top up"): pending requests oldest first, each with the member's
 * payment proof to compare with the bank's statement; approving credits the UU 1:1 through the
 * ledger, rejecting tells the member why.
 */
export default function TopUpsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tab, setTab] = useState<Tab>('pending');
  const [search, setSearch] = useState<QueueSearch>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [correcting, setCorrecting] = useState<AdminTopUp | null>(null);
  const query: TopUpQueueQuery = { ...page, ...search, ...(tab === 'all' ? {} : { status: tab }) };
  const queue = useTopUpQueue(query);
  const review = useReviewTopUp();
  const counts = queue.data?.counts;

  const decide = (id: number, decision: 'approve' | { amount: string; note: string } | { reason: string }) =>
    review.mutate(
      {
        id,
        body:
          decision === 'approve'
            ? { decision: 'approve' }
            : 'amount' in decision
              ? { decision: 'approve', amount: decision.amount, note: decision.note }
              : { decision: 'reject', reason: decision.reason },
      },
      {
        onSuccess: () => {
          void message.success(
            t(decision === 'approve' ? 'finance.approved' : 'amount' in decision ? 'finance.correct.done' : 'finance.rejected'),
          );
          setRejecting(null);
          setCorrecting(null);
        },
      },
    );

  return (
    <Card title={t('finance.topUps.title')}>
      <QueueFilters
        onChange={(part) => {
          setSearch((s) => ({ ...s, ...part }));
          setPage((p) => ({ ...p, page: 1 }));
        }}
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        items={[
          ...TOPUP_STATUSES.map((s) => ({
            key: s,
            label: (
              <Space size={6}>
                {t(`finance.statuses.${s}`)}
                {s === 'pending' ? <Badge count={counts?.pending ?? 0} overflowCount={999} /> : null}
              </Space>
            ),
          })),
          { key: 'all', label: t('finance.all') },
        ]}
      />
      <Table<AdminTopUp>
        rowKey="id"
        size="middle"
        loading={queue.isFetching}
        dataSource={queue.data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: queue.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        columns={[
          { title: t('common.id'), dataIndex: 'id', width: 80 },
          { title: t('finance.member'), key: 'member', render: (_, row) => <MemberCell member={row.member} /> },
          {
            title: t('finance.amount'),
            dataIndex: 'amount',
            align: 'right',
            render: (v: string, row) =>
              row.requestedAmount === null ? (
                <Money amount={v} currency="UU" />
              ) : (
                <Space direction="vertical" size={0} align="end" data-testid={`topup-correction-${row.id}`}>
                  <Money amount={v} currency="UU" />
                  <Typography.Text type="secondary" delete>
                    {t('finance.correct.original', { amount: row.requestedAmount })}
                  </Typography.Text>
                  <Typography.Text type="secondary" style={{ maxWidth: 220, textAlign: 'right' }}>
                    {row.correctionNote}
                  </Typography.Text>
                </Space>
              ),
          },
          { title: t('finance.topUps.channel'), dataIndex: 'channelName' },
          {
            title: t('finance.topUps.proof'),
            dataIndex: 'proof',
            render: (src: string, row) => (
              <Image
                src={src}
                width={56}
                height={56}
                style={{ objectFit: 'cover', borderRadius: 4 }}
                alt={`${t('finance.topUps.proof')} #${row.id}`}
                fallback="data:image/gif;base64,R0lGODlhAQABAAAAACw="
              />
            ),
          },
          { title: t('finance.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
          { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
          { title: t('finance.reviewedBy'), key: 'decided', render: (_, row) => <DecisionCell at={row.decidedAt} by={row.reviewedBy} /> },
          {
            title: t('common.reason'),
            dataIndex: 'reason',
            render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '—'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, row) =>
              row.status === 'pending' ? (
                <Space>
                  <Popconfirm
                    title={t('finance.approveConfirm')}
                    description={`${row.member.nickname} · ${row.amount} UU`}
                    okText={t('finance.approve')}
                    cancelText={t('common.cancel')}
                    onConfirm={() => decide(row.id, 'approve')}
                  >
                    <Button type="primary" size="small" loading={review.isPending && review.variables.id === row.id}>
                      {t('finance.approve')}
                    </Button>
                  </Popconfirm>
                  <Button size="small" onClick={() => setCorrecting(row)}>
                    {t('finance.correct.action')}
                  </Button>
                  <Button danger size="small" onClick={() => setRejecting(row.id)}>
                    {t('finance.reject')}
                  </Button>
                </Space>
              ) : null,
          },
        ]}
      />
      <CorrectModal
        row={correcting}
        pending={review.isPending}
        onClose={() => setCorrecting(null)}
        onApprove={(correction) => correcting !== null && decide(correcting.id, correction)}
      />
      <RejectModal
        id={rejecting}
        pending={review.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) => rejecting !== null && decide(rejecting, { reason })}
      />
    </Card>
  );
}
