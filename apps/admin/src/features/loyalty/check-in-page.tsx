import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckInDesignInput, CheckInDesignView, CheckInRewardView } from '@uu/contract/admin-check-in';
import { currentLocale } from '@/lib/i18n';
import { getCheckInDesign, saveCheckInDesign } from './api/check-in';
import { CheckInDryRunPanel } from './check-in-dry-run';
import { listCouponDefinitions } from './api/coupons';

/** A reward row as the form holds it: every field of every kind, the kind's own ones sent. */
type RewardValues = {
  kind: CheckInRewardView['kind'];
  currency?: 'UU' | 'KB';
  amount?: string;
  couponId?: number;
  questions?: number;
  cards?: number;
};
export type FormValues = {
  /** Undefined while the form never held a row. */
  streakRewards?: { streak: number; reward: RewardValues }[];
  milestones?: { days: number; reward: RewardValues }[];
  makeUp: { perMonth: number; cost: string; pay: CheckInDesignView['makeUp']['pay'] };
  limits: { perIpPerDay: number | null; perDevicePerDay: number | null };
  reminderAt: string;
};

const KEY = ['check-in-design'] as const;
const KINDS = ['money', 'coupon', 'questions'] as const;
/** Make-up cards are a milestone's reward only. */
const KINDS_OF_MILESTONES = [...KINDS, 'cards'] as const;

function toMilestoneReward(v: RewardValues): CheckInDesignInput['milestones'][number]['reward'] {
  return v.kind === 'cards' ? { kind: 'cards', cards: v.cards ?? 0 } : toReward(v);
}

function toReward(v: RewardValues): CheckInDesignInput['streakRewards'][number]['reward'] {
  if (v.kind === 'money') return { kind: 'money', currency: v.currency ?? 'UU', amount: v.amount ?? '' };
  if (v.kind === 'coupon') return { kind: 'coupon', couponId: v.couponId ?? 0 };
  return { kind: 'questions', questions: v.questions ?? 0 };
}

export function toBody(v: FormValues): CheckInDesignInput {
  return {
    streakRewards: (v.streakRewards ?? []).map((row) => ({ streak: row.streak, reward: toReward(row.reward) })),
    milestones: (v.milestones ?? []).map((row) => ({ days: row.days, reward: toMilestoneReward(row.reward) })),
    makeUp: { perMonth: v.makeUp.perMonth, cost: v.makeUp.cost, pay: v.makeUp.pay },
    limits: { perIpPerDay: v.limits.perIpPerDay ?? null, perDevicePerDay: v.limits.perDevicePerDay ?? null },
    reminderAt: v.reminderAt,
  };
}

const toValues = (design: CheckInDesignView): FormValues => design;

/**
 * The check-in designer (issue 24): the rewards by streak day, the month's milestones, make-ups
 * (number a month, cost in UU) and the per-address and per-device limits, saved as one design.
 * The server judges it (CHECKIN_RULE_INVALID names the field) and answers the design in effect.
 */
