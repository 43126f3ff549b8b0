import { ExperimentOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Typography, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CheckInDesignInput, CheckInDryRun } from '@uu/contract/admin-check-in';
import { dryRunCheckInDesign } from './api/check-in';

const MEASURES = ['UU', 'KB', 'coupons', 'questions', 'makeUpCards', 'rewards'] as const;
type Measure = (typeof MEASURES)[number];

/**
 * The dry-run of the check-in designer (issue 24): what the rules in the form would have paid over the
 * last 30 days, recomputed by the server from the stored check-ins, beside the rules in effect and what
 * the ledger paid (UU, KB). Saves nothing.
 */
export function CheckInDryRunPanel<V>({ form, toBody }: { form: FormInstance<V>; toBody: (values: V) => CheckInDesignInput }) {
  const { t } = useTranslation();
  const run = useMutation({ mutationFn: (values: V) => dryRunCheckInDesign(toBody(values)) });
  const start = () => {
    form.validateFields().then(
      (values) => run.mutate(values),
      () => undefined,
    );
  };
  const result: CheckInDryRun | undefined = run.data;
  const rows = result
    ? MEASURES.map((measure) => ({
        measure,
        current: result.current[measure],
        proposed: result.proposed[measure],
        paid: measure === 'UU' || measure === 'KB' ? result.paid[measure] : '—',
      }))
    : [];
  return (
    <Card
      type="inner"
      title={result ? t('loyalty.checkIn.dryRunTitle', { count: result.days }) : t('loyalty.checkIn.dryRun')}
      style={{ marginBottom: 16 }}
      data-testid="check-in-dry-run"
      extra={
        <Button icon={<ExperimentOutlined />} onClick={start} loading={run.isPending} data-testid="check-in-dry-run-start">
          {t('loyalty.checkIn.dryRun')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('loyalty.checkIn.dryRunHelp')}</Typography.Paragraph>
      {run.error && <Alert type="error" showIcon message={run.error.message} style={{ marginBottom: 12 }} />}
      {result && (
        <>
          <Typography.Paragraph data-testid="check-in-dry-run-count">
            {t('loyalty.checkIn.dryRunCheckIns', { checkIns: result.checkIns, members: result.members })}
          </Typography.Paragraph>
          <Table
            size="small"
            rowKey="measure"
            pagination={false}
            dataSource={rows}
            columns={[
              { title: t('loyalty.checkIn.measure'), dataIndex: 'measure', render: (m: Measure) => t(`loyalty.checkIn.totals.${m}`) },
              { title: t('loyalty.checkIn.current'), dataIndex: 'current' },
              { title: t('loyalty.checkIn.proposed'), dataIndex: 'proposed' },
              { title: t('loyalty.checkIn.paid'), dataIndex: 'paid' },
            ]}
          />
        </>
      )}
    </Card>
  );
}
