import { useQuery } from '@tanstack/react-query';
import { Card, Col, DatePicker, Empty, Row, Space, Statistic, Table } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatStats } from '@uu/contract/admin-chat';
import { chatStats } from './api';

type ModelRow = ChatStats['models'][number];

/**
 * The chat's statistics for a period (the last 30 days unless one is picked): questions and failures
 * per day, which tools the answers used, the built-in assistant's top intents, and cost per model.
 */
export default function ChatStatsPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<[Dayjs, Dayjs] | null>(null);
  const query = period ? { from: period[0].format('YYYY-MM-DD'), to: period[1].format('YYYY-MM-DD') } : {};
  const stats = useQuery({ queryKey: ['chat-stats', query], queryFn: () => chatStats(query) });
  const data = stats.data;
  const modelName = (m: ModelRow) => (m.source === 'builtin' ? t('aiChat.usage.sources.builtin') : m.modelName);

  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Card
        title={t('aiChat.stats.title')}
        loading={stats.isLoading}
        extra={
          <DatePicker.RangePicker aria-label={t('aiChat.stats.period')} onChange={(v) => setPeriod(v?.[0] && v[1] ? [v[0], v[1]] : null)} />
        }
      >
        {data ? (
          <Row gutter={16}>
            <Col span={6}>
              <Statistic title={t('aiChat.stats.period')} value={`${data.from} – ${data.to}`} />
            </Col>
            <Col span={6}>
              <Statistic title={t('aiChat.stats.questions')} value={data.totals.questions} />
            </Col>
            <Col span={6}>
              <Statistic title={t('aiChat.stats.failures')} value={data.totals.failures} />
            </Col>
            <Col span={6}>
              <Statistic title={t('aiChat.stats.cost')} value={data.totals.cost} />
            </Col>
          </Row>
        ) : null}
      </Card>
      <Row gutter={16}>
        <Col span={12}>
          <Card title={t('aiChat.stats.perDay')} size="small">
            <Table
              rowKey="day"
              size="small"
              pagination={false}
              dataSource={data?.days ?? []}
              locale={{ emptyText: <Empty description={t('aiChat.stats.none')} /> }}
              columns={[
                { title: t('aiChat.stats.day'), dataIndex: 'day' },
                { title: t('aiChat.stats.questions'), dataIndex: 'questions' },
                { title: t('aiChat.stats.failures'), dataIndex: 'failures' },
              ]}
            />
          </Card>
        </Col>
        <Col span={12}>
          <Space direction="vertical" size="middle" style={{ width: '100%' }}>
            <Card title={t('aiChat.stats.intents')} size="small">
              <Table
                rowKey="intent"
                size="small"
                pagination={false}
                dataSource={data?.intents ?? []}
                locale={{ emptyText: <Empty description={t('aiChat.stats.none')} /> }}
                columns={[
                  { title: t('aiChat.stats.intent'), dataIndex: 'intent' },
                  { title: t('aiChat.stats.answers'), dataIndex: 'answers' },
                ]}
              />
            </Card>
            <Card title={t('aiChat.stats.tools')} size="small">
              <Table
                rowKey="tool"
                size="small"
                pagination={false}
                dataSource={data?.tools ?? []}
                locale={{ emptyText: <Empty description={t('aiChat.stats.none')} /> }}
                columns={[
                  { title: t('aiChat.stats.tool'), dataIndex: 'tool' },
                  { title: t('aiChat.stats.answers'), dataIndex: 'answers' },
                ]}
              />
            </Card>
          </Space>
        </Col>
      </Row>
      <Card title={t('aiChat.stats.perModel')} size="small">
        <Table<ModelRow>
          rowKey={(m) => `${m.source}-${m.modelId ?? ''}`}
          size="small"
          pagination={false}
          dataSource={data?.models ?? []}
          locale={{ emptyText: <Empty description={t('aiChat.stats.none')} /> }}
          columns={[
            { title: t('aiChat.stats.model'), render: (_, m) => modelName(m) },
            { title: t('aiChat.usage.source'), render: (_, m) => t(`aiChat.usage.sources.${m.source}`) },
            { title: t('aiChat.stats.answers'), dataIndex: 'answers' },
            { title: t('aiChat.stats.tokensIn'), dataIndex: 'tokensIn' },
            { title: t('aiChat.stats.tokensOut'), dataIndex: 'tokensOut' },
            { title: t('aiChat.stats.cost'), dataIndex: 'cost' },
          ]}
        />
      </Card>
    </Space>
  );
}
