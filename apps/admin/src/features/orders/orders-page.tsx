import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, DatePicker, Form, Input, Select, Space, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AdminOrderListQuery, AdminOrderRow } from '@uu/contract/admin-orders';
import { DELIVERY_TYPES, type DeliveryType } from '@uu/contract/mall';
import { WrappingTabs } from '@/components/wrapping-tabs';
import { formatTime } from '@/lib/format';
import { readSession } from '@/lib/session';
import { mayOpen } from '@/config/pages';
import { routes } from '@uu/contract/all-routes';
import { OrderStatus } from '@uu/contract/orders';
import { useOrders } from './api/get-orders';
import { OrderDrawer } from './components/order-drawer';
import { OrderStatusTag } from './components/order-status-tag';
import { mallStores } from './api/mall-stores';
import { BatchShipModal } from './components/batch-ship-modal';

type Filters = { deliveryType?: DeliveryType; storeId?: number; q?: string; range?: [Dayjs, Dayjs] | null };

const STATES = [0, 1, 2, 3, 4, 5, 6, 7, 8];

/**
 * Orders: a tab per state with its count, filters (delivery type, store, search, creation dates),
 * newest first; a row opens the order with the actions its state allows. A clerk sees their store only
 * (the server forces it), so the store filter is not offered to them.
 */
