import { App, Button, Card, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditLogistics, useShipOrder } from '../api/order-actions';
import { CarrierInput } from './carrier-input';

type Logistics = { company: string; number: string };

/** The carrier and tracking number, as shipping and correcting both ask them. */
function LogisticsFields() {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item
        name="company"
        label={t('orders.ship.company')}
        rules={[{ required: true, whitespace: true, max: 60, message: t('orders.ship.companyRequired') }]}
      >
        <CarrierInput />
      </Form.Item>
      <Form.Item
        name="number"
        label={t('orders.ship.number')}
        rules={[{ required: true, whitespace: true, max: 60, message: t('orders.ship.numberRequired') }]}
      >
        <Input maxLength={60} />
      </Form.Item>
    </>
  );
}

export function ShipForm({ id }: { id: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ship = useShipOrder(id);
  return (
    <Card size="small" title={t('orders.ship.title')}>
      <Form
        layout="vertical"
        onFinish={(values: Logistics) => ship.mutate(values, { onSuccess: () => void message.success(t('orders.ship.done')) })}
      >
        <LogisticsFields />
        <Button type="primary" htmlType="submit" loading={ship.isPending}>
          {t('orders.ship.submit')}
        </Button>
      </Form>
    </Card>
  );
}

/** A shipped order on its way: the carrier or tracking number typed wrong at shipping is corrected here. */
export function EditLogisticsForm({ id, logistics }: { id: number; logistics: Logistics }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const edit = useEditLogistics(id);
  return (
    <Card size="small" title={t('orders.logistics.title')} data-testid="edit-logistics">
      <Typography.Paragraph type="secondary">{t('orders.logistics.hint')}</Typography.Paragraph>
      <Form
        layout="vertical"
        initialValues={logistics}
        onFinish={(values: Logistics) => edit.mutate(values, { onSuccess: () => void message.success(t('orders.logistics.done')) })}
      >
        <LogisticsFields />
        <Button htmlType="submit" loading={edit.isPending}>
          {t('orders.logistics.submit')}
        </Button>
      </Form>
    </Card>
  );
}
