import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Modal,
  Radio,
  Row,
  Select,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponRecipient } from '@uu/contract/admin-catalogue';
import { LEVELS } from '@uu/contract/enums';
import { amountSchema } from '@uu/contract/wallet';
import { amountCents } from '@/lib/money';
import { formatTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { required } from '@/lib/required';
import { catalogueKeys, pickText, zodRule } from './catalogue-lib';
import { LocalizedInput } from './components/localized-input';
import { couponRecipient } from './api/coupon-recipient';
import { issueCoupon } from './api/issue-coupon';
import { listCouponDefinitions } from './api/list-coupon-definitions';
import { saveCoupon } from './api/save-coupon';
import { couponBody, useTerms, type Coupon, type FormValues, type IssueValues } from './coupons-lib';

/**
 * Coupons: amount or percent off a mall order at a minimum spend, or a package redeemed on its own;
 * each copy valid some days from issue. Issued to every member, to one level, or to one member
 * (found by member number or id and shown before it goes out).
 */
export default function CouponsPage() {
  const { t } = useTranslation();
  const locale = currentLocale();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const terms = useTerms();
  const [editing, setEditing] = useState<Coupon | 'new' | null>(null);
  const [issuing, setIssuing] = useState<Coupon | null>(null);
  const [recipient, setRecipient] = useState<CouponRecipient | null>(null);
  const [form] = Form.useForm<FormValues>();
  const [issueForm] = Form.useForm<IssueValues>();
  const kind = Form.useWatch('kind', form);
  const discountType = Form.useWatch('discountType', form);
  const issueTo = Form.useWatch('to', issueForm);

  const list = useQuery({ queryKey: catalogueKeys.coupons, queryFn: () => listCouponDefinitions() });
  const save = useMutation({
    mutationFn: (v: FormValues) => {
      return saveCoupon(couponBody(v, editing && editing !== 'new' ? editing.id : null));
    },
    onSuccess: async () => {
      void message.success(t('common.saved'));
      setEditing(null);
      await client.invalidateQueries({ queryKey: catalogueKeys.coupons });
    },
  });
  const find = useMutation({
    mutationFn: (who: string) => couponRecipient({ who }),
    onSuccess: (r) => setRecipient(r),
    onError: () => setRecipient(null),
  });
  const issue = useMutation({
    mutationFn: (v: IssueValues) => {
      const body =
        v.to === 'all'
          ? { to: 'all' as const }
          : v.to === 'level'
            ? { to: 'level' as const, level: required(v.level, 'level') }
            : { to: 'member' as const, userId: required(recipient, 'recipient').id };
      return issueCoupon({ id: required(issuing, 'coupon').id }, body);
    },
    onSuccess: async (result) => {
      void message.success(t('catalogue.coupons.issuedCount', { count: result.issued }));
      setIssuing(null);
      await client.invalidateQueries({ queryKey: catalogueKeys.coupons });
    },
  });

  function open(coupon: Coupon | 'new') {
    setEditing(coupon);
    form.resetFields();
    form.setFieldsValue(
      coupon === 'new'
        ? { name: {}, kind: 'mall', discountType: 'amount', validDays: 30, active: true, claimable: false }
        : {
            name: coupon.name,
            kind: coupon.kind,
            discountType: coupon.discountType ?? undefined,
            amount: coupon.amount ?? undefined,
            percent: coupon.percent ?? undefined,
            minSpend: coupon.minSpend === '0.00' ? undefined : coupon.minSpend,
            questionsPerDay: coupon.package?.questionsPerDay,
            packageDays: coupon.package?.days,
            validDays: coupon.validDays,
            active: coupon.active,
            claimable: coupon.claimable,
          },
    );
  }

  function openIssue(coupon: Coupon) {
    setIssuing(coupon);
    setRecipient(null);
    issueForm.resetFields();
    issueForm.setFieldsValue({ to: 'member' });
  }

  return (
    <Card
      title={t('catalogue.coupons.title')}
      extra={
        <Button type="primary" icon={<PlusOutlined />} onClick={() => open('new')}>
          {t('catalogue.coupons.create')}
        </Button>
      }
    >
      <Table<Coupon>
        rowKey="id"
        size="middle"
        loading={list.isLoading}
        dataSource={list.data?.list ?? []}
        pagination={false}
        columns={[
          { title: t('common.id'), dataIndex: 'id', width: 70 },
          { title: t('catalogue.coupons.name'), dataIndex: 'name', render: (_, c) => pickText(c.name, locale) },
          {
            title: t('catalogue.coupons.kind'),
            dataIndex: 'kind',
            render: (k: Coupon['kind']) => <Tag>{t(`catalogue.coupons.kinds.${k}`)}</Tag>,
          },
          { title: t('catalogue.coupons.terms'), key: 'terms', render: (_, c) => terms(c) },
          {
            title: t('catalogue.coupons.validDays'),
            dataIndex: 'validDays',
            align: 'right',
            render: (d: number) => t('catalogue.coupons.days', { count: d }),
          },
          {
            title: t('common.status'),
            key: 'status',
            render: (_, c) => (
              <Space size={4}>
                {c.active ? <Tag color="green">{t('catalogue.coupons.active')}</Tag> : <Tag>{t('catalogue.coupons.inactive')}</Tag>}
                {c.claimable ? <Tag color="blue">{t('catalogue.coupons.claimable')}</Tag> : null}
              </Space>
            ),
          },
          { title: t('catalogue.coupons.issued'), dataIndex: 'issued', align: 'right' },
          { title: t('common.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatTime(v) },
          {
            title: t('common.actions'),
            key: 'actions',
            render: (_, c) => (
              <Space>
                <Button size="small" onClick={() => open(c)}>
                  {t('common.edit')}
                </Button>
                <Button size="small" disabled={!c.active} onClick={() => openIssue(c)}>
                  {t('catalogue.coupons.issue')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        title={editing === 'new' ? t('catalogue.coupons.createTitle') : t('catalogue.coupons.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={save.isPending}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
        width={640}
      >
        <Form form={form} name="coupon" layout="vertical" onFinish={(values) => save.mutate(values)}>
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
                      zodRule(amountSchema, { optional: true }),
                      ({ getFieldValue }) => ({
                        validator: (_, value?: string) => {
                          if (getFieldValue('discountType') !== 'amount') return Promise.resolve();
                          const amount = amountCents(getFieldValue('amount') as string | number | undefined) ?? 0;
                          if (!((amountCents(value ?? '0') ?? 0) > amount))
                            return Promise.reject(new Error(t('validation.couponMinSpend')));
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
          <Form.Item
            name="validDays"
            label={t('catalogue.coupons.validDays')}
            extra={t('catalogue.coupons.validDaysHint')}
            rules={[{ required: true, type: 'integer', min: 1, max: 3650, message: t('catalogue.coupons.validDaysRange') }]}
          >
            <InputNumber min={1} max={3650} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Space size="large">
            <Form.Item
              name="active"
              label={t('catalogue.coupons.active')}
              valuePropName="checked"
              extra={t('catalogue.coupons.activeHint')}
            >
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
      </Modal>
      <Modal
        open={issuing !== null}
        title={issuing ? t('catalogue.coupons.issueTitle', { name: pickText(issuing.name, locale) }) : ''}
        okText={t('catalogue.coupons.issue')}
        cancelText={t('common.cancel')}
        confirmLoading={issue.isPending}
        okButtonProps={{ disabled: issueTo === 'member' && !recipient }}
        onCancel={() => setIssuing(null)}
        onOk={() => issueForm.submit()}
        destroyOnHidden
      >
        <Form
          form={issueForm}
          name="couponIssue"
          layout="vertical"
          onFinish={(values) => {
            const confirmText =
              values.to === 'all'
                ? t('catalogue.coupons.confirmAll')
                : values.to === 'level'
                  ? t('catalogue.coupons.confirmLevel', { level: t(`catalogue.levels.${values.level}`) })
                  : t('catalogue.coupons.confirmMember', { name: recipient?.nickname, no: recipient?.memberNo });
            // The app's own modal (not the static one), so its buttons follow the console's theme and language.
            modal.confirm({
              title: confirmText,
              okText: t('common.confirm'),
              cancelText: t('common.cancel'),
              onOk: () => issue.mutateAsync(values),
            });
          }}
        >
          <Form.Item name="to" label={t('catalogue.coupons.issueTo')}>
            <Radio.Group
              options={(['member', 'level', 'all'] as const).map((v) => ({ value: v, label: t(`catalogue.coupons.to.${v}`) }))}
              onChange={() => setRecipient(null)}
            />
          </Form.Item>
          {issueTo === 'level' ? (
            <Form.Item name="level" label={t('catalogue.coupons.level')} rules={[{ required: true, message: t('validation.level') }]}>
              <Select options={LEVELS.map((l) => ({ value: l, label: t(`catalogue.levels.${l}`) }))} />
            </Form.Item>
          ) : null}
          {issueTo === 'member' ? (
            <>
              <Form.Item
                name="who"
                label={t('catalogue.coupons.member')}
                extra={t('catalogue.coupons.memberHint')}
                rules={[{ required: true, pattern: /^\d{1,12}$/, message: t('validation.memberRef') }]}
              >
                <Input.Search
                  enterButton={t('catalogue.coupons.find')}
                  loading={find.isPending}
                  onChange={() => setRecipient(null)}
                  onSearch={(v) => {
                    if (/^\d{1,12}$/.test(v.trim())) find.mutate(v.trim());
                    else void issueForm.validateFields(['who']);
                  }}
                />
              </Form.Item>
              {recipient ? (
                <Descriptions size="small" column={2} bordered data-testid="coupon-recipient">
                  <Descriptions.Item label={t('catalogue.coupons.memberNo')}>{recipient.memberNo}</Descriptions.Item>
                  <Descriptions.Item label={t('catalogue.coupons.nickname')}>{recipient.nickname}</Descriptions.Item>
                  <Descriptions.Item label={t('catalogue.coupons.level')}>{t(`catalogue.levels.${recipient.level}`)}</Descriptions.Item>
                  <Descriptions.Item label={t('common.status')}>
                    {t(`catalogue.coupons.memberStatus.${recipient.status}`)}
                  </Descriptions.Item>
                </Descriptions>
              ) : null}
              {recipient?.status === 'disabled' ? (
                <Typography.Text type="danger">{t('catalogue.coupons.memberDisabled')}</Typography.Text>
              ) : null}
            </>
          ) : null}
        </Form>
      </Modal>
    </Card>
  );
}
