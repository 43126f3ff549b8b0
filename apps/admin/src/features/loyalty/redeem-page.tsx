import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Drawer, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch, Table, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RedeemBatch, RedeemCode, RedeemReward } from '@uu/contract/redemption';
import { formatTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import {
  createRedeemBatch,
  downloadRedeemCodes,
  listRedeemBatches,
  listRedeemCodes,
  voidRedeemBatch,
  voidRedeemCode,
} from './api/redeem-batches';
import { listCouponDefinitions } from './api/coupons';

type FormValues = {
  name: { 'zh-Hant': string; 'zh-Hans'?: string; en?: string };
  kind: RedeemReward['kind'];
  amount?: string;
  couponId?: number;
  questionsPerDay?: number;
  days?: number;
  count: number;
  period: [Dayjs, Dayjs];
  oncePerMember: boolean;
};

const keys = { batches: ['redeem-batches'] as const, codes: (id: number) => ['redeem-codes', id] as const };

/** The name in the operator's language, else the Traditional Chinese one. */
function pick(name: Record<string, string>, locale: string): string {
  return name[locale] || name['zh-Hant'] || '';
}

/**
 * Redemption codes and gift cards (issue 24): a batch gives UU, a coupon or a chat package per
 * code, within a period, one per member (a promotion) or not (gift cards). The codes are listed,
 * voided one by one or all at once, and exported as CSV to print or hand to a partner.
 */
export default function RedeemPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<RedeemBatch | null>(null);
  const [form] = Form.useForm<FormValues>();
  const kind = Form.useWatch('kind', form);

  const batches = useQuery({ queryKey: [...keys.batches, page], queryFn: () => listRedeemBatches({ page, size: 20 }) });
  const coupons = useQuery({ queryKey: ['coupon-definitions'], queryFn: () => listCouponDefinitions(), enabled: creating });
  const create = useMutation({
    mutationFn: (v: FormValues) =>
      createRedeemBatch({
        name: v.name,
        reward:
          v.kind === 'uu'
            ? { kind: 'uu', amount: v.amount ?? '' }
            : v.kind === 'coupon'
              ? { kind: 'coupon', couponId: v.couponId ?? 0 }
              : { kind: 'chat', questionsPerDay: v.questionsPerDay ?? 0, days: v.days ?? 0 },
        count: v.count,
        validFrom: v.period[0].toISOString(),
        validTo: v.period[1].toISOString(),
        oncePerMember: v.oncePerMember,
      }),
    onSuccess: async (batch) => {
      void message.success(t('loyalty.redeem.created', { count: batch.count }));
      setCreating(false);
      await client.invalidateQueries({ queryKey: keys.batches });
    },
    onError: (error) => void message.error(error.message),
  });
  const voidBatch = useMutation({
    mutationFn: (id: number) => voidRedeemBatch(id),
    onSuccess: async () => {
      void message.success(t('loyalty.redeem.voided'));
      await client.invalidateQueries({ queryKey: keys.batches });
    },
    onError: (error) => void message.error(error.message),
  });

  function describe(reward: RedeemReward): string {
    if (reward.kind === 'uu') return `${reward.amount ?? ''} UU`;
    if (reward.kind === 'coupon') return reward.couponName ?? `#${reward.couponId ?? ''}`;
    return t('loyalty.redeem.chatReward', { questions: reward.questionsPerDay, days: reward.days });
  }

  function confirmVoid(batch: RedeemBatch) {
    modal.confirm({
      title: t('loyalty.redeem.voidBatch'),
      content: t('loyalty.redeem.voidBatchConfirm', { name: pick(batch.name, locale), count: batch.count - batch.redeemed - batch.voided }),
      okButtonProps: { danger: true },
      okText: t('loyalty.redeem.voidBatch'),
      cancelText: t('common.cancel'),
      onOk: () => voidBatch.mutateAsync(batch.id),
    });
  }

  return (
    <Card
      title={t('loyalty.redeem.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => {
            form.resetFields();
            setCreating(true);
          }}
        >
          {t('loyalty.redeem.create')}
        </Button>
      }
    >
      <Table<RedeemBatch>
        rowKey="id"
        size="middle"
        loading={batches.isLoading}
        dataSource={batches.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: batches.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('common.id'), dataIndex: 'id', width: 70 },
          { title: t('loyalty.redeem.name'), render: (_, b) => pick(b.name, locale) },
          { title: t('loyalty.redeem.reward'), render: (_, b) => describe(b.reward) },
          { title: t('loyalty.redeem.progress'), render: (_, b) => `${b.redeemed} / ${b.voided} / ${b.count}` },
          { title: t('loyalty.redeem.period'), render: (_, b) => `${formatTime(b.validFrom)} – ${formatTime(b.validTo)}` },
          {
            title: t('loyalty.redeem.oncePerMember'),
            render: (_, b) => (b.oncePerMember ? t('common.yes') : t('common.no')),
          },
          {
            title: t('loyalty.redeem.state'),
            render: (_, b) => <Tag color={b.state === 'active' ? 'green' : 'default'}>{t(`loyalty.redeem.states.${b.state}`)}</Tag>,
          },
          { title: t('loyalty.redeem.createdBy'), render: (_, b) => b.createdBy ?? '' },
          {
            title: t('common.actions'),
            render: (_, b) => (
              <Space>
                <Button size="small" onClick={() => setOpen(b)}>
                  {t('loyalty.redeem.codes')}
                </Button>
                <Button
                  size="small"
                  onClick={() =>
                    void downloadRedeemCodes(b.id).catch((e: unknown) => void message.error(e instanceof Error ? e.message : String(e)))
                  }
                >
                  {t('loyalty.redeem.export')}
                </Button>
                {b.state === 'active' ? (
                  <Button size="small" danger onClick={() => confirmVoid(b)}>
                    {t('loyalty.redeem.voidBatch')}
                  </Button>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={creating}
        title={t('loyalty.redeem.createTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={create.isPending}
        onCancel={() => setCreating(false)}
        onOk={() => form.submit()}
        destroyOnHidden
        width={640}
      >
        <Form
          form={form}
          name="redeem-batch"
          layout="vertical"
          initialValues={{ kind: 'uu', count: 100, oncePerMember: true, name: {} }}
          onFinish={(values) => create.mutate(values)}
        >
          <Form.Item
            name={['name', 'zh-Hant']}
            label={`${t('loyalty.redeem.name')}（繁體中文）`}
            rules={[{ required: true, whitespace: true, max: 60, message: t('validation.redeemName') }]}
          >
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name={['name', 'zh-Hans']} label={`${t('loyalty.redeem.name')}（简体中文）`}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name={['name', 'en']} label={`${t('loyalty.redeem.name')} (English)`}>
            <Input maxLength={60} />
          </Form.Item>
          <Form.Item name="kind" label={t('loyalty.redeem.rewardKind')}>
            <Radio.Group
              optionType="button"
              options={(['uu', 'coupon', 'chat'] as const).map((k) => ({ value: k, label: t(`loyalty.redeem.kinds.${k}`) }))}
            />
          </Form.Item>
          {kind === 'uu' ? (
            <Form.Item
              name="amount"
              label={t('loyalty.redeem.amount')}
              rules={[{ required: true, pattern: /^\d+(\.\d{1,2})?$/, message: t('validation.amount') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
          ) : null}
          {kind === 'coupon' ? (
            <Form.Item name="couponId" label={t('loyalty.redeem.coupon')} rules={[{ required: true, message: t('validation.id') }]}>
              <Select
                loading={coupons.isLoading}
                options={(coupons.data?.list ?? [])
                  .filter((c) => c.active)
                  .map((c) => ({ value: c.id, label: `#${c.id} ${pick(c.name, locale)}` }))}
              />
            </Form.Item>
          ) : null}
          {kind === 'chat' ? (
            <Space size="large">
              <Form.Item
                name="questionsPerDay"
                label={t('loyalty.redeem.questionsPerDay')}
                rules={[{ required: true, message: t('validation.redeemQuestions') }]}
              >
                <InputNumber min={1} max={1000} precision={0} />
              </Form.Item>
              <Form.Item name="days" label={t('loyalty.redeem.days')} rules={[{ required: true, message: t('validation.redeemDays') }]}>
                <InputNumber min={1} max={366} precision={0} />
              </Form.Item>
            </Space>
          ) : null}
          <Form.Item name="count" label={t('loyalty.redeem.count')} rules={[{ required: true, message: t('validation.redeemCount') }]}>
            <InputNumber min={1} max={10000} precision={0} />
          </Form.Item>
          <Form.Item name="period" label={t('loyalty.redeem.period')} rules={[{ required: true, message: t('validation.redeemPeriod') }]}>
            <DatePicker.RangePicker showTime />
          </Form.Item>
          <Form.Item
            name="oncePerMember"
            label={t('loyalty.redeem.oncePerMember')}
            valuePropName="checked"
            extra={t('loyalty.redeem.oncePerMemberHelp')}
          >
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
      <Drawer open={open !== null} onClose={() => setOpen(null)} width={720} title={open ? pick(open.name, locale) : ''} destroyOnHidden>
        {open ? <CodesTable batch={open} /> : null}
      </Drawer>
    </Card>
  );
}

/** A batch's codes, filtered by state, each unused one voidable. */
function CodesTable({ batch }: { batch: RedeemBatch }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<RedeemCode['state'] | undefined>(undefined);
  const codes = useQuery({
    queryKey: [...keys.codes(batch.id), page, state],
    queryFn: () => listRedeemCodes(batch.id, { page, size: 20, ...(state ? { state } : {}) }),
  });
  const voidOne = useMutation({
    mutationFn: (codeId: number) => voidRedeemCode(batch.id, codeId),
    onSuccess: async () => {
      void message.success(t('loyalty.redeem.voided'));
      await client.invalidateQueries({ queryKey: keys.codes(batch.id) });
      await client.invalidateQueries({ queryKey: keys.batches });
    },
    onError: (error) => void message.error(error.message),
  });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<RedeemCode['state'] | 'all'>
        aria-label={t('loyalty.redeem.state')}
        style={{ width: 200 }}
        value={state ?? 'all'}
        onChange={(v) => {
          setPage(1);
          setState(v === 'all' ? undefined : v);
        }}
        options={[
          { value: 'all', label: t('loyalty.redeem.anyState') },
          ...(['unused', 'redeemed', 'void'] as const).map((s) => ({ value: s, label: t(`loyalty.redeem.codeStates.${s}`) })),
        ]}
      />
      <Table<RedeemCode>
        rowKey="id"
        size="small"
        loading={codes.isLoading}
        dataSource={codes.data?.list ?? []}
        pagination={{ current: page, pageSize: 20, total: codes.data?.total ?? 0, onChange: setPage, showSizeChanger: false }}
        columns={[
          { title: t('loyalty.redeem.code'), dataIndex: 'code', render: (code: string) => <code>{code}</code> },
          { title: t('loyalty.redeem.state'), render: (_, c) => t(`loyalty.redeem.codeStates.${c.state}`) },
          { title: t('loyalty.redeem.redeemedBy'), render: (_, c) => c.redeemedBy ?? '' },
          { title: t('loyalty.redeem.redeemedAt'), render: (_, c) => (c.redeemedAt ? formatTime(c.redeemedAt) : '') },
          {
            title: t('common.actions'),
            render: (_, c) =>
              c.state === 'unused' && batch.state === 'active' ? (
                <Button
                  size="small"
                  danger
                  onClick={() =>
                    modal.confirm({
                      title: t('loyalty.redeem.voidCode'),
                      content: t('loyalty.redeem.voidCodeConfirm', { code: c.code }),
                      okButtonProps: { danger: true },
                      okText: t('loyalty.redeem.voidCode'),
                      cancelText: t('common.cancel'),
                      onOk: () => voidOne.mutateAsync(c.id),
                    })
                  }
                >
                  {t('loyalty.redeem.voidCode')}
                </Button>
              ) : null,
          },
        ]}
      />
    </Space>
  );
}
