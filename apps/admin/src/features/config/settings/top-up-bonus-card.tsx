import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { amountText } from '@/lib/money';
import { ConfigCard, type FormValues, type IsDefault } from './config-card';
import { RuleDryRun } from './rule-dry-run';

/** At most this many tiers (the contract's limit; the member's top-up page shows them all). */
const MAX_TIERS = 10;

const toBody = (v: FormValues) => ({
  topUpBonusTiers: ((v.topUpBonusTiers as { min?: string | number; bonus?: string | number }[] | undefined) ?? []).map((tier) => ({
    min: amountText(tier.min),
    bonus: amountText(tier.bonus),
  })),
});

/**
 * Top-up bonus tiers (issue 24): "top up at least X UU, receive Y UU" on approval, the highest tier
 * reached only. The contract checks that thresholds rise and bonuses never fall before it is sent.
 */
export function TopUpBonusCard({ config: c, isDefault }: { config: PlatformConfig | undefined; isDefault: IsDefault }) {
  const { t } = useTranslation();
  return (
    <ConfigCard
      title={t('config.settings.topUpBonus')}
      testId="top-up-bonus"
      config={c}
      extra={isDefault('topUpBonusTiers')}
      toForm={(cfg) => ({ topUpBonusTiers: cfg.topUpBonusTiers })}
      toBody={toBody}
    >
      <Typography.Paragraph type="secondary">{t('config.settings.topUpBonusHint')}</Typography.Paragraph>
      <Form.List name="topUpBonusTiers">
        {(fields, { add, remove }, { errors }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="bottom">
                <Col span={10}>
                  <Form.Item
                    name={[field.name, 'min']}
                    label={t('config.settings.topUpBonusMin')}
                    rules={[{ required: true, message: t('validation.amountRequired') }]}
                  >
                    <InputNumber stringMode min="0.01" precision={2} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={10}>
                  <Form.Item
                    name={[field.name, 'bonus']}
                    label={t('config.settings.topUpBonusBonus')}
                    rules={[{ required: true, message: t('validation.amountRequired') }]}
                  >
                    <InputNumber stringMode min="0.01" precision={2} style={{ width: '100%' }} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item>
                    <Button danger icon={<DeleteOutlined />} aria-label={t('common.delete')} onClick={() => remove(field.name)} />
                  </Form.Item>
                </Col>
              </Row>
            ))}
            {/* The list's own problems (thresholds not rising, a bonus falling), from the contract or the server. */}
            <Form.ErrorList errors={errors} />
            <Form.Item>
              <Button icon={<PlusOutlined />} onClick={() => add({})} disabled={fields.length >= MAX_TIERS}>
                {t('config.settings.addTopUpBonusTier')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
      <RuleDryRun kind="topUpBonus" toBody={toBody} />
    </ConfigCard>
  );
}
