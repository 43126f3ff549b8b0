import { useMutation } from '@tanstack/react-query';
import { Table, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { DryRunCard } from '@/components/dry-run-card';
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
    <DryRunCard
      testId="check-in-dry-run"
      title={result ? t('loyalty.checkIn.dryRunTitle', { count: result.days }) : t('loyalty.checkIn.dryRun')}
      runLabel={t('loyalty.checkIn.dryRun')}
      help={t('loyalty.checkIn.dryRunHelp')}
      running={run.isPending}
      error={run.error}
      onRun={start}
      summary={result && t('loyalty.checkIn.dryRunCheckIns', { checkIns: result.checkIns, members: result.members })}
    >
      {result && (
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
      )}
    </DryRunCard>
  );
}
