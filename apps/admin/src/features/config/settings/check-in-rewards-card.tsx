import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Col, Form, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PlatformConfig } from '@uu/contract/admin-config';
import { RequiredSelect } from '@/components/required-select';
import { amountText } from '@/lib/money';
import { ConfigCard } from './config-card';
import type { CouponOptions } from './coupon-options';

/** The check-in rewards: money or a coupon for a streak of days. */
export function CheckInRewardsCard({ config: c, coupons }: { config: PlatformConfig | undefined; coupons: CouponOptions }) {
  const { t } = useTranslation();
  const couponOptions = coupons.options;
  return (
    <ConfigCard
      title={t('config.settings.checkInRewards')}
      testId="check-in-rewards"
      config={c}
      toForm={(cfg) => ({
        checkInRewards: cfg.checkInRewards.map((r) =>
          'couponId' in r ? { kind: 'coupon', streak: r.streak, couponId: r.couponId } : { kind: 'money', ...r },
        ),
      })}
      toBody={(v) => ({
        checkInRewards: (
          (v.checkInRewards as
            { kind: string; streak: number; currency?: 'UU' | 'KB'; amount?: string; couponId?: number }[] | undefined) ?? []
        ).map((r) =>
          r.kind === 'coupon'
            ? { streak: r.streak, couponId: r.couponId as number }
            : { streak: r.streak, currency: r.currency ?? 'KB', amount: amountText(r.amount) },
        ),
      })}
    >
      <Form.List name="checkInRewards">
        {(fields, { add, remove }) => (
          <>
            {fields.map((field) => (
              <Row gutter={8} key={field.key} align="bottom">
                <Col span={4}>
                  <Form.Item
                    name={[field.name, 'streak']}
                    label={t('config.settings.streak')}
                    rules={[{ required: true, message: t('validation.streak') }]}
                  >
                    <InputNumber min={1} max={366} precision={0} suffix={t('config.settings.days')} />
                  </Form.Item>
                </Col>
                <Col span={4}>
                  <Form.Item name={[field.name, 'kind']} label={t('config.settings.rewardKind')}>
                    <Select
                      options={[
                        { value: 'money', label: t('config.settings.rewardMoney') },
                        { value: 'coupon', label: t('config.settings.rewardCoupon') },
                      ]}
                    />
                  </Form.Item>
                </Col>
                <Form.Item noStyle shouldUpdate>
                  {({ getFieldValue }) =>
                    getFieldValue(['checkInRewards', field.name, 'kind']) === 'coupon' ? (
                      <Col span={10}>
                        <Form.Item name={[field.name, 'couponId']} label={t('config.settings.coupon')} rules={[{ required: true }]}>
                          <RequiredSelect options={couponOptions} />
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
                          <Form.Item
                            name={[field.name, 'amount']}
                            label={t('config.settings.amount')}
                            rules={[{ required: true, message: t('validation.amountRequired') }]}
                          >
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
              <Button
                icon={<PlusOutlined />}
                onClick={() => add({ kind: 'money', streak: 7, currency: 'KB', amount: '1.00' })}
                disabled={fields.length >= 20}
              >
                {t('config.settings.addReward')}
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </ConfigCard>
  );
}
