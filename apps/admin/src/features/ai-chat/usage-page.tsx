import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_USAGE_SOURCES, CHAT_USAGE_STATUSES, type ChatUsage, type ChatUsageQuery } from '@uu/contract/admin-chat';
import { formatTime } from '@/lib/format';
import { chatUsage } from './api';

type Filters = {
  memberNo?: string;
  source?: ChatUsage['source'];
  status?: ChatUsage['status'];
  period?: [Dayjs, Dayjs] | null;
};

const STATUS_COLOR: Record<ChatUsage['status'], string> = { done: 'green', stopped: 'default', failed: 'red' };

/** One row per answer (issue 23, "Operators"): member, who answered, tokens, tools, latency, cost, outcome; filtered. */
export default function ChatUsagePage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Omit<ChatUsageQuery, 'page' | 'size'>>({});
  const [page, setPage] = useState(1);
  const usage = useQuery({ queryKey: ['chat-usage', filters, page], queryFn: () => chatUsage({ ...filters, page, size: 20 }) });

  function apply(values: Filters) {
    setPage(1);
    setFilters({
      ...(values.memberNo?.trim() ? { memberNo: values.memberNo.trim() } : {}),
      ...(values.source ? { source: values.source } : {}),
      ...(values.status ? { status: values.status } : {}),
      ...(values.period ? { from: values.period[0].format('YYYY-MM-DD'), to: values.period[1].format('YYYY-MM-DD') } : {}),
    });
  }

  return (
    <Card title={t('aiChat.usage.title')}>
      <Form form={form} name="chat-usage-filters" layout="inline" onFinish={apply} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="memberNo">
          <Input placeholder={t('aiChat.usage.member')} aria-label={t('aiChat.usage.member')} allowClear />
        </Form.Item>
        <Form.Item name="source">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={t('aiChat.usage.source')}
            aria-label={t('aiChat.usage.source')}
            options={CHAT_USAGE_SOURCES.map((s) => ({ value: s, label: t(`aiChat.usage.sources.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="status">
          <Select
            allowClear
            style={{ width: 120 }}
            placeholder={t('aiChat.usage.status')}
            aria-label={t('aiChat.usage.status')}
            options={CHAT_USAGE_STATUSES.map((s) => ({ value: s, label: t(`aiChat.usage.statuses.${s}`) }))}
          />
        </Form.Item>
        <Form.Item name="period">
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('aiChat.usage.search')}
          </Button>
        </Form.Item>
        <Form.Item>
          <Button
            onClick={() => {
              form.resetFields();
              apply({});
            }}
          >
            {t('aiChat.usage.reset')}
          </Button>
        </Form.Item>
      </Form>
      <Table<ChatUsage>
        rowKey="id"
        size="small"
        loading={usage.isLoading}
        dataSource={usage.data?.list ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{ current: page, pageSize: 20, total: usage.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('aiChat.usage.time'), render: (_, r) => formatTime(r.createdAt) },
          { title: t('aiChat.usage.member'), dataIndex: 'memberNo' },
          { title: t('aiChat.usage.source'), render: (_, r) => t(`aiChat.usage.sources.${r.source}`) },
          { title: t('aiChat.usage.model'), render: (_, r) => (r.source === 'builtin' ? '' : r.modelName) },
          { title: t('aiChat.usage.intent'), render: (_, r) => r.intent ?? '' },
          { title: t('aiChat.usage.tools'), render: (_, r) => r.tools.join(', ') },
          { title: t('aiChat.usage.tokens'), render: (_, r) => `${r.tokensIn} / ${r.tokensOut}` },
          { title: t('aiChat.usage.cost'), dataIndex: 'cost' },
          { title: t('aiChat.usage.firstToken'), render: (_, r) => r.firstTokenMs ?? '' },
          { title: t('aiChat.usage.total'), dataIndex: 'totalMs' },
          {
            title: t('aiChat.usage.status'),
            render: (_, r) => (
              <Tag color={STATUS_COLOR[r.status]}>
                {t(`aiChat.usage.statuses.${r.status}`)}
                {r.failureCode ? ` ${r.failureCode}` : ''}
              </Tag>
            ),
          },
        ]}
      />
    </Card>
  );
}
