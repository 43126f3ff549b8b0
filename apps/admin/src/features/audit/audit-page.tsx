import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Select, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_TARGETS, type AuditEntry, type AuditTarget } from '@uu/contract/admin';
import { auditActions } from '@uu/contract/audit-actions';
import { formatTime } from '@/lib/format';
import { auditChanges } from './audit-diff';
import { listAdminUsers } from './api/list-admin-users';
import { listAudit } from './api/list-audit';

type Filters = { adminId?: number; action?: string; targetType?: AuditTarget; targetId?: string; range?: [Dayjs, Dayjs] | null };

const ACTIONS = auditActions();

/** A value of a changed field, short: text as is, anything else as compact JSON; absent as a dash. */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function Changes({ row }: { row: AuditEntry }) {
  const { t } = useTranslation();
  const changes = auditChanges(row.before, row.after);
  if (changes.length === 0) return <Typography.Text type="secondary">{t('audit.noChanges')}</Typography.Text>;
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="field"
      dataSource={changes}
      columns={[
        {
          title: t('audit.field'),
          dataIndex: 'field',
          width: 220,
          render: (v: string) => <Typography.Text code>{v || '—'}</Typography.Text>,
        },
        {
          title: t('audit.before'),
          dataIndex: 'before',
          render: (v: unknown) => (
            <Typography.Text delete={v !== undefined} style={{ wordBreak: 'break-all' }}>
              {shown(v)}
            </Typography.Text>
          ),
        },
        {
          title: t('audit.after'),
          dataIndex: 'after',
          render: (v: unknown) => <Typography.Text style={{ wordBreak: 'break-all' }}>{shown(v)}</Typography.Text>,
        },
      ]}
    />
  );
}

/** A CSV cell: quoted when needed; a text a spreadsheet would run as a formula is prefixed with '. */
function csvCell(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The audit log: who did what to which row, when, and its state before and after. Admin only. */
export default function AuditPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  const operators = useQuery({ queryKey: ['admin', 'operators'], queryFn: () => listAdminUsers() });
  const query = {
    ...page,
    adminId: filters.adminId,
    action: filters.action || undefined,
    targetType: filters.targetType,
    targetId: filters.targetId || undefined,
    from: filters.range?.[0]?.startOf('day').valueOf(),
    to: filters.range?.[1]?.endOf('day').valueOf(),
  };
  const log = useQuery({ queryKey: ['admin', 'audit', query], queryFn: () => listAudit(query) });
  const actionLabel = (action: string) => t(`auditActions.${action}`, { defaultValue: action });

  /** Every entry under the filters (pages of 100), as CSV with the action in words and the changed fields. */
  async function exportLog() {
    setExporting(true);
    try {
      const rows: AuditEntry[] = [];
      for (let p = 1; ; p++) {
        const answer = await listAudit({ ...query, page: p, size: 100 });
        rows.push(...answer.list);
        if (answer.list.length < 100 || rows.length >= answer.total) break;
      }
      const header = [
        t('audit.at'),
        t('audit.who'),
        t('audit.action'),
        t('audit.target'),
        t('audit.targetId'),
        t('audit.ip'),
        t('audit.changes'),
      ];
      const lines = rows.map((r) =>
        [
          formatTime(r.at),
          r.adminEmail ?? t('audit.integrationKey'),
          actionLabel(r.action),
          r.targetType ? t(`audit.targets.${r.targetType}`) : '',
          r.targetId ?? '',
          r.ip ?? '',
          auditChanges(r.before, r.after)
            .map((c) => `${c.field}: ${shown(c.before)} → ${shown(c.after)}`)
            .join('\n'),
        ]
          .map(csvCell)
          .join(','),
      );
      const blob = new Blob([`\uFEFF${[header.map(csvCell).join(','), ...lines].join('\r\n')}\r\n`], { type: 'text/csv;charset=utf-8' });
      const href = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = href;
      link.download = `uu-audit_${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(href), 10_000);
      void message.success(t('audit.exported', { count: rows.length }));
    } catch (error) {
      void message.error((error as Error).message);
    } finally {
      setExporting(false);
    }
  }

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
            aria-label={t('audit.who')}
            style={{ width: 200 }}
            options={(operators.data ?? []).map((o) => ({ value: o.id, label: `${o.name} <${o.email}>` }))}
          />
        </Form.Item>
        <Form.Item name="targetType">
          <Select
            allowClear
            placeholder={t('audit.anyTarget')}
            aria-label={t('audit.target')}
            style={{ width: 160 }}
            options={AUDIT_TARGETS.map((v) => ({ value: v, label: t(`audit.targets.${v}`) }))}
          />
        </Form.Item>
        <Form.Item name="targetId">
          <Input placeholder={t('audit.targetId')} style={{ width: 120 }} />
        </Form.Item>
        <Form.Item name="action">
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            placeholder={t('audit.anyAction')}
            aria-label={t('audit.action')}
            style={{ width: 200 }}
            options={ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
          />
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
          <Button loading={exporting} onClick={() => void exportLog()}>
            {t('audit.export')}
          </Button>
        </Space>
      </Form>
      <Table<AuditEntry>
        rowKey="id"
        size="middle"
        loading={log.isLoading}
        dataSource={log.data?.list ?? []}
        expandable={{
          expandedRowRender: (row) => <Changes row={row} />,
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
          { title: t('audit.action'), dataIndex: 'action', render: (v: string) => <span title={v}>{actionLabel(v)}</span> },
          {
            title: t('audit.changes'),
            key: 'changes',
            render: (_: unknown, row: AuditEntry) => {
              const n = auditChanges(row.before, row.after).length;
              return n ? t('audit.changedCount', { count: n }) : '—';
            },
          },
          { title: t('audit.target'), dataIndex: 'targetType', render: (v: string | null) => (v ? t(`audit.targets.${v}`) : '—') },
          { title: t('audit.targetId'), dataIndex: 'targetId', render: (v: string | null) => v ?? '—' },
          { title: t('audit.ip'), dataIndex: 'ip', render: (v: string | null) => v ?? '—' },
        ]}
      />
    </Card>
  );
}
