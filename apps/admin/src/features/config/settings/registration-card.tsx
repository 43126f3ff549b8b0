import { Form, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { ConfigCard } from './config-card';
import type { CouponOptions } from './coupon-options';

/** Registration: whether an invitation is required, and the coupons a new member gets. */
export function RegistrationCard({ config: c, coupons }: { config: PlatformConfig | undefined; coupons: CouponOptions }) {
  const { t } = useTranslation();
  const couponOptions = coupons.options;
  return (
    <ConfigCard
      title={t('config.settings.registration')}
      testId="registration"
      config={c}
      toForm={(cfg) => ({ requireInvite: cfg.requireInvite, registrationCoupons: cfg.registrationCoupons })}
      toBody={(v) => ({
        requireInvite: Boolean(v.requireInvite),
        registrationCoupons: (v.registrationCoupons as number[] | undefined) ?? [],
      })}
    >
      <Form.Item
        name="requireInvite"
        label={t('config.settings.requireInvite')}
        valuePropName="checked"
        extra={t('config.settings.requireInviteHint')}
      >
        <Switch />
      </Form.Item>
      <Form.Item name="registrationCoupons" label={t('config.settings.registrationCoupons')}>
        <Select mode="multiple" options={couponOptions} loading={coupons.loading} allowClear />
      </Form.Item>
    </ConfigCard>
  );
}
