import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Modal, Row, Select, Space, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { adjustMemberBodySchema, type MemberDetail, type MemberEntry } from '@uu/contract/admin-members';
import { routes } from '@uu/contract/all-routes';
import { CURRENCIES, type Currency } from '@uu/contract/wallet';
import { formatTime } from '@/lib/format';
import { amountText } from '@/lib/money';
import { mayCall } from './member-status';
import { PendingAdjustments } from './pending-adjustments';
import { adminAdjustMember } from './api/admin-adjust-member';
import { adminMemberEntries } from './api/admin-member-entries';

type AdjustValues = { currency: Currency; amount: string; reason: string };

/** Checks a form field with the contract's own schema for it, so the form and the server agree. */
function contractRule(field: keyof typeof adjustMemberBodySchema.shape, message: string) {
  return {
    validator: (_: unknown, value: unknown) =>
      adjustMemberBodySchema.shape[field].safeParse(value ?? '').success ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}

/**
 * The member's balances and ledger entries (filtered by currency, paged), and for finance and
 * admin the adjustment dialog. An adjustment carries one Idempotency-Key per opened dialog: a
 * double click or a retry after a lost answer moves the money once.
 */
export function MemberWallet({ detail }: { detail: MemberDetail }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const client = useQueryClient();
  const id = detail.member.id;
  const [currency, setCurrency] = useState<Currency | undefined>();
  const [page, setPage] = useState({ page: 1, size: 20 });
  const query = { currency, ...page };
  const entries = useQuery({ queryKey: ['admin', 'member', id, 'entries', query], queryFn: () => adminMemberEntries({ id }, query) });

  const [adjusting, setAdjusting] = useState<string | null>(null);
  const [form] = Form.useForm<AdjustValues>();
  const adjust = useMutation({
    mutationFn: ({ values, key }: { values: AdjustValues; key: string }) => adminAdjustMember({ id }, values, key),
    onSuccess: async (result) => {
      void message.success(
        result.status === 'pending'
          ? t('members.adjustments.waiting', { amount: result.amount, currency: result.currency })
          : t('members.wallet.adjusted', { balance: result.balance, currency: result.currency }),
      );
      await client.invalidateQueries({ queryKey: ['admin', 'adjustments'] });
      setAdjusting(null);
      await client.invalidateQueries({ queryKey: ['admin', 'member', id] });
    },
  });

  function confirm(values: AdjustValues) {
    const key = adjusting;
    if (!key) return;
    modal.confirm({
      title: t('members.wallet.adjustTitle'),
      content: t('members.wallet.adjustConfirm', { currency: values.currency, amount: values.amount.trim() }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      // A refusal (below zero) is shown by the query client; the dialog stays open to correct it.
      onOk: () => adjust.mutateAsync({ values: { ...values, amount: amountText(values.amount) }, key }).catch(() => undefined),
    });
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Card
        title={t('members.wallet.balances')}
        extra={
          mayCall(routes.adminAdjustMember) ? (
            <Button
              type="primary"
              onClick={() => {
                form.resetFields();
                setAdjusting(crypto.randomUUID());
              }}
            >
              {t('members.wallet.adjust')}
            </Button>
          ) : null
        }
      >
        <Row gutter={[16, 16]}>
          {CURRENCIES.map((c) => (
            <Col key={c} xs={12} md={4}>
              <div data-testid={`balance-${c}`}>
                <Statistic title={c} value={detail.balances[c]} />
              </div>
            </Col>
          ))}
        </Row>
      </Card>
      {mayCall(routes.listAdjustmentRequests) ? <PendingAdjustments memberId={id} /> : null}
      <Card
        title={t('members.wallet.entries')}
        extra={
          <Select<Currency>
            allowClear
            placeholder={t('members.wallet.anyCurrency')}
            style={{ width: 140 }}
            value={currency}
            onChange={(v) => {
              setCurrency(v);
              setPage((p) => ({ ...p, page: 1 }));
            }}
            options={CURRENCIES.map((c) => ({ value: c, label: c }))}
          />
        }
      >
        <Table<MemberEntry>
          rowKey="id"
          size="small"
          loading={entries.isLoading}
          dataSource={entries.data?.list ?? []}
          pagination={{
            current: page.page,
            pageSize: page.size,
            total: entries.data?.total ?? 0,
            showTotal: (count) => t('common.total', { count }),
            onChange: (p, s) => setPage({ page: p, size: s }),
          }}
          columns={[
            { title: t('members.wallet.time'), dataIndex: 'createdAt', render: (v: number) => formatTime(v) },
            { title: t('members.wallet.currency'), dataIndex: 'currency' },
            { title: t('members.wallet.type'), dataIndex: 'type', render: (v: string) => t(`members.logTypes.${v}`) },
            {
              title: t('members.wallet.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (v: string) => (
                <Typography.Text type={v.startsWith('-') ? 'danger' : 'success'}>{v.startsWith('-') ? v : `+${v}`}</Typography.Text>
              ),
            },
            { title: t('members.wallet.balanceAfter'), dataIndex: 'balanceAfter', align: 'right' },
            {
              title: t('members.wallet.counterparty'),
              dataIndex: 'counterparty',
              render: (c: MemberEntry['counterparty']) =>
                c ? <Link to={`/members/${c.id}`}>{`${c.nickname} (${c.memberNo})`}</Link> : '—',
            },
            { title: t('members.wallet.memo'), dataIndex: 'memo', render: (v: string | null) => v ?? '—' },
          ]}
        />
      </Card>
      <Modal
        open={adjusting !== null}
        title={t('members.wallet.adjustTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={adjust.isPending}
        onCancel={() => setAdjusting(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" initialValues={{ currency: 'UU' }} onFinish={confirm}>
          <Form.Item name="currency" label={t('members.wallet.currency')} rules={[{ required: true, message: t('validation.currency') }]}>
            <Select options={CURRENCIES.map((c) => ({ value: c, label: `${c} (${detail.balances[c]})` }))} />
          </Form.Item>
          <Form.Item
            name="amount"
            label={t('members.wallet.adjustAmount')}
            extra={t('members.wallet.adjustAmountHelp')}
            rules={[contractRule('amount', t('validation.adjustAmount'))]}
          >
            <Input inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('members.actions.reason')}
            rules={[contractRule('reason', t('members.actions.reasonRequired'))]}
          >
            <Input.TextArea rows={3} maxLength={200} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
