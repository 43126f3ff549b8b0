import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AdminOrderRow } from '@uu/contract/admin-orders';
import { routes } from '@uu/contract/all-routes';
import { callApi } from '@/lib/api';
import { ordersKey } from '../api/get-orders';
import { CarrierInput } from './carrier-input';

type Values = { company: string; numbers: Record<string, string> };

/**
 * Ships several express orders at once: one carrier, a tracking number per order. Each order is shipped by its
 * own call (so each is checked and audited as a single shipment); the ones refused stay selected with the reason.
 */
export function BatchShipModal({ orders, onClose }: { orders: AdminOrderRow[]; onClose: (shippedIds: number[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<Record<number, string>>({});
  // Shipped by an earlier press (when some were refused): not sent again.
  const [shippedBefore, setShippedBefore] = useState<number[]>([]);
  const pending = orders.filter((o) => !shippedBefore.includes(o.id));

  async function ship(values: Values) {
    setBusy(true);
    const shipped: number[] = [...shippedBefore];
    const failed: Record<number, string> = {};
    for (const order of pending) {
      try {
        await callApi(routes.shipOrder, {
          params: { id: order.id },
          body: { company: values.company, number: values.numbers[String(order.id)] ?? '' },
        });
        shipped.push(order.id);
      } catch (error) {
        failed[order.id] = (error as Error).message;
      }
    }
    setBusy(false);
    await client.invalidateQueries({ queryKey: ordersKey });
    if (shipped.length > shippedBefore.length)
      void message.success(t('orders.batch.done', { count: shipped.length - shippedBefore.length }));
    setShippedBefore(shipped);
    setFailures(failed);
    if (Object.keys(failed).length === 0) onClose(shipped);
  }

  const failedCount = Object.keys(failures).length;
  return (
    <Modal
      open
      width={720}
      title={t('orders.batch.title', { count: pending.length })}
      okText={t('orders.batch.submit')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => onClose(shippedBefore)}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('orders.batch.hint')}</Typography.Paragraph>
      {failedCount ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} message={t('orders.batch.failed', { count: failedCount })} />
      ) : null}
      <Form form={form} layout="vertical" onFinish={(values) => void ship(values)}>
        <Form.Item
          name="company"
          label={t('orders.ship.company')}
          rules={[{ required: true, whitespace: true, max: 60, message: t('orders.ship.companyRequired') }]}
        >
          <CarrierInput />
        </Form.Item>
        <Table<AdminOrderRow>
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={pending}
          columns={[
            {
              title: t('orders.columns.orderNo'),
              dataIndex: 'orderNo',
              render: (v: string) => <span style={{ fontFamily: 'monospace' }}>{v}</span>,
            },
            { title: t('orders.columns.goods'), key: 'goods', render: (_, row) => row.goods.name },
            {
              title: t('orders.ship.number'),
              key: 'number',
              render: (_, row) => (
                <Form.Item
                  name={['numbers', String(row.id)]}
                  style={{ margin: 0 }}
                  rules={[{ required: true, whitespace: true, max: 60, message: t('orders.ship.numberRequired') }]}
                  help={failures[row.id]}
                  validateStatus={failures[row.id] ? 'error' : undefined}
                >
                  <Input maxLength={60} aria-label={`${t('orders.ship.number')} ${row.orderNo}`} />
                </Form.Item>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
