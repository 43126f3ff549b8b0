import { Form, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { amountText } from '@/lib/money';
import { ConfigCard } from './config-card';

/** The withdrawal limits: least, most and how many a day. */
export function WithdrawalCard({ config: c }: { config: PlatformConfig | undefined }) {
  const { t } = useTranslation();
  return (
    <ConfigCard
      title={t('config.settings.withdrawal')}
      testId="withdrawal"
      config={c}
      toForm={(cfg) => ({ withdrawal: cfg.withdrawal })}
      toBody={(v) => {
        const w = v.withdrawal as { min: string | number; max: string | number; dailyCount: number };
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
  );
}
