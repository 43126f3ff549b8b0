import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Button, Card, Result, Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { LedgerProblemView } from '@uu/contract/admin-finance';
import { formatTime } from '@/lib/format';
import { useVerifyLedger } from './api/verify-ledger';

function Owner({ problem }: { problem: LedgerProblemView }) {
  const { t } = useTranslation();
  if (problem.kind === 'unbalanced') return <>{t('finance.ledger.transaction', { id: problem.transactionId })}</>;
  const owner = problem.owner;
  if (!owner) return <>#{problem.accountId}</>;
  if (owner.kind === 'platform') return <>{t('finance.ledger.platformAccount', { code: owner.code })}</>;
  return (
    <Space direction="vertical" size={0}>
      <Typography.Text>{owner.member.nickname}</Typography.Text>
      <Typography.Text type="secondary">{owner.member.memberNo}</Typography.Text>
    </Space>
  );
}

function Detail({ problem }: { problem: LedgerProblemView }) {
  const { t } = useTranslation();
  if (problem.kind === 'unbalanced')
    return <>{t('finance.ledger.unbalancedDetail', { id: problem.transactionId, currency: problem.currency, sum: problem.sum })}</>;
  if (problem.kind === 'balance') return <>{t('finance.ledger.balanceDetail', { balance: problem.balance, entries: problem.entries })}</>;
  if (problem.kind === 'lots') return <>{t('finance.ledger.lotsDetail', { balance: problem.balance, lots: problem.lots })}</>;
  return <>{t('finance.ledger.negativeDetail', { balance: problem.balance })}</>;
}

/**
 * The ledger check of `npm run ledger:verify`, on demand (product.md "Ledger"): it only reads, and
 * each run is in the audit log with its result.
 */
export default function LedgerPage() {
  const { t } = useTranslation();
  const verify = useVerifyLedger();
  const result = verify.data;
  const facts = (r: NonNullable<typeof result>) => ({
    checkedAt: formatTime(r.checkedAt),
    transactions: r.transactions,
    accounts: r.accounts,
  });

  return (
    <Card
      title={t('finance.ledger.title')}
      extra={
        <Button type="primary" icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={() => verify.mutate()}>
          {t('finance.ledger.verify')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('finance.ledger.intro')}</Typography.Paragraph>
      {!result ? (
        <Result status="info" title={t('finance.ledger.never')} />
      ) : result.ok ? (
        <Result status="success" title={t('finance.ledger.ok')} subTitle={t('finance.ledger.okDetail', facts(result))} />
      ) : (
        <>
          <Result
            status="error"
            title={t('finance.ledger.failed', { count: result.problems.length })}
            subTitle={t('finance.ledger.failedDetail', facts(result))}
          />
          <Table<LedgerProblemView & { key: number }>
            size="middle"
            pagination={false}
            dataSource={result.problems.map((p, key) => ({ ...p, key }))}
            columns={[
              {
                title: t('finance.ledger.problem'),
                dataIndex: 'kind',
                render: (kind: LedgerProblemView['kind']) => <Tag color="red">{t(`finance.ledger.kinds.${kind}`)}</Tag>,
              },
              { title: t('finance.ledger.account'), key: 'owner', render: (_, p) => <Owner problem={p} /> },
              { title: t('finance.ledger.currency'), dataIndex: 'currency' },
              { title: t('finance.ledger.detail'), key: 'detail', render: (_, p) => <Detail problem={p} /> },
            ]}
          />
        </>
      )}
    </Card>
  );
}
