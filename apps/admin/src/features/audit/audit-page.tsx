import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_TARGETS, type AuditEntry, type AuditTarget } from '@uu/contract/admin';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { formatTime } from '@/lib/format';

type Filters = { adminId?: number; action?: string; targetType?: AuditTarget; targetId?: string; range?: [Dayjs, Dayjs] | null };

function Json({ value }: { value: unknown }) {
  if (value === null || value === undefined) return <Typography.Text type="secondary">—</Typography.Text>;
  return <pre style={{ margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12, whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>{JSON.stringify(value, null, 2)}</pre>;
}

/** The audit log: who did what to which row, when, and its state before and after. Admin only. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const operators = useQuery({ queryKey: ['admin', 'operators'], queryFn: () => callApi(routes.listAdminUsers) });
  const query = {
    ...page,
    adminId: filters.adminId,
    action: filters.action || undefined,
    targetType: filters.targetType,
    targetId: filters.targetId || undefined,
    from: filters.range?.[0]?.startOf('day').valueOf(),
    to: filters.range?.[1]?.endOf('day').valueOf(),
  };
  const log = useQuery({ queryKey: ['admin', 'audit', query], queryFn: () => callApi(routes.listAudit, { query }) });

  return (
    <Card title={t('audit.title')}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="adminId">
          <Select
            allowClear
            placeholder={t('audit.anyOperator')}
            style={{ width: 200 }}
            options={(operators.data ?? []).map((o) => ({ value: o.id, label: `${o.name} <${o.email}>` }))}
          />
        </Form.Item>
        <Form.Item name="targetType">
          <Select allowClear placeholder={t('audit.anyTarget')} style={{ width: 160 }} options={AUDIT_TARGETS.map((v) => ({ value: v, label: t(`audit.targets.${v}`) }))} />
        </Form.Item>
        <Form.Item name="targetId">
          <Input placeholder={t('audit.targetId')} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="action">
          <Input placeholder={t('audit.anyAction')} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="range">
          <DatePicker.RangePicker />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={log.isLoading}
        dataSource={log.data?.list ?? []}
        expandable={{
          expandedRowRender: (row) => (
            <Space align="start" style={{ width: '100%' }} styles={{ item: { flex: 1, minWidth: 0 } }}>
              <div>
                <Typography.Text strong>{t('audit.before')}</Typography.Text>
                <Json value={row.before} />
              </div>
              <div>
                <Typography.Text strong>{t('audit.after')}</Typography.Text>
                <Json value={row.after} />
              </div>
            </Space>
          ),
        }}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: log.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        columns={[
          { title: t('audit.at'), dataIndex: 'at', render: (v: number) => formatTime(v), width: 180 },
          { title: t('audit.who'), dataIndex: 'adminEmail', render: (v: string | null) => v ?? t('audit.integrationKey') },
          { title: t('audit.action'), dataIndex: 'action' },
          { title: t('audit.target'), dataIndex: 'targetType', render: (v: string | null) => (v ? t(`audit.targets.${v}`) : '—') },
          { title: t('audit.targetId'), dataIndex: 'targetId', render: (v: string | null) => v ?? '—' },
          { title: t('audit.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
