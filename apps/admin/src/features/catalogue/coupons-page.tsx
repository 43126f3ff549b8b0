import { PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Modal, Radio, Select, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CouponRecipient } from '@uu/contract/admin-catalogue';
import { LEVELS } from '@uu/contract/enums';
import { formatTime } from '@/lib/format';
import { currentLocale } from '@/lib/i18n';
import { required } from '@/lib/required';
import { catalogueKeys, pickText } from './catalogue-lib';
import { couponRecipient } from './api/coupon-recipient';
import { issueCoupon } from './api/issue-coupon';
import { listCouponDefinitions } from './api/list-coupon-definitions';
import { saveCoupon } from './api/save-coupon';
import { CouponCopiesDrawer } from './components/coupon-copies-drawer';
import { CouponForm } from './components/coupon-form';
import { couponBody, couponValues, useTerms, useValidity, type Coupon, type FormValues, type IssueValues } from './coupons-lib';

/**
 * Coupons: amount or percent off a mall order at a minimum spend (on all goods, chosen goods or chosen
 * categories), or a package redeemed on its own; each copy valid some days from issue or between fixed dates,
 * within a total quantity and a per-member limit. Issued to every member, to one level, or to one member
 * (found by member number or id and shown before it goes out); each coupon's copies listed (who, which order).
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
  const [copiesOf, setCopiesOf] = useState<Coupon | null>(null);
  const validity = useValidity();
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
        ? { name: {}, kind: 'mall', discountType: 'amount', validity: 'days', validDays: 30, scope: 'all', active: true, claimable: false }
        : couponValues(coupon),
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
            title: t('catalogue.coupons.scope'),
            key: 'scope',
            render: (_, c) => (c.kind === 'mall' ? t(`catalogue.coupons.scopes.${c.scope}`) : '—'),
          },
          { title: t('catalogue.coupons.validity'), key: 'validity', render: (_, c) => validity(c) },
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
          {
            title: t('catalogue.coupons.issued'),
            key: 'issued',
            align: 'right',
            render: (_, c) =>
              c.totalQuantity === null ? c.issued : t('catalogue.coupons.issuedOf', { issued: c.issued, total: c.totalQuantity }),
          },
          { title: t('catalogue.coupons.used'), dataIndex: 'used', align: 'right' },
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
                <Button size="small" onClick={() => setCopiesOf(c)}>
                  {t('catalogue.coupons.copies')}
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
        <CouponForm form={form} onFinish={(values) => save.mutate(values)} />
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
      <CouponCopiesDrawer coupon={copiesOf} onClose={() => setCopiesOf(null)} />
    </Card>
  );
}
