import { Alert, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePlatformConfig } from './api/get-platform-config';
import { CheckInRewardsCard } from './settings/check-in-rewards-card';
import { useCouponOptions } from './settings/coupon-options';
import { CrcRateCard } from './settings/crc-rate-card';
import { CustomerServiceCard } from './settings/customer-service-card';
import { LevelsCard } from './settings/levels-card';
import { MaintenanceCard } from './settings/maintenance-card';
import { OperatorSecurityCard } from './settings/operator-security-card';
import { OrdersTimeCard } from './settings/orders-time-card';
import { RegistrationCard } from './settings/registration-card';
import { TopUpBonusCard } from './settings/top-up-bonus-card';
import { TopUpChannelsCard } from './settings/top-up-channels-card';
import { WithdrawalCard } from './settings/withdrawal-card';

/** Platform settings (admin): maintenance, service contacts, money and levels, orders and time. */
export default function SettingsPage() {
  const { t } = useTranslation();
  const config = usePlatformConfig();
  const c = config.data;
  const coupons = useCouponOptions();
  const isDefault = (key: string) => (c?.defaults.includes(key) ? <Tag>{t('config.settings.serverDefault')}</Tag> : null);

  return (
    <Space direction="vertical" style={{ width: '100%' }} size="large">
      <Typography.Title level={4} style={{ margin: 0 }}>
        {t('config.settings.title')}
      </Typography.Title>
      <MaintenanceCard />
      <CustomerServiceCard config={c} />
      <LevelsCard config={c} isDefault={isDefault} />
      <WithdrawalCard config={c} />
      <OrdersTimeCard config={c} isDefault={isDefault} />
      <RegistrationCard config={c} coupons={coupons} />
      <CheckInRewardsCard config={c} coupons={coupons} />
      <CrcRateCard config={c} />
      <TopUpChannelsCard config={c} />
      <TopUpBonusCard config={c} isDefault={isDefault} />
      <OperatorSecurityCard />
      {config.isError ? <Alert type="error" message={t('common.loadFailed', { message: config.error.message })} /> : null}
    </Space>
  );
}
