import { useQuery } from '@tanstack/react-query';
import { Space, Statistic, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MemberDetail, MemberSummary } from '@uu/contract/admin-members';
import type { AccountStatus } from '@uu/contract/enums';
import { routes } from '@uu/contract/all-routes';
import { formatTime } from '@/lib/format';
import { mayCall, MemberStatusTag } from './member-status';
import { adminListMembers } from './api/admin-list-members';

type Order = MemberDetail['recentOrders'][number];

/** The member's referral team: its counts and the direct referrals, paged. */
export function MemberTeam({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ page: 1, size: 10 });
  const query = { referrerId: detail.member.id, ...page };
  const referrals = useQuery({
    queryKey: ['admin', 'members', query],
    queryFn: () => adminListMembers(query),
    enabled: mayCall(routes.adminListMembers),
  });
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Space size={48} wrap>
        <Statistic title={t('members.team.direct')} value={detail.team.direct} />
        <Statistic title={t('members.team.total')} value={detail.team.total} />
        <Statistic title={t('members.team.performance')} value={detail.team.performance} />
      </Space>
      <Table<MemberSummary>
        rowKey="id"
        size="small"
        title={() => t('members.team.referrals')}
        loading={referrals.isLoading}
        dataSource={referrals.data?.list ?? []}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: referrals.data?.total ?? 0,
          onChange: (p, s) => setPage({ page: p, size: s }),
        }}
        columns={[
          {
            title: t('members.columns.memberNo'),
            dataIndex: 'memberNo',
            render: (v: string, row) => <Link to={`/members/${row.id}`}>{v}</Link>,
          },
          { title: t('members.columns.nickname'), dataIndex: 'nickname' },
          { title: t('members.columns.level'), dataIndex: 'level', render: (v: number) => t('members.levelN', { level: v }) },
          { title: t('members.columns.status'), dataIndex: 'status', render: (v: AccountStatus) => <MemberStatusTag status={v} /> },
          { title: t('members.columns.registered'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
        ]}
      />
    </Space>
  );
}

/** The member's latest orders. */
export function MemberOrders({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  return (
    <Table<Order>
      rowKey="id"
      size="small"
      pagination={false}
      title={() => t('members.orders.count', { count: detail.orderCount, shown: detail.recentOrders.length })}
      dataSource={detail.recentOrders}
      columns={[
        { title: t('members.orders.orderNo'), dataIndex: 'orderNo' },
        { title: t('members.orders.goods'), dataIndex: 'goodsName' },
        { title: t('members.orders.status'), dataIndex: 'status', render: (v: number) => <Tag>{t(`members.orderStatus.${v}`)}</Tag> },
        { title: t('members.orders.total'), dataIndex: 'total', align: 'right' },
        { title: t('members.orders.createdAt'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
      ]}
    />
  );
}
