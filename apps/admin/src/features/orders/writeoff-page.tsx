import { ScanOutlined } from '@ant-design/icons';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Popconfirm,
  Space,
  Table,
  Typography,
  type InputRef,
} from 'antd';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@uu/contract/admin-orders';
import { OrderStatus } from '@uu/contract/orders';
import { formatTime } from '@/lib/format';
import { readSession } from '@/lib/session';
import { useOrders } from './api/get-orders';
import { useHandOverOrder } from './api/order-actions';
import { useRedeemWriteOff, type WriteOffOutcome } from './api/redeem-write-off';
import { canScan, CodeScanner } from './components/code-scanner';
import { StoreCodeCard } from './components/store-code-card';

/** The order a code belongs to, as the clerk checks it against the member at the counter. */
function OrderSummary({
  order,
}: {
  order: {
    orderNo: string;
    goods: { name: string };
    quantity: number;
    /** Pieces handed over so far (partial write-off). */
    writtenOff?: number;
    member?: { nickname: string; memberNo: string };
    store: { name: string } | null;
  };
}) {
  const { t } = useTranslation();
  return (
    <Descriptions
      size="small"
      column={2}
      style={{ marginTop: 8 }}
      items={[
        { key: 'orderNo', label: t('orders.writeoff.order'), children: order.orderNo },
        { key: 'goods', label: t('orders.columns.goods'), children: <span data-testid="writeoff-goods">{order.goods.name}</span> },
        { key: 'quantity', label: t('orders.columns.quantity'), children: <span data-testid="writeoff-quantity">{order.quantity}</span> },
        ...(order.writtenOff !== undefined && order.quantity > 1
          ? [
              {
                key: 'writtenOff',
                label: t('orders.writeoff.writtenOff'),
                children: (
                  <span data-testid="writeoff-progress">
                    {t('orders.writeoff.progress', { written: order.writtenOff, quantity: order.quantity })}
                  </span>
                ),
              },
            ]
          : []),
        ...(order.member
          ? [
              {
                key: 'member',
                label: t('orders.columns.member'),
                children: t('orders.detail.memberLine', { nickname: order.member.nickname, memberNo: order.member.memberNo }),
              },
            ]
          : []),
        ...(order.store ? [{ key: 'store', label: t('orders.columns.store'), children: order.store.name }] : []),
      ]}
    />
  );
}

function Outcome({ outcome }: { outcome: WriteOffOutcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'redeemed':
      return (
        <Alert
          data-testid="writeoff-result"
          type="success"
          showIcon
          message={
            outcome.order.status === OrderStatus.pendingWriteOff
              ? t('orders.writeoff.partlyRedeemed', { remaining: outcome.order.quantity - outcome.order.writtenOff })
              : t('orders.writeoff.redeemed')
          }
          description={<OrderSummary order={outcome.order} />}
        />
      );
    case 'already':
      return (
        <Alert
          data-testid="writeoff-result"
          type="warning"
          showIcon
          message={t('orders.writeoff.alreadyRedeemed', { time: formatTime(outcome.order.doneAt) })}
          description={<OrderSummary order={outcome.order} />}
        />
      );
    case 'refunded':
      return (
        <Alert
          data-testid="writeoff-result"
          type="error"
          showIcon
          message={t('orders.writeoff.refunded', { time: formatTime(outcome.order.refundedAt) })}
          description={<OrderSummary order={outcome.order} />}
        />
      );
    case 'refused':
      return (
        <Alert
          data-testid="writeoff-result"
          type="error"
          showIcon
          message={`${t('orders.writeoff.failed')}：${outcome.message}`}
          description={outcome.order ? <OrderSummary order={outcome.order} /> : undefined}
        />
      );
  }
}

