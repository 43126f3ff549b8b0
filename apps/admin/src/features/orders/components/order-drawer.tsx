import { Descriptions, Divider, Drawer, Image, Result, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@uu/contract/admin-orders';
import { formatDate, formatTime } from '@/lib/format';
import { useOrder } from '../api/get-order';
import { OrderActions } from './order-actions';
import { OrderStatusTag } from './order-status-tag';

function Details({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const money = (amount: string) => `${amount} UU`;
  const items = [
    { key: 'status', label: t('orders.columns.status'), children: <OrderStatusTag status={order.status} /> },
    { key: 'delivery', label: t('orders.columns.deliveryType'), children: t(`orders.delivery.${order.deliveryType}`) },
    {
      key: 'member',
      label: t('orders.detail.member'),
      children: (
        <span data-testid="order-member">
          {t('orders.detail.memberLine', { nickname: order.member.nickname, memberNo: order.member.memberNo })}
          {order.member.email ? ` · ${order.member.email}` : ''}
          {order.member.phone ? ` · ${order.member.phone}` : ''}
        </span>
      ),
    },
    { key: 'goods', label: t('orders.detail.goods'), children: `${order.goods.name} × ${order.quantity}` },
    { key: 'price', label: t('orders.detail.price'), children: money(order.goods.price) },
    { key: 'subtotal', label: t('orders.detail.subtotal'), children: money(order.subtotal) },
    ...(order.coupon || order.discount !== '0.00'
      ? [{ key: 'coupon', label: t('orders.detail.coupon'), children: `${order.coupon?.name ?? '—'} −${money(order.discount)}` }]
      : []),
    { key: 'total', label: t('orders.detail.total'), children: money(order.total) },
    {
      key: 'paid',
      label: t('orders.detail.paid'),
      children: order.paidAt ? `${t('orders.paidWith', { uu: order.paidUU, fb: order.paidFB })} · ${formatTime(order.paidAt)}` : '—',
    },
    ...(order.address
      ? [{ key: 'address', label: t('orders.detail.address'), children: t('orders.detail.addressLine', order.address) }]
      : []),
    ...(order.store ? [{ key: 'store', label: t('orders.detail.store'), children: `${order.store.name}（${order.store.address}）` }] : []),
    ...(order.installationTime
      ? [{ key: 'installationTime', label: t('orders.detail.installationTime'), children: formatDate(order.installationTime) }]
      : []),
    ...(order.installationPicture
      ? [
          {
            key: 'installationPicture',
            label: t('orders.detail.installationPicture'),
            children: <Image width={120} src={order.installationPicture} />,
          },
        ]
      : []),
    ...(order.logistics
      ? [
          {
            key: 'logistics',
            label: t('orders.detail.logistics'),
            children: <span data-testid="order-logistics">{`${order.logistics.company} ${order.logistics.number}`}</span>,
          },
        ]
      : []),
    ...(order.remark
      ? [
          {
            key: 'remark',
            label: t('orders.detail.remark'),
            children: <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{order.remark}</Typography.Text>,
          },
        ]
      : []),
    ...(order.refundReason ? [{ key: 'refundReason', label: t('orders.detail.refundReason'), children: order.refundReason }] : []),
    ...(order.refund
      ? [
          {
            key: 'refund',
            label: t('orders.refund.record'),
            children: t('orders.refund.recordText', {
              at: formatTime(order.refund.at),
              by: order.refund.by ?? t('orders.refund.integration'),
              uu: order.refund.uu,
              fb: order.refund.fb,
              stock: order.refund.goodsLost ? t('orders.refund.lost') : t('orders.refund.restocked'),
            }),
          },
        ]
      : []),
    { key: 'created', label: t('orders.columns.createdAt'), children: formatTime(order.createdAt) },
  ];
  return <Descriptions bordered size="small" column={1} items={items} />;
}

/** One order in a side panel: what it is, what happened to it, and what the operator may do now. */
export function OrderDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const detail = useOrder(id);
  const order = detail.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={560}
      title={order ? t('orders.detail.title', { orderNo: order.orderNo }) : ' '}
      destroyOnHidden
    >
      {detail.isLoading ? <Skeleton active /> : null}
      {detail.isError ? <Result status="warning" subTitle={detail.error.message} /> : null}
      {order ? (
        <div data-testid="order-detail">
          <Details order={order} />
          <Divider orientation="left">{t('orders.detail.actions')}</Divider>
          <OrderActions order={order} />
          <Divider orientation="left">{t('orders.detail.timeline')}</Divider>
          <Timeline
            items={order.timeline.map((step) => ({
              key: `${step.kind}-${step.at}-${step.text ?? ''}`,
              color: step.kind === 'refunded' || step.kind === 'canceled' ? 'red' : step.kind === 'done' ? 'green' : 'blue',
              children: (
                <>
                  <Typography.Text strong>
                    {step.kind === 'writtenOff'
                      ? t('orders.timeline.writtenOffCount', { quantity: step.quantity })
                      : t(`orders.timeline.${step.kind}`)}
                  </Typography.Text>
                  {step.text ? <div>{step.text}</div> : null}
                  {step.kind === 'writtenOff' ? (
                    <div>{step.by ? t('orders.timeline.writtenOffBy', { name: step.by }) : t('orders.timeline.writtenOffByMember')}</div>
                  ) : null}
                  <Typography.Text type="secondary">{formatTime(step.at)}</Typography.Text>
                </>
              ),
            }))}
          />
        </div>
      ) : null}
    </Drawer>
  );
}
