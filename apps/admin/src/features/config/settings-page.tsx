import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Switch, Table, Tag, Typography } from 'antd';
import { useEffect, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { savePlatformConfigBodySchema, type CrcRateImpact, type PlatformConfig } from '@uu/contract/admin-config';
import { setMaintenanceBodySchema } from '@uu/contract/content';
import { DEFAULT_LOCALE } from '@uu/contract/locales';
import { contactKindSchema } from '@uu/contract/profile';
import { routes } from '@uu/contract/all-routes';
import { setCrcRateBodySchema, setTopUpChannelsBodySchema } from '@uu/contract/wallet';
import { callApi } from '@/lib/api';
import { currentLocale } from '@/lib/i18n';
import { formatTime } from '@/lib/format';
import { amountText } from '@/lib/money';
import { checkWith, showServerIssues } from './components/form-issues';
import { LocalizedTabs } from './components/localized-tabs';

const CONFIG_KEY = ['admin', 'config', 'platform'];
const MAINTENANCE_KEY = ['admin', 'config', 'maintenance'];
const LEVELS = [0, 1, 2, 3, 4, 5] as const;

type SaveConfig = z.input<typeof savePlatformConfigBodySchema>;
type FormValues = Record<string, unknown>;

/** The IANA zones this browser knows (UTC first), for the time-zone picker. */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((z) => z !== 'UTC')];
}

function useConfig() {
  return useQuery({ queryKey: CONFIG_KEY, queryFn: () => callApi(routes.getPlatformConfig) });
}

/**
 * One card of the config: its own form over some keys of PUT /admin/config. `toForm` turns the
 * config in effect into the form's values, `toBody` the form's values into the keys to send;
 * the contract's schema checks them before they leave, and the server again.
 */
