import { Badge, Button, Card, Input, Space, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AFTER_SALE_STATES, type AdminAfterSale, type AfterSaleState } from '@uu/contract/after-sales';
import { WrappingTabs } from '@/components/wrapping-tabs';
import { formatTime } from '@/lib/format';
import { useAfterSales } from './api/after-sales';
import { AfterSaleDrawer } from './components/after-sale-drawer';
import { AfterSaleStateTag } from './components/after-sale-state-tag';

/**
 * After-sales (issue 22): a tab per state with its count (new requests first: the queue opens on them), a search by
 * order or member number; a row opens the request with the steps its state allows.
 */
export default function AfterSalesPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [state, setState] = useState<AfterSaleState | undefined>('requested');
  const [q, setQ] = useState('');
  const [page, setPage] = useState({ page: 1, size: 20 });
  const openId = /^\d+$/.test(params.get('id') ?? '') ? Number(params.get('id')) : null;
  const setOpenId = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setParams(next, { replace: true });
  };
  const list = useAfterSales({ ...page, state, q: q.trim() || undefined });
  const counts: Partial<Record<AfterSaleState, number>> = list.data?.counts ?? {};
  const total = Object.values(counts).reduce((a, b) => a + b, 0);

  return (
    <Card title={t('orders.nav.afterSales')}>
      <Space style={{ marginBottom: 8 }}>
        <Input.Search
          allowClear
          aria-label={t('orders.afterSales.search')}
          placeholder={t('orders.afterSales.search')}
          style={{ width: 280 }}
          onSearch={(value) => {
            setQ(value);
            setPage((p) => ({ ...p, page: 1 }));
          }}
        />
      </Space>
      <WrappingTabs
        activeKey={state ?? 'all'}
        onChange={(key) => {
          setState(key === 'all' ? undefined : (key as AfterSaleState));
          setPage((p) => ({ ...p, page: 1 }));
        }}
        items={[
          ...AFTER_SALE_STATES.map((s) => ({ key: s, label: <TabLabel text={t(`orders.afterSales.states.${s}`)} count={counts[s]} /> })),
          { key: 'all', label: <TabLabel text={t('orders.afterSales.all')} count={total} /> },
        ]}
      />
      <Table<AdminAfterSale>
        rowKey="id"
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        scroll={list.data?.list.length ? { x: 'max-content' } : undefined}
        onRow={(row) => ({ onClick: () => setOpenId(row.id), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        columns={[
          {
            title: t('orders.afterSales.columns.orderNo'),
            dataIndex: 'orderNo',
            render: (v: string, row) => (
              <Button type="link" size="small" style={{ fontFamily: 'monospace', paddingInline: 0 }} onClick={() => setOpenId(row.id)}>
                {v}
              </Button>
            ),
          },
          {
            title: t('orders.afterSales.columns.member'),
            key: 'member',
            render: (_, row) => t('orders.detail.memberLine', { nickname: row.member.nickname, memberNo: row.member.memberNo }),
          },
          { title: t('orders.afterSales.columns.goods'), key: 'goods', render: (_, row) => row.goods.name },
          { title: t('orders.afterSales.columns.type'), dataIndex: 'type', render: (v: string) => t(`orders.afterSales.types.${v}`) },
          { title: t('orders.afterSales.columns.reason'), dataIndex: 'reason', render: (v: string) => t(`orders.afterSales.reasons.${v}`) },
          {
            title: t('orders.afterSales.columns.state'),
            dataIndex: 'state',
            render: (v: AfterSaleState) => <AfterSaleStateTag state={v} />,
          },
          { title: t('orders.afterSales.columns.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
        ]}
      />
      <AfterSaleDrawer id={openId} onClose={() => setOpenId(null)} />
    </Card>
  );
}

function TabLabel({ text, count }: { text: string; count: number | undefined }) {
  return (
    <Space size={4}>
      {text}
      {count ? <Badge count={count} overflowCount={9999} color="#bfbfbf" /> : null}
    </Space>
  );
}
