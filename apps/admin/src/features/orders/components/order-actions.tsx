import { Alert, App, Button, Card, Checkbox, Form, Input, Popconfirm, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrderDetail } from '@uu/contract/admin-orders';
import { OrderStatus } from '@uu/contract/orders';
import { routes } from '@uu/contract/all-routes';
import type { RouteDef } from '@uu/contract/routes';
import { actionsFor, needsAfterSales } from '@uu/domain/order-states';
import { mayOpen } from '@/config/pages';
import { readSession } from '@/lib/session';
import dayjs from 'dayjs';
import { formatDate } from '@/lib/format';
import { useHandOverOrder, useMarkInstalled, useRefundOrder, useTrackOrder } from '../api/order-actions';
import { beforeBookedDate } from '../lib/carriers';
import { EditLogisticsForm, ShipForm } from './logistics-forms';

/**
 * Who may do what: the permission of the call (the signed-in operator's role), and what the order state machine (@uu/domain) allows in the
 * order's state and delivery type (the server checks both again).
 */
function allowed(order: AdminOrderDetail) {
  const admin = readSession()?.admin ?? { permissions: [] };
  const may = (def: RouteDef) => mayOpen(admin, { permission: def.permission ?? null });
  const offered = new Set(actionsFor(order, 'operator'));
  return {
    ship: may(routes.shipOrder) && offered.has('ship'),
    // Carrier notes while the parcel is under way or after it arrived (not once refunded).
    track: may(routes.trackOrder) && offered.has('track'),
    // A typo in the carrier or number is corrected while the parcel is on its way (the server allows state 3 only).
    editLogistics: may(routes.editLogistics) && order.status === OrderStatus.waitingReceipt && order.logistics !== null,
    handOver: may(routes.handOverOrder) && offered.has('handOver'),
    installed: may(routes.installedOrder) && offered.has('installed'),
    // Paid and the goods have not left: the console refunds these; shipped or done: after-sales, not the refund here.
    refund: may(routes.refundOrder) && offered.has('refund'),
    afterSales: may(routes.refundOrder) && needsAfterSales(order.status),
  };
}

function TrackingForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ text: string }>();
  const track = useTrackOrder(id);
  return (
    <Card size="small" title={t('orders.tracking.title')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) =>
          track.mutate(values, {
            onSuccess: () => {
              form.resetFields();
              void message.success(t('orders.tracking.done'));
            },
          })
        }
      >
        <Form.Item
          name="text"
          label={t('orders.tracking.text')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('orders.tracking.textRequired') }]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Button htmlType="submit" loading={track.isPending}>
          {t('orders.tracking.submit')}
        </Button>
      </Form>
    </Card>
  );
}

function RefundForm({ id, quantity }: { id: number; quantity: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string; goodsLost: boolean }>();
  const goodsLost = Form.useWatch('goodsLost', form);
  const refund = useRefundOrder(id);
  return (
    <Card size="small" title={t('orders.refund.title')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => refund.mutate(values, { onSuccess: () => void message.success(t('orders.refund.done')) })}
      >
        <Form.Item
          name="reason"
          label={t('orders.refund.reason')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('orders.refund.reasonRequired') }]}
        >
          <Input.TextArea maxLength={200} rows={2} />
        </Form.Item>
        <Form.Item
          name="goodsLost"
          valuePropName="checked"
          initialValue={false}
          extra={goodsLost ? t('orders.refund.noRestock') : t('orders.refund.restock', { quantity })}
        >
          <Checkbox>{t('orders.refund.goodsLost')}</Checkbox>
        </Form.Item>
        {/* The reason is checked before the confirmation: a refund cannot be undone. */}
        <Popconfirm
          title={t('orders.refund.confirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={() => form.submit()}
        >
          <Button danger loading={refund.isPending}>
            {t('orders.refund.submit')}
          </Button>
        </Popconfirm>
      </Form>
    </Card>
  );
}

/** The actions the order's state and the operator's role allow, each refreshing the order and the list. */
export function OrderActions({ order }: { order: AdminOrderDetail }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = allowed(order);
  const handOver = useHandOverOrder();
  const installed = useMarkInstalled(order.id);
  const any = Object.values(can).some(Boolean);
  // Marking installed before the day the member booked is possible (an earlier visit), but asked about.
  const early = beforeBookedDate(order.installationTime, dayjs().format('YYYY-MM-DD'));
  if (!any) return <Typography.Text type="secondary">{t('orders.detail.noActions')}</Typography.Text>;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {can.ship ? <ShipForm id={order.id} /> : null}
      {can.editLogistics && order.logistics ? <EditLogisticsForm id={order.id} logistics={order.logistics} /> : null}
      {can.track ? <TrackingForm id={order.id} /> : null}
      {can.handOver || can.installed ? (
        <Space>
          {can.handOver ? (
            <Popconfirm
              title={t('orders.handOver.confirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => handOver.mutate(order.id, { onSuccess: () => void message.success(t('orders.handOver.done')) })}
            >
              <Button type="primary" loading={handOver.isPending}>
                {t('orders.handOver.submit')}
              </Button>
            </Popconfirm>
          ) : null}
          {can.installed ? (
            <Popconfirm
              title={early ? t('orders.installed.early', { date: formatDate(order.installationTime) }) : t('orders.installed.confirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => installed.mutate(undefined, { onSuccess: () => void message.success(t('orders.installed.done')) })}
            >
              <Button type="primary" loading={installed.isPending}>
                {t('orders.installed.submit')}
              </Button>
            </Popconfirm>
          ) : null}
        </Space>
      ) : null}
      {can.refund ? <RefundForm id={order.id} quantity={order.quantity} /> : null}
      {can.afterSales ? <Alert type="info" showIcon message={t('orders.refund.afterSales')} /> : null}
    </Space>
  );
}
