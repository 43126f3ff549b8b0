import { useQuery } from '@tanstack/react-query';
import { Col, DatePicker, Form, Input, InputNumber, Radio, Row, Select, Space, Switch, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { COUPON_SCOPES } from '@uu/contract/coupons';
import { amountSchema } from '@uu/contract/wallet';
import { amountCents } from '@/lib/money';
import { currentLocale } from '@/lib/i18n';
import { adminCategories } from '../api/admin-categories';
import { adminGoods } from '../api/admin-goods';
import { catalogueKeys, pickText, zodRule } from '../catalogue-lib';
import type { FormValues } from '../coupons-lib';
import { LocalizedInput } from './localized-input';

/**
 * A coupon's fields (issue 17 "Coupons"): what it gives, what goods it applies to (all, chosen goods or chosen
 * categories), how long copies last ("N days from issue" or fixed dates), and how many may be given, in all and
 * to one member.
 */
export function CouponForm({ form, onFinish }: { form: FormInstance<FormValues>; onFinish: (values: FormValues) => void }) {
  const { t } = useTranslation();
  const locale = currentLocale();
  const kind = Form.useWatch('kind', form);
  const discountType = Form.useWatch('discountType', form);
  const scope = Form.useWatch('scope', form);
  const validity = Form.useWatch('validity', form);
  // The goods and categories a scope may name: the first hundred goods (searchable by name), every category.
  const goods = useQuery({
    queryKey: [...catalogueKeys.coupons, 'scope-goods'],
    queryFn: () => adminGoods({ page: 1, size: 100 }),
    enabled: scope === 'goods',
  });
  const categories = useQuery({
    queryKey: [...catalogueKeys.coupons, 'scope-categories'],
    queryFn: () => adminCategories(),
    enabled: scope === 'categories',
  });

  return (
    <Form form={form} name="coupon" layout="vertical" onFinish={onFinish}>
      <LocalizedInput name="name" label={t('catalogue.coupons.name')} max={2000} />
      <Form.Item name="kind" label={t('catalogue.coupons.kind')}>
        <Radio.Group
          optionType="button"
          options={(['mall', 'package'] as const).map((k) => ({ value: k, label: t(`catalogue.coupons.kinds.${k}`) }))}
        />
      </Form.Item>
      {kind === 'mall' ? (
        <>
          <Form.Item
            name="discountType"
            label={t('catalogue.coupons.discountType')}
            rules={[{ required: true, message: t('validation.couponDiscountType') }]}
          >
            <Radio.Group
              options={[
                { value: 'amount', label: t('catalogue.coupons.amountType') },
                { value: 'percent', label: t('catalogue.coupons.percentType') },
              ]}
            />
          </Form.Item>
          <Row gutter={16}>
            <Col span={12}>
              {discountType === 'percent' ? (
                <Form.Item
                  name="percent"
                  label={t('catalogue.coupons.percent')}
                  rules={[{ required: true, type: 'integer', min: 1, max: 99, message: t('validation.couponPercent') }]}
                >
                  <InputNumber min={1} max={99} precision={0} suffix="%" style={{ width: '100%' }} />
                </Form.Item>
              ) : (
                <Form.Item
                  name="amount"
                  label={t('catalogue.coupons.amount')}
                  rules={[{ required: true, message: t('validation.amountRequired') }, zodRule(amountSchema)]}
                >
                  <Input suffix="UU" inputMode="decimal" />
                </Form.Item>
              )}
            </Col>
            <Col span={12}>
              <Form.Item
                name="minSpend"
                label={t('catalogue.coupons.minSpend')}
                extra={discountType === 'amount' ? t('catalogue.coupons.minSpendHint') : undefined}
                dependencies={['amount', 'discountType']}
                rules={[
                  zodRule(amountSchema),
                  ({ getFieldValue }) => ({
                    validator: (_, value?: string) => {
                      if (getFieldValue('discountType') !== 'amount') return Promise.resolve();
                      const amount = amountCents(getFieldValue('amount') as string | undefined) ?? 0;
                      if (!((amountCents(value ?? '0') ?? 0) > amount)) return Promise.reject(new Error(t('validation.couponMinSpend')));
                      return Promise.resolve();
                    },
                  }),
                ]}
              >
                <Input suffix="UU" inputMode="decimal" />
              </Form.Item>
            </Col>
          </Row>
        </>
      ) : (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item
              name="questionsPerDay"
              label={t('catalogue.coupons.questionsPerDay')}
              rules={[{ required: true, type: 'integer', min: 1, max: 1000, message: t('validation.couponPackage') }]}
            >
              <InputNumber min={1} max={1000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item
              name="packageDays"
              label={t('catalogue.coupons.packageDays')}
              rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t('validation.couponPackage') }]}
            >
              <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      )}
      {kind === 'mall' ? (
        <>
          <Form.Item name="scope" label={t('catalogue.coupons.scope')}>
            <Radio.Group options={COUPON_SCOPES.map((v) => ({ value: v, label: t(`catalogue.coupons.scopes.${v}`) }))} />
          </Form.Item>
          {scope === 'goods' ? (
            <Form.Item
              name="scopeGoods"
              label={t('catalogue.coupons.scopeGoods')}
              rules={[{ required: true, type: 'array', min: 1, message: t('catalogue.coupons.scopeRequired') }]}
            >
              <Select
                mode="multiple"
                showSearch
                optionFilterProp="label"
                loading={goods.isLoading}
                options={(goods.data?.list ?? []).map((g) => ({ value: g.id, label: `${pickText(g.name, locale)} (#${g.id})` }))}
              />
            </Form.Item>
          ) : null}
          {scope === 'categories' ? (
            <Form.Item
              name="scopeCategories"
              label={t('catalogue.coupons.scopeCategories')}
              rules={[{ required: true, type: 'array', min: 1, message: t('catalogue.coupons.scopeRequired') }]}
            >
              <Select
                mode="multiple"
                optionFilterProp="label"
                loading={categories.isLoading}
                options={(categories.data?.list ?? []).map((c) => ({ value: c.id, label: pickText(c.name, locale) }))}
              />
            </Form.Item>
          ) : null}
        </>
      ) : null}
      <Form.Item name="validity" label={t('catalogue.coupons.validity')}>
        <Radio.Group
          optionType="button"
          options={(['days', 'fixed'] as const).map((v) => ({ value: v, label: t(`catalogue.coupons.validityMode.${v}`) }))}
        />
      </Form.Item>
      {validity === 'fixed' ? (
        <Form.Item
          name="validRange"
          label={t('catalogue.coupons.validRange')}
          rules={[{ required: true, message: t('catalogue.coupons.validRangeRequired') }]}
        >
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
      ) : (
        <Form.Item
          name="validDays"
          label={t('catalogue.coupons.validDays')}
          extra={t('catalogue.coupons.validDaysHint')}
          rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t('catalogue.coupons.validDaysRange') }]}
        >
          <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="totalQuantity" label={t('catalogue.coupons.totalQuantity')} extra={t('catalogue.coupons.limitHint')}>
            <InputNumber min={1} max={100_000_000} precision={0} placeholder={t('catalogue.coupons.unlimited')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="perMemberLimit" label={t('catalogue.coupons.perMemberLimit')}>
            <InputNumber min={1} max={1000} precision={0} placeholder={t('catalogue.coupons.unlimited')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
      </Row>
      <Space size="large">
        <Form.Item name="active" label={t('catalogue.coupons.active')} valuePropName="checked" extra={t('catalogue.coupons.activeHint')}>
          <Switch />
        </Form.Item>
        <Form.Item
          name="claimable"
          label={t('catalogue.coupons.claimable')}
          valuePropName="checked"
          extra={t('catalogue.coupons.claimableHint')}
        >
          <Switch />
        </Form.Item>
      </Space>
    </Form>
  );
}