export default function OrdersPage() {
  const { t } = useTranslation();
  const role = readSession()?.admin.role ?? 'clerk';
  const [form] = Form.useForm<Filters>();
  // Other pages link here with `?memberId=` (a member's orders), `?status=` or `?id=` (one order open).
  const [params, setParams] = useSearchParams();
  const numberParam = (name: string) => (/^\d+$/.test(params.get(name) ?? '') ? Number(params.get(name)) : undefined);
  const memberId = numberParam('memberId');
  // The dashboard's figures link here with the orders behind them: paid within a day, one goods, placed since a day.
  const instantParam = (name: string) => {
    const value = params.get(name);
    return value && !Number.isNaN(Date.parse(value)) ? value : undefined;
  };
  const link = {
    goodsId: numberParam('goodsId'),
    paidFrom: instantParam('paidFrom'),
    paidTo: instantParam('paidTo'),
    from: instantParam('from'),
  };
  const dropParams = (...names: string[]) => {
    const next = new URLSearchParams(params);
    for (const name of names) next.delete(name);
    setParams(next, { replace: true });
    setPage((p) => ({ ...p, page: 1 }));
  };
  const [status, setStatus] = useState<number | undefined>(() => numberParam('status'));
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ page: 1, size: 20 });
  // The open order lives in the address too, so it can be shared and survives a reload.
  const openId = numberParam('id') ?? null;
  const setOpenId = (id: number | null) => {
    const next = new URLSearchParams(params);
    if (id === null) next.delete('id');
    else next.set('id', String(id));
    setParams(next, { replace: true });
  };
  const stores = useQuery({ queryKey: ['admin', 'stores'], queryFn: () => mallStores({}), enabled: role !== 'clerk' });

  const query: AdminOrderListQuery = {
    ...page,
    status,
    memberId,
    deliveryType: filters.deliveryType,
    storeId: filters.storeId,
    q: filters.q?.trim() || undefined,
    from: filters.range?.[0]?.startOf('day').toISOString() ?? link.from,
    to: filters.range?.[1]?.endOf('day').toISOString(),
    goodsId: link.goodsId,
    paidFrom: link.paidFrom,
    paidTo: link.paidTo,
  };
  const list = useOrders(query);
  // Batch shipping: on the waiting-delivery tab, express orders are selected and shipped together.
  const batch =
    status === OrderStatus.waitingDelivery &&
    mayOpen(readSession()?.admin ?? { permissions: [] }, { permission: routes.shipOrder.permission });
  const [selected, setSelected] = useState<AdminOrderRow[]>([]);
  const [shipping, setShipping] = useState(false);
  const counts = list.data?.counts;
  const total = counts?.reduce((a, b) => a + b, 0);

  return (
    <Card title={t('orders.nav.list')}>
      <Form
        form={form}
        layout="inline"
        style={{ marginBottom: 8, rowGap: 8 }}
        onFinish={(values) => {
          setFilters(values);
          setPage((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="q">
          <Input.Search
            allowClear
            aria-label={t('orders.filters.search')}
            placeholder={t('orders.filters.search')}
            style={{ width: 280 }}
            onSearch={() => form.submit()}
          />
        </Form.Item>
        <Form.Item name="deliveryType">
          <Select
            allowClear
            aria-label={t('orders.filters.deliveryType')}
            placeholder={t('orders.filters.anyDelivery')}
            style={{ width: 160 }}
            options={DELIVERY_TYPES.map((d) => ({ value: d, label: t(`orders.delivery.${d}`) }))}
          />
        </Form.Item>
        {role !== 'clerk' ? (
          <Form.Item name="storeId">
            <Select
              allowClear
              aria-label={t('orders.filters.store')}
              placeholder={t('orders.filters.anyStore')}
              style={{ width: 180 }}
              options={(stores.data?.list ?? []).map((s) => ({ value: s.id, label: s.name }))}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="range">
          <DatePicker.RangePicker aria-label={t('orders.filters.created')} />
        </Form.Item>
        {memberId !== undefined ? (
          <Form.Item>
            <Tag
              closable
              onClose={() => {
                const next = new URLSearchParams(params);
                next.delete('memberId');
                setParams(next, { replace: true });
                setPage((p) => ({ ...p, page: 1 }));
              }}
            >
              {t('orders.filters.member', { id: memberId })}
            </Tag>
          </Form.Item>
        ) : null}
        {link.paidFrom ? (
          <Form.Item>
            <Tag closable onClose={() => dropParams('paidFrom', 'paidTo')}>
              {link.paidTo
                ? t('orders.filters.paidWithin', { from: formatTime(link.paidFrom), to: formatTime(link.paidTo) })
                : t('orders.filters.paidSince', { from: formatTime(link.paidFrom) })}
            </Tag>
          </Form.Item>
        ) : null}
        {link.goodsId !== undefined ? (
          <Form.Item>
            <Tag closable onClose={() => dropParams('goodsId')}>
              {t('orders.filters.goods', { id: link.goodsId })}
            </Tag>
          </Form.Item>
        ) : null}
        {link.from && !filters.range ? (
          <Form.Item>
            <Tag closable onClose={() => dropParams('from')}>
              {t('orders.filters.createdSince', { from: formatTime(link.from) })}
            </Tag>
          </Form.Item>
        ) : null}
        <Space>
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              setFilters({});
              setPage((p) => ({ ...p, page: 1 }));
            }}
          >
            {t('common.reset')}
          </Button>
        </Space>
      </Form>
      <WrappingTabs
        activeKey={status === undefined ? 'all' : String(status)}
        onChange={(key) => {
          setStatus(key === 'all' ? undefined : Number(key));
          setSelected([]);
          setPage((p) => ({ ...p, page: 1 }));
        }}
        items={[
          { key: 'all', label: <TabLabel text={t('orders.filters.all')} count={total} /> },
          ...STATES.map((s) => ({ key: String(s), label: <TabLabel text={t(`orders.status.${s}`)} count={counts?.[s]} /> })),
        ]}
      />
      {batch ? (
        <Space style={{ marginBottom: 8 }}>
          <Button type="primary" disabled={selected.length === 0} onClick={() => setShipping(true)}>
            {t('orders.batch.open')}
          </Button>
          {selected.length ? <span>{t('orders.batch.selected', { count: selected.length })}</span> : null}
        </Space>
      ) : null}
      <Table<AdminOrderRow>
        rowKey="id"
        rowSelection={
          batch
            ? {
                selectedRowKeys: selected.map((o) => o.id),
                onChange: (_, rows) => setSelected(rows),
                getCheckboxProps: (row) => ({ disabled: row.deliveryType !== 'express', 'aria-label': row.orderNo }),
              }
            : undefined
        }
        size="middle"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        // One line per order: the table scrolls sideways rather than stacking a column's words. Empty, it fits the
        // page: a scrolling region with nothing a keyboard can reach in it is refused by WCAG 2.1.1 (axe).
        scroll={list.data?.list.length ? { x: 'max-content' } : undefined}
        onRow={(row) => ({
          // The selection's checkbox selects; anywhere else on the row opens the order.
          onClick: (event) => {
            if (!(event.target as HTMLElement).closest('.ant-table-selection-column')) setOpenId(row.id);
          },
          style: { cursor: 'pointer' },
        })}
        pagination={{
          current: page.page,
          pageSize: page.size,
          total: list.data?.total ?? 0,
          showTotal: (count) => t('common.total', { count }),
          onChange: (p, size) => setPage({ page: p, size }),
        }}
        columns={[
          {
            title: t('orders.columns.orderNo'),
            dataIndex: 'orderNo',
            // The row opens the order on a click; the number is its button for the keyboard (and a screen reader).
            render: (v: string, row) => (
              <Button type="link" size="small" style={{ fontFamily: 'monospace', paddingInline: 0 }} onClick={() => setOpenId(row.id)}>
                {v}
              </Button>
            ),
          },
          {
            title: t('orders.columns.member'),
            key: 'member',
            render: (_, row) => t('orders.detail.memberLine', { nickname: row.member.nickname, memberNo: row.member.memberNo }),
          },
          { title: t('orders.columns.goods'), key: 'goods', render: (_, row) => row.goods.name },
          { title: t('orders.columns.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('orders.columns.total'), dataIndex: 'total', align: 'right', render: (v: string) => `${v} UU` },
          {
            title: t('orders.columns.paid'),
            key: 'paid',
            align: 'right',
            render: (_, row) => (row.paidAt ? t('orders.paidWith', { uu: row.paidUU, fb: row.paidFB }) : '—'),
          },
          { title: t('orders.columns.deliveryType'), dataIndex: 'deliveryType', render: (v: DeliveryType) => t(`orders.delivery.${v}`) },
          { title: t('orders.columns.store'), key: 'store', render: (_, row) => row.store?.name ?? '—' },
          { title: t('orders.columns.status'), dataIndex: 'status', render: (v: number) => <OrderStatusTag status={v} /> },
          { title: t('orders.columns.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
          { title: t('orders.columns.paidAt'), dataIndex: 'paidAt', render: (v: string | null) => formatTime(v) },
          {
            title: t('common.actions'),
            key: 'actions',
            // Kept in sight whatever the width: the table scrolls sideways under it.
            fixed: 'right',
            render: (_, row) => (
              <Button size="small" onClick={() => setOpenId(row.id)}>
                {t('orders.detail.open')}
              </Button>
            ),
          },
        ]}
      />
      {shipping ? (
        <BatchShipModal
          orders={selected}
          onClose={(shipped) => {
            setShipping(false);
            setSelected((rows) => rows.filter((o) => !shipped.includes(o.id)));
          }}
        />
      ) : null}
      <OrderDrawer id={openId} onClose={() => setOpenId(null)} />
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