function ConfigCard({
  title,
  testId,
  config,
  toForm,
  toBody,
  children,
  extra,
}: {
  title: string;
  testId: string;
  config: PlatformConfig | undefined;
  toForm: (c: PlatformConfig) => FormValues;
  toBody: (v: FormValues) => SaveConfig;
  children: ReactNode;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<FormValues>();
  useEffect(() => {
    if (config) form.setFieldsValue(toForm(config) as Parameters<typeof form.setFieldsValue>[0]);
    // toForm is a pure mapping given inline; the config is what changes.
  }, [form, config]);
  const save = useMutation({
    mutationFn: (body: SaveConfig) => callApi(routes.savePlatformConfig, { body }),
    onSuccess: (saved) => {
      void message.success(t('common.saved'));
      client.setQueryData(CONFIG_KEY, saved);
      void client.invalidateQueries({ queryKey: CONFIG_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  function submit(values: FormValues) {
    const body = checkWith(form, savePlatformConfigBodySchema, toBody(values), t);
    if (body) save.mutate(body);
  }
  return (
    <Card title={title} loading={!config} data-testid={testId} extra={extra}>
      <Form form={form} layout="vertical" onFinish={submit}>
        {children}
        <div>
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}

/** The maintenance switch: while on, members get the message in their language (admin). */
function MaintenanceCard() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<z.input<typeof setMaintenanceBodySchema>>();
  const current = useQuery({ queryKey: MAINTENANCE_KEY, queryFn: () => callApi(routes.getMaintenanceAdmin) });
  useEffect(() => {
    if (current.data) form.setFieldsValue(current.data);
  }, [form, current.data]);
  const save = useMutation({
    mutationFn: (body: z.input<typeof setMaintenanceBodySchema>) => callApi(routes.setMaintenance, { body }),
    onSuccess: async (saved) => {
      void message.success(saved.on ? t('config.settings.maintenanceOn') : t('config.settings.maintenanceOff'));
      await client.invalidateQueries({ queryKey: MAINTENANCE_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  function submit(values: z.input<typeof setMaintenanceBodySchema>) {
    const body = checkWith(form, setMaintenanceBodySchema, values, t);
    if (!body) return;
    // Turning it on takes the member app offline: say so, with the notice members will get.
    if (body.on && !current.data?.on) {
      const notice = body.message?.[currentLocale()]?.trim() || body.message?.[DEFAULT_LOCALE]?.trim() || t('config.settings.maintenanceDefaultMessage');
      modal.confirm({
        title: t('config.settings.maintenanceConfirmTitle'),
        content: t('config.settings.maintenanceConfirm', { message: notice }),
        okText: t('config.settings.maintenanceConfirmOk'),
        okButtonProps: { danger: true },
        cancelText: t('common.cancel'),
        onOk: () => save.mutateAsync(body).catch(() => undefined),
      });
      return;
    }
    save.mutate(body);
  }
  return (
    <Card
      title={t('config.settings.maintenance')}
      loading={current.isLoading}
      data-testid="maintenance"
      extra={current.data?.on ? <Tag color="red">{t('config.settings.maintenanceIsOn')}</Tag> : <Tag color="green">{t('config.settings.maintenanceIsOff')}</Tag>}
    >
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item name="on" label={t('config.settings.maintenanceSwitch')} valuePropName="checked" extra={t('config.settings.maintenanceHint')}>
          <Switch />
        </Form.Item>
        <LocalizedTabs>
          {(l) => (
            <Form.Item name={['message', l]} label={t('config.settings.maintenanceMessage')} extra={t('config.settings.maintenanceMessageHint')}>
              <Input.TextArea rows={2} maxLength={500} />
            </Form.Item>
          )}
        </LocalizedTabs>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** The CRC rate (UU per CRC), kept with its history by its own call; set only after the operator sees what it changes for members. */
function CrcRateCard({ config }: { config: PlatformConfig | undefined }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<{ rate: string }>();
  const save = useMutation({
    mutationFn: (body: z.input<typeof setCrcRateBodySchema>) => callApi(routes.setCrcRate, { body }),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      form.resetFields();
      await client.invalidateQueries({ queryKey: CONFIG_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  const impact = useMutation({
    mutationFn: (rate: string) => callApi(routes.crcRateImpact, { query: { rate } }),
    onError: (error) => showServerIssues(form, error),
  });
  async function submit(values: { rate: string }) {
    const rate = amountText(values.rate);
    const body = checkWith(form, setCrcRateBodySchema, { rate }, t);
    if (!body) return;
    const effect = await impact.mutateAsync(rate).catch(() => null);
    if (!effect) return;
    modal.confirm({
      title: t('config.settings.crcConfirmTitle'),
      width: 520,
      content: <CrcImpact impact={effect} />,
      okText: t('config.settings.crcConfirmOk'),
      cancelText: t('common.cancel'),
      onOk: () => save.mutateAsync(body).catch(() => undefined),
    });
  }
  return (
    <Card title={t('config.settings.crcRate')} loading={!config} data-testid="crc-rate">
      <Typography.Paragraph>
        {config?.crcRate.rate
          ? t('config.settings.crcCurrent', { rate: config.crcRate.rate, time: formatTime(config.crcRate.updatedAt) })
          : t('config.settings.crcNone')}
      </Typography.Paragraph>
      <Form form={form} layout="inline" onFinish={submit}>
        <Form.Item name="rate" label={t('config.settings.crcNew')} rules={[{ required: true, message: t('validation.amountRequired') }]}>
          <InputNumber stringMode precision={2} style={{ width: 180 }} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending || impact.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** What a new rate changes: old and new rate, the CRC the members' UU buys and their CRC's worth, before → after. */
function CrcImpact({ impact }: { impact: CrcRateImpact }) {
  const { t } = useTranslation();
  const none = t('config.settings.crcNoRate');
  return (
    <div data-testid="crc-impact">
      <Typography.Paragraph>
        {t('config.settings.crcFromTo', { from: impact.currentRate ?? none, to: impact.newRate })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('config.settings.crcHoldings', { members: impact.members, uu: impact.totalUU, crc: impact.totalCRC })}</Typography.Paragraph>
      <Typography.Paragraph data-testid="crc-impact-exchangeable">
        {t('config.settings.crcExchangeable', { from: impact.exchangeableAtCurrent ?? none, to: impact.exchangeableAtNew })}
      </Typography.Paragraph>
      <Typography.Paragraph>{t('config.settings.crcWorth', { from: impact.crcWorthAtCurrent ?? none, to: impact.crcWorthAtNew })}</Typography.Paragraph>
      <Typography.Text type="warning">{t('config.settings.crcAtOnce')}</Typography.Text>
    </div>
  );
}

/** Where members send top-up money (bank accounts, e-wallets), set by their own call. */
function TopUpChannelsCard({ config }: { config: PlatformConfig | undefined }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const client = useQueryClient();
  const [form] = Form.useForm<z.input<typeof setTopUpChannelsBodySchema>>();
  useEffect(() => {
    if (config) form.setFieldsValue({ list: config.topUpChannels });
  }, [form, config]);
  const save = useMutation({
    mutationFn: (body: z.input<typeof setTopUpChannelsBodySchema>) => callApi(routes.setTopUpChannels, { body }),
    onSuccess: async () => {
      void message.success(t('common.saved'));
      await client.invalidateQueries({ queryKey: CONFIG_KEY });
    },
    onError: (error) => showServerIssues(form, error),
  });
  function submit(values: z.input<typeof setTopUpChannelsBodySchema>) {
    const list = (values.list ?? []).map((c) => ({ ...c, holder: c.holder?.trim() || null, note: c.note?.trim() || null }));
    const body = checkWith(form, setTopUpChannelsBodySchema, { list }, t);
    if (body) save.mutate(body);
  }
  return (
    <Card title={t('config.settings.topUpChannels')} loading={!config} data-testid="top-up-channels">
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.List name="list">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row gutter={8} key={field.key} align="bottom">
                  <Col span={3}>
                    <Form.Item name={[field.name, 'id']} label={t('config.settings.channelId')} rules={[{ required: true, pattern: /^[a-z0-9-]{1,40}$/, message: t('config.settings.channelIdHint') }]}>
                      <Input />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'kind']} label={t('config.settings.channelKind')} rules={[{ required: true }]}>
                      <Select options={(['bank', 'ewallet'] as const).map((k) => ({ value: k, label: t(`config.settings.channelKinds.${k}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'name']} label={t('config.settings.channelName')} rules={[{ required: true, message: t('validation.channel') }]}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item name={[field.name, 'account']} label={t('config.settings.channelAccount')} rules={[{ required: true, message: t('validation.channel') }]}>
                      <Input maxLength={80} />
                    </Form.Item>
                  </Col>
                  <Col span={3}>
                    <Form.Item name={[field.name, 'holder']} label={t('config.settings.channelHolder')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col span={5}>
                    <Form.Item name={[field.name, 'note']} label={t('config.settings.channelNote')}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={1}>
                    <Form.Item>
                      <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.Item>
                <Button icon={<PlusOutlined />} onClick={() => add({ id: '', kind: 'bank', name: '', account: '', holder: null, note: null })} disabled={fields.length >= 20}>
                  {t('config.settings.addChannel')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}

/** Percent with two decimals ↔ basis points, exactly (no float drift: rounded to whole basis points). */
const toBps = (percent: unknown) => Math.round(Number(percent) * 100);
const toPercent = (bps: number) => bps / 100;

/** Platform settings (admin): maintenance, service contacts, money and levels, orders and time. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const config = useConfig();
  const c = config.data;
  const coupons = useQuery({ queryKey: ['admin', 'config', 'coupons'], queryFn: () => callApi(routes.listCouponDefinitions) });
  const locale = currentLocale();
  const couponOptions = (coupons.data?.list ?? []).map((cp) => ({ value: cp.id, label: `#${cp.id} ${cp.name[locale] ?? cp.name[DEFAULT_LOCALE]}` }));
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  const isDefault = (key: string) => (c?.defaults.includes(key) ? <Tag>{t('config.settings.serverDefault')}</Tag> : null);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('config.settings.title')}
      </Typography.Title>
      <MaintenanceCard />

      <ConfigCard
        title={t('config.settings.customerService')}
        testId="customer-service"
        config={c}
        toForm={(cfg) => ({ customerService: cfg.customerService })}
        toBody={(v) => {
          const cs = v.customerService as { contacts?: { kind: string; value: string; label?: string | null }[]; hours?: Record<string, string | undefined> };
          return { customerService: { contacts: (cs.contacts ?? []).map((x) => ({ ...x, label: x.label?.trim() || null })), hours: cs.hours ?? {} } } as SaveConfig;
        }}
      >
        <Form.List name={['customerService', 'contacts']}>
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row gutter={8} key={field.key} align="bottom">
                  <Col span={5}>
                    <Form.Item name={[field.name, 'kind']} label={t('config.settings.contactKind')} rules={[{ required: true }]}>
                      <Select options={contactKindSchema.options.map((k) => ({ value: k, label: t(`config.settings.contactKinds.${k}`) }))} />
                    </Form.Item>
                  </Col>
                  <Col span={10}>
                    <Form.Item name={[field.name, 'value']} label={t('config.settings.contactValue')} rules={[{ required: true, message: t('validation.contactValue') }]}>
                      <Input maxLength={200} />
                    </Form.Item>
                  </Col>
                  <Col span={7}>
                    <Form.Item name={[field.name, 'label']} label={t('config.settings.contactLabel')}>
                      <Input maxLength={60} />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Form.Item>
                      <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.Item>
                <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'email', value: '', label: null })} disabled={fields.length >= 20}>
                  {t('config.settings.addContact')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
        <LocalizedTabs>
          {(l) => (
            <Form.Item name={['customerService', 'hours', l]} label={t('config.settings.hours')}>
              <Input maxLength={200} />
            </Form.Item>
          )}
        </LocalizedTabs>
      </ConfigCard>

      <ConfigCard
        title={t('config.settings.levels')}
        testId="levels"
        config={c}
        extra={<Space>{isDefault('chatDailyQuestions')}</Space>}
        toForm={(cfg) => ({
          chatDailyQuestions: cfg.chatDailyQuestions,
          levelThresholds: cfg.levelThresholds,
          referralRewardRates: cfg.referralRewardRates.map(toPercent),
        })}
        toBody={(v) => ({
          chatDailyQuestions: v.chatDailyQuestions as number[],
          levelThresholds: (v.levelThresholds as unknown[]).map(amountText),
          referralRewardRates: (v.referralRewardRates as unknown[]).map(toBps),
        })}
      >
        <Table
          rowKey={(level) => level}
          dataSource={[...LEVELS]}
          pagination={false}
          size="small"
          style={{ marginBottom: 16 }}
          columns={[
            { title: t('config.settings.level'), key: 'level', render: (_, level) => `${level} · ${t(`config.levels.${level}`)}` },
            {
              title: t('config.settings.chatQuestions'),
              key: 'chat',
              render: (_, level) => (
                <Form.Item name={['chatDailyQuestions', level]} noStyle rules={[{ required: true }]}>
                  <InputNumber min={0} max={1000} precision={0} aria-label={`${t('config.settings.chatQuestions')} ${level}`} />
                </Form.Item>
              ),
            },
            {
              title: t('config.settings.threshold'),
              key: 'threshold',
              render: (_, level) =>
                level === 0 ? (
                  '—'
                ) : (
                  <Form.Item name={['levelThresholds', level - 1]} noStyle>
                    <InputNumber stringMode precision={2} style={{ width: 180 }} aria-label={`${t('config.settings.threshold')} ${level}`} />
                  </Form.Item>
                ),
            },
            {
              title: t('config.settings.rewardRate'),
              key: 'rate',
              render: (_, level) => (
                <Form.Item name={['referralRewardRates', level]} noStyle>
                  <InputNumber min={0} max={100} precision={2} addonAfter="%" aria-label={`${t('config.settings.rewardRate')} ${level}`} />
                </Form.Item>
              ),
            },
          ]}
        />
        <Typography.Paragraph type="secondary">{t('config.settings.levelsHint')}</Typography.Paragraph>
      </ConfigCard>

      <ConfigCard
        title={t('config.settings.withdrawal')}
        testId="withdrawal"
        config={c}
        toForm={(cfg) => ({ withdrawal: cfg.withdrawal })}
        toBody={(v) => {
          const w = v.withdrawal as { min: unknown; max: unknown; dailyCount: number };
          return { withdrawal: { min: amountText(w.min), max: amountText(w.max), dailyCount: w.dailyCount } };
        }}
      >
        <Space size="large" wrap>
          <Form.Item name={['withdrawal', 'min']} label={t('config.settings.withdrawMin')} extra={t('config.settings.multipleOf100')}>
            <InputNumber stringMode step="100" precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name={['withdrawal', 'max']} label={t('config.settings.withdrawMax')}>
            <InputNumber stringMode step="100" precision={2} style={{ width: 180 }} />
          </Form.Item>
          <Form.Item name={['withdrawal', 'dailyCount']} label={t('config.settings.withdrawDaily')}>
            <InputNumber min={1} max={1000} precision={0} />
          </Form.Item>
        </Space>
      </ConfigCard>

      <ConfigCard
        title={t('config.settings.ordersAndTime')}
        testId="orders-time"
        config={c}
        toForm={(cfg) => ({ orderPayMinutes: cfg.orderPayMinutes, orderConfirmDays: cfg.orderConfirmDays, timeZone: cfg.timeZone })}
        toBody={(v) => ({ orderPayMinutes: v.orderPayMinutes as number, orderConfirmDays: v.orderConfirmDays as number, timeZone: v.timeZone as string })}
      >
        <Space size="large" wrap align="start">
          <Form.Item name="orderPayMinutes" label={<Space>{t('config.settings.orderPayMinutes')}{isDefault('orderPayMinutes')}</Space>} extra={t('config.settings.orderPayMinutesHint')}>
            <InputNumber min={1} max={1440} precision={0} addonAfter={t('config.settings.minutes')} />
          </Form.Item>
          <Form.Item name="orderConfirmDays" label={<Space>{t('config.settings.orderConfirmDays')}{isDefault('orderConfirmDays')}</Space>} extra={t('config.settings.orderConfirmDaysHint')}>
            <InputNumber min={1} max={90} precision={0} addonAfter={t('config.settings.days')} />
          </Form.Item>
          <Form.Item name="timeZone" label={<Space>{t('config.settings.timeZone')}{isDefault('timeZone')}</Space>} extra={t('config.settings.timeZoneHint')}>
            <Select showSearch options={zones} style={{ width: 260 }} />
          </Form.Item>
        </Space>
      </ConfigCard>

      <ConfigCard
        title={t('config.settings.registration')}
        testId="registration"
        config={c}
        toForm={(cfg) => ({ requireInvite: cfg.requireInvite, registrationCoupons: cfg.registrationCoupons })}
        toBody={(v) => ({ requireInvite: Boolean(v.requireInvite), registrationCoupons: (v.registrationCoupons as number[] | undefined) ?? [] })}
      >
        <Form.Item name="requireInvite" label={t('config.settings.requireInvite')} valuePropName="checked" extra={t('config.settings.requireInviteHint')}>
          <Switch />
        </Form.Item>
        <Form.Item name="registrationCoupons" label={t('config.settings.registrationCoupons')}>
          <Select mode="multiple" options={couponOptions} loading={coupons.isLoading} allowClear />
        </Form.Item>
      </ConfigCard>

      <ConfigCard
        title={t('config.settings.checkInRewards')}
        testId="check-in-rewards"
        config={c}
        toForm={(cfg) => ({
          checkInRewards: cfg.checkInRewards.map((r) => ('couponId' in r ? { kind: 'coupon', streak: r.streak, couponId: r.couponId } : { kind: 'money', ...r })),
        })}
        toBody={(v) => ({
          checkInRewards: ((v.checkInRewards as { kind: string; streak: number; currency?: 'UU' | 'KB'; amount?: string; couponId?: number }[] | undefined) ?? []).map((r) =>
            r.kind === 'coupon' ? { streak: r.streak, couponId: r.couponId as number } : { streak: r.streak, currency: r.currency ?? 'KB', amount: amountText(r.amount) },
          ),
        })}
      >
        <Form.List name="checkInRewards">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Row gutter={8} key={field.key} align="bottom">
                  <Col span={4}>
                    <Form.Item name={[field.name, 'streak']} label={t('config.settings.streak')} rules={[{ required: true, message: t('validation.streak') }]}>
                      <InputNumber min={1} max={366} precision={0} addonAfter={t('config.settings.days')} />
                    </Form.Item>
                  </Col>
                  <Col span={4}>
                    <Form.Item name={[field.name, 'kind']} label={t('config.settings.rewardKind')}>
                      <Select options={[{ value: 'money', label: t('config.settings.rewardMoney') }, { value: 'coupon', label: t('config.settings.rewardCoupon') }]} />
                    </Form.Item>
                  </Col>
                  <Form.Item noStyle shouldUpdate>
                    {({ getFieldValue }) =>
                      getFieldValue(['checkInRewards', field.name, 'kind']) === 'coupon' ? (
                        <Col span={10}>
                          <Form.Item name={[field.name, 'couponId']} label={t('config.settings.coupon')} rules={[{ required: true }]}>
                            <Select options={couponOptions} />
                          </Form.Item>
                        </Col>
                      ) : (
                        <>
                          <Col span={4}>
                            <Form.Item name={[field.name, 'currency']} label={t('config.settings.currency')}>
                              <Select options={['KB', 'UU'].map((x) => ({ value: x, label: x }))} />
                            </Form.Item>
                          </Col>
                          <Col span={6}>
                            <Form.Item name={[field.name, 'amount']} label={t('config.settings.amount')} rules={[{ required: true, message: t('validation.amountRequired') }]}>
                              <InputNumber stringMode precision={2} style={{ width: '100%' }} />
                            </Form.Item>
                          </Col>
                        </>
                      )
                    }
                  </Form.Item>
                  <Col span={2}>
                    <Form.Item>
                      <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                    </Form.Item>
                  </Col>
                </Row>
              ))}
              <Form.Item>
                <Button icon={<PlusOutlined />} onClick={() => add({ kind: 'money', streak: 7, currency: 'KB', amount: '1.00' })} disabled={fields.length >= 20}>
                  {t('config.settings.addReward')}
                </Button>
              </Form.Item>
            </>
          )}
        </Form.List>
      </ConfigCard>

      <CrcRateCard config={c} />
      <TopUpChannelsCard config={c} />
      {config.isError ? <Alert type="error" message={t('common.loadFailed', { message: (config.error as Error).message })} /> : null}
    </Space>
  );
}
