import { Form, InputNumber, Select, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { ConfigCard, type IsDefault } from './config-card';

/** The IANA zones this browser knows (UTC first), for the time-zone picker. */
function timeZones(): string[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return ['UTC', ...known.filter((z) => z !== 'UTC')];
}

/** How long an order waits for payment and for confirmation, the after-sales window, the platform's time zone, and how long reward UU lasts (issue 24). */
export function OrdersTimeCard({ config: c, isDefault }: { config: PlatformConfig | undefined; isDefault: IsDefault }) {
  const { t } = useTranslation();
  const zones = useMemo(() => timeZones().map((z) => ({ value: z, label: z })), []);
  return (
    <ConfigCard
      title={t('config.settings.ordersAndTime')}
      testId="orders-time"
      config={c}
      toForm={(cfg) => ({
        orderPayMinutes: cfg.orderPayMinutes,
        orderConfirmDays: cfg.orderConfirmDays,
        afterSalesDays: cfg.afterSalesDays,
        timeZone: cfg.timeZone,
        uuValidityMonths: cfg.uuValidityMonths,
      })}
      toBody={(v) => ({
        orderPayMinutes: v.orderPayMinutes as number,
        orderConfirmDays: v.orderConfirmDays as number,
        afterSalesDays: v.afterSalesDays as number,
        timeZone: v.timeZone as string,
        uuValidityMonths: v.uuValidityMonths as number,
      })}
    >
      <Space size="large" wrap align="start">
        <Form.Item
          name="orderPayMinutes"
          label={
            <Space>
              {t('config.settings.orderPayMinutes')}
              {isDefault('orderPayMinutes')}
            </Space>
          }
          extra={t('config.settings.orderPayMinutesHint')}
        >
          <InputNumber min={1} max={1440} precision={0} suffix={t('config.settings.minutes')} />
        </Form.Item>
        <Form.Item
          name="orderConfirmDays"
          label={
            <Space>
              {t('config.settings.orderConfirmDays')}
              {isDefault('orderConfirmDays')}
            </Space>
          }
          extra={t('config.settings.orderConfirmDaysHint')}
        >
          <InputNumber min={1} max={90} precision={0} suffix={t('config.settings.days')} />
        </Form.Item>
        <Form.Item
          name="afterSalesDays"
          label={
            <Space>
              {t('config.settings.afterSalesDays')}
              {isDefault('afterSalesDays')}
            </Space>
          }
          extra={t('config.settings.afterSalesDaysHint')}
        >
          <InputNumber min={1} max={90} precision={0} suffix={t('config.settings.days')} />
        </Form.Item>
        <Form.Item
          name="timeZone"
          label={
            <Space>
              {t('config.settings.timeZone')}
              {isDefault('timeZone')}
            </Space>
          }
          extra={t('config.settings.timeZoneHint')}
        >
          <Select showSearch options={zones} style={{ width: 260 }} />
        </Form.Item>
        <Form.Item
          name="uuValidityMonths"
          label={
            <Space>
              {t('config.settings.uuValidityMonths')}
              {isDefault('uuValidityMonths')}
            </Space>
          }
          extra={t('config.settings.uuValidityMonthsHint')}
        >
          <InputNumber min={0} max={120} precision={0} suffix={t('config.settings.months')} />
        </Form.Item>
      </Space>
    </ConfigCard>
  );
}
