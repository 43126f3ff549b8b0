import { App, Badge, Button, Card, Popconfirm, Select, Space, Table, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminWithdrawal, PayoutDestination, WithdrawalQueueQuery } from '@uu/contract/admin-finance';
import { WITHDRAWAL_STATUSES } from '@uu/contract/wallet';
import { formatTime } from '@/lib/format';
import { useReviewWithdrawal } from './api/review-withdrawal';
import { useWithdrawalQueue } from './api/get-withdrawal-queue';
import { DecisionCell, MemberCell, Money, StatusTag } from './components/cells';
import { PaidModal, PayoutRecordCell, type PayoutRecord } from './components/paid-modal';
import { QueueFilters, type QueueSearch } from './components/queue-filters';
import { RejectModal } from './components/reject-modal';

type Tab = (typeof WITHDRAWAL_STATUSES)[number] | 'all';
type Decision = 'approve' | { paid: PayoutRecord } | { reason: string };

function Destination({ destination }: { destination: PayoutDestination }) {
  const { t } = useTranslation();
  if (destination.type === 'bank') {
    return (
      <Space direction="vertical" size={0}>
        <Typography.Text>
          <Tag>{t('finance.withdrawals.bank')}</Tag>
          {destination.bankName}
          {destination.branch ? ` ${destination.branch}` : ''}
        </Typography.Text>
        <Typography.Text copyable style={{ fontVariantNumeric: 'tabular-nums' }}>
          {destination.cardNumber}
        </Typography.Text>
        <Typography.Text type="secondary">
          {t('finance.withdrawals.holder')}：{destination.holder}
        </Typography.Text>
      </Space>
    );
  }
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>
        <Tag>{t('finance.withdrawals.eft')}</Tag>
        {destination.network}
      </Typography.Text>
      <Typography.Text code copyable style={{ wordBreak: 'break-all' }}>
        {destination.address}
      </Typography.Text>
    </Space>
  );
}

/** 1% fee, 33% to FB, 66% to U on approval (product.md "Withdraw"); a U payout leaves whole. */
function Breakdown({ row }: { row: AdminWithdrawal }) {
  const { t } = useTranslation();
  if (row.currency === 'U') return <Typography.Text type="secondary">{t('finance.withdrawals.noSplit')}</Typography.Text>;
  return (
    <Space direction="vertical" size={0} style={{ fontVariantNumeric: 'tabular-nums' }}>
      <Typography.Text type="secondary">{t('finance.withdrawals.fee', { amount: row.fee })}</Typography.Text>
      <Typography.Text>{t('finance.withdrawals.toFb', { amount: row.toFb })}</Typography.Text>
      <Typography.Text>{t('finance.withdrawals.toU', { amount: row.toU })}</Typography.Text>
    </Space>
  );
}

/**
 * The withdrawal queue: UU withdrawals (approve splits them into FB and U, reject refunds) and U
 * payouts (approve, then mark paid once the cash has left; reject refunds), oldest pending first.
 */
