import { useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { MemberListRow, MemberSummary } from '@uu/contract/admin-members';
import { routes } from '@uu/contract/all-routes';
import { accountStatusSchema, LEVELS, type AccountStatus } from '@uu/contract/enums';
import { CURRENCIES } from '@uu/contract/wallet';
import { formatTime } from '@/lib/format';
import { ExportMembers } from './export-members';
import { mayCall, MemberStatusTag } from './member-status';
import { memberTagsQuery } from './member-tools';
import { adminListMembers } from './api/admin-list-members';

type Filters = { q?: string; status?: AccountStatus; level?: number; tag?: string };

/**
 * Members: one box finds a member by any identifier (id, member number, invitation code, email,
 * phone, nickname), with status, level and tag filters; each row shows the operators' tags and the
 * five balances; a row opens the member; the list exports to Excel. The filters live in the
 * address, so going back from a member returns to the same list.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const filters: Filters = {
    q: params.get('q') ?? undefined,
    status: (params.get('status') as AccountStatus | null) ?? undefined,
    level: params.get('level') ? Number(params.get('level')) : undefined,
    tag: params.get('tag') ?? undefined,
  };
  const page = Number(params.get('page') ?? 1);
  const size = Number(params.get('size') ?? 20);
  const [form] = Form.useForm<Filters>();
  const [initial] = useState(filters);
  const query = { ...filters, page, size };
  const list = useQuery({ queryKey: ['admin', 'members', query], queryFn: () => adminListMembers(query) });
  const tags = useQuery(memberTagsQuery);

  function apply(next: Filters & { page?: number; size?: number }) {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(next) as [string, string | number | null | undefined][])
      if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
    setParams(search);
  }

  return (
    <Card title={t('members.title')} extra={mayCall(routes.exportMembersXlsx) ? <ExportMembers /> : null}>
      <Form
        form={form}
        layout="inline"
        initialValues={initial}
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => apply({ ...values, q: values.q?.trim() })}
      >
        <Form.Item name="q">
          <Input.Search
            allowClear
            placeholder={t('members.searchPlaceholder')}
            style={{ width: 360 }}
            maxLength={100}
            aria-label={t('members.searchPlaceholder')}
            onSearch={() => form.submit()}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            placeholder={t('members.anyStatus')}
            aria-label={t('members.columns.status')}
            style={{ width: 140 }}
            options={accountStatusSchema.options.map((s) => ({ value: s, label: t(`members.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="level">
          <Select
            allowClear
            placeholder={t('members.anyLevel')}
            aria-label={t('members.columns.level')}
            style={{ width: 120 }}
            options={LEVELS.map((l) => ({ value: l, label: t('members.levelN', { level: l }) }))}
          />
        </Form.Item>
        <Form.Item name="tag">
          <Select
            allowClear
            showSearch
            placeholder={t('members.anyTag')}
            aria-label={t('members.columns.tags')}
            style={{ width: 160 }}
            options={(tags.data ?? []).map((k) => ({ value: k.tag, label: `${k.tag} (${k.members})` }))}
          />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.setFieldsValue({ q: undefined, status: undefined, level: undefined, tag: undefined });
              apply({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<MemberListRow>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        onRow={(row) => ({ onDoubleClick: () => void navigate(`/members/${row.id}`) })}
        pagination={{
          current: page,
          pageSize: size,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (p, s) => apply({ ...filters, page: p, size: s }),
        }}
        columns={[
          { title: t('members.columns.id'), dataIndex: 'id', width: 80 },
          {
            title: t('members.columns.memberNo'),
            dataIndex: 'memberNo',
            render: (v: string, row) => <Link to={`/members/${row.id}`}>{v}</Link>,
          },
          { title: t('members.columns.nickname'), dataIndex: 'nickname' },
          { title: t('members.columns.email'), dataIndex: 'email', render: (v: string | null) => v ?? '—' },
          { title: t('members.columns.phone'), dataIndex: 'phone', render: (v: string | null) => v ?? '—' },
          { title: t('members.columns.level'), dataIndex: 'level', render: (v: number) => t('members.levelN', { level: v }) },
          { title: t('members.columns.status'), dataIndex: 'status', render: (v: AccountStatus) => <MemberStatusTag status={v} /> },
          { title: t('members.columns.invitationCode'), dataIndex: 'invitationCode' },
          {
            title: t('members.columns.referrer'),
            dataIndex: 'referrer',
            render: (r: MemberSummary['referrer']) => (r ? <Link to={`/members/${r.id}`}>{`${r.nickname} (${r.memberNo})`}</Link> : '—'),
          },
          {
            title: t('members.columns.tags'),
            dataIndex: 'tags',
            render: (v: string[]) =>
              v.length ? (
                <Space size={[0, 4]} wrap>
                  {v.map((tag) => (
                    <Tag key={tag} color="blue">
                      {tag}
                    </Tag>
                  ))}
                </Space>
              ) : (
                '—'
              ),
          },
          // The five balances as the wallet shows them (the spec's names are never translated).
          ...CURRENCIES.map((c) => ({
            title: c,
            key: `balance-${c}`,
            align: 'right' as const,
            render: (_: unknown, row: MemberListRow) => row.balances[c],
          })),
          { title: t('members.columns.registered'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, row) => (
              <Button size="small" onClick={() => navigate(`/members/${row.id}`)}>
                {t('members.open')}
              </Button>
            ),
          },
        ]}
      />
    </Card>
  );
}
