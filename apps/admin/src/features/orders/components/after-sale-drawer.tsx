import { App, Button, Descriptions, Drawer, Form, Image, Input, Popconfirm, Space, Spin, Steps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminAfterSale } from '@uu/contract/after-sales';
import { afterSaleActionsFor } from '@uu/domain/after-sales';
import { formatTime } from '@/lib/format';
import { useAfterSale, useApproveAfterSale, useReceiveAfterSale, useRefuseAfterSale } from '../api/after-sales';
import { AfterSaleStateTag } from './after-sale-state-tag';

/** One after-sales request: what the member asked, each step so far, and the operator's actions its state allows. */
export function AfterSaleDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const query = useAfterSale(id);
  const request = query.data;
  return (
    <Drawer open={id !== null} onClose={onClose} width={560} title={t('orders.afterSales.detail')} destroyOnHidden>
      {!request ? (
        <Spin />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="after-sale-drawer">
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('orders.afterSales.columns.orderNo')}>{request.orderNo}</Descriptions.Item>
            <Descriptions.Item label={t('orders.afterSales.columns.member')}>
              {t('orders.detail.memberLine', { nickname: request.member.nickname, memberNo: request.member.memberNo })}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.afterSales.columns.goods')}>{request.goods.name}</Descriptions.Item>
            <Descriptions.Item label={t('orders.afterSales.columns.state')}>
              <AfterSaleStateTag state={request.state} />
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.afterSales.columns.type')}>
              {t(`orders.afterSales.types.${request.type}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.afterSales.columns.reason')}>
              {t(`orders.afterSales.reasons.${request.reason}`)}
            </Descriptions.Item>
            <Descriptions.Item label={t('orders.afterSales.description')}>{request.description}</Descriptions.Item>
            {request.photos.length ? (
              <Descriptions.Item label={t('orders.afterSales.photos')}>
                <Image.PreviewGroup>
                  {request.photos.map((url) => (
                    <Image key={url} src={url} width={64} height={64} style={{ objectFit: 'cover' }} />
                  ))}
                </Image.PreviewGroup>
              </Descriptions.Item>
            ) : null}
            {request.returnAddress ? (
              <Descriptions.Item label={t('orders.afterSales.returnAddress')}>{request.returnAddress}</Descriptions.Item>
            ) : null}
            {request.refusal ? <Descriptions.Item label={t('orders.afterSales.refusal')}>{request.refusal}</Descriptions.Item> : null}
            {request.returnShipment ? (
              <Descriptions.Item label={t('orders.afterSales.returnShipment')}>
                {request.returnShipment.company} {request.returnShipment.number}
              </Descriptions.Item>
            ) : null}
            {request.replacement ? (
              <Descriptions.Item label={t('orders.afterSales.replacement')}>
                {request.replacement.company} {request.replacement.number}
              </Descriptions.Item>
            ) : null}
            {request.refund ? (
              <Descriptions.Item label={t('orders.afterSales.refund')}>
                <span data-testid="after-sale-refund">{t('orders.afterSales.refundAmount', request.refund)}</span>
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Steps
            direction="vertical"
            size="small"
            current={request.timeline.length - 1}
            items={request.timeline.map((s) => ({ title: t(`orders.afterSales.states.${s.state}`), description: formatTime(s.at) }))}
          />
          <AfterSaleActions request={request} />
        </Space>
      )}
    </Drawer>
  );
}

/** The operator's steps: approve (with the return address) or refuse (with a reason); confirm receipt. */
function AfterSaleActions({ request }: { request: AdminAfterSale }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const approve = useApproveAfterSale(request.id);
  const refuse = useRefuseAfterSale(request.id);
  const receive = useReceiveAfterSale(request.id);
  const offered = afterSaleActionsFor(request, 'operator');
  const done = () => void message.success(t('orders.afterSales.done'));
  const required = (text: string, max: number) => [{ required: true, whitespace: true, max, message: text }];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {offered.includes('approve') && request.type === 'refund' ? (
        <Popconfirm title={t('orders.afterSales.approveRefundConfirm')} onConfirm={() => approve.mutate({}, { onSuccess: done })}>
          <Button type="primary" loading={approve.isPending} data-testid="after-sale-approve">
            {t('orders.afterSales.approveRefund')}
          </Button>
        </Popconfirm>
      ) : null}
      {offered.includes('approve') && request.type !== 'refund' ? (
        <Form layout="vertical" onFinish={(v: { returnAddress: string }) => approve.mutate(v, { onSuccess: done })}>
          <Form.Item
            name="returnAddress"
            label={t('orders.afterSales.returnAddress')}
            rules={required(t('orders.afterSales.returnAddressRequired'), 300)}
          >
            <Input.TextArea maxLength={300} rows={2} data-testid="after-sale-return-address" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={approve.isPending} data-testid="after-sale-approve">
            {t('orders.afterSales.approve')}
          </Button>
        </Form>
      ) : null}
      {offered.includes('refuse') ? (
        <Form layout="vertical" onFinish={(v: { reason: string }) => refuse.mutate(v, { onSuccess: done })}>
          <Form.Item name="reason" label={t('orders.afterSales.refusal')} rules={required(t('orders.afterSales.refusalRequired'), 200)}>
            <Input maxLength={200} data-testid="after-sale-refusal" />
          </Form.Item>
          <Button danger htmlType="submit" loading={refuse.isPending} data-testid="after-sale-refuse">
            {t('orders.afterSales.refuse')}
          </Button>
        </Form>
      ) : null}
      {offered.includes('receive') && request.type === 'return' ? (
        <Popconfirm title={t('orders.afterSales.receiveConfirm')} onConfirm={() => receive.mutate({}, { onSuccess: done })}>
          <Button type="primary" loading={receive.isPending} data-testid="after-sale-receive">
            {t('orders.afterSales.receive')}
          </Button>
        </Popconfirm>
      ) : null}
      {offered.includes('receive') && request.type === 'exchange' ? (
        <Form
          layout="vertical"
          onFinish={(v: { company: string; number: string }) => receive.mutate({ replacement: v }, { onSuccess: done })}
        >
          <Space align="start" wrap>
            <Form.Item name="company" label={t('orders.afterSales.carrier')} rules={required(t('orders.afterSales.carrierRequired'), 60)}>
              <Input maxLength={60} />
            </Form.Item>
            <Form.Item
              name="number"
              label={t('orders.afterSales.trackingNumber')}
              rules={required(t('orders.afterSales.carrierRequired'), 60)}
            >
              <Input maxLength={60} />
            </Form.Item>
          </Space>
          <Button type="primary" htmlType="submit" loading={receive.isPending} data-testid="after-sale-receive">
            {t('orders.afterSales.receiveExchange')}
          </Button>
        </Form>
      ) : null}
      {offered.length === 0 ? <Tag>{t(`orders.afterSales.states.${request.state}`)}</Tag> : null}
    </Space>
  );
}