export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [tab, setTab] = useState<Tab>('pending');
  const [search, setSearch] = useState<QueueSearch>({});
  const [currency, setCurrency] = useState<'UU' | 'U' | undefined>();
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [rejecting, setRejecting] = useState<number | null>(null);
  const [paying, setPaying] = useState<AdminWithdrawal | null>(null);
  const query: WithdrawalQueueQuery = { ...page, ...search, ...(currency ? { currency } : {}), ...(tab === 'all' ? {} : { status: tab }) };
  const queue = useWithdrawalQueue(query);
  const review = useReviewWithdrawal();
  const counts = queue.data?.counts;

  const decide = (id: number, decision: Decision) =>
    review.mutate(
      {
        id,
        body:
          decision === 'approve'
            ? { decision }
            : 'paid' in decision
              ? { decision: 'paid', ...decision.paid }
              : { decision: 'reject', reason: decision.reason },
      },
      {
        onSuccess: () => {
          void message.success(t(decision === 'approve' ? 'finance.approved' : 'paid' in decision ? 'finance.paid' : 'finance.rejected'));
          setRejecting(null);
          setPaying(null);
        },
      },
    );
  const busy = (id: number) => review.isPending && review.variables.id === id;

  return (
    <Card title={t('finance.withdrawals.title')}>
      <QueueFilters
        onChange={(part) => {
          setSearch((s) => ({ ...s, ...part }));
          setPage((p) => ({ ...p, page: 1 }));
        }}
        extra={
          <Select
            allowClear
            aria-label={t('finance.withdrawals.currency')}
            placeholder={t('finance.withdrawals.anyCurrency')}
            style={{ width: 160 }}
            value={currency}
            onChange={(value) => {
              setCurrency(value);
              setPage((p) => ({ ...p, page: 1 }));
            }}
            options={(['UU', 'U'] as const).map((c) => ({ value: c, label: t(`finance.withdrawals.currencies.${c}`) }))}
          />
        }
      />
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setTab(key as Tab);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        items={[
          ...WITHDRAWAL_STATUSES.map((s) => ({
            key: s,
            label: (
              <Space size={6}>
                {t(`finance.statuses.${s}`)}
                {s === 'pending' ? <Badge count={counts?.pending ?? 0} overflowCount={999} /> : null}
                {/* Approved U payouts still wait for the cash to leave; approved UU withdrawals are done. */}
                {s === 'approved' && currency === 'U' ? <Badge count={counts?.approved ?? 0} overflowCount={999} color="blue" /> : null}
              </Space>
            ),
          })),
          { key: 'all', label: t('finance.all') },
        ]}
      />
      <Table<AdminWithdrawal>
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
          { title: t('common.id'), dataIndex: 'id', width: 70 },
          { title: t('finance.member'), key: 'member', render: (_, row) => <MemberCell member={row.member} /> },
          {
            title: t('finance.amount'),
            key: 'amount',
            align: 'right',
            render: (_, row) => (
              <Space direction="vertical" size={0} align="end">
                <Money amount={row.amount} currency={row.currency} />
                <Typography.Text type="secondary">{t(`finance.withdrawals.currencies.${row.currency}`)}</Typography.Text>
              </Space>
            ),
          },
          { title: t('finance.withdrawals.breakdown'), key: 'breakdown', render: (_, row) => <Breakdown row={row} /> },
          {
            title: t('finance.withdrawals.destination'),
            key: 'destination',
            render: (_, row) => <Destination destination={row.destination} />,
          },
          { title: t('finance.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
          { title: t('common.status'), dataIndex: 'status', render: (s: string) => <StatusTag status={s} /> },
          {
            title: t('finance.reviewedBy'),
            key: 'decided',
            render: (_, row) => (
              <Space direction="vertical" size={4}>
                <DecisionCell at={row.decidedAt} by={row.reviewedBy} />
                {row.paidAt ? (
                  <Typography.Text type="secondary">
                    {t('finance.withdrawals.paidAt')}：{formatTime(row.paidAt)}
                    {row.paidBy ? ` · ${row.paidBy.id === null ? t('finance.integrationKey') : row.paidBy.name}` : ''}
                  </Typography.Text>
                ) : null}
                <PayoutRecordCell row={row} />
              </Space>
            ),
          },
          {
            title: t('common.reason'),
            dataIndex: 'reason',
            render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '—'),
          },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, row) => {
              const open = row.status === 'pending' || (row.currency === 'U' && row.status === 'approved');
              if (!open) return null;
              return (
                <Space wrap>
                  {row.status === 'pending' ? (
                    <Popconfirm
                      title={t('finance.approveConfirm')}
                      description={`${row.member.nickname} · ${row.amount} ${row.currency}`}
                      okText={t('finance.approve')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => decide(row.id, 'approve')}
                    >
                      <Button type="primary" size="small" loading={busy(row.id)}>
                        {t('finance.approve')}
                      </Button>
                    </Popconfirm>
                  ) : null}
                  {row.currency === 'U' ? (
                    <Button size="small" loading={busy(row.id)} onClick={() => setPaying(row)}>
                      {t('finance.markPaid')}
                    </Button>
                  ) : null}
                  <Button danger size="small" onClick={() => setRejecting(row.id)}>
                    {t('finance.reject')}
                  </Button>
                </Space>
              );
            },
          },
        ]}
      />
      <PaidModal
        row={paying}
        pending={review.isPending}
        onClose={() => setPaying(null)}
        onPaid={(record) => paying !== null && decide(paying.id, { paid: record })}
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