export default function CheckInPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  const design = useQuery({ queryKey: KEY, queryFn: getCheckInDesign });
  const coupons = useQuery({ queryKey: ['coupon-definitions'], queryFn: () => listCouponDefinitions() });
  const couponOptions = (coupons.data?.list ?? []).map((c) => ({
    value: c.id,
    label: `#${c.id} ${c.name[locale] || c.name['zh-Hant'] || ''}`,
  }));

  useEffect(() => {
    if (design.data) form.setFieldsValue(toValues(design.data));
  }, [design.data, form]);

  const save = useMutation({
    mutationFn: (v: FormValues) => saveCheckInDesign(toBody(v)),
    onSuccess: (saved) => {
      void message.success(t('common.saved'));
      client.setQueryData(KEY, saved);
    },
    onError: (error) => void message.error(error.message),
  });

  const rewardList = (list: 'streakRewards' | 'milestones', dayField: 'streak' | 'days') => (
    <Form.List name={list}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} align="baseline" wrap data-testid={`${list}-row`}>
              <Form.Item
                name={[field.name, dayField]}
                label={t(`loyalty.checkIn.${dayField}`)}
                rules={[{ required: true, message: t('validation.integer') }]}
              >
                <InputNumber min={1} max={31} precision={0} />
              </Form.Item>
              <Form.Item name={[field.name, 'reward', 'kind']} label={t('loyalty.checkIn.rewardKind')}>
                <Select
                  style={{ width: 120 }}
                  options={(list === 'milestones' ? KINDS_OF_MILESTONES : KINDS).map((kind) => ({
                    value: kind,
                    label: t(`loyalty.checkIn.kinds.${kind}`),
                  }))}
                />
              </Form.Item>
              <Form.Item noStyle shouldUpdate>
                {({ getFieldValue }) => {
                  const kind = getFieldValue([list, field.name, 'reward', 'kind']) as RewardValues['kind'];
                  if (kind === 'money')
                    return (
                      <>
                        <Form.Item name={[field.name, 'reward', 'currency']} label={t('loyalty.checkIn.currency')} initialValue="UU">
                          <Select style={{ width: 80 }} options={[{ value: 'UU' }, { value: 'KB' }]} />
                        </Form.Item>
                        <Form.Item
                          name={[field.name, 'reward', 'amount']}
                          label={t('loyalty.checkIn.amount')}
                          rules={[{ required: true, message: t('validation.amount') }]}
                        >
                          <Input inputMode="decimal" style={{ width: 100 }} />
                        </Form.Item>
                      </>
                    );
                  if (kind === 'cards')
                    return (
                      <Form.Item
                        name={[field.name, 'reward', 'cards']}
                        label={t('loyalty.checkIn.cards')}
                        rules={[{ required: true, message: t('validation.integer') }]}
                      >
                        <InputNumber min={1} max={31} precision={0} />
                      </Form.Item>
                    );
                  if (kind === 'coupon')
                    return (
                      <Form.Item
                        name={[field.name, 'reward', 'couponId']}
                        label={t('loyalty.checkIn.coupon')}
                        rules={[{ required: true, message: t('validation.id') }]}
                      >
                        <Select style={{ width: 200 }} loading={coupons.isLoading} options={couponOptions} />
                      </Form.Item>
                    );
                  return (
                    <Form.Item
                      name={[field.name, 'reward', 'questions']}
                      label={t('loyalty.checkIn.questions')}
                      rules={[{ required: true, message: t('validation.integer') }]}
                    >
                      <InputNumber min={1} precision={0} />
                    </Form.Item>
                  );
                }}
              </Form.Item>
              <Button
                icon={<DeleteOutlined />}
                aria-label={t('loyalty.checkIn.remove')}
                onClick={() => remove(field.name)}
                data-testid={`${list}-remove`}
              />
            </Space>
          ))}
          <Button icon={<PlusOutlined />} onClick={() => add({ reward: { kind: 'money', currency: 'UU' } })}>
            {t('loyalty.checkIn.add')}
          </Button>
        </>
      )}
    </Form.List>
  );

  return (
    <Card title={t('loyalty.checkIn.title')} loading={design.isLoading}>
      <Form form={form} layout="vertical" onFinish={(v) => save.mutate(v)} disabled={!design.data}>
        <Card type="inner" title={t('loyalty.checkIn.streakRewards')} style={{ marginBottom: 16 }}>
          {rewardList('streakRewards', 'streak')}
        </Card>
        <Card type="inner" title={t('loyalty.checkIn.milestones')} style={{ marginBottom: 16 }}>
          {rewardList('milestones', 'days')}
        </Card>
        <Card type="inner" title={t('loyalty.checkIn.makeUp')} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Form.Item
              name={['makeUp', 'perMonth']}
              label={t('loyalty.checkIn.perMonth')}
              rules={[{ required: true, message: t('validation.integer') }]}
            >
              <InputNumber min={0} max={31} precision={0} />
            </Form.Item>
            <Form.Item
              name={['makeUp', 'cost']}
              label={t('loyalty.checkIn.cost')}
              rules={[{ required: true, message: t('validation.amount') }]}
            >
              <Input inputMode="decimal" />
            </Form.Item>
            <Form.Item name={['makeUp', 'pay']} label={t('loyalty.checkIn.pay')}>
              <Select
                style={{ width: 280 }}
                data-testid="check-in-pay"
                options={(['uu', 'card', 'cardOrUu'] as const).map((pay) => ({ value: pay, label: t(`loyalty.checkIn.pays.${pay}`) }))}
              />
            </Form.Item>
          </Space>
        </Card>
        <Card type="inner" title={t('loyalty.checkIn.reminder')} style={{ marginBottom: 16 }}>
          <Form.Item
            name="reminderAt"
            label={t('loyalty.checkIn.reminderAt')}
            extra={t('loyalty.checkIn.reminderHelp')}
            rules={[{ required: true, pattern: /^([01]\d|2[0-3]):[0-5]\d$/, message: t('validation.clockTime') }]}
          >
            <Input placeholder="20:00" style={{ width: 120 }} />
          </Form.Item>
        </Card>
        <Card type="inner" title={t('loyalty.checkIn.limits')} style={{ marginBottom: 16 }}>
          <Space wrap>
            <Form.Item name={['limits', 'perIpPerDay']} label={t('loyalty.checkIn.perIpPerDay')} extra={t('loyalty.checkIn.noLimit')}>
              <InputNumber min={1} precision={0} />
            </Form.Item>
            <Form.Item
              name={['limits', 'perDevicePerDay']}
              label={t('loyalty.checkIn.perDevicePerDay')}
              extra={t('loyalty.checkIn.noLimit')}
            >
              <InputNumber min={1} precision={0} />
            </Form.Item>
          </Space>
        </Card>
        <CheckInDryRunPanel form={form} toBody={toBody} />
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="check-in-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