/** A short list of the desk's orders in one state (the server limits a clerk to their store). */
function DeskList({ title, status, testId }: { title: string; status: number; testId: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [page, setPage] = useState(1);
  const list = useOrders({ status, page, size: 10 });
  const handOver = useHandOverOrder();
  return (
    <Card size="small" title={title} data-testid={testId}>
      <Table<AdminOrderRow>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        dataSource={list.data?.list ?? []}
        // Empty, it fits the page rather than scroll (a scrolling region a keyboard cannot reach: WCAG 2.1.1).
        scroll={list.data?.list.length ? { x: 'max-content' } : undefined}
        locale={{ emptyText: t('orders.writeoff.empty') }}
        pagination={{ current: page, pageSize: 10, total: list.data?.total ?? 0, onChange: setPage, hideOnSinglePage: true }}
        columns={[
          { title: t('orders.columns.orderNo'), dataIndex: 'orderNo' },
          {
            title: t('orders.columns.member'),
            key: 'member',
            render: (_, row) => t('orders.detail.memberLine', { nickname: row.member.nickname, memberNo: row.member.memberNo }),
          },
          { title: t('orders.columns.goods'), key: 'goods', render: (_, row) => row.goods.name },
          { title: t('orders.columns.quantity'), dataIndex: 'quantity' },
          ...(status === OrderStatus.pendingWriteOff
            ? [
                {
                  title: t('orders.writeoff.writtenOff'),
                  key: 'writtenOff',
                  render: (_: unknown, row: AdminOrderRow) =>
                    t('orders.writeoff.progress', { written: row.writtenOff, quantity: row.quantity }),
                },
              ]
            : []),
          { title: t('orders.columns.store'), key: 'store', render: (_, row) => row.store?.name ?? '—' },
          { title: t('orders.columns.paidAt'), dataIndex: 'paidAt', render: (v: string | null) => formatTime(v) },
          ...(status === OrderStatus.waitingPickup
            ? [
                {
                  title: t('common.actions'),
                  key: 'actions',
                  render: (_: unknown, row: AdminOrderRow) => (
                    <Popconfirm
                      title={t('orders.handOver.confirm')}
                      okText={t('common.confirm')}
                      cancelText={t('common.cancel')}
                      onConfirm={() => handOver.mutate(row.id, { onSuccess: () => void message.success(t('orders.handOver.done')) })}
                    >
                      <Button size="small" type="primary">
                        {t('orders.handOver.submit')}
                      </Button>
                    </Popconfirm>
                  ),
                },
              ]
            : []),
        ]}
      />
    </Card>
  );
}

/**
 * The write-off desk (a clerk's first page): type or scan the member's code, see the order it
 * redeemed or plainly why not; below, the store's pickups to hand over and the write-offs still open.
 */
export default function WriteOffPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ code: string; quantity?: number | null }>();
  const input = useRef<InputRef>(null);
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<WriteOffOutcome | null>(null);
  const redeem = useRedeemWriteOff();
  const storeName = readSession()?.admin.storeName;

  const submit = useCallback(
    (code: string, quantity?: number | null) => {
      setOutcome(null);
      redeem.mutate(
        { code: code.trim(), ...(quantity ? { quantity } : {}) },
        {
          onSuccess: (result) => {
            setOutcome(result);
            // Ready for the next member: the fields emptied (not reset, which would mount a new input) and focused.
            form.setFieldsValue({ code: '', quantity: null });
            input.current?.focus();
          },
        },
      );
    },
    [form, redeem],
  );
  const onScanned = useCallback(
    (code: string) => {
      setScanning(false);
      form.setFieldsValue({ code });
      submit(code, form.getFieldValue('quantity') as number | null | undefined);
    },
    [form, submit],
  );

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {readSession()?.admin.role === 'clerk' && <StoreCodeCard />}
      <Card title={storeName ? `${t('orders.writeoff.title')} · ${storeName}` : t('orders.writeoff.title')}>
        <Typography.Paragraph type="secondary">{t('orders.writeoff.intro')}</Typography.Paragraph>
        <Form form={form} layout="inline" onFinish={(values) => submit(values.code, values.quantity)} style={{ rowGap: 8 }}>
          <Form.Item
            name="code"
            style={{ flex: 1, minWidth: 280, maxWidth: 520 }}
            rules={[{ required: true, whitespace: true, min: 4, max: 32, message: t('orders.writeoff.codeRequired') }]}
          >
            <Input
              ref={input}
              size="large"
              autoFocus
              autoComplete="off"
              aria-label={t('orders.writeoff.code')}
              placeholder={t('orders.writeoff.codePlaceholder')}
              maxLength={32}
              style={{ fontSize: 24, letterSpacing: 2, fontFamily: 'monospace' }}
            />
          </Form.Item>
          <Form.Item name="quantity" tooltip={t('orders.writeoff.quantityHint')} label={t('orders.writeoff.quantity')}>
            <InputNumber
              size="large"
              min={1}
              max={9999}
              precision={0}
              aria-label={t('orders.writeoff.quantity')}
              placeholder={t('orders.writeoff.quantityAll')}
              style={{ width: 120 }}
            />
          </Form.Item>
          <Space>
            <Button type="primary" size="large" htmlType="submit" loading={redeem.isPending}>
              {t('orders.writeoff.submit')}
            </Button>
            {canScan() ? (
              <Button size="large" icon={<ScanOutlined />} onClick={() => setScanning(true)}>
                {t('orders.writeoff.scan')}
              </Button>
            ) : null}
          </Space>
        </Form>
        {outcome ? (
          <div style={{ marginTop: 16 }}>
            <Outcome outcome={outcome} />
          </div>
        ) : null}
        <CodeScanner open={scanning} onCode={onScanned} onClose={() => setScanning(false)} />
      </Card>
      <DeskList title={t('orders.writeoff.waitingPickup')} status={OrderStatus.waitingPickup} testId="desk-pickup" />
      <DeskList title={t('orders.writeoff.pendingWriteOff')} status={OrderStatus.pendingWriteOff} testId="desk-writeoff" />
    </Space>
  );
}
